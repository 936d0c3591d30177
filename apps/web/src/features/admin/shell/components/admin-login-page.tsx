/** /admin-login: staff sign-in; a signed-in admin goes straight to the dashboard (admin spec §2, §5, §8). */
import { Link, Navigate, useLocation } from 'react-router';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { paths } from '../../../../config/paths';
import { useAdminSession } from '../api/get-admin-session';
import { AdminLoginForm } from './admin-login-form';
import { afterLoginPath } from './after-login-path';

export function AdminLoginPage() {
  const session = useAdminSession();
  const location = useLocation();

  if (session.isPending)
    return <CenteredSpinner label="Checking your session…" className="min-h-screen bg-slate-100" />;
  if (session.data) return <Navigate to={afterLoginPath(location.state)} replace />;

  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center text-center">
          <span
            aria-hidden
            className="grid size-11 place-items-center rounded-lg bg-brand-600 text-lg font-bold text-white shadow-sm"
          >
            M
          </span>
          <h1 className="mt-4 text-xl font-semibold text-slate-900">Admin login</h1>
          <p className="mt-1 text-sm text-slate-500">Sign in to the MakerShop back office</p>
        </div>
        <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <AdminLoginForm />
        </div>
        <p className="mt-6 text-center text-sm text-slate-500">
          <Link to={paths.home()} className="font-medium text-brand-700 hover:underline">
            ← Back to shop
          </Link>
        </p>
      </div>
    </main>
  );
}
