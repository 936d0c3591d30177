/**
 * The dashboard's screens (admin spec §2) under /admin-dashboard: the admin layout and its nested
 * pages, matched below the app's `/admin-dashboard/*` route (features/admin/routes.tsx). Loaded with
 * the first dashboard page; each screen is a chunk of its own.
 */
import { AppRoutes, type AppRoute } from '../../lib/routing/app-route';

// While a screen's code loads on a first visit, the fallback of the app's /admin-dashboard/* route shows.
const adminLayout = async () => ({ Component: (await import('./shell/components/admin-layout')).AdminLayout });
const adminNotFound = async () => ({
  Component: (await import('./shell/components/admin-not-found-page')).AdminNotFoundPage,
});

const dashboardRoutes: AppRoute[] = [
  {
    load: adminLayout,
    children: [
      {
        index: true,
        load: async () => ({ Component: (await import('./dashboard/components/dashboard-page')).DashboardPage }),
      },
      {
        path: 'orders',
        load: async () => ({ Component: (await import('./orders/components/orders-page')).OrdersPage }),
      },
      {
        path: 'orders/:id',
        load: async () => ({
          Component: (await import('./order-detail/components/order-detail-page')).OrderDetailPage,
        }),
      },
      {
        path: 'coupon',
        load: async () => ({ Component: (await import('./coupons/components/coupons-page')).CouponsPage }),
      },
      {
        path: 'wholesale',
        load: async () => ({ Component: (await import('./wholesale/components/wholesale-page')).WholesalePage }),
      },
      {
        path: 'customers',
        load: async () => ({ Component: (await import('./customers/components/customers-page')).CustomersPage }),
      },
      {
        path: 'staff',
        load: async () => ({ Component: (await import('./staff/components/staff-page')).StaffPage }),
      },
      {
        path: 'audit-log',
        load: async () => ({ Component: (await import('./audit/components/audit-page')).AuditPage }),
      },
      {
        path: 'store-settings',
        load: async () => ({
          Component: (await import('./settings/components/store-settings-page')).StoreSettingsPage,
        }),
      },
      {
        path: 'policies',
        load: async () => ({ Component: (await import('./policies/components/policies-page')).PoliciesPage }),
      },
      {
        path: 'password',
        load: async () => ({ Component: (await import('./staff/components/own-password-page')).OwnPasswordPage }),
      },
      {
        path: 'addproduct',
        load: async () => ({ Component: (await import('./products/components/add-product-page')).AddProductPage }),
      },
      {
        path: 'allproduct',
        load: async () => ({ Component: (await import('./products/components/products-page')).ProductsPage }),
      },
      {
        path: 'wholesale-bulk-orders',
        load: async () => ({ Component: (await import('./bulk-orders/components/bulk-orders-page')).BulkOrdersPage }),
      },
      {
        path: 'bulk-order-enquiry',
        load: async () => ({ Component: (await import('./enquiries/components/enquiries-page')).EnquiriesPage }),
      },
      {
        path: 'invoices',
        load: async () => ({ Component: (await import('./invoices/components/invoices-page')).InvoicesPage }),
      },
      {
        path: 'return-requests',
        load: async () => ({ Component: (await import('./returns/components/returns-page')).ReturnsPage }),
      },
      {
        path: 'inventory',
        load: async () => ({ Component: (await import('./inventory/components/inventory-page')).InventoryPage }),
      },
      {
        path: 'area-of-services',
        load: async () => ({
          Component: (await import('./service-areas/components/service-areas-page')).ServiceAreasPage,
        }),
      },
      {
        path: 'complaints',
        load: async () => ({ Component: (await import('./complaints/components/complaints-page')).ComplaintsPage }),
      },
      {
        path: 'blog-management',
        load: async () => ({
          Component: (await import('./blog/components/blog-management-page')).BlogManagementPage,
        }),
      },
      {
        path: 'news-updates',
        load: async () => ({ Component: (await import('./news/components/news-admin-page')).NewsAdminPage }),
      },
      {
        path: 'contactus',
        load: async () => ({
          Component: (await import('./contact/components/contact-admin-page')).ContactAdminPage,
        }),
      },
      {
        path: 'jobs',
        load: async () => ({ Component: (await import('./jobs/components/jobs-page')).JobsPage }),
      },
      // Any other address, and every screen not built yet, is the admin's own not-found page.
      { path: '*', load: adminNotFound },
    ],
  },
];

/** Addresses under /admin/ that are no screen: the admin frame with its not-found page. */
const strayAdminRoutes: AppRoute[] = [{ load: adminLayout, children: [{ path: '*', load: adminNotFound }] }];

/** Renders the dashboard screen the address names. */
export function AdminDashboardRoutes() {
  return <AppRoutes routes={dashboardRoutes} />;
}

/** Renders the admin's not-found page for an address under /admin/ (matched by features/admin/routes.tsx). */
export function StrayAdminRoutes() {
  return <AppRoutes routes={strayAdminRoutes} />;
}
