/**
 * The pages the alert mails link to (issue 29): /stock-alerts/confirm?token=… turns a guest's
 * alert on, /stock-alerts/unsubscribe?token=… stops every alert of the address (one click: the
 * page acts as it opens). Each says what happened, or why the link did not work.
 */
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { CenteredSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useConfirmAlert, useUnsubscribeAlerts } from '../api/stock-alerts';

const NO_TOKEN = 'This link is not valid or has expired. Please ask for the alert again on the product page.';

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <div className="mt-3 space-y-4 text-sm text-slate-700">{children}</div>
      </div>
    </div>
  );
}

/** Runs `act(token)` once when the page opens (React's double effect in development included). */
function useActOnce(act: (token: string) => void): string | null {
  const [params] = useSearchParams();
  const token = params.get('token');
  const done = useRef(false);
  useEffect(() => {
    if (!token || done.current) return;
    done.current = true;
    act(token);
  }, [act, token]);
  return token;
}

const failed = (message: string) => (
  <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 font-medium text-red-700">
    {message}
  </p>
);

/** /stock-alerts/confirm */
export function ConfirmAlertPage() {
  const confirm = useConfirmAlert();
  const token = useActOnce(confirm.mutate);
  const alert = confirm.data?.alert;
  return (
    <Card title="Back-in-stock alert">
      {!token && failed(NO_TOKEN)}
      {confirm.isPending && <CenteredSpinner />}
      {confirm.error && failed(confirm.error.message)}
      {alert && (
        <>
          <p role="status" className="font-medium text-emerald-800">
            Confirmed. We will e-mail {alert.email} once, when {alert.product_name} is back in stock.
          </p>
          <Link to={paths.product(alert.product_id)} className={buttonClasses('outline')}>
            Back to {alert.product_name}
          </Link>
        </>
      )}
    </Card>
  );
}

/** /stock-alerts/unsubscribe */
export function UnsubscribeAlertsPage() {
  const unsubscribe = useUnsubscribeAlerts();
  const token = useActOnce(unsubscribe.mutate);
  const result = unsubscribe.data;
  return (
    <Card title="Back-in-stock mails">
      {!token && failed(NO_TOKEN)}
      {unsubscribe.isPending && <CenteredSpinner />}
      {unsubscribe.error && failed(unsubscribe.error.message)}
      {result && (
        <p role="status" className="font-medium text-emerald-800">
          Unsubscribed. {result.email} will get no more back-in-stock mails
          {result.stopped > 0 ? ` (${result.stopped} alert${result.stopped === 1 ? '' : 's'} stopped)` : ''}.
        </p>
      )}
      <Link to={paths.home()} className={buttonClasses('outline')}>
        Continue shopping
      </Link>
    </Card>
  );
}
