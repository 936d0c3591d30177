/**
 * GET and PUT /cart replies (decision 029): the saved lines, each with its product's display
 * snapshot as it stands now (the fields of the web's CartItem: name, main picture, price before
 * GST and MRP in rupees, units in stock), so a new device can show the cart before it is quoted.
 * Prices shown in the cart come from POST /cart/quote, never from this snapshot.
 */
import { z } from 'zod';

export const savedCartItem = z.object({
  product_id: z.string(),
  quantity: z.number().int(),
  /** Present (true) only on a bulk line, with its range label ("20–49"). */
  is_bulk_order: z.boolean().optional(),
  bulk_range: z.string().optional(),
  /** Present (true) only when the line buys the product's extended warranty (decision 039). */
  extended_warranty: z.boolean().optional(),
  /** Present only on a line of an accepted bulk quote (issue 30), priced at the quoted unit price. */
  bulk_quote_line_id: z.string().optional(),
  product_name: z.string(),
  product_image_main: z.string(),
  /** Selling price before GST, rupees. */
  discounted_single_product_price: z.number(),
  /** MRP, rupees (tax-inclusive). */
  non_discounted_price: z.number(),
  /** Units in stock now, as the product card shows them. */
  no_of_product_instock: z.number().int(),
});
export type SavedCartItem = z.infer<typeof savedCartItem>;

export const savedCartData = z.object({
  lines: z.array(savedCartItem),
  /** The applied coupon's code, upper-cased, or null. */
  couponCode: z.string().nullable(),
  /** When the cart was last saved (ISO 8601), or null when it never was. */
  updatedAt: z.string().nullable(),
});
export type SavedCartData = z.infer<typeof savedCartData>;
