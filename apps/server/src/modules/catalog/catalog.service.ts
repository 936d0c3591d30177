/**
 * Catalogue rules: listing with filters, tabs and sorting (storefront spec §5, §7), the product
 * page, the products other modules price and show, review figures, categories and the sitemap's
 * entries. Stock moves are the inventory module's (inventory/stock.service.ts), which changes the
 * stock columns through product-stock.service.ts; search is the search module's SearchIndex
 * (docs/decisions/063).
 *
 * Listings are cached in memory for a few seconds (listing.cache.ts); every change to products
 * or stock drops the cached listings it affects: a stock change only the pages showing that
 * product, anything else (review figures too) every listing. The product page and the order path
 * always read the database.
 */
import type { ProductSummary } from '@shop/domain/catalog/product.responses';
import type { ProductListBody } from '@shop/domain/catalog/product.schemas';
import { searchTermsOf } from '@shop/domain/catalog/search-terms.rules';
import { rupeesToPaise } from '@shop/domain/money/money.rules';
import { freeDeliveryLabel } from '@shop/domain/pricing/shipping.rules';
import type { BulkPriceFields } from '@shop/domain/pricing/quantity-tiers.rules';
import type { ReviewSummary } from '@shop/domain/reviews/review-rating.rules';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { getSettings } from '../settings/settings.service';
import * as repo from './catalog.repository';
import { invalidateListings, lastCatalogueChange, ListingCache, type Body } from './listing.cache';
import { defaultSearchIndex, type PreparedSearch } from '../search/search.service';
import { unitsSoldLastDay } from '../orders/sales.service';
import { keepCount, keepsCounts, keptCount } from './listing-count.cache';
import {
  cursorValueFits,
  findProductCardsPage,
  listingCountKey,
  searchesCopy,
  type ListingCursor,
  type ProductCardsPage,
  type ProductQuery,
  type ProductSortField,
} from './product-list.repository';
import { toProductDetail, toProductSummary, toStoredCard, toStoredDetail } from './product.shape';

export { configureCountKeep } from './listing-count.cache';

export const PRODUCT_NOT_FOUND = 'Product not found';
/** Top Rated tab: review stars of 4 or more (storefront spec §5). */
const TOP_RATED_MIN_STARS = 4;

/**
 * The chosen order; a search without one puts the best fits first, then the tab's order. Every
 * order runs one way (ties by id the same way), so a cursor and an index can follow it.
 */
function sortOf(filters: ProductListBody['filters'], searching: boolean): ProductQuery['sort'] {
  if (filters.sort_by) return { fields: [filters.sort_by], dir: filters.sort_order === 'desc' ? 'desc' : 'asc' };
  const tab = tabOrder(filters);
  return searching ? { fields: ['relevance', ...tab], dir: 'desc' } : { fields: tab, dir: 'desc' };
}

/** The tab's order, highest first. */
function tabOrder(filters: ProductListBody['filters']): ProductSortField[] {
  switch (filters.tab) {
    case 'on_sale':
      return ['discount'];
    case 'top_rated':
      return ['no_of_reviews', 'review_stars'];
    default:
      return ['featured', 'no_of_reviews'];
  }
}

/** A filter's names (one or a list), lower-cased and without blanks or repeats; undefined when none. */
function namesOf(value: string | string[] | undefined): string[] | undefined {
  const names = [
    ...new Set(
      [value ?? []]
        .flat()
        .filter(Boolean)
        .map((name) => name.toLowerCase()),
    ),
  ].sort();
  return names.length > 0 ? names : undefined;
}

/** The listing request as a query: folded search terms, paise, the tab's filter and order, the cursor. */
function productQueryOf({ filters, pageNum, pageSize, cursor }: ProductListBody): ProductQuery {
  const { words, folded } = searchTermsOf(filters.search ?? '');
  const sort = sortOf(filters, words.length > 0);
  return {
    words,
    folded,
    categoryNames: namesOf(filters.category_name),
    subCategoryNames: namesOf(filters.sub_category_name),
    brandNames: filters.brand_name === undefined ? undefined : [filters.brand_name].flat().filter(Boolean),
    minPricePaise: filters.min_price != null ? rupeesToPaise(filters.min_price) : undefined,
    maxPricePaise: filters.max_price != null && filters.max_price > 0 ? rupeesToPaise(filters.max_price) : undefined,
    featuredOnly: filters.tab === 'featured',
    onSaleOnly: filters.tab === 'on_sale',
    minStars: filters.tab === 'top_rated' ? TOP_RATED_MIN_STARS : undefined,
    sort,
    limit: pageSize,
    offset: (pageNum - 1) * pageSize,
    ...(cursor ? { after: readCursor(cursor, sort) } : {}),
  };
}

export const INVALID_CURSOR = 'cursor does not belong to this listing: ask for page 1 again';

/**
 * A listing cursor as the API passes it: base64url of JSON [order, sort values…, id], where
 * order names the sort it was made for, so a cursor from another order is refused.
 */
function writeCursor(sort: ProductQuery['sort'], next: ListingCursor): string {
  return Buffer.from(JSON.stringify([`${sort.fields.join(',')} ${sort.dir}`, ...next.values, next.id])).toString(
    'base64url',
  );
}

/** The cursor's sort values and id; VALIDATION 400 when it is not one this order made (or its values are not of their fields' types). */
function readCursor(cursor: string, sort: ProductQuery['sort']): ListingCursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parts = undefined;
  }
  const valid =
    Array.isArray(parts) &&
    parts.length === sort.fields.length + 2 &&
    parts.every((part) => typeof part === 'string') &&
    parts[0] === `${sort.fields.join(',')} ${sort.dir}` &&
    sort.fields.every((field, i) => cursorValueFits(field, parts[i + 1] as string));
  if (!valid) throw new AppError('VALIDATION', INVALID_CURSOR, [{ path: 'cursor', message: INVALID_CURSOR }]);
  const strings = parts as string[];
  return { values: strings.slice(1, -1), id: strings.at(-1)! };
}

/** Listing replies are served from memory for this long at most (docs/decisions/008). */
const LISTING_CACHE_TTL_MS = 5_000;
/** Memory the listing cache may hold per process, and the largest reply it keeps. */
const LISTING_CACHE_MAX_BYTES = 16 * 1024 * 1024;
const LISTING_CACHE_MAX_ENTRY_BYTES = 256 * 1024;

/** One listing cache per database, so two apps in one process (tests) never share replies. */
const listingCaches = new WeakMap<Db, ListingCache<Body> | null>();

/**
 * Sets how long listing replies for `db` are kept in this process (LISTING_CACHE_MS); 0 turns
 * the cache off, so every listing reads the database. Call once, before the first listing.
 */
export function configureListingCache(db: Db, ttlMs: number): void {
  listingCaches.set(
    db,
    ttlMs > 0
      ? new ListingCache<Body>({
          ttlMs,
          maxBytes: LISTING_CACHE_MAX_BYTES,
          maxEntryBytes: LISTING_CACHE_MAX_ENTRY_BYTES,
        })
      : null,
  );
}

function listingCacheOf(db: Db): ListingCache<Body> | null {
  let cache = listingCaches.get(db);
  if (cache === undefined) {
    cache = new ListingCache<Body>({
      ttlMs: LISTING_CACHE_TTL_MS,
      maxBytes: LISTING_CACHE_MAX_BYTES,
      maxEntryBytes: LISTING_CACHE_MAX_ENTRY_BYTES,
    });
    listingCaches.set(db, cache);
  }
  return cache;
}

/**
 * How many catalogue changes (products, stock, review figures) this process has made: pages
 * built from the catalogue while it was the same number are still current (docs/decisions/030).
 */
export function catalogueVersion(): number {
  return lastCatalogueChange();
}

/** How a listing reply begins, before its cards; as text and as UTF-8 bytes. */
const LIST_REPLY_HEAD = '{"status":"Success","data":{"productList":[';
const LIST_REPLY_HEAD_BYTES = Buffer.from(LIST_REPLY_HEAD);

/**
 * POST /product/list: a page of product cards and the count of all matches, as the serialised
 * reply body (UTF-8 bytes on PostgreSQL, text on PGlite). Requests that make the same query share one cached reply for a few seconds; a
 * stock or product change through this service drops it at once (listing.cache.ts). The cards
 * come from the database as JSON text (stored per product row version, docs/decisions/023
 * fourth pass); the reply is put together around them, nothing parsed or serialised per card.
 * `db` may be a read replica (docs/decisions/087): the cards found stale are stored through
 * `writer` (the primary), and built from `db`'s rows for this reply if the replica has not yet
 * replayed them.
 */
export async function listProductsReply(db: Db, body: ProductListBody, writer: Db = db): Promise<string | Buffer> {
  const query = productQueryOf(body);
  const deliveryType = await deliveryTypeOf(db);
  const load = async () => {
    const { cards, ids, total, capped, next } = await listingPage(db, query, deliveryType, writer);
    const suggestion =
      total === 0 && query.words.length > 0 ? await didYouMean(db, query, deliveryType, writer) : undefined;
    const tail =
      `],"productCount":${total},"productCountCapped":${capped},` +
      `"pageNum":${body.pageNum},"pageSize":${body.pageSize},"nextCursor":${next ? JSON.stringify(writeCursor(query.sort, next)) : 'null'}` +
      `${suggestion ? `,"suggestion":${JSON.stringify(suggestion)}` : ''}}}`;
    // The cards' bytes as PostgreSQL sent them (docs/decisions/044), or their text.
    const reply = Buffer.isBuffer(cards)
      ? Buffer.concat([LIST_REPLY_HEAD_BYTES, cards, Buffer.from(tail)])
      : LIST_REPLY_HEAD + (cards ?? '') + tail;
    // Kept until one of these products changes (or anything, for an order by last change).
    return { body: reply, productIds: ids, anyProduct: query.sort.fields.includes('updated_at') };
  };
  const cache = listingCacheOf(db);
  // The delivery promise is part of the key: a settings change shows at once, not after the TTL.
  return cache ? cache.get(`${deliveryType}|${JSON.stringify(query)}`, load) : (await load()).body;
}

/**
 * The listing page of `query` with every card: cards not stored for their product's current row
 * version (the product changed since) are built and stored, and the page read again; if they
 * changed once more meanwhile, the page's cards are built from the rows for this reply.
 */
async function listingPage(db: Db, query: ProductQuery, deliveryType: string, writer: Db): Promise<ProductCardsPage> {
  const cardTail = closingField('deliveryType', deliveryType);
  // A search by relevance is prepared by the search index (docs/decisions/063, 078).
  const narrow = searchesCopy(query) ? await defaultSearchIndex.prepareSearchBox(db, query.words) : undefined;
  const first = await cardsPage(db, query, cardTail, narrow);
  if (first.stale.length === 0) return first;
  await refreshProductDocuments(writer, first.stale);
  const again = await cardsPage(db, query, cardTail, narrow);
  if (again.stale.length === 0) return again;
  const rows = new Map((await repo.findNamedProductsByIds(db, again.ids)).map((row) => [row.id, row]));
  const cards = again.ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [JSON.stringify(toProductSummary(row, deliveryType))] : [];
  });
  return { ...again, cards: cards.length > 0 ? cards.join(',') : null, stale: [] };
}

/** A page of cards, with the filter's capped count kept for a few seconds (listing-count.cache.ts). */
async function cardsPage(
  db: Db,
  query: ProductQuery,
  cardTail: string,
  narrow: PreparedSearch | undefined,
): Promise<ProductCardsPage> {
  // The key (the filters' values as JSON) is made only where counts are kept.
  const countKey = keepsCounts(db) ? listingCountKey(query, narrow) : undefined;
  const kept = countKey === undefined ? undefined : keptCount(db, countKey);
  const { counted, ...page } = await findProductCardsPage(db, query, cardTail, narrow, kept);
  if (countKey !== undefined && kept === undefined) keepCount(db, countKey, counted);
  return page;
}

/**
 * The delivery promise every card and product page carries as `deliveryType`, from the store
 * settings (free-delivery threshold, domain pricing/shipping.rules.ts freeDeliveryLabel): 'Free
 * delivery above ₹499'. Read through the settings' in-process cache, which a change empties.
 */
export async function deliveryTypeOf(db: DbOrTx): Promise<string> {
  return freeDeliveryLabel((await getSettings(db)).freeShippingThresholdRupees);
}

/**
 * "Did you mean": for a search that found nothing, the query with each unknown word replaced by
 * the catalogue's closest word, offered only when that search finds something.
 */
async function didYouMean(db: Db, query: ProductQuery, deliveryType: string, writer: Db): Promise<string | undefined> {
  const words = await defaultSearchIndex.closestWords(db, query.words);
  if (!words) return undefined;
  const { after: _after, ...firstPage } = query;
  const retyped = { ...firstPage, ...searchTermsOf(words.join(' ')), offset: 0 };
  const { total } = await listingPage(db, retyped, deliveryType, writer);
  return total > 0 ? words.join(' ') : undefined;
}

/**
 * GET /product/{id}: the product page's detail shape (toProductDetail) as JSON text, without
 * sold_last_24h, and `soldLast24h`: units of it in paid orders placed in the 24 hours before
 * `clock.now()` (shopper spec §2 'N sold in the last 24 hours'); 404 'Product not found'. Read as
 * one stored document, with the day's sales read beside it from the orders module (sales.service,
 * docs/decisions/063), while the product row is
 * unchanged; after any write to the product, rebuilt from the row once and stored again
 * (product_pages, docs/decisions/023 third pass), so no row mapping or serialising per request.
 * The stored document leaves out `deliveryType`, which follows the store settings: it is added
 * here as the last field, so a settings change shows on the next read. `db` may be a read replica
 * (docs/decisions/087): a page not stored yet is built from `writer`'s row (the primary) and stored there.
 */
export async function getProductPage(
  db: Db,
  id: string,
  clock: Clock,
  writer: Db = db,
): Promise<{ pageJson: string; soldLast24h: number }> {
  const [stored, soldLast24h, deliveryType] = await Promise.all([
    repo.findStoredProductPage(db, id),
    unitsSoldLastDay(db, id, clock),
    deliveryTypeOf(db),
  ]);
  const pageJson = stored ?? (await buildProductPage(writer, id));
  return { pageJson: withLastField(pageJson, 'deliveryType', deliveryType), soldLast24h };
}

/** The product's page document built from its row as it stands now, and stored with its card; NOT_FOUND when unknown. */
async function buildProductPage(db: Db, id: string): Promise<string> {
  const found = await repo.findProductForPage(db, id);
  if (!found) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  const documents = documentsOf(found.row, found.version);
  await repo.storeProductDocuments(db, [documents]);
  return documents.pageJson;
}

/** A product's stored documents (page and card, without deliveryType) from its row as of `version`. */
function documentsOf(row: repo.ProductRow, version: string): repo.ProductDocuments {
  return {
    productId: row.id,
    version,
    pageJson: JSON.stringify(toStoredDetail(row)),
    cardHead: objectHead(JSON.stringify(toStoredCard(row))),
  };
}

/**
 * Builds and stores the page and card documents of these products (ids; unknown ones are skipped)
 * from their rows as they stand now, as a listing does for the stale cards it finds and as
 * bench:documents does for a whole catalogue (a shop whose pages have each been viewed once).
 */
export async function refreshProductDocuments(db: Db, ids: readonly string[]): Promise<void> {
  const found = await repo.findProductsForDocuments(db, ids);
  await repo.storeProductDocuments(
    db,
    found.map(({ row, version }) => documentsOf(row, version)),
  );
}

/** A JSON object's text with one more field at its end. */
function withLastField(objectJson: string, name: string, value: unknown): string {
  return objectHead(objectJson) + closingField(name, value);
}

/** A JSON object's text without its closing brace: what a stored card is (docs/decisions/048). */
function objectHead(objectJson: string): string {
  return objectJson.slice(0, -1);
}

/** `,"name":value}`: one more field, then the brace that closes an objectHead. */
function closingField(name: string, value: unknown): string {
  return `,${JSON.stringify(name)}:${JSON.stringify(value)}}`;
}

/** The product's detail shape, read inside the caller's transaction if any; 404 'Product not found'. */
export async function getProduct(db: DbOrTx, id: string) {
  const row = await repo.findProductById(db, id);
  if (!row) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  return toProductDetail(row, await deliveryTypeOf(db));
}

/** Which of these product ids are on sale (exist, not archived), for modules with entries per product (wholesale). */
export function onSaleProductIds(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  return repo.findOnSaleIds(db, ids);
}

/**
 * Each known product's name and whether a shopper can buy it now (on sale, listed in stock, units
 * left), by id; unknown ids are left out. For back-in-stock alerts (issue 29).
 */
export async function stockFactsOf(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, { productName: string; buyable: boolean }>> {
  const rows = await repo.findStockFacts(db, ids);
  return new Map(rows.map((row) => [row.id, { productName: row.productName, buyable: row.buyable }]));
}

/** The listing cards of these products by id (unknown ids left out), for modules that show products (wholesale). */
export async function productSummariesByIds(db: DbOrTx, ids: readonly string[]): Promise<Map<string, ProductSummary>> {
  if (ids.length === 0) return new Map();
  const [rows, deliveryType] = await Promise.all([repo.findNamedProductsByIds(db, ids), deliveryTypeOf(db)]);
  return new Map(rows.map((row) => [row.id, toProductSummary(row, deliveryType)]));
}

/**
 * Whether two reads of a product agree on everything it is priced and described by (repository
 * SALE_TERMS) and on whether it is archived: an order priced from `read` is priced right when the
 * row its stock take returned (`taken`) agrees. Dates compare by time.
 */
export function sameSaleTerms(read: PricedProduct, taken: PricedProduct): boolean {
  for (const key of [...repo.SALE_TERMS, 'archivedAt'] as const) {
    const a: unknown = read[key];
    const b: unknown = taken[key];
    if (a !== b && !(a instanceof Date && b instanceof Date && a.getTime() === b.getTime())) return false;
  }
  return true;
}

/** The product's name (archived products too), or undefined when there is no such product: for messages. */
export async function productNameOf(db: DbOrTx, id: string): Promise<string | undefined> {
  return (await repo.findProductById(db, id))?.productName;
}

/**
 * Locks the product's row for a review write, inside the caller's transaction, so two writes to
 * one product's reviews recount one after the other; NOT_FOUND 'Product not found' when unknown.
 */
export async function lockProductForReview(tx: DbOrTx, productId: string): Promise<void> {
  if (!(await repo.lockProduct(tx, productId))) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
}

/** The product's review_stars and no_of_reviews; NOT_FOUND 'Product not found' when unknown. */
export async function reviewFiguresOf(db: DbOrTx, productId: string): Promise<ReviewSummary> {
  const row = await repo.findReviewFigures(db, productId);
  if (!row) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  return { review_stars: row.reviewStars, no_of_reviews: row.noOfReviews };
}

/**
 * Stores the rating the reviews module computed (one decimal, from shown reviews only), inside
 * the caller's transaction, and drops cached listings, which show the figures on every card.
 */
export async function setReviewFigures(tx: DbOrTx, productId: string, summary: ReviewSummary): Promise<void> {
  await repo.setReviewFigures(tx, productId, summary.review_stars, summary.no_of_reviews);
  invalidateListings();
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
        .map((sub) => ({
          _id: sub.id,
          name: sub.name,
          slug: sub.slug,
          product_count: subCountOf.get(sub.id) ?? 0,
          image: imageOf.get(sub.id) ?? '',
        })),
    })),
    brands: brandRows.map((brand) => ({ _id: brand.id, name: brand.name, slug: brand.slug })),
  };
}

/** A product as priced and stocked now (every column; amounts in paise). */
export type PricedProduct = repo.StockedProduct;

/** A product row's own bulk price columns (shopper spec §3 multiple_quantity_price_*), paise or null, as the pricing rules take them. */
export function bulkFieldsOf(
  product: Pick<
    PricedProduct,
    | 'bulkPrice5To10Paise'
    | 'bulkPrice10To20Paise'
    | 'bulkPrice20To50Paise'
    | 'bulkPrice50To100Paise'
    | 'bulkPrice100PlusPaise'
  >,
): BulkPriceFields {
  return {
    price5To10Paise: product.bulkPrice5To10Paise,
    price10To20Paise: product.bulkPrice10To20Paise,
    price20To50Paise: product.bulkPrice20To50Paise,
    price50To100Paise: product.bulkPrice50To100Paise,
    price100PlusPaise: product.bulkPrice100PlusPaise,
  };
}

/**
 * The products with these ids as they stand now, by id, read without locks: what POST /cart/quote
 * prices. Unknown ids are missing from the map (the caller names them).
 */
export async function productsForQuote(db: DbOrTx, ids: string[]): Promise<Map<string, PricedProduct>> {
  const rows = await repo.findProductsByIds(db, [...new Set(ids)]);
  // An archived product (staff deleted it) is quoted as out of stock: a cart that holds it shows
  // the line's problem instead of failing, and the order cannot take it (takeStock refuses it).
  return new Map(rows.map((row) => [row.id, row.archivedAt ? { ...row, inStock: false, stock: 0 } : row]));
}

/** Products one sitemap file names at most: under the sitemap protocol's limit of 50,000 URLs. */
export const SITEMAP_MAX_PRODUCTS = 45_000;

/** The listing pages /sitemap.xml names: categories, subcategories (with their category) and brands. */
export function sitemapListings(db: DbOrTx) {
  return repo.listSitemapListings(db);
}

/** How many product sitemaps of `perFile` products the catalogue needs (at least 1). */
export async function productSitemapCount(db: DbOrTx, perFile = SITEMAP_MAX_PRODUCTS): Promise<number> {
  return Math.max(1, Math.ceil((await repo.countProducts(db)) / perFile));
}

/** The products of product sitemap `n` (from 1), by id, with their last change. */
export function sitemapProducts(db: DbOrTx, n: number, perFile = SITEMAP_MAX_PRODUCTS) {
  return repo.listSitemapProducts(db, (n - 1) * perFile, perFile);
}
