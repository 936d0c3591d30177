/**
 * Which page of the web app a path is (storefront spec §2 route table, apps/web/src/app/router.tsx):
 * the server needs this to render the page's <head> and to answer 404 for a path the app does
 * not have. Keep in step with the router: a route added there and not here answers 404.
 */
import { PAGE_TITLES } from '@shop/domain/seo/page-titles.rules';
import { policyPageOf } from '@shop/domain/policies/policy-pages.config';
import { HTTP_CACHE, type CachePolicy } from '../../lib/http-cache';

/** A storefront page the server knows; `id` is the product id of a product page. */
export type PageRoute =
  | { kind: 'home' }
  | { kind: 'listing' }
  | { kind: 'product'; id: string }
  | { kind: 'brands' }
  | { kind: 'subcategories' }
  | { kind: 'subcategory' }
  | { kind: 'b2b' }
  | { kind: 'blogs' }
  | { kind: 'blog'; slug: string }
  | { kind: 'policy'; slug: string; title: string }
  | { kind: 'coming-soon' }
  | { kind: 'private'; title: string }
  | { kind: 'track-order'; title: string }
  | { kind: 'shopper'; title: string; module: string }
  | { kind: 'public'; title: string; path: string }
  | { kind: 'not-found' };

/** Private pages drawn wholly in the browser (sign-in, the mailed links' pages, my data): noindex, no data. */
const PRIVATE_PAGES: Record<string, string> = {
  login: PAGE_TITLES.login,
  signup: PAGE_TITLES.signup,
  'forgot-password': PAGE_TITLES.forgotPassword,
  'verify-otp': PAGE_TITLES.verifyOtp,
  'reset-password': PAGE_TITLES.resetPassword,
  'stock-alerts/confirm': PAGE_TITLES.stockAlertConfirm,
  'stock-alerts/unsubscribe': PAGE_TITLES.stockAlertUnsubscribe,
  'account/my-data': PAGE_TITLES.myData,
  'newsletter/confirm': PAGE_TITLES.newsletterConfirm,
  'newsletter/unsubscribe': PAGE_TITLES.newsletterUnsubscribe,
};

/**
 * The shopper's own pages whose layout the server renders around a placeholder, the page itself
 * drawn in the browser (decision 093): noindex and never kept by a shared cache, as the other
 * private pages. Each with its web module (preloaded with the entry script).
 */
const SHOPPER_PAGES: Record<string, { title: string; module: string }> = {
  cart: { title: PAGE_TITLES.cart, module: 'src/features/cart/components/cart-page.tsx' },
  checkout: { title: PAGE_TITLES.checkout, module: 'src/features/checkout/components/checkout-page.tsx' },
  profile: { title: PAGE_TITLES.profile, module: 'src/features/account/components/profile-page.tsx' },
};

/**
 * Public pages rendered in the browser (indexable, with their own canonical address): /contact,
 * /news and each news item (issue 30).
 */
const PUBLIC_PAGES: [RegExp, string][] = [
  [/^contact$/, PAGE_TITLES.contact],
  [/^news(\/[^/]+)?$/, PAGE_TITLES.news],
];

/** The admin screens and the payment return pages: real routes, never indexed. */
const PRIVATE_PREFIXES: [RegExp, string][] = [
  [/^(admin-login|admin\/login)$/, 'Admin Login'],
  // Any one screen under the dashboard: the staff area is never indexed, and each new screen
  // (staff, audit-log, coupon…) loads directly without being listed here (decision 034).
  [/^admin-dashboard(\/[a-z][a-z-]{0,39})?$/, 'Admin Dashboard'],
  [/^(phonepe-)?payment-status\/[^/]+$/, PAGE_TITLES.paymentStatus],
  [/^cash-payment-status\/[^/]+$/, PAGE_TITLES.paymentStatus],
  [/^(phonepe-payment-cancel|payment-cancelled)(\/[^/]+)?$/, PAGE_TITLES.paymentCancelled],
  [/^payment-retry\/[^/]+$/, PAGE_TITLES.paymentRetry],
  [/^payment-fallback$/, PAGE_TITLES.paymentStatus],
  // Where Google sign-in comes back to (shopper spec §2).
  [/^auth\/success$/, PAGE_TITLES.signingIn],
  [/^auth\/error$/, PAGE_TITLES.signInFailed],
];

const STORE_LAYOUT = 'src/app/layouts/store-layout.tsx';

/** The web modules of the page at `route` whose chunks its HTML preloads; undefined for none. */
export function pageModulesOf(route: PageRoute): string[] | undefined {
  return route.kind === 'shopper' ? [STORE_LAYOUT, route.module] : PAGE_MODULES[route.kind];
}

/**
 * The web app's modules that draw each public page (paths in apps/web as Vite's manifest names
 * them; keep in step with the router's lazy imports). The page's HTML preloads their chunks so
 * the browser fetches them with the entry script, not after it has run (decision 021).
 */
export const PAGE_MODULES: Partial<Record<PageRoute['kind'], string[]>> = {
  home: [STORE_LAYOUT, 'src/app/routes/store/home.tsx'],
  listing: [STORE_LAYOUT, 'src/features/catalog/components/listing-page.tsx'],
  product: [STORE_LAYOUT, 'src/features/product/components/product-page.tsx'],
  brands: [STORE_LAYOUT, 'src/features/catalog/components/brands-page.tsx'],
  subcategories: [STORE_LAYOUT, 'src/features/catalog/components/subcategories-page.tsx'],
  subcategory: [STORE_LAYOUT, 'src/features/catalog/components/subcategory-page.tsx'],
  blogs: [STORE_LAYOUT, 'src/features/blog/components/blogs-page.tsx'],
  blog: [STORE_LAYOUT, 'src/features/blog/components/blog-post-page.tsx'],
  policy: [STORE_LAYOUT, 'src/features/policies/components/policy-page.tsx'],
  'coming-soon': [STORE_LAYOUT, 'src/features/policies/components/coming-soon-page.tsx'],
  'track-order': [STORE_LAYOUT, 'src/features/tracking/components/track-order-page.tsx'],
};

/**
 * The pages whose body the server renders too (docs/decisions/024): the public storefront, the
 * same for every visitor, and Track Order, whose first screen (the order-id form) is the same for
 * everyone: the server renders it as for a visitor, and a signed-in customer's My Orders tab
 * comes with their session (decision 092). The shopper's own pages and staff's are rendered in
 * the browser.
 */
export const SERVER_RENDERED_PAGES: ReadonlySet<PageRoute['kind']> = new Set([
  'home',
  'listing',
  'product',
  'brands',
  'subcategories',
  'subcategory',
  'track-order',
  'shopper',
  'not-found',
]);

/** The page a percent-decoded path names; a trailing slash is ignored, as the web router does. */
export function pageRouteOf(path: string): PageRoute {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return { kind: 'home' };
  if (trimmed === 'product' || trimmed === 'allproducts') return { kind: 'listing' };
  if (trimmed === 'shopbybrand') return { kind: 'brands' };
  if (trimmed === 'subcategories') return { kind: 'subcategories' };
  if (trimmed === 'subcategory') return { kind: 'subcategory' };
  if (trimmed === 'b2bpage') return { kind: 'b2b' };
  if (trimmed === 'blogs') return { kind: 'blogs' };
  const blog = /^blog\/([^/]+)$/.exec(trimmed);
  if (blog?.[1]) return { kind: 'blog', slug: blog[1] };
  if (trimmed === 'coming-soon') return { kind: 'coming-soon' };
  if (trimmed === 'track-order') return { kind: 'track-order', title: PAGE_TITLES.trackOrder };
  // The seven policy pages, and /terms and /privacy (the same pages; their canonical is the long slug).
  const policy = policyPageOf(trimmed);
  if (policy) return { kind: 'policy', slug: policy.slug, title: policy.title };
  const product = /^product\/([^/]+)$/.exec(trimmed);
  if (product?.[1]) return { kind: 'product', id: product[1] };
  for (const [pattern, title] of PUBLIC_PAGES)
    if (pattern.test(trimmed)) return { kind: 'public', title, path: `/${trimmed}` };
  const shopperPage = SHOPPER_PAGES[trimmed];
  if (shopperPage) return { kind: 'shopper', ...shopperPage };
  const privatePage = PRIVATE_PAGES[trimmed];
  if (privatePage) return { kind: 'private', title: privatePage };
  for (const [pattern, title] of PRIVATE_PREFIXES) if (pattern.test(trimmed)) return { kind: 'private', title };
  return { kind: 'not-found' };
}

/**
 * How long a CDN may keep each public page (docs/decisions/085): a product page as its stock,
 * the catalogue's pages as listings, the written pages as reference text. The shopper's own and
 * staff's pages and 404s are never public.
 */
const PAGE_CACHE_POLICIES: Partial<Record<PageRoute['kind'], CachePolicy>> = {
  product: HTTP_CACHE.stock,
  home: HTTP_CACHE.listing,
  listing: HTTP_CACHE.listing,
  brands: HTTP_CACHE.listing,
  subcategories: HTTP_CACHE.listing,
  subcategory: HTTP_CACHE.listing,
  b2b: HTTP_CACHE.reference,
  blogs: HTTP_CACHE.reference,
  blog: HTTP_CACHE.reference,
  policy: HTTP_CACHE.reference,
  'coming-soon': HTTP_CACHE.reference,
  public: HTTP_CACHE.reference,
};

/** The shared-cache lifetime of the page at a percent-decoded path; undefined when the page is never public. */
export function pageCachePolicy(path: string): CachePolicy | undefined {
  return PAGE_CACHE_POLICIES[pageRouteOf(path).kind];
}
