/**
 * /account/my-data?token=… (issue 29): where the "your data is ready" mail leads. Signed in as the
 * customer it was made for, one button saves the JSON file; otherwise the sign-in comes first
 * (RequireUser), and the link says when it has expired or is not theirs.
 */
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { RequireUser } from '../../../shared/session/require-user';
import { ServerError } from '../../auth';
import { useDownloadDataCopy } from '../api/privacy';

function MyData() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const download = useDownloadDataCopy();
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Your data</h1>
        <p className="text-sm text-slate-600">
          Everything we keep about you, in one JSON file: profile, addresses, orders, support tickets, return requests,
          reviews and back-in-stock alerts.
        </p>
        <ServerError message={download.error?.message} />
        {download.isSuccess && (
          <p role="status" className="text-sm font-medium text-emerald-800">
            Downloaded. Keep the file somewhere safe: it holds your personal details.
          </p>
        )}
        <Button onClick={() => download.mutate(token)} isLoading={download.isPending} className="w-full">
          Download my data
        </Button>
        <Link to={paths.profile('privacy')} className={buttonClasses('ghost', 'md', 'w-full')}>
          Back to Privacy
        </Link>
      </div>
    </div>
  );
}

export function MyDataPage() {
  return <RequireUser>{() => <MyData />}</RequireUser>;
}
