/**
 * Wholesale replies (shopper spec §4 'Wholesale tiers', admin spec §3 'Wholesale product'): the
 * spec's names, rupees as numbers. `product_id` is the product's card (the listing shape).
 */
import { z } from 'zod';
import { productSummary } from '../catalog/product.responses';

/** One price break: rupees off a unit from minQuantity up to (not including) maxQuantity. */
export const priceBreakData = z.object({
  _id: z.string(),
  minQuantity: z.number().int(),
  /** Half-open upper end; null = no limit. */
  maxQuantity: z.number().int().nullable(),
  /** Rupees off each unit's price before GST. */
  discount: z.number(),
  /** The unit price under this break, rupees before GST (base minus discount, floor 0). */
  price_per_unit: z.number(),
  /** What the break's smallest quantity costs, rupees before GST (minQuantity × price_per_unit). */
  total_at_min_quantity: z.number(),
  /** How the range reads: '10–19 units', '50+ units'. */
  range_label: z.string(),
});
export type PriceBreakData = z.infer<typeof priceBreakData>;

export const wholesaleProduct = z.object({
  _id: z.string(),
  product_id: productSummary,
  priceBreaks: z.array(priceBreakData),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WholesaleProduct = z.infer<typeof wholesaleProduct>;

/** POST /wholesale/list (public) */
export const wholesaleListData = z.object({
  wholesaleProductsList: z.array(wholesaleProduct),
  wholesaleProductsCount: z.number().int(),
});
export type WholesaleListData = z.infer<typeof wholesaleListData>;

/** GET /wholesale/allWholesaleProducts (SuperAdmin) */
export const allWholesaleData = z.object({ products: z.array(wholesaleProduct), total: z.number().int() });
export type AllWholesaleData = z.infer<typeof allWholesaleData>;

/** POST /wholesale/new, /wholesale/{id}/update */
export const wholesaleProductData = z.object({ wholesaleProduct });

/** POST /wholesale/{id}/remove */
export const removedWholesaleData = z.object({ _id: z.string() });
