/**
 * Admin routes (admin spec §2): /admin-login, and /admin-dashboard with its nested screens. The
 * app's route table (app/router.tsx) holds these three entries only; the dashboard's own table is
 * in admin-dashboard-routes.tsx and loads with the first dashboard page. Every screen loads
 * lazily, so the storefront's scripts carry none of the back office.
 */
import { Navigate } from 'react-router';
import type { AppRoute } from '../../lib/routing/app-route';
import { paths } from '../../config/paths';

/** Shown for the moment an admin screen's code is loading on a first visit. */
function AdminRouteFallback() {
  return <div className="min-h-screen bg-slate-100" />;
}

export const adminRoutes: AppRoute[] = [
  {
    path: paths.adminLogin(),
    fallback: AdminRouteFallback,
    load: async () => ({ Component: (await import('./shell/components/admin-login-page')).AdminLoginPage }),
  },
  // The spec's second spelling of the login path (§2: a 401 during an order update opens it).
  { path: '/admin/login', element: <Navigate to={paths.adminLogin()} replace /> },
  { path: '/admin', element: <Navigate to={paths.adminDashboard()} replace /> },
  // Any other /admin/ address: the admin's own not-found page inside the admin frame, not a blank page.
  {
    path: '/admin/*',
    fallback: AdminRouteFallback,
    load: async () => ({ Component: (await import('./admin-dashboard-routes')).StrayAdminRoutes }),
  },
  {
    path: `${paths.adminDashboard()}/*`,
    fallback: AdminRouteFallback,
    load: async () => ({ Component: (await import('./admin-dashboard-routes')).AdminDashboardRoutes }),
  },
];
