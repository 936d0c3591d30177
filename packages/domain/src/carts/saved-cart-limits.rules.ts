/**
 * The saved cart's limits (decision 029), zod-free so the web's cart sync, which runs on every
 * page, can mend lines to fit them without pulling zod into the storefront's first bundle
 * (STYLE.md habit 14). They equal an order's limits (orders/order.schemas.ts); a test keeps
 * them equal.
 */

/** Lines a saved cart holds at most: as many as an order. */
export const MAX_SAVED_CART_LINES = 100;
/** Units of one product on a saved line at most: as many as an order line. */
export const MAX_SAVED_LINE_QUANTITY = 1000;
/** Characters of a bulk range label at most (quote.schemas bulkRangeSchema). */
export const MAX_BULK_RANGE_LENGTH = 20;
/** Characters of a product id at most (validation/text.schemas.ts MAX_ID_LENGTH). */
export const MAX_PRODUCT_ID_LENGTH = 100;
/** Characters of a coupon code at most (quote.schemas couponCode). */
export const MAX_COUPON_CODE_LENGTH = 40;
