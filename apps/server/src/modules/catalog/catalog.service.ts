/**
 * Catalogue rules: listing with filters, tabs and sorting (storefront spec §5, §7), the product
 * page, the quick stock update (admin spec §7), and the stock calls other modules make when an
 * order takes or gives back units.
 *
 * Listings are cached in memory for a few seconds (listing-cache.ts); every change to products
 * or stock goes through this service and calls invalidateListings(). The product page and the
 * order path always read the database.
 */
import type { ProductListBody } from '@shop/domain/catalog/product.schemas';
import { searchTermsOf } from '@shop/domain/catalog/search-terms';
import { rupeesToPaise } from '@shop/domain/money/money';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { success } from '../../lib/reply';
import * as repo from './catalog.repository';
import { invalidateListings, ListingCache } from './listing-cache';
import { findProductCards, type ProductQuery } from './product-list.repository';
import { suggestSearchWords } from './product-search.repository';
import { toProductDetail, toProductSummary } from './product.shape';

export const PRODUCT_NOT_FOUND = 'Product not found';
/** Top Rated tab: review stars of 4 or more (storefront spec §5). */
const TOP_RATED_MIN_STARS = 4;

/** The chosen order; a search without one puts the best fits first, then the tab's order. */
function sortOf(filters: ProductListBody['filters'], searching: boolean): ProductQuery['sort'] {
  const dir = filters.sort_order === 'desc' ? 'desc' : 'asc';
  if (filters.sort_by) return [{ field: filters.sort_by, dir }];
  return searching ? [{ field: 'relevance', dir: 'desc' }, ...tabOrder(filters)] : tabOrder(filters);
}

function tabOrder(filters: ProductListBody['filters']): ProductQuery['sort'] {
  switch (filters.tab) {
    case 'on_sale':
      return [{ field: 'discount', dir: 'desc' }];
    case 'top_rated':
      return [
        { field: 'no_of_reviews', dir: 'desc' },
        { field: 'review_stars', dir: 'desc' },
      ];
    default:
      return [
        { field: 'featured', dir: 'desc' },
        { field: 'no_of_reviews', dir: 'desc' },
      ];
  }
}

/** The listing request as a query: folded search terms, paise, the tab's filter and order. */
function productQueryOf({ filters, pageNum, pageSize }: ProductListBody): ProductQuery {
  const { words, folded } = searchTermsOf(filters.search ?? '');
  return {
    words,
    folded,
    categoryName: filters.category_name || undefined,
    subCategoryName: filters.sub_category_name || undefined,
    brandNames: filters.brand_name === undefined ? undefined : [filters.brand_name].flat().filter(Boolean),
    minPricePaise: filters.min_price != null ? rupeesToPaise(filters.min_price) : undefined,
    maxPricePaise: filters.max_price != null && filters.max_price > 0 ? rupeesToPaise(filters.max_price) : undefined,
    featuredOnly: filters.tab === 'featured',
    onSaleOnly: filters.tab === 'on_sale',
    minStars: filters.tab === 'top_rated' ? TOP_RATED_MIN_STARS : undefined,
    sort: sortOf(filters, words.length > 0),
    limit: pageSize,
    offset: (pageNum - 1) * pageSize,
  };
}

/** Listing replies are served from memory for this long at most (docs/decisions/008). */
const LISTING_CACHE_TTL_MS = 5_000;
/** Memory the listing cache may hold per process, and the largest reply it keeps. */
const LISTING_CACHE_MAX_BYTES = 16 * 1024 * 1024;
const LISTING_CACHE_MAX_ENTRY_BYTES = 256 * 1024;

/** One listing cache per database, so two apps in one process (tests) never share replies. */
const listingCaches = new WeakMap<Db, ListingCache | null>();

/**
 * Sets how long listing replies for `db` are kept in this process (LISTING_CACHE_MS); 0 turns
 * the cache off, so every listing reads the database. Call once, before the first listing.
 */
export function configureListingCache(db: Db, ttlMs: number): void {
  listingCaches.set(db, ttlMs > 0 ? new ListingCache({ ttlMs, maxBytes: LISTING_CACHE_MAX_BYTES, maxEntryBytes: LISTING_CACHE_MAX_ENTRY_BYTES }) : null);
}

function listingCacheOf(db: Db): ListingCache | null {
  let cache = listingCaches.get(db);
  if (cache === undefined) {
    cache = new ListingCache({ ttlMs: LISTING_CACHE_TTL_MS, maxBytes: LISTING_CACHE_MAX_BYTES, maxEntryBytes: LISTING_CACHE_MAX_ENTRY_BYTES });
    listingCaches.set(db, cache);
  }
  return cache;
}

/**
 * POST /product/list: a page of product cards and the count of all matches, as the serialised
 * reply body. Requests that make the same query share one cached reply for a few seconds; a
 * stock or product change through this service drops it at once (listing-cache.ts).
 */
export function listProductsReply(db: Db, body: ProductListBody): Promise<string> {
  const query = productQueryOf(body);
  const load = async () => {
    const { rows, total } = await findProductCards(db, query);
    const suggestion = total === 0 && query.words.length > 0 ? await didYouMean(db, query) : undefined;
    const data = { productList: rows.map(toProductSummary), productCount: total, pageNum: body.pageNum, pageSize: body.pageSize, ...(suggestion ? { suggestion } : {}) };
    return JSON.stringify(success(data));
  };
  const cache = listingCacheOf(db);
  return cache ? cache.get(JSON.stringify(query), load) : load();
}

/**
 * "Did you mean": for a search that found nothing, the query with each unknown word replaced by
 * the catalogue's closest word, offered only when that search finds something.
 */
async function didYouMean(db: Db, query: ProductQuery): Promise<string | undefined> {
  const words = await suggestSearchWords(db, query.words);
  if (!words) return undefined;
  const { total } = await findProductCards(db, { ...query, ...searchTermsOf(words.join(' ')), offset: 0 });
  return total > 0 ? words.join(' ') : undefined;
}

/** GET /product/{id}: the product page's data; 404 'Product not found'. */
export async function getProduct(db: DbOrTx, id: string) {
  const row = await repo.findProductById(db, id);
  if (!row) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  return toProductDetail(row);
}

/** POST /product/{id}/update: sets the unit count and the in-stock flag; 404 when unknown. */
export async function updateStock(db: DbOrTx, id: string, stock: number, inStock: boolean) {
  if (!(await repo.setStock(db, id, stock, inStock))) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  invalidateListings();
  return getProduct(db, id);
}

/** POST /product/all-categories: the six categories with subcategories (each with its count and a product picture) and counts, and the brands. */
export async function listCategories(db: DbOrTx) {
  const { categoryRows, subRows, counts, subCounts, subImages, brandRows } = await repo.listCategoriesAndBrands(db);
  const countOf = new Map(counts.map((c) => [c.categoryId, c.total]));
  const subCountOf = new Map(subCounts.map((c) => [c.subCategoryId, c.total]));
  const imageOf = new Map(subImages.map((c) => [c.subCategoryId, c.image]));
  return {
    subcategories: categoryRows.map((category) => ({
      _id: category.id,
      name: category.name,
      slug: category.slug,
      subtitle: category.subtitle,
      product_count: countOf.get(category.id) ?? 0,
      subcategories: subRows
        .filter((sub) => sub.categoryId === category.id)
        .map((sub) => ({ _id: sub.id, name: sub.name, slug: sub.slug, product_count: subCountOf.get(sub.id) ?? 0, image: imageOf.get(sub.id) ?? '' })),
    })),
    brands: brandRows.map((brand) => ({ _id: brand.id, name: brand.name, slug: brand.slug })),
  };
}

export interface StockRequest {
  productId: string;
  quantity: number;
}

/**
 * Takes the units an order asks for, inside the caller's transaction, and returns the products
 * as they stand under the row locks (the prices the order is charged). Throws CONFLICT
 * '{name} is out of stock or insufficient quantity available' (shopper spec §5) for the first
 * product that cannot be served, and NOT_FOUND for an unknown id; the caller's transaction then
 * rolls back every unit already taken.
 */
export async function takeStockForOrder(tx: DbOrTx, requests: StockRequest[]): Promise<Map<string, repo.StockedProduct>> {
  const wanted = new Map<string, number>();
  for (const r of requests) wanted.set(r.productId, (wanted.get(r.productId) ?? 0) + r.quantity);
  const taken = new Map<string, repo.StockedProduct>();
  // A fixed order of row locks keeps two orders for the same products from deadlocking.
  for (const id of [...wanted.keys()].sort()) {
    const product = await repo.takeStock(tx, id, wanted.get(id) ?? 0);
    if (!product) {
      // Only on refusal: find out whether the product is missing or short, for the message.
      const known = await repo.findProductById(tx, id);
      if (!known) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
      throw new AppError('CONFLICT', `${known.productName} is out of stock or insufficient quantity available`);
    }
    taken.set(id, product);
  }
  // Before the caller commits: a listing read in between keeps the old count, for one TTL at most.
  invalidateListings();
  return taken;
}

/** Gives back the units of a cancelled or unpaid order, inside the caller's transaction. */
export async function returnStockOfOrder(tx: DbOrTx, requests: StockRequest[]): Promise<void> {
  for (const r of [...requests].sort((a, b) => a.productId.localeCompare(b.productId))) {
    await repo.returnStock(tx, r.productId, r.quantity);
  }
  invalidateListings();
}

/** Products a sitemap names at most: the sitemap protocol's limit of 50,000 URLs per file. */
export const SITEMAP_MAX_PRODUCTS = 45_000;

/** What /sitemap.xml lists (the newest-changed products first, up to SITEMAP_MAX_PRODUCTS). */
export function sitemapEntries(db: DbOrTx) {
  return repo.listSitemapRows(db, SITEMAP_MAX_PRODUCTS);
}
