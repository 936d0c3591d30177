/**
 * Admin routes: /admin-login and /admin-dashboard with its nested screens (admin spec §2).
 * Every screen loads lazily so the storefront bundle carries none of the back office; only this
 * table and the blank fallback below ship with it.
 */
import { redirect, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** Shown for the moment an admin screen's code is loading on a first visit. */
function AdminRouteFallback() {
  return <div className="min-h-screen bg-slate-100" />;
}

export const adminRoutes: RouteObject[] = [
  {
    path: paths.adminLogin(),
    HydrateFallback: AdminRouteFallback,
    lazy: async () => ({ Component: (await import('./components/login/admin-login-page')).AdminLoginPage }),
  },
  // The spec's second spelling of the login path (§2: a 401 during an order update opens it).
  { path: '/admin/login', loader: () => redirect(paths.adminLogin()) },
  {
    path: paths.adminDashboard(),
    HydrateFallback: AdminRouteFallback,
    lazy: async () => ({ Component: (await import('./components/layout/admin-layout')).AdminLayout }),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./components/dashboard/dashboard-page')).DashboardPage }),
      },
      {
        path: 'orders',
        lazy: async () => ({ Component: (await import('./components/orders/orders-page')).OrdersPage }),
      },
      {
        path: 'orders/:id',
        lazy: async () => ({ Component: (await import('./components/order-detail/order-detail-page')).OrderDetailPage }),
      },
      {
        path: 'coupon',
        lazy: async () => ({ Component: (await import('./components/coupons/coupons-page')).CouponsPage }),
      },
      {
        path: 'wholesale',
        lazy: async () => ({ Component: (await import('./components/wholesale/wholesale-page')).WholesalePage }),
      },
      {
        path: 'staff',
        lazy: async () => ({ Component: (await import('./components/staff/staff-page')).StaffPage }),
      },
      {
        path: 'audit-log',
        lazy: async () => ({ Component: (await import('./components/audit/audit-page')).AuditPage }),
      },
      {
        path: 'password',
        lazy: async () => ({ Component: (await import('./components/staff/own-password-page')).OwnPasswordPage }),
      },
      {
        path: 'addproduct',
        lazy: async () => ({ Component: (await import('./components/products/add-product-page')).AddProductPage }),
      },
      {
        path: 'allproduct',
        lazy: async () => ({ Component: (await import('./components/products/products-page')).ProductsPage }),
      },
      {
        path: 'wholesale-bulk-orders',
        lazy: async () => ({ Component: (await import('./components/bulk-orders/bulk-orders-page')).BulkOrdersPage }),
      },
      {
        path: 'invoices',
        lazy: async () => ({ Component: (await import('./components/invoices/invoices-page')).InvoicesPage }),
      },
      {
        path: 'inventory',
        lazy: async () => ({ Component: (await import('./components/inventory/inventory-page')).InventoryPage }),
      },
      {
        path: 'area-of-services',
        lazy: async () => ({ Component: (await import('./components/service-areas/service-areas-page')).ServiceAreasPage }),
      },
      {
        path: 'jobs',
        lazy: async () => ({ Component: (await import('./components/jobs/jobs-page')).JobsPage }),
      },
    ],
  },
];
