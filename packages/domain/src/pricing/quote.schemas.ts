/**
 * POST /cart/quote request (issue 7; DESIGN.md: the browser shows the server's quote and does no
 * money arithmetic of its own). Lines as the cart holds them; the coupon code and the delivery
 * pincode when known. Strict: unknown fields refused, every string bounded, the line count capped
 * as an order's is.
 */
import { z } from 'zod';
import { INVALID_POSTAL_CODE } from '../locations/pincode.rules';
import { pincodeSchema } from '../locations/pincode.schemas';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '../orders/order.schemas';
import { idText, text } from '../validation/text.schemas';

const quantity = z
  .number({ error: 'Every cart item needs a quantity above 0' })
  .int({ error: 'Every cart item needs a quantity above 0' })
  .min(1, { error: 'Every cart item needs a quantity above 0' })
  .max(MAX_LINE_QUANTITY, { error: `At most ${MAX_LINE_QUANTITY} units of one product per order` });

/** A bulk range as a line names it: the label ("20–49", "100+") or the spec's form ("20-50"). */
export const bulkRangeSchema = text({ max: 20, tooLong: 'A bulk range is at most 20 characters' }).trim();

export const quoteLine = z.strictObject({
  product_id: idText('Every cart item needs a product id')
    .trim()
    .min(1, { error: 'Every cart item needs a product id' }),
  quantity,
  /** A line bought at a bulk tier (from the bulk drawer); it must name its range. */
  is_bulk_order: z.boolean().optional(),
  bulk_range: bulkRangeSchema.nullish(),
  /** The product's extended warranty bought with the line (decision 039); refused (400) when the product offers none. */
  extended_warranty: z.boolean().optional(),
  /** A line of the customer's accepted bulk quote (issue 30): priced at the quoted unit price, at the quoted quantity. */
  bulk_quote_line_id: idText('A quote line id is required').optional(),
});

export const MAX_QUOTE_LINES = MAX_ORDER_LINES;

export const cartQuoteBody = z.strictObject({
  lines: z.array(quoteLine).max(MAX_QUOTE_LINES, { error: `A cart holds at most ${MAX_QUOTE_LINES} items` }),
  /** Upper-cased; looked up by the coupons module once it is wired in (the pipeline takes its terms). */
  couponCode: text({ max: 40, tooLong: 'A coupon code is at most 40 characters' }).trim().toUpperCase().optional(),
  pincode: pincodeSchema(INVALID_POSTAL_CODE).optional(),
});
export type CartQuoteBody = z.infer<typeof cartQuoteBody>;
export type QuoteLineBody = z.infer<typeof quoteLine>;
