/**
 * The cart feature's public file (docs/decisions/064): what other features and the app may use of
 * the cart. Everything else under features/cart is private to it; lint refuses a deeper import.
 */
export { CartProvider, useCart, type CartApi } from './lib/cart-context';
export { onlyInStock, quoteLineOf, snapshotOf, type CartItem } from './lib/cart-items';
export { putQuotedInCart } from './lib/cart-store';
export { setAppliedCoupon, useAppliedCoupon } from './lib/coupon-store';
export { cartQuoteQueryOptions, quoteBodyOf, useCartQuote, type QuoteInput } from './api/get-cart-quote';
export { ServerCartSync } from './hooks/use-server-cart-sync';
export { loadCartSync } from './lib/load-cart-sync';
