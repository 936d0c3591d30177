/**
 * The document title of every storefront page, shared by the server (which renders it into the
 * <head> of index.html) and the web app (which sets document.title on navigation), so both say
 * the same thing. Storefront spec §2 route table.
 */

/** Titles of the pages whose title does not depend on data. */
export const PAGE_TITLES = {
  listing: 'All Products',
  brands: 'Shop by Brand',
  subcategories: 'Shop by Category',
  allCategories: 'All Categories',
  cart: 'Cart',
  checkout: 'Checkout',
  login: 'Login',
  signup: 'Sign Up',
  forgotPassword: 'Forgot Password',
  verifyOtp: 'Verify OTP',
  resetPassword: 'Reset Password',
  stockAlertConfirm: 'Confirm Your Alert',
  stockAlertUnsubscribe: 'Back-in-Stock Mails',
  myData: 'Your Data',
  comingSoon: 'Coming Soon',
  newsletterConfirm: 'Confirm Your Subscription',
  newsletterUnsubscribe: 'Newsletter',
  signingIn: 'Signing in',
  signInFailed: 'Sign-in failed',
  profile: 'My Account',
  trackOrder: 'Track Order',
  b2b: 'Bulk Orders for Business',
  paymentStatus: 'Payment Status',
  paymentCancelled: 'Payment Cancelled',
  paymentRetry: 'Retry Payment',
  notFound: 'Page not found',
  productNotFound: 'Product not found',
  blogs: 'Blogs',
  blogNotFound: 'Blog Not Found',
  contact: 'Contact Us',
  news: 'News and Updates',
} as const;

/** The tagline after the shop's name on the home page. */
const HOME_TAGLINE = 'electronics and maker parts';

/** `page | shopName`, or the home page's `shopName: tagline` when `page` is undefined. */
export function documentTitle(page: string | undefined, shopName: string): string {
  return page ? `${page} | ${shopName}` : `${shopName}: ${HOME_TAGLINE}`;
}

/** The filters a listing's title names, most specific first. */
export interface ListingTitleFilters {
  search?: string;
  category?: string;
  subcategory?: string;
  brand?: string;
}

/** The one name of a repeatable listing filter (category, subcategory, brand), or undefined for none or several. */
export function onlyName(names: readonly string[]): string | undefined {
  return names.length === 1 ? names[0] : undefined;
}

/**
 * The names a listing is titled by, from its repeatable filters: a category, subcategory or
 * brand only when it is the one chosen; a subcategory not when several categories are chosen
 * (the page then shows more than that subcategory).
 */
export function listingNames(lists: {
  categories: readonly string[];
  subcategories: readonly string[];
  brands: readonly string[];
}): Omit<ListingTitleFilters, 'search'> {
  return {
    category: onlyName(lists.categories),
    subcategory: lists.categories.length > 1 ? undefined : onlyName(lists.subcategories),
    brand: onlyName(lists.brands),
  };
}

/** A listing's page title: the search, subcategory, category or brand it shows, else 'All Products'. */
export function listingTitle(filters: ListingTitleFilters): string {
  if (filters.search) return `Search results for '${filters.search}'`;
  const names = [filters.brand, filters.subcategory ?? filters.category].filter(Boolean);
  return names.length > 0 ? names.join(' ') : PAGE_TITLES.listing;
}
