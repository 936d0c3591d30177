/**
 * Order replies (shopper spec §3 Order, §7 /order calls; admin spec §3, §7): rupees with at most
 * two decimals, the spec's field names, dates as ISO strings.
 */
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './order-status.rules';

export const orderLine = z.object({
  _id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  product_sku: z.string(),
  product_hsn_code: z.string(),
  product_img_url: z.string(),
  quantity: z.number().int(),
  /** Unit price before GST, rupees. */
  product_price: z.number(),
  /** The tax-inclusive unit price the shopper saw (before GST + its GST rounded once, tax/gst.rules.ts withGst), rupees; line_total is this × quantity less any coupon share (decision 055). */
  product_price_with_gst: z.number(),
  /** Unit MRP, rupees. */
  original_price: z.number(),
  /** Whole per cent off MRP. */
  product_discount: z.number(),
  /** GST rate in per cent. */
  product_tax_rate: z.number(),
  /** A line bought at a bulk tier, and its range label (domain rangeLabel: "20–49", "100+"); null otherwise. */
  is_bulk_order: z.boolean(),
  bulk_range: z.string().nullable(),
  /** Admin spec §3: an extended warranty was sold with the line (decision 039). */
  extended_warranty: z.boolean(),
  /** Admin spec §3: the warranty in months the line was sold with (its product's then plus the extended months); null for none. Shown with domain warrantyLabel. */
  total_warranty: z.number().int().nullable(),
  /** The extended warranty sold with the line (a service line on the invoice): months added, price per unit before GST, value before GST, GST; null when none. */
  warranty: z
    .object({
      months: z.number().int(),
      unit_price: z.number(),
      taxable_value: z.number(),
      gst_rate: z.number(),
      gst_amount: z.number(),
    })
    .nullable(),
  /** The product's regular unit price before GST when ordered (before the tier), rupees. */
  regular_price: z.number(),
  /** The line's value before the coupon and GST, rupees (the quote line's line_value: its taxable value plus its coupon share; decision 055). */
  line_value: z.number(),
  /** What the bulk tier saved on this line against the regular price, before GST, rupees (the quote line's tier_saving). */
  tier_saving: z.number(),
  /** This line's share of the coupon discount, rupees. */
  coupon_discount: z.number(),
  taxable_value: z.number(),
  gst_amount: z.number(),
  /** What the line cost, GST included, rupees: the tax-inclusive unit price × quantity less any coupon share with its GST (decision 055). */
  line_total: z.number(),
  /** Units of this line in return requests that are not rejected or withdrawn (issue 26). */
  returned_quantity: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLine>;

export const apiOrder = z.object({
  _id: z.string(),
  user_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  shippingAddress: z.string(),
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
  companyName: z.string(),
  gstNumber: z.string(),
  products: z.array(orderLine),
  mrpTotal: z.number(),
  /** What the order saves against the MRP, tax included (the MRP is tax-inclusive), rupees. */
  discountTotal: z.number(),
  /** The lines' value before the coupon and GST (after bulk tiers), rupees: the quote's `subtotal`. */
  itemsSubtotal: z.number(),
  /** The extended warranties' value before GST, rupees (in `subtotal` too; decision 039). */
  warrantyTotal: z.number(),
  /** What the bulk tiers saved against the regular prices, before GST, rupees: the quote's `tierSavings`. */
  tierSavings: z.number(),
  /** Taxable value of the order (after the coupon), rupees: the quote's `taxableValue`. */
  subtotal: z.number(),
  gstAmount: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  /** Place of supply: 'intra' (CGST + SGST, inside the seller's state) or 'inter' (IGST). */
  supply: z.enum(['intra', 'inter']),
  shippingCost: z.number(),
  totalPrice: z.number(),
  hasBulkItems: z.boolean(),
  bulkOrderCount: z.number().int(),
  /** The coupon applied: code, percentage and the discount it gave (rupees); null when none. */
  appliedCoupon: z.object({ code: z.string(), discountPercentage: z.number(), discountAmount: z.number() }).nullable(),
  couponDiscount: z.number(),
  expectedDelivery: z.string().nullable(),
  waybill: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  /**
   * The order's shipment (decision 032): its courier, waybill and tracking link, and its state
   * (creating, created, failed with the courier's reason, cancelled); null before it is paid.
   */
  shipment: z
    .object({
      courier: z.string(),
      status: z.enum(['creating', 'created', 'failed', 'cancelled']),
      waybill: z.string().nullable(),
      trackingUrl: z.string().nullable(),
      lastError: z.string().nullable(),
      created_at: z.string(),
    })
    .nullable(),
  /** Admin spec §3 Order: the courier centres of the service area of the order's pincode (null when none names it). */
  dispatchCenter: z.string().nullable(),
  originCenter: z.string().nullable(),
  returnCenter: z.string().nullable(),
  facilityCity: z.string().nullable(),
  facilityState: z.string().nullable(),
  /** A capture arrived for this order after it was cancelled, expired or already paid: money to give back. */
  refund_due: z.boolean(),
  /** When it was delivered (the return window counts from it); null before. */
  delivered_at: z.string().nullable(),
  /** Shopper spec §3 Order `return_request`: a return request of this order is open or done (not rejected or withdrawn). */
  return_request: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Order = z.infer<typeof apiOrder>;

/** POST /order/new, GET /order/{id} */
export const orderData = z.object({ order: apiOrder });

/** POST /order/my-orders: the customer's orders, newest first. */
export const myOrdersData = z.array(apiOrder);

/** POST /order/list (staff) */
export const orderListData = z.object({ orderList: z.array(apiOrder), orderCount: z.number().int() });
export type OrderListResult = z.infer<typeof orderListData>;

/** POST /order/{id}/update (staff) */
export const orderUpdateData = z.object({ order: apiOrder, message: z.string() });
export type UpdateOrderStatusResult = z.infer<typeof orderUpdateData>;

/** One order's outcome in POST /order/bulk-update-status: ok, and the message (the success text or why it failed). */
export const bulkStatusResult = z.object({
  orderId: z.string(),
  ok: z.boolean(),
  status: z.enum(ORDER_STATUSES).nullable(),
  message: z.string(),
});
export type BulkStatusResult = z.infer<typeof bulkStatusResult>;

/** POST /order/bulk-update-status (staff): each order's result in the order asked, and the counts. */
export const bulkStatusData = z.object({
  results: z.array(bulkStatusResult),
  updated: z.number().int(),
  failed: z.number().int(),
});
export type BulkStatusData = z.infer<typeof bulkStatusData>;
