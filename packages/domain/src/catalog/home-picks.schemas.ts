/**
 * GET /product/trending and GET /product/featured (storefront spec §2 home items 4–6): the query
 * the trending call takes and the replies of both.
 */
import { z } from 'zod';
import { text } from '../validation/text.schemas';
import { HOME_STRIP_SIZE, MAX_TRENDING_LIMIT } from './home-picks.rules';
import { productSummary } from './product.responses';

/** ?limit=1..30 (default 5) and an optional category name (exact, case-insensitive). */
export const trendingQuery = z.strictObject({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(MAX_TRENDING_LIMIT, { error: `limit must be at most ${MAX_TRENDING_LIMIT}` })
    .default(HOME_STRIP_SIZE),
  category: text({ max: 100 }).trim().optional(),
});
export type TrendingQuery = z.infer<typeof trendingQuery>;

/**
 * The best sellers first (units of paid orders in the window, `units_sold` each), then, when
 * fewer sold, the catalogue's picks (featured, then most reviewed) with `units_sold` 0.
 */
export const trendingData = z.object({
  productList: z.array(productSummary.extend({ units_sold: z.number().int().min(0) })),
  window_days: z.number().int(),
});
export type TrendingData = z.infer<typeof trendingData>;

/** The hero's featured product: the one the store settings name, else the catalogue's first pick; null with no products. */
export const featuredProductData = z.object({ product: productSummary.nullable() });
export type FeaturedProductData = z.infer<typeof featuredProductData>;
