/**
 * PUT /cart request (issue 7 "a signed-in customer's cart is kept on the server too"; decision
 * 029): the customer's whole cart, which replaces the saved one. Lines as POST /cart/quote takes
 * them (product id, quantity 1..MAX_LINE_QUANTITY, the bulk flag and range), at most
 * MAX_SAVED_CART_LINES, one line per product; the applied coupon's code or null. Strict: unknown
 * fields are refused, every string is bounded. Whether a coupon or a tier still applies is the
 * quote's answer, not checked here.
 *
 * `base` (issue 27; decision 056) asks the server to merge instead of replace: the saved cart as
 * this browser last saw it, or null for a cart that never saw it (a guest's cart at sign-in). The
 * server merges the saved cart, these lines and the base (carts/cart-merge.rules.ts) and keeps the
 * coupon only while it is valid. Left out, the lines replace the saved cart as they are.
 */
import { z } from 'zod';
import { MAX_COUPON_CODE_LENGTH, MAX_SAVED_CART_LINES } from './saved-cart-limits.rules';
import { quoteLine } from '../pricing/quote.schemas';
import { text } from '../validation/text.schemas';

export { MAX_SAVED_CART_LINES };
export const DUPLICATE_CART_LINE = 'This product is already in the cart: one line per product';
export const BULK_LINE_NEEDS_RANGE = 'A bulk line needs its bulk range, and only a bulk line has one';

export const savedCartLine = quoteLine;
export type SavedCartLineBody = z.infer<typeof savedCartLine>;

const cartLines = z
  .array(savedCartLine)
  .max(MAX_SAVED_CART_LINES, { error: `A cart holds at most ${MAX_SAVED_CART_LINES} items` });
/** Upper-cased; blank or null = no coupon applied. */
const couponCode = text({
  max: MAX_COUPON_CODE_LENGTH,
  tooLong: `A coupon code is at most ${MAX_COUPON_CODE_LENGTH} characters`,
})
  .trim()
  .toUpperCase()
  .nullish();

/** The saved cart as a browser last saw it (PUT /cart `base`). */
export const savedCartBase = z.strictObject({ lines: cartLines, couponCode });

export const savedCartBody = z
  .strictObject({
    lines: cartLines,
    couponCode,
    base: savedCartBase.nullish(),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.lines.forEach((line, i) => {
      if (seen.has(line.product_id))
        ctx.addIssue({ code: 'custom', path: ['lines', i, 'product_id'], message: DUPLICATE_CART_LINE });
      seen.add(line.product_id);
      if (Boolean(line.is_bulk_order) !== Boolean(line.bulk_range))
        ctx.addIssue({ code: 'custom', path: ['lines', i, 'bulk_range'], message: BULK_LINE_NEEDS_RANGE });
    });
  });
export type SavedCartBody = z.infer<typeof savedCartBody>;
