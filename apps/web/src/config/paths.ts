/** Every route of the web app with its href builder (storefront spec §2 route table). */

export const paths = {
  home: () => '/',
  products: (query?: { search?: string; category?: string; brand?: string; subcategory?: string }) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) if (value) params.set(key, value);
    const qs = params.toString();
    return qs ? `/product?${qs}` : '/product';
  },
  /** The listing at /allproducts: every product, or one category's subcategory (spec §2 subcategory tiles). */
  allProducts: (query?: { category?: string; subcategory?: string }) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) if (value) params.set(key, value);
    const qs = params.toString();
    return qs ? `/allproducts?${qs}` : '/allproducts';
  },
  /** Category landing page: side list of categories and their subcategory tiles (spec §2). */
  subcategories: (category?: string) =>
    category ? `/subcategories?category=${encodeURIComponent(category)}` : '/subcategories',
  /** A product's page; `bulk` opens its bulk drawer on load (the cart's Bulk Order dialog links there). */
  product: (id: string, options?: { bulk?: boolean }) =>
    `/product/${encodeURIComponent(id)}${options?.bulk ? '?bulk=1' : ''}`,
  cart: () => '/cart',
  checkout: () => '/checkout',
  paymentStatus: (paymentId: string) => `/payment-status/${encodeURIComponent(paymentId)}`,
  /** The retry page of an unpaid order: Retry Payment, Cancel Order, Go to Home (shopper spec §2). */
  paymentRetry: (orderId: string) => `/payment-retry/${encodeURIComponent(orderId)}`,
  /** The cancelled page, with the order when known (shopper spec §2). */
  paymentCancelled: (orderId?: string) =>
    orderId ? `/payment-cancelled/${encodeURIComponent(orderId)}` : '/payment-cancelled',
  trackOrder: () => '/track-order',
  profile: (
    section?:
      'profile' | 'orders' | 'return-requests' | 'addresses' | 'bulk-request' | 'help-support' | 'loyalty' | 'privacy',
  ) => (section ? `/profile?section=${section}` : '/profile'),
  login: (from?: string) => (from ? `/login?from=${encodeURIComponent(from)}` : '/login'),
  signup: (from?: string) => (from ? `/signup?from=${encodeURIComponent(from)}` : '/signup'),
  forgotPassword: () => '/forgot-password',
  verifyOtp: () => '/verify-otp',
  resetPassword: () => '/reset-password',
  /** The terms of use and the privacy policy, linked from signup (shopper spec §2). */
  terms: () => '/terms',
  privacy: () => '/privacy',
  shopByBrand: () => '/shopbybrand',
  b2b: () => '/b2bpage',
  /** The blog list and one post (storefront spec §2 Blogs). */
  blogs: () => '/blogs',
  blog: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  /** The contact form (storefront spec §2 Contact). */
  contact: () => '/contact',
  /** News and updates, and one item (issue 30). */
  news: () => '/news',
  newsItem: (id: string) => `/news/${encodeURIComponent(id)}`,
  adminLogin: () => '/admin-login',
  adminDashboard: () => '/admin-dashboard',
  adminOrders: () => '/admin-dashboard/orders',
  adminOrderDetail: (id: string) => `/admin-dashboard/orders/${encodeURIComponent(id)}`,
  adminJobs: () => '/admin-dashboard/jobs',
  adminInvoices: () => '/admin-dashboard/invoices',
  adminComplaints: () => '/admin-dashboard/complaints',
  /** Bulk Order Enquiries with their quotes (admin spec §2 'bulk-order-enquiry'; issue 30). */
  adminEnquiries: () => '/admin-dashboard/bulk-order-enquiry',
  /** Blog Management (admin spec §2 'blog-management'; any staff member). */
  adminBlog: () => '/admin-dashboard/blog-management',
  /** Return Requests Management (admin spec §2, SuperAdmin). */
  adminReturns: () => '/admin-dashboard/return-requests',
  adminCoupons: () => '/admin-dashboard/coupon',
  adminWholesale: () => '/admin-dashboard/wholesale',
  adminStaff: () => '/admin-dashboard/staff',
  adminCustomers: () => '/admin-dashboard/customers',
  adminAudit: () => '/admin-dashboard/audit-log',
  adminPassword: () => '/admin-dashboard/password',
  /** Store settings: the seller's identity on tax invoices (SuperAdmin; issue 27). */
  adminStoreSettings: () => '/admin-dashboard/store-settings',
  /** Policies: the policy texts, their figures, the grievance officer, the newsletter export (SuperAdmin; issue 30). */
  adminPolicies: () => '/admin-dashboard/policies',
  adminProducts: () => '/admin-dashboard/allproduct',
  adminAddProduct: () => '/admin-dashboard/addproduct',
  adminInventory: () => '/admin-dashboard/inventory',
  adminServiceAreas: () => '/admin-dashboard/area-of-services',
  /** Bulk Orders Management: the spec's route name (admin spec §2 'wholesale-bulk-orders'). */
  adminBulkOrders: () => '/admin-dashboard/wholesale-bulk-orders',
  /** News and Updates Management (admin spec §2 'news-updates'). */
  adminNews: () => '/admin-dashboard/news-updates',
  /** Contact Us Submissions (admin spec §2 'contactus'). */
  adminContact: () => '/admin-dashboard/contactus',
} as const;

/** Whether a path belongs to the back office, where the storefront's chrome (header, footer, chat link) is hidden (spec §2). */
export function isAdminPath(pathname: string): boolean {
  return /^\/admin(?:[-/]|$)/.test(pathname);
}
