/**
 * Return request replies (shopper spec §3 Return request; admin spec §3 Return request, §7):
 * the spec's fields (`status` = approved, `refund_status` = refunded, `refund_amount` in rupees,
 * `order_id` and `user_id` with what the screens show of them) and ours: the request's place in
 * its lifecycle (`state`, `label`), its lines, photos, pickup, refund and credit note.
 */
import { z } from 'zod';
import { RETURN_STATUSES } from './return-lifecycle.rules';
import { RETURN_REASONS } from './return.rules';

export const returnLine = z.object({
  order_line_id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  sku: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  /** What one unit cost, tax included, rupees. */
  unit_price: z.number(),
  /** Set when the parcel was received: units put back on sale and units written off. */
  restock_quantity: z.number().int().nullable(),
  write_off_quantity: z.number().int().nullable(),
});

export const returnRequest = z.object({
  _id: z.string(),
  /** The spec's nested order: its id, date and lines (name and quantity). */
  order_id: z.object({
    _id: z.string(),
    created_at: z.string(),
    products: z.array(z.object({ product_id: z.object({ name: z.string() }), quantity: z.number().int() })),
  }),
  user_id: z.object({ _id: z.string(), name: z.string(), email: z.string(), phone: z.string() }),
  /** Spec: approved (any state past Requested but Rejected and Withdrawn). */
  status: z.boolean(),
  /** Spec: the refund was made. */
  refund_status: z.boolean(),
  state: z.enum(RETURN_STATUSES),
  /** How the customer reads the state (Pending Review, Approved - Processing Refund, Refund Completed…). */
  label: z.string(),
  return_reason: z.enum(RETURN_REASONS),
  description: z.string(),
  reject_reason: z.string().nullable(),
  lines: z.array(returnLine),
  /** Photo URLs, served to the customer and staff only. */
  photos: z.array(z.string()),
  /** Rupees, tax included: what goes back (shipping included when `shipping_refunded`). */
  refund_amount: z.number(),
  shipping_refunded: z.boolean(),
  /** The capture the refund goes back through. */
  payment_id: z.string().nullable(),
  pickup: z.object({ waybill: z.string(), tracking_url: z.string().nullable() }).nullable(),
  refund: z.object({ _id: z.string(), status: z.enum(['DUE', 'ISSUED']), issued_at: z.string().nullable() }).nullable(),
  credit_note: z.object({ _id: z.string(), number: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ApiReturnRequest = z.infer<typeof returnRequest>;

export const returnRequestData = z.object({ returnRequest });
export const returnListData = z.object({ returnRequestList: z.array(returnRequest), totalCount: z.number().int() });
export type ReturnListData = z.infer<typeof returnListData>;
export const returnPhotoData = z.object({ photo: z.object({ _id: z.string(), url: z.string() }) });
