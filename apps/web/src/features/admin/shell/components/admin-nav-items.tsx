/**
 * Every admin screen the sidebar lists, grouped (admin spec §2 "Admin routes"; decision 034): one
 * line per screen, in sidebar order. `role` 'SuperAdmin' marks the screens of spec §6: a SubAdmin
 * still sees them (with a lock) and meets the Unauthorized popup there; the server refuses their
 * calls anyway. Add a screen here when its route exists in features/admin/routes.tsx.
 */
import type { ReactNode } from 'react';
import { paths } from '../../../../config/paths';
import {
  AUDIT_ICON,
  BLOG_ICON,
  BULK_ORDERS_ICON,
  COMPLAINTS_ICON,
  COUPON_ICON,
  DASHBOARD_ICON,
  INVENTORY_ICON,
  INVOICE_ICON,
  JOBS_ICON,
  KEY_ICON,
  MAIL_ICON,
  NEWS_ICON,
  ORDERS_ICON,
  RETURNS_ICON,
  SERVICE_AREAS_ICON,
  STAFF_ICON,
  WHOLESALE_ICON,
} from './admin-nav-icons';

/** Sidebar sections in order; 'Overview' is shown without a heading. */
export const ADMIN_NAV_GROUPS = ['Overview', 'Catalogue', 'Orders', 'Customers', 'Content', 'Settings'] as const;
export type AdminNavGroup = (typeof ADMIN_NAV_GROUPS)[number];

export interface AdminNavItem {
  label: string;
  to: string;
  group: AdminNavGroup;
  /** Who may use the screen: any staff member, or SuperAdmin only (spec §6). */
  role: 'staff' | 'SuperAdmin';
  icon: ReactNode;
}

export const ADMIN_NAV_ITEMS: AdminNavItem[] = [
  { label: 'Dashboard', to: paths.adminDashboard(), group: 'Overview', role: 'staff', icon: DASHBOARD_ICON },
  { label: 'Products', to: paths.adminProducts(), group: 'Catalogue', role: 'SuperAdmin', icon: WHOLESALE_ICON },
  { label: 'Add Product', to: paths.adminAddProduct(), group: 'Catalogue', role: 'SuperAdmin', icon: WHOLESALE_ICON },
  { label: 'Inventory', to: paths.adminInventory(), group: 'Catalogue', role: 'staff', icon: INVENTORY_ICON },
  { label: 'Wholesale', to: paths.adminWholesale(), group: 'Catalogue', role: 'SuperAdmin', icon: WHOLESALE_ICON },
  { label: 'Orders', to: paths.adminOrders(), group: 'Orders', role: 'staff', icon: ORDERS_ICON },
  { label: 'Bulk Orders', to: paths.adminBulkOrders(), group: 'Orders', role: 'SuperAdmin', icon: BULK_ORDERS_ICON },
  { label: 'Coupons', to: paths.adminCoupons(), group: 'Orders', role: 'SuperAdmin', icon: COUPON_ICON },
  { label: 'Invoices', to: paths.adminInvoices(), group: 'Orders', role: 'SuperAdmin', icon: INVOICE_ICON },
  { label: 'Return Requests', to: paths.adminReturns(), group: 'Orders', role: 'SuperAdmin', icon: RETURNS_ICON },
  { label: 'Customers', to: paths.adminCustomers(), group: 'Customers', role: 'staff', icon: STAFF_ICON },
  { label: 'Complaints', to: paths.adminComplaints(), group: 'Customers', role: 'staff', icon: COMPLAINTS_ICON },
  { label: 'Blog Management', to: paths.adminBlog(), group: 'Content', role: 'staff', icon: BLOG_ICON },
  {
    label: 'Bulk Enquiries',
    to: paths.adminEnquiries(),
    group: 'Customers',
    role: 'staff',
    icon: BULK_ORDERS_ICON,
  },
  { label: 'Contact Us', to: paths.adminContact(), group: 'Customers', role: 'staff', icon: MAIL_ICON },
  { label: 'News and Updates', to: paths.adminNews(), group: 'Content', role: 'staff', icon: NEWS_ICON },
  {
    label: 'Service Areas',
    to: paths.adminServiceAreas(),
    group: 'Settings',
    role: 'SuperAdmin',
    icon: SERVICE_AREAS_ICON,
  },
  {
    label: 'Store settings',
    to: paths.adminStoreSettings(),
    group: 'Settings',
    role: 'SuperAdmin',
    icon: INVOICE_ICON,
  },
  { label: 'Policies', to: paths.adminPolicies(), group: 'Settings', role: 'SuperAdmin', icon: INVOICE_ICON },
  { label: 'Staff accounts', to: paths.adminStaff(), group: 'Settings', role: 'SuperAdmin', icon: STAFF_ICON },
  { label: 'Audit log', to: paths.adminAudit(), group: 'Settings', role: 'SuperAdmin', icon: AUDIT_ICON },
  { label: 'Background jobs', to: paths.adminJobs(), group: 'Settings', role: 'staff', icon: JOBS_ICON },
  { label: 'Your password', to: paths.adminPassword(), group: 'Settings', role: 'staff', icon: KEY_ICON },
];
