/**
 * Which calls are rate-limited, how hard, and by what (issue 5 "Sessions and sign-in";
 * decision 010). One table, so what a stranger can hammer is visible in one place; the plugin
 * refuses to start when a route listed here no longer exists, so a renamed route cannot lose
 * its limit silently. A limited call past its limit gets 429 with Retry-After, whatever its body
 * (even the right password).
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** What a limit counts by: the client address, the e-mail signed in with, or the signed-in customer. */
export type RateLimitKey = 'ip' | 'account' | 'customer';

export interface RateLimitRule {
  /** Names the counter; rules with the same name share it. */
  name: string;
  key: RateLimitKey;
  max: number;
  windowMs: number;
}

/** Customer sign-in attempts per e-mail, from any address. */
export const SIGN_IN_PER_ACCOUNT: RateLimitRule = {
  name: 'sign-in:account',
  key: 'account',
  max: 10,
  windowMs: MINUTE_MS,
};
/** Customer sign-in attempts per client address, for any e-mail. */
export const SIGN_IN_PER_IP: RateLimitRule = { name: 'sign-in:ip', key: 'ip', max: 30, windowMs: MINUTE_MS };
/** Staff sign-in attempts per e-mail. */
export const STAFF_SIGN_IN_PER_ACCOUNT: RateLimitRule = {
  name: 'staff-sign-in:account',
  key: 'account',
  max: 10,
  windowMs: MINUTE_MS,
};
/** Staff sign-in attempts per client address. */
export const STAFF_SIGN_IN_PER_IP: RateLimitRule = {
  name: 'staff-sign-in:ip',
  key: 'ip',
  max: 30,
  windowMs: MINUTE_MS,
};
/** Password-reset OTPs mailed to one e-mail: one per resend countdown (OTP_RESEND_SECONDS, 120 s), known or not. */
export const RESET_OTP_SEND_PER_ACCOUNT: RateLimitRule = {
  name: 'reset-otp-send:account',
  key: 'account',
  max: 1,
  windowMs: 120_000,
};
/** Password-reset OTPs asked for from one client address. */
export const RESET_OTP_SEND_PER_IP: RateLimitRule = {
  name: 'reset-otp-send:ip',
  key: 'ip',
  max: 10,
  windowMs: HOUR_MS,
};
/** OTP checks per e-mail (each OTP voids itself after 5 wrong tries too). */
export const RESET_OTP_VERIFY_PER_ACCOUNT: RateLimitRule = {
  name: 'reset-otp-verify:account',
  key: 'account',
  max: 10,
  windowMs: 15 * MINUTE_MS,
};
/** OTP checks and password changes per client address. */
export const RESET_PER_IP: RateLimitRule = { name: 'reset:ip', key: 'ip', max: 30, windowMs: 15 * MINUTE_MS };
/** Own-password changes per customer (each checks the current password). */
export const ACCOUNT_PASSWORD_PER_CUSTOMER: RateLimitRule = {
  name: 'account-password:customer',
  key: 'customer',
  max: 10,
  windowMs: 15 * MINUTE_MS,
};
/**
 * Google sign-ins per client address, started and finished (each sign-in is two calls): a person
 * needs a few; a script cannot use the shop to hammer Google or try codes quickly.
 */
export const GOOGLE_SIGN_IN_PER_IP: RateLimitRule = {
  name: 'google-sign-in:ip',
  key: 'ip',
  max: 30,
  windowMs: MINUTE_MS,
};
/** New accounts per client address (by signup or by Google signup). */
export const SIGNUP_PER_IP: RateLimitRule = { name: 'signup:ip', key: 'ip', max: 10, windowMs: HOUR_MS };
/** Orders placed per customer. */
export const ORDER_PLACEMENT_PER_CUSTOMER: RateLimitRule = {
  name: 'order:customer',
  key: 'customer',
  max: 20,
  windowMs: MINUTE_MS,
};
/** Payment attempts started per customer. */
export const PAYMENT_CREATION_PER_CUSTOMER: RateLimitRule = {
  name: 'payment:customer',
  key: 'customer',
  max: 30,
  windowMs: MINUTE_MS,
};
/** Payment verifications per customer: each may ask the provider, whose own API limits we must not exhaust. */
export const PAYMENT_VERIFICATION_PER_CUSTOMER: RateLimitRule = {
  name: 'payment-verify:customer',
  key: 'customer',
  max: 60,
  windowMs: MINUTE_MS,
};
/** Pincode look-ups per client address (the location picker asks once per complete pincode). */
export const PINCODE_LOOKUP_PER_IP: RateLimitRule = { name: 'pincode:ip', key: 'ip', max: 60, windowMs: MINUTE_MS };
/**
 * Search suggestions per client address: the box asks at most twice a second while someone
 * types (500 ms debounce), so this leaves room for several shoppers behind one address.
 */
export const SEARCH_SUGGESTIONS_PER_IP: RateLimitRule = {
  name: 'suggestions:ip',
  key: 'ip',
  max: 600,
  windowMs: MINUTE_MS,
};
/** Reviews written or edited per customer. */
export const REVIEW_WRITE_PER_CUSTOMER: RateLimitRule = {
  name: 'review-write:customer',
  key: 'customer',
  max: 10,
  windowMs: MINUTE_MS,
};
/** Saved addresses added, changed or removed per customer: a book of at most 20 needs few. */
export const ADDRESS_WRITE_PER_CUSTOMER: RateLimitRule = {
  name: 'address-write:customer',
  key: 'customer',
  max: 30,
  windowMs: MINUTE_MS,
};
/** Review list pages per client address: many times what a shopper paging through reviews asks. */
export const REVIEW_LIST_PER_IP: RateLimitRule = { name: 'review-list:ip', key: 'ip', max: 300, windowMs: MINUTE_MS };
/** Reverse geocodings per client address (the picker asks once per 'use current location'). */
export const REVERSE_GEOCODE_PER_IP: RateLimitRule = {
  name: 'reverse-geocode:ip',
  key: 'ip',
  max: 30,
  windowMs: MINUTE_MS,
};
/** Location searches per client address (the picker searches as the shopper types, debounced). */
export const LOCATION_SEARCH_PER_IP: RateLimitRule = {
  name: 'location-search:ip',
  key: 'ip',
  max: 60,
  windowMs: MINUTE_MS,
};
/**
 * IP-location look-ups per client address: a real provider is paid per call, and a browser asks
 * once a session; room for a shared office or a phone network's NAT.
 */
export const IP_LOCATION_PER_IP: RateLimitRule = { name: 'ip-location:ip', key: 'ip', max: 30, windowMs: MINUTE_MS };
/**
 * Cart quotes per client address: the cart, checkout and bulk drawer ask on every change of a
 * quantity, tier, coupon or pincode (debounced), so room for several shoppers behind one address.
 */
export const CART_QUOTE_PER_IP: RateLimitRule = { name: 'cart-quote:ip', key: 'ip', max: 300, windowMs: MINUTE_MS };
/** The home page's picks per client address: cached replies, limited so a stranger cannot turn them into a load test. */
export const HOME_PICKS_PER_IP: RateLimitRule = { name: 'home-picks:ip', key: 'ip', max: 600, windowMs: MINUTE_MS };
/**
 * Coupon code checks per client address: a cart checks a code when the shopper applies it, so 20
 * a minute is plenty for people and slow for guessing codes (issue 7).
 */
export const COUPON_VALIDATE_PER_IP: RateLimitRule = {
  name: 'coupon-validate:ip',
  key: 'ip',
  max: 20,
  windowMs: MINUTE_MS,
};
/** Wholesale list reads per client address: the product page and bulk drawer ask once a visit. */
export const WHOLESALE_LIST_PER_IP: RateLimitRule = {
  name: 'wholesale-list:ip',
  key: 'ip',
  max: 300,
  windowMs: MINUTE_MS,
};
/**
 * Saved-cart writes per customer (decision 029): the web saves the cart half a second after each
 * change, so even quick clicking on two devices stays far below this.
 */
export const SAVED_CART_WRITE_PER_CUSTOMER: RateLimitRule = {
  name: 'saved-cart-write:customer',
  key: 'customer',
  max: 120,
  windowMs: MINUTE_MS,
};
/** Saved-cart reads per customer: one per sign-in and app load (several tabs, several devices). */
export const SAVED_CART_READ_PER_CUSTOMER: RateLimitRule = {
  name: 'saved-cart-read:customer',
  key: 'customer',
  max: 120,
  windowMs: MINUTE_MS,
};
/**
 * Guest order look-ups per client address (issue 8): a shopper types an id a few times a minute; the
 * tracking page then refreshes every 30 s (120 an hour), so the hour's window leaves room for an hour
 * of watching one order and little else: ids and contacts cannot be tried in bulk.
 */
export const TRACK_GUEST_PER_IP_MINUTE: RateLimitRule = {
  name: 'track-guest:ip:minute',
  key: 'ip',
  max: 10,
  windowMs: MINUTE_MS,
};
export const TRACK_GUEST_PER_IP_HOUR: RateLimitRule = {
  name: 'track-guest:ip:hour',
  key: 'ip',
  max: 150,
  windowMs: HOUR_MS,
};
/**
 * Own-password changes per client address (decision 034): each checks the current password, so
 * a stolen staff session cannot be used to guess it quickly.
 */
export const STAFF_PASSWORD_CHANGE_PER_IP: RateLimitRule = {
  name: 'staff-password:ip',
  key: 'ip',
  max: 10,
  windowMs: MINUTE_MS,
};

/** Invoice PDFs per customer (issue 10): drawing one costs CPU; a shopper downloads a few at a time. */
export const INVOICE_PDF_PER_CUSTOMER: RateLimitRule = {
  name: 'invoice-pdf:customer',
  key: 'customer',
  max: 30,
  windowMs: MINUTE_MS,
};

/** Support tickets opened per customer (docs/decisions/053): a person with a problem writes one, not dozens. */
export const TICKET_CREATE_PER_CUSTOMER: RateLimitRule = {
  name: 'ticket-create:customer',
  key: 'customer',
  max: 5,
  windowMs: MINUTE_MS,
};
/** Replies on their tickets per customer. */
export const TICKET_REPLY_PER_CUSTOMER: RateLimitRule = {
  name: 'ticket-reply:customer',
  key: 'customer',
  max: 10,
  windowMs: MINUTE_MS,
};

/** Return requests made per customer (issue 26). */
export const RETURN_CREATE_PER_CUSTOMER: RateLimitRule = {
  name: 'return-create:customer',
  key: 'customer',
  max: 5,
  windowMs: MINUTE_MS,
};
/** Return photos uploaded per customer: five a request, with room for a retake. */
export const RETURN_PHOTO_PER_CUSTOMER: RateLimitRule = {
  name: 'return-photo:customer',
  key: 'customer',
  max: 12,
  windowMs: MINUTE_MS,
};

/** Back-in-stock alerts asked for from one client address (issue 29): a shopper asks for a few. */
export const STOCK_ALERT_PER_IP: RateLimitRule = { name: 'stock-alert:ip', key: 'ip', max: 30, windowMs: HOUR_MS };
/** Back-in-stock alerts asked for one e-mail (a guest's confirmation mails to one inbox), from any address. */
export const STOCK_ALERT_PER_ACCOUNT: RateLimitRule = {
  name: 'stock-alert:account',
  key: 'account',
  max: 10,
  windowMs: HOUR_MS,
};
/**
 * Bulk enquiries sent from one client address (issue 30): a buyer sends one or two; each mails the
 * shop's inbox and the address typed, so a script cannot flood either.
 */
export const BULK_ENQUIRY_PER_IP: RateLimitRule = { name: 'bulk-enquiry:ip', key: 'ip', max: 5, windowMs: HOUR_MS };
/** Bulk enquiries naming one e-mail, from any address: one inbox gets a few confirmations an hour at most. */
export const BULK_ENQUIRY_PER_ACCOUNT: RateLimitRule = {
  name: 'bulk-enquiry:account',
  key: 'account',
  max: 5,
  windowMs: HOUR_MS,
};
/** Quote PDFs per customer: drawing one costs CPU. */
export const QUOTE_PDF_PER_CUSTOMER: RateLimitRule = {
  name: 'quote-pdf:customer',
  key: 'customer',
  max: 30,
  windowMs: MINUTE_MS,
};
/** Alert links (confirm, unsubscribe, one-click) opened from one client address: tokens cannot be guessed in bulk. */
export const STOCK_ALERT_LINK_PER_IP: RateLimitRule = {
  name: 'stock-alert-link:ip',
  key: 'ip',
  max: 60,
  windowMs: MINUTE_MS,
};
/** Newsletter sign-ups from one client address (issue 30): a person signs up once or twice. */
export const NEWSLETTER_SUBSCRIBE_PER_IP: RateLimitRule = {
  name: 'newsletter-subscribe:ip',
  key: 'ip',
  max: 10,
  windowMs: HOUR_MS,
};
/** Newsletter sign-ups for one e-mail, from any address: a stranger cannot flood an inbox with confirmation mails. */
export const NEWSLETTER_SUBSCRIBE_PER_ACCOUNT: RateLimitRule = {
  name: 'newsletter-subscribe:account',
  key: 'account',
  max: 3,
  windowMs: HOUR_MS,
};
/** Newsletter links (confirm, unsubscribe, one-click) opened from one client address: tokens cannot be guessed in bulk. */
export const NEWSLETTER_LINK_PER_IP: RateLimitRule = {
  name: 'newsletter-link:ip',
  key: 'ip',
  max: 60,
  windowMs: MINUTE_MS,
};
/** Copies of their data a customer asks for (issue 29): each builds a file of everything they have. */
export const DATA_EXPORT_PER_CUSTOMER: RateLimitRule = {
  name: 'data-export:customer',
  key: 'customer',
  max: 3,
  windowMs: 24 * HOUR_MS,
};
/** Downloads of a data copy per customer: a wrong token is refused, and cannot be tried in bulk. */
export const DATA_DOWNLOAD_PER_CUSTOMER: RateLimitRule = {
  name: 'data-download:customer',
  key: 'customer',
  max: 30,
  windowMs: HOUR_MS,
};
/**
 * Blog reads per client address (issue 30): a reader opens a few posts and pages a minute; each
 * post read writes its daily view row, so a stranger cannot turn reads into a write load.
 */
export const BLOG_READ_PER_IP: RateLimitRule = { name: 'blog-read:ip', key: 'ip', max: 120, windowMs: MINUTE_MS };
/**
 * Contact-form messages from one client address (issue 30): a person writes one or two; an office
 * behind one address has room for a few people.
 */
export const CONTACT_PER_IP: RateLimitRule = { name: 'contact:ip', key: 'ip', max: 10, windowMs: HOUR_MS };
/** Contact-form messages from one e-mail address, from any client address (each mails that address a confirmation). */
export const CONTACT_PER_ACCOUNT: RateLimitRule = {
  name: 'contact:account',
  key: 'account',
  max: 5,
  windowMs: HOUR_MS,
};
/**
 * Limited routes, as "METHOD url" with the API prefix, each with its rules in the order they
 * are checked: the first one exceeded answers 429 and later ones are not counted, so an address
 * already refused does not use up the account's allowance of its owner.
 */
export const LIMITED_ROUTES: Readonly<Record<string, readonly RateLimitRule[]>> = {
  'POST /api/v1/auth/login': [SIGN_IN_PER_IP, SIGN_IN_PER_ACCOUNT],
  'POST /api/v1/admin/login': [STAFF_SIGN_IN_PER_IP, STAFF_SIGN_IN_PER_ACCOUNT],
  'POST /api/v1/auth/signup': [SIGNUP_PER_IP],
  'GET /api/v1/auth/google': [GOOGLE_SIGN_IN_PER_IP],
  'GET /api/v1/auth/google/callback': [GOOGLE_SIGN_IN_PER_IP],
  'POST /api/v1/auth/google/complete-signup': [SIGNUP_PER_IP],
  'POST /api/v1/otp/send-email-otp-forgot-password': [RESET_OTP_SEND_PER_IP, RESET_OTP_SEND_PER_ACCOUNT],
  'POST /api/v1/otp/verify-email-otp': [RESET_PER_IP, RESET_OTP_VERIFY_PER_ACCOUNT],
  'POST /api/v1/auth/change-password': [RESET_PER_IP],
  'POST /api/v1/user/:id/change-password': [ACCOUNT_PASSWORD_PER_CUSTOMER],
  'POST /api/v1/order/new': [ORDER_PLACEMENT_PER_CUSTOMER],
  'POST /api/v1/payment/create-phonepe-payment': [PAYMENT_CREATION_PER_CUSTOMER],
  'POST /api/v1/payment/verify-phonepe-payment': [PAYMENT_VERIFICATION_PER_CUSTOMER],
  'POST /api/v1/payment/verify-cashfree-payment': [PAYMENT_VERIFICATION_PER_CUSTOMER],
  'GET /api/v1/location/pincode/:pincode': [PINCODE_LOOKUP_PER_IP],
  'GET /api/v1/product/suggestions': [SEARCH_SUGGESTIONS_PER_IP],
  'PUT /api/v1/product/:id/review': [REVIEW_WRITE_PER_CUSTOMER],
  'GET /api/v1/product/:id/reviews': [REVIEW_LIST_PER_IP],
  'POST /api/v1/addresses': [ADDRESS_WRITE_PER_CUSTOMER],
  'PUT /api/v1/addresses/:id': [ADDRESS_WRITE_PER_CUSTOMER],
  'DELETE /api/v1/addresses/:id': [ADDRESS_WRITE_PER_CUSTOMER],
  'POST /api/v1/user/:id/update-address': [ADDRESS_WRITE_PER_CUSTOMER],
  'GET /api/v1/location/reverse': [REVERSE_GEOCODE_PER_IP],
  'GET /api/v1/location/search': [LOCATION_SEARCH_PER_IP],
  'GET /api/v1/location/ip': [IP_LOCATION_PER_IP],
  'GET /api/v1/product/trending': [HOME_PICKS_PER_IP],
  'GET /api/v1/product/featured': [HOME_PICKS_PER_IP],
  'POST /api/v1/cart/quote': [CART_QUOTE_PER_IP],
  'POST /api/v1/coupon/validate-coupon': [COUPON_VALIDATE_PER_IP],
  'POST /api/v1/wholesale/list': [WHOLESALE_LIST_PER_IP],
  'GET /api/v1/cart': [SAVED_CART_READ_PER_CUSTOMER],
  'PUT /api/v1/cart': [SAVED_CART_WRITE_PER_CUSTOMER],
  'POST /api/v1/order/track-guest': [TRACK_GUEST_PER_IP_MINUTE, TRACK_GUEST_PER_IP_HOUR],
  'POST /api/v1/admin/change-password': [STAFF_PASSWORD_CHANGE_PER_IP],
  'GET /api/v1/order/:id/invoice': [INVOICE_PDF_PER_CUSTOMER],
  'POST /api/v1/complaint/create': [TICKET_CREATE_PER_CUSTOMER],
  'POST /api/v1/complaint/:id/reply': [TICKET_REPLY_PER_CUSTOMER],
  'POST /api/v1/returnRequest/create': [RETURN_CREATE_PER_CUSTOMER],
  'POST /api/v1/returnRequest/upload-photo': [RETURN_PHOTO_PER_CUSTOMER],
  'POST /api/v1/user/privacy/export': [DATA_EXPORT_PER_CUSTOMER],
  'GET /api/v1/user/privacy/export/download': [DATA_DOWNLOAD_PER_CUSTOMER],
  'POST /api/v1/user/privacy/delete': [ACCOUNT_PASSWORD_PER_CUSTOMER],
  'POST /api/v1/stock-alerts': [STOCK_ALERT_PER_IP, STOCK_ALERT_PER_ACCOUNT],
  'POST /api/v1/stock-alerts/confirm': [STOCK_ALERT_LINK_PER_IP],
  'POST /api/v1/stock-alerts/unsubscribe': [STOCK_ALERT_LINK_PER_IP],
  'POST /api/v1/stock-alerts/unsubscribe/one-click': [STOCK_ALERT_LINK_PER_IP],
  'POST /api/v1/bulk-enquiry/bulk-order-request': [BULK_ENQUIRY_PER_IP, BULK_ENQUIRY_PER_ACCOUNT],
  'GET /api/v1/bulk-enquiry/quote/:id/pdf': [QUOTE_PDF_PER_CUSTOMER],
  'GET /api/v1/blog/published': [BLOG_READ_PER_IP],
  'GET /api/v1/blog/slug/:slug': [BLOG_READ_PER_IP],
  'POST /api/v1/admin/contact-us': [CONTACT_PER_IP, CONTACT_PER_ACCOUNT],
  'POST /api/v1/newsletter/subscribe': [NEWSLETTER_SUBSCRIBE_PER_IP, NEWSLETTER_SUBSCRIBE_PER_ACCOUNT],
  'POST /api/v1/newsletter/confirm': [NEWSLETTER_LINK_PER_IP],
  'POST /api/v1/newsletter/unsubscribe': [NEWSLETTER_LINK_PER_IP],
  'POST /api/v1/newsletter/unsubscribe/one-click': [NEWSLETTER_LINK_PER_IP],
};
