/**
 * The home page's product picks (storefront spec §2 home items 4–6; issue 6 "Home page"):
 * - trending: the products with the most units in paid orders of the last TRENDING_WINDOW_DAYS
 *   days (optionally within one category), topped up with the catalogue's picks (featured, then
 *   most reviewed) when fewer sold, so a new shop's strip is never empty;
 * - the hero's featured product: the one the store settings name, else the first pick.
 *
 * Trending replies are kept in memory for TRENDING_CACHE_MS per category and size, and dropped
 * when one of the products they show changes (its stock, through catalog.service): the home
 * page asks on every visit, sales move slowly.
 */
import { TRENDING_WINDOW_DAYS } from '@shop/domain/catalog/home-picks.rules';
import type { TrendingData, TrendingQuery } from '@shop/domain/catalog/home-picks.schemas';
import type { ProductSummary } from '@shop/domain/catalog/product.responses';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { topSellersSince } from '../orders/sales.service';
import { NO_SUCH_PRODUCT } from '../settings/settings.service';
import * as repo from './home-picks.repository';
import { ListingCache } from './listing.cache';
import { toProductSummary } from './product.shape';

/** How long a trending reply is reused, in milliseconds of the app's clock. */
export const TRENDING_CACHE_MS = 60_000;
/** Best sellers read per call: bounds the query; a category's best sellers are found among them. */
const SALES_SCAN = 200;

const caches = new WeakMap<Db, ListingCache>();

function cacheOf(db: Db, clock: Clock): ListingCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ListingCache({
      ttlMs: TRENDING_CACHE_MS,
      maxBytes: 2 * 1024 * 1024,
      maxEntryBytes: 256 * 1024,
      now: () => clock.now().getTime(),
    });
    caches.set(db, cache);
  }
  return cache;
}

/**
 * GET /product/trending: best sellers of the window first (with their units), then picks; at most
 * `limit`. `deliveryType` is the cards' delivery promise (catalog.service deliveryTypeOf).
 */
export async function trendingProducts(
  db: Db,
  clock: Clock,
  query: TrendingQuery,
  deliveryType: string,
): Promise<TrendingData> {
  // The promise is part of the key, so a settings change shows at once.
  const key = `${query.category?.toLowerCase() ?? ''}|${query.limit}|${deliveryType}`;
  const body = await cacheOf(db, clock).get(key, async () => {
    const data = await loadTrending(db, clock, query, deliveryType);
    // Kept until one of its products changes (an order taking their units) or the time is up.
    return { body: JSON.stringify(data), productIds: data.productList.map((p) => p._id) };
  });
  return JSON.parse(body) as TrendingData;
}

async function loadTrending(
  db: DbOrTx,
  clock: Clock,
  { limit, category }: TrendingQuery,
  deliveryType: string,
): Promise<TrendingData> {
  const sellers = await topSellersSince(db, clock, TRENDING_WINDOW_DAYS, SALES_SCAN);
  const cards = new Map(
    (
      await repo.findCardsByIds(
        db,
        sellers.map((s) => s.productId),
        category,
      )
    ).map((row) => [row.id, row]),
  );
  const sold = sellers.flatMap(({ productId, units }) => {
    const row = cards.get(productId);
    return row ? [{ ...toProductSummary(row, deliveryType), units_sold: units }] : [];
  });
  const ranked = sold.slice(0, limit);
  const missing = limit - ranked.length;
  const picks =
    missing > 0
      ? await repo.findPickCards(db, { limit: missing, categoryName: category, excludeIds: ranked.map((p) => p._id) })
      : [];
  return {
    productList: [...ranked, ...picks.map((row) => ({ ...toProductSummary(row, deliveryType), units_sold: 0 }))],
    window_days: TRENDING_WINDOW_DAYS,
  };
}

/**
 * GET /product/featured: the card of `settingsProductId` when that product exists, else the
 * catalogue's first pick; null when the catalogue is empty. `deliveryType` as for trendingProducts.
 */
export async function featuredProduct(
  db: DbOrTx,
  settingsProductId: string,
  deliveryType: string,
): Promise<ProductSummary | null> {
  const [chosen] = settingsProductId ? await repo.findCardsByIds(db, [settingsProductId]) : [];
  const [row] = chosen ? [chosen] : await repo.findPickCards(db, { limit: 1 });
  return row ? toProductSummary(row, deliveryType) : null;
}

/**
 * PATCH /admin/settings' check of the hero's product (flows/update-settings.flow.ts): a non-empty id
 * must name a product; 400 VALIDATION on heroFeaturedProductId (NO_SUCH_PRODUCT) otherwise.
 */
export async function checkHeroProduct(db: DbOrTx, id: string | undefined): Promise<void> {
  if (!id || (await repo.productExists(db, id))) return;
  throw new AppError('VALIDATION', NO_SUCH_PRODUCT, [{ path: 'heroFeaturedProductId', message: NO_SUCH_PRODUCT }]);
}
