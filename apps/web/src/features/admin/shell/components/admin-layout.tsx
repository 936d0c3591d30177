/** The back office frame: staff-only guard, sidebar (top menu on mobile) and the screen (admin spec §2, §6). */
import { STAFF_ROLES } from '@shop/domain/accounts/auth.schemas';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { paths } from '../../../../config/paths';
import { useAdminSession } from '../api/get-admin-session';
import { AdminSidebar } from './admin-sidebar';

export function AdminLayout() {
  const session = useAdminSession();
  const location = useLocation();

  if (session.isPending)
    return <CenteredSpinner label="Checking your session…" className="min-h-screen bg-slate-100" />;
  if (session.isError) {
    return (
      <div
        role="alert"
        className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-100 p-6 text-center"
      >
        <p className="text-sm text-slate-700">We could not reach the server to check your session.</p>
        <Button variant="secondary" onClick={() => void session.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const admin = session.data;
  if (!admin || !STAFF_ROLES.includes(admin.role)) {
    return <Navigate to={paths.adminLogin()} replace state={{ from: location.pathname }} />;
  }

  return (
    <div className="min-h-screen bg-slate-100">
      <AdminSidebar admin={admin} />
      <main className="lg:pl-60">
        <div className="mx-auto max-w-[1600px] px-4 py-6 sm:px-6 lg:py-8">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
