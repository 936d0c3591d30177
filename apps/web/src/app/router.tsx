/**
 * The route table (storefront spec §2). Pages load lazily, split by route, so the home page
 * ships only what it shows; each names its document title in `handle` (layouts/route-title.tsx).
 * Admin routes come from features/admin and use their own layout. The same table serves the
 * browser (main.tsx) and the server render (entry-server.tsx), which adds the page loaders that
 * fill the query cache (docs/decisions/024); in the browser the pages fetch their own data.
 */
import { adminRoutes } from '../features/admin/routes';
import { listingNames, listingTitle, PAGE_TITLES } from '@shop/domain/seo/page-titles.rules';
import type { AppRoute, PageLoader, RouteTitleHandle } from '../lib/routing/app-route';
import { POLICY_ALIASES, POLICY_PAGES, policyPageOf } from '@shop/domain/policies/policy-pages.config';
import { RouteError } from './routes/route-error';
import { PagePlaceholder } from '../components/ui/page-placeholder';
// Static: the entry loads the store chunk, which holds the layout, on every page anyway; a lazy
// import of it only added a re-export file to each storefront page (docs/decisions/090).
import { StoreLayout } from './layouts/store-layout';

const listing = async () => ({ Component: (await import('../features/catalog/components/listing-page')).ListingPage });
const subcategories = async () => ({
  Component: (await import('../features/catalog/components/subcategories-page')).SubcategoriesPage,
});
const subcategory = async () => ({
  Component: (await import('../features/catalog/components/subcategory-page')).SubcategoryPage,
});
const paymentStatus = async () => ({
  Component: (await import('../features/payments/components/payment-status-page')).PaymentStatusPage,
});
const paymentCancelled = async () => ({
  Component: (await import('../features/payments/components/payment-cancelled-page')).PaymentCancelledPage,
});
const phonepePaymentCancel = async () => ({
  Component: (await import('../features/payments/components/payment-cancelled-page')).PhonePePaymentCancelPage,
});

const policyPage = async () => ({
  Component: (await import('../features/policies/components/policy-page')).PolicyPage,
});
const newsletterLinkPage = (name: 'ConfirmNewsletterPage' | 'UnsubscribeNewsletterPage') => async () => ({
  Component: (await import('../features/newsletter/components/newsletter-link-page'))[name],
});

/** The listing's title from its query, as the server renders it (modules/seo). */
const listingHandle: RouteTitleHandle = {
  title: (query) => {
    const all = (name: string) => query.getAll(name).filter(Boolean);
    return listingTitle({
      search: query.get('search') || undefined,
      ...listingNames({ categories: all('category'), subcategories: all('subcategory'), brands: all('brand') }),
    });
  },
};
const titled = (title: string): { handle: RouteTitleHandle } => ({ handle: { title } });

/**
 * The shopper's own pages: the server renders the store layout around a placeholder, and the page
 * is drawn in the browser, where the session and the cart are (decision 093). The account page is
 * such a route; the cart and checkout render their frame on the server themselves and draw the rest
 * in the browser (decision 097), so they are ordinary routes with `fallback` only.
 */
const shopperOwn = { clientOnly: true, fallback: PagePlaceholder } satisfies Partial<AppRoute>;

/** The server render's data loaders of the layout and the server-rendered pages. */
export type PageLoaders = Record<
  'layout' | 'home' | 'listing' | 'product' | 'brands' | 'subcategories' | 'subcategory',
  PageLoader
>;

/**
 * The seven policy pages, /terms and /privacy (the same pages), /coming-soon, and the newsletter
 * mail's confirm and unsubscribe pages (storefront spec §2 Footer, Other pages; issue 30).
 */
const policyRoutes: AppRoute[] = [
  ...POLICY_PAGES.map((page) => ({ path: page.slug, ...titled(page.title), load: policyPage })),
  ...Object.entries(POLICY_ALIASES).map(([alias, slug]) => ({
    path: alias,
    ...titled(policyPageOf(slug)!.title),
    load: policyPage,
  })),
  {
    path: 'coming-soon',
    ...titled(PAGE_TITLES.comingSoon),
    load: async () => ({
      Component: (await import('../features/policies/components/coming-soon-page')).ComingSoonPage,
    }),
  },
  {
    path: 'newsletter/confirm',
    ...titled(PAGE_TITLES.newsletterConfirm),
    load: newsletterLinkPage('ConfirmNewsletterPage'),
  },
  {
    path: 'newsletter/unsubscribe',
    ...titled(PAGE_TITLES.newsletterUnsubscribe),
    load: newsletterLinkPage('UnsubscribeNewsletterPage'),
  },
];

/** Sign-in, sign-up and the password reset (shopper spec §2 Authentication). */
const accountRoutes: AppRoute[] = [
  {
    path: 'login',
    ...titled(PAGE_TITLES.login),
    load: async () => ({ Component: (await import('../features/auth/components/login-page')).LoginPage }),
  },
  {
    path: 'signup',
    ...titled(PAGE_TITLES.signup),
    load: async () => ({ Component: (await import('../features/auth/components/signup-page')).SignupPage }),
  },
  {
    path: 'forgot-password',
    ...titled(PAGE_TITLES.forgotPassword),
    load: async () => ({
      Component: (await import('../features/auth/components/forgot-password-page')).ForgotPasswordPage,
    }),
  },
  {
    path: 'verify-otp',
    ...titled(PAGE_TITLES.verifyOtp),
    load: async () => ({ Component: (await import('../features/auth/components/verify-otp-page')).VerifyOtpPage }),
  },
  {
    path: 'reset-password',
    ...titled(PAGE_TITLES.resetPassword),
    load: async () => ({
      Component: (await import('../features/auth/components/reset-password-page')).ResetPasswordPage,
    }),
  },
  {
    path: 'stock-alerts/confirm',
    ...titled(PAGE_TITLES.stockAlertConfirm),
    load: async () => ({
      Component: (await import('../features/stock-alerts/components/alert-link-page')).ConfirmAlertPage,
    }),
  },
  {
    path: 'stock-alerts/unsubscribe',
    ...titled(PAGE_TITLES.stockAlertUnsubscribe),
    load: async () => ({
      Component: (await import('../features/stock-alerts/components/alert-link-page')).UnsubscribeAlertsPage,
    }),
  },
  {
    path: 'account/my-data',
    ...titled(PAGE_TITLES.myData),
    load: async () => ({ Component: (await import('../features/account/components/my-data-page')).MyDataPage }),
  },
  // Where Google sign-in comes back (docs/decisions/073).
  {
    path: 'auth/success',
    ...titled(PAGE_TITLES.signingIn),
    load: async () => ({ Component: (await import('../features/auth/components/auth-success-page')).AuthSuccessPage }),
  },
  {
    path: 'auth/error',
    ...titled(PAGE_TITLES.signInFailed),
    load: async () => ({ Component: (await import('../features/auth/components/auth-error-page')).AuthErrorPage }),
  },
];

/** The business enquiry page, the blog, the contact form, and news and updates (storefront spec §2; issue 30). */
const contentRoutes: AppRoute[] = [
  {
    path: 'b2bpage',
    ...titled(PAGE_TITLES.b2b),
    load: async () => ({ Component: (await import('../features/b2b/components/b2b-page')).B2bPage }),
  },
  {
    path: 'blogs',
    ...titled(PAGE_TITLES.blogs),
    load: async () => ({ Component: (await import('../features/blog/components/blogs-page')).BlogsPage }),
  },
  {
    path: 'blog/:slug',
    handle: { ownTitle: true } satisfies RouteTitleHandle,
    load: async () => ({ Component: (await import('../features/blog/components/blog-post-page')).BlogPostPage }),
  },
  {
    path: 'contact',
    ...titled(PAGE_TITLES.contact),
    load: async () => ({ Component: (await import('../features/contact/components/contact-page')).ContactPage }),
  },
  {
    path: 'news',
    ...titled(PAGE_TITLES.news),
    load: async () => ({ Component: (await import('../features/news/components/news-page')).NewsPage }),
  },
  {
    path: 'news/:id',
    ...titled(PAGE_TITLES.news),
    load: async () => ({ Component: (await import('../features/news/components/news-item-page')).NewsItemPage }),
  },
];

const storeRoutes = (loaders: Partial<PageLoaders>): AppRoute[] => [
  {
    index: true,
    loader: loaders.home,
    load: async () => ({ Component: (await import('./routes/store/home')).HomeRoute }),
  },
  { path: 'product', loader: loaders.listing, load: listing, handle: listingHandle },
  { path: 'allproducts', loader: loaders.listing, load: listing, handle: listingHandle },
  {
    path: 'product/:id',
    loader: loaders.product,
    handle: { ownTitle: true } satisfies RouteTitleHandle,
    load: async () => ({ Component: (await import('../features/product/components/product-page')).ProductPage }),
  },
  {
    path: 'shopbybrand',
    loader: loaders.brands,
    ...titled(PAGE_TITLES.brands),
    load: async () => ({ Component: (await import('../features/catalog/components/brands-page')).BrandsPage }),
  },
  { path: 'subcategories', loader: loaders.subcategories, ...titled(PAGE_TITLES.subcategories), load: subcategories },
  { path: 'subcategory', loader: loaders.subcategory, ...titled(PAGE_TITLES.allCategories), load: subcategory },
  {
    path: 'cart',
    ...titled(PAGE_TITLES.cart),
    fallback: PagePlaceholder,
    load: async () => ({ Component: (await import('../features/cart/components/cart-page')).CartPage }),
  },
  {
    path: 'checkout',
    ...titled(PAGE_TITLES.checkout),
    fallback: PagePlaceholder,
    load: async () => ({ Component: (await import('../features/checkout/components/checkout-page')).CheckoutPage }),
  },
  { path: 'payment-status/:paymentId', load: paymentStatus, ...titled(PAGE_TITLES.paymentStatus) },
  { path: 'phonepe-payment-status/:paymentId', load: paymentStatus, ...titled(PAGE_TITLES.paymentStatus) },
  { path: 'cash-payment-status/:paymentId', load: paymentStatus, ...titled(PAGE_TITLES.paymentStatus) },
  { path: 'phonepe-payment-cancel/:paymentId?', load: phonepePaymentCancel, ...titled(PAGE_TITLES.paymentCancelled) },
  { path: 'payment-cancelled/:orderId?', load: paymentCancelled, ...titled(PAGE_TITLES.paymentCancelled) },
  {
    path: 'payment-retry/:orderId',
    ...titled(PAGE_TITLES.paymentRetry),
    load: async () => ({
      Component: (await import('../features/payments/components/payment-retry-page')).PaymentRetryPage,
    }),
  },
  {
    path: 'payment-fallback',
    ...titled(PAGE_TITLES.paymentStatus),
    load: async () => ({
      Component: (await import('../features/payments/components/payment-fallback-page')).PaymentFallbackPage,
    }),
  },
  ...accountRoutes,
  ...contentRoutes,
  ...policyRoutes,
  {
    path: 'track-order',
    ...titled(PAGE_TITLES.trackOrder),
    load: async () => ({
      Component: (await import('../features/tracking/components/track-order-page')).TrackOrderPage,
    }),
  },
  {
    path: 'profile',
    ...titled(PAGE_TITLES.profile),
    ...shopperOwn,
    load: async () => ({ Component: (await import('../features/account/components/profile-page')).ProfilePage }),
  },
  {
    path: '*',
    ...titled(PAGE_TITLES.notFound),
    load: async () => ({ Component: (await import('./routes/store/not-found')).NotFoundRoute }),
  },
];

/** Every route of the app; `loaders` (server render only) fetch each page's data before it renders. */
export function appRoutes(loaders: Partial<PageLoaders> = {}): AppRoute[] {
  return [
    ...adminRoutes,
    {
      path: '/',
      loader: loaders.layout,
      load: async () => ({ Component: StoreLayout }),
      ErrorComponent: RouteError,
      children: storeRoutes(loaders).map((route) => ({ ...route, ErrorComponent: RouteError })),
    },
  ];
}
