/**
 * What the checkout needs of POST /order/new's contract without its schema (shopper spec §5;
 * docs/decisions/082): a message and an error path, kept apart from order.schemas.ts so the
 * checkout page does not load zod to read them. order.schemas.ts uses and re-exports both.
 */

/** The refusal of an order without lines (shopper spec §5 message). */
export const EMPTY_CART = 'Your cart is empty. Please add products to continue.';

/** The `errors[].path` of a POST /order/new refused for its coupon: the checkout drops the coupon and re-prices. */
export const ORDER_COUPON_PATH = 'order.couponCode';
