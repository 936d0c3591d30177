/**
 * Admin routes: /admin-login and /admin-dashboard with its nested screens (admin spec §2).
 * Every screen loads lazily so the storefront bundle carries none of the back office; only this
 * table and the blank fallback below ship with it.
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
    load: async () => ({ Component: (await import('./components/login/admin-login-page')).AdminLoginPage }),
  },
  // The spec's second spelling of the login path (§2: a 401 during an order update opens it).
  { path: '/admin/login', element: <Navigate to={paths.adminLogin()} replace /> },
  {
    path: paths.adminDashboard(),
    fallback: AdminRouteFallback,
    load: async () => ({ Component: (await import('./components/layout/admin-layout')).AdminLayout }),
    children: [
      {
        index: true,
        load: async () => ({ Component: (await import('./components/dashboard/dashboard-page')).DashboardPage }),
      },
      {
        path: 'orders',
        load: async () => ({ Component: (await import('./components/orders/orders-page')).OrdersPage }),
      },
      {
        path: 'orders/:id',
        load: async () => ({ Component: (await import('./components/order-detail/order-detail-page')).OrderDetailPage }),
      },
      {
        path: 'coupon',
        load: async () => ({ Component: (await import('./components/coupons/coupons-page')).CouponsPage }),
      },
      {
        path: 'wholesale',
        load: async () => ({ Component: (await import('./components/wholesale/wholesale-page')).WholesalePage }),
      },
      {
        path: 'staff',
        load: async () => ({ Component: (await import('./components/staff/staff-page')).StaffPage }),
      },
      {
        path: 'audit-log',
        load: async () => ({ Component: (await import('./components/audit/audit-page')).AuditPage }),
      },
      {
        path: 'password',
        load: async () => ({ Component: (await import('./components/staff/own-password-page')).OwnPasswordPage }),
      },
      {
        path: 'addproduct',
        load: async () => ({ Component: (await import('./components/products/add-product-page')).AddProductPage }),
      },
      {
        path: 'allproduct',
        load: async () => ({ Component: (await import('./components/products/products-page')).ProductsPage }),
      },
      {
        path: 'wholesale-bulk-orders',
        load: async () => ({ Component: (await import('./components/bulk-orders/bulk-orders-page')).BulkOrdersPage }),
      },
      {
        path: 'invoices',
        load: async () => ({ Component: (await import('./components/invoices/invoices-page')).InvoicesPage }),
      },
      {
        path: 'inventory',
        load: async () => ({ Component: (await import('./components/inventory/inventory-page')).InventoryPage }),
      },
      {
        path: 'area-of-services',
        load: async () => ({ Component: (await import('./components/service-areas/service-areas-page')).ServiceAreasPage }),
      },
      {
        path: 'jobs',
        load: async () => ({ Component: (await import('./components/jobs/jobs-page')).JobsPage }),
      },
    ],
  },
];
