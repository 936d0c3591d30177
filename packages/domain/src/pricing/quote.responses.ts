/**
 * POST /cart/quote reply: the cart priced exactly as an order placed now would be (tiers, coupon,
 * GST split, shipping, total), in rupees with at most two decimals, plus each line's tiers and stock
 * problem so the cart, checkout and bulk drawer show the server's figures only.
 */
import { z } from 'zod';

export const quoteTier = z.object({
  /** rangeLabel: "5–9", "100+". */
  label: z.string(),
  minQuantity: z.number().int(),
  /** Exclusive upper end; null = unbounded. */
  maxQuantity: z.number().int().nullable(),
  /** Unit price before GST, rupees. */
  unit_price: z.number(),
  unit_price_with_gst: z.number(),
  discount_per_unit: z.number(),
  source: z.enum(['wholesale', 'product', 'default']),
});
export type QuoteTier = z.infer<typeof quoteTier>;

export const quoteLineData = z.object({
  product_id: z.string(),
  product_name: z.string(),
  SKU: z.string(),
  product_image_main: z.string(),
  quantity: z.number().int(),
  is_bulk_order: z.boolean(),
  /** The tier's label for a bulk line, null otherwise. */
  bulk_range: z.string().nullable(),
  /** Unit price charged before GST (the tier's for a bulk line), rupees. */
  unit_price: z.number(),
  unit_price_with_gst: z.number(),
  /** The regular unit price before GST (the spec's original price of a bulk line). */
  regular_unit_price: z.number(),
  /** MRP of one unit (tax-inclusive). */
  mrp: z.number(),
  /** Whole per cent the tax-inclusive unit price saves against the MRP. */
  discount: z.number().int(),
  /** The line's taxable value before the coupon, rupees (worked back from its tax-inclusive total). */
  line_value: z.number(),
  /** What the tier saves on the line before GST: (regular − tier unit price) × quantity, rupees. */
  tier_saving: z.number(),
  /** What the tier saves on what the shopper pays: (regular − tier unit price with GST) × quantity, rupees. */
  tier_saving_with_gst: z.number(),
  coupon_discount: z.number(),
  taxable_value: z.number(),
  gst_rate: z.number(),
  gst_amount: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  /** What the line costs: unit_price_with_gst × quantity, less the coupon's share with its GST, rupees (issue 27). */
  line_total: z.number(),
  /** Units in stock now (0 when not in stock). */
  stock: z.number().int(),
  /** Why the line cannot be ordered as it stands (stock), null when it can. */
  problem: z.string().nullable(),
  /** The product's tiers, for the bulk drawer and the cart's range tag. */
  tiers: z.array(quoteTier),
  /** The extended warranty the product offers (decision 039): months added, price per unit before GST and with its GST; null when none. */
  warranty_offer: z
    .object({ months: z.number().int(), unit_price: z.number(), unit_price_with_gst: z.number() })
    .nullable(),
  /** The accepted bulk quote this line is priced by (issue 30): its number; null for a catalogue-priced line. */
  bulk_quote_number: z.string().nullable().optional(),
  /** True when the line buys it. */
  extended_warranty: z.boolean(),
  /** The extended warranty bought with the line, priced: a service with its own GST rate and SAC; no coupon or tier applies. null when not bought. */
  warranty: z
    .object({
      description: z.string(),
      sac_code: z.string(),
      months: z.number().int(),
      unit_price: z.number(),
      quantity: z.number().int(),
      taxable_value: z.number(),
      gst_rate: z.number(),
      gst_amount: z.number(),
      cgst: z.number(),
      sgst: z.number(),
      igst: z.number(),
      total: z.number(),
    })
    .nullable(),
});

export const cartQuoteData = z.object({
  lines: z.array(quoteLineData),
  mrpTotal: z.number(),
  subtotal: z.number(),
  tierSavings: z.number(),
  appliedCoupon: z.object({ code: z.string(), discountPercentage: z.number(), discountAmount: z.number() }).nullable(),
  /** Why the coupon code sent was not applied; null when it was, or none was sent. */
  couponMessage: z.string().nullable(),
  couponDiscount: z.number(),
  /** The extended warranties' value before GST and their GST (both already in taxableValue and gstAmount). */
  warrantyTotal: z.number(),
  warrantyGst: z.number(),
  /** Goods and extended warranties together. */
  taxableValue: z.number(),
  gstAmount: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  /** 'intra' (CGST + SGST), 'inter' (IGST) or null while the delivery pincode is not known. */
  supply: z.enum(['intra', 'inter']).nullable(),
  delivery: z
    .object({
      pincode: z.string(),
      city: z.string(),
      state: z.string(),
      serviceable: z.boolean(),
      message: z.string().nullable(),
    })
    .nullable(),
  /** null while the pincode is not known and the cart is below the free-shipping threshold. */
  shippingCost: z.number().nullable(),
  freeShippingAbove: z.number(),
  /**
   * Rupees of goods (before GST, after the coupon) still to add for free delivery (issue 27 'say
   * how much more buys free delivery'); null when the cart already ships free.
   */
  addForFreeShipping: z.number().nullable(),
  courier: z
    .object({
      logistic_name: z.string(),
      service_type: z.string(),
      rate: z.number(),
      expected_delivery_date: z.string(),
    })
    .nullable(),
  totalPrice: z.number(),
  /** What the shopper saves against the MRP, tax included. */
  savingsVsMrp: z.number(),
  /** True when every line can be ordered and the pincode is served. */
  orderable: z.boolean(),
});
export type CartQuote = z.infer<typeof cartQuoteData>;
