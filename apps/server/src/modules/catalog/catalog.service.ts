/**
 * Catalogue rules: listing with filters, tabs and sorting (storefront spec §5, §7), the product
 * page, the quick stock update (admin spec §7), and the stock calls other modules make when an
 * order takes or gives back units.
 *
 * Listings are cached in memory for a few seconds (listing-cache.ts); every change to products
 * or stock goes through this service, which drops the cached listings it affects: a stock change
 * only the pages showing that product, anything else (review figures too) every listing. The
 * product page and the order path always read the database.
 */
import type { ProductSummary } from '@shop/domain/catalog/product.responses';
import type { ProductListBody } from '@shop/domain/catalog/product.schemas';
import { searchTermsOf } from '@shop/domain/catalog/search-terms';
import { rupeesToPaise } from '@shop/domain/money/money';
import { freeDeliveryLabel } from '@shop/domain/pricing/shipping';
import type { BulkPriceFields } from '@shop/domain/pricing/quantity-tiers';
import type { ReviewSummary } from '@shop/domain/reviews/review-rating';
import type { StockActor, StockCause } from '@shop/domain/inventory/stock-ledger';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { getSettings } from '../settings/settings.service';
import * as repo from './catalog.repository';
import { invalidateListings, invalidateProducts, lastCatalogueChange, ListingCache, type Body } from './listing-cache';
import {
  cursorValueFits,
  findProductCardsPage,
  type ListingCursor,
  type ProductCardsPage,
  type ProductQuery,
  type ProductSortField,
} from './product-list.repository';
import { suggestSearchWords } from './product-search.repository';
import { toProductDetail, toProductSummary, toStoredCard, toStoredDetail } from './product.shape';
import { recordAudit } from '../audit/audit.service';
import { declareStockCause, lockStock } from './stock-ledger.repository';

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
 * stock or product change through this service drops it at once (listing-cache.ts). The cards
 * come from the database as JSON text (stored per product row version, docs/decisions/023
 * fourth pass); the reply is put together around them, nothing parsed or serialised per card.
 */
export async function listProductsReply(db: Db, body: ProductListBody): Promise<string | Buffer> {
  const query = productQueryOf(body);
  const deliveryType = await deliveryTypeOf(db);
  const load = async () => {
    const { cards, ids, total, capped, next } = await listingPage(db, query, deliveryType);
    const suggestion = total === 0 && query.words.length > 0 ? await didYouMean(db, query, deliveryType) : undefined;
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
async function listingPage(db: Db, query: ProductQuery, deliveryType: string): Promise<ProductCardsPage> {
  const cardTail = closingField('deliveryType', deliveryType);
  const first = await findProductCardsPage(db, query, cardTail);
  if (first.stale.length === 0) return first;
  await refreshProductDocuments(db, first.stale);
  const again = await findProductCardsPage(db, query, cardTail);
  if (again.stale.length === 0) return again;
  const rows = new Map((await repo.findNamedProductsByIds(db, again.ids)).map((row) => [row.id, row]));
  const cards = again.ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [JSON.stringify(toProductSummary(row, deliveryType))] : [];
  });
  return { ...again, cards: cards.length > 0 ? cards.join(',') : null, stale: [] };
}

/**
 * The delivery promise every card and product page carries as `deliveryType`, from the store
 * settings (free-delivery threshold, domain pricing/shipping.ts freeDeliveryLabel): 'Free
 * delivery above ₹499'. Read through the settings' in-process cache, which a change empties.
 */
export async function deliveryTypeOf(db: DbOrTx): Promise<string> {
  return freeDeliveryLabel((await getSettings(db)).freeShippingThresholdRupees);
}

/**
 * "Did you mean": for a search that found nothing, the query with each unknown word replaced by
 * the catalogue's closest word, offered only when that search finds something.
 */
async function didYouMean(db: Db, query: ProductQuery, deliveryType: string): Promise<string | undefined> {
  const words = await suggestSearchWords(db, query.words);
  if (!words) return undefined;
  const { after: _after, ...firstPage } = query;
  const { total } = await listingPage(db, { ...firstPage, ...searchTermsOf(words.join(' ')), offset: 0 }, deliveryType);
  return total > 0 ? words.join(' ') : undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET /product/{id}: the product page's detail shape (toProductDetail) as JSON text, without
 * sold_last_24h, and `soldLast24h`: units of it in paid orders placed in the 24 hours before
 * `clock.now()` (shopper spec §2 'N sold in the last 24 hours'); 404 'Product not found'. Read as
 * one stored document, with the day's sales in the same statement, while the product row is
 * unchanged; after any write to the product, rebuilt from the row once and stored again
 * (product_pages, docs/decisions/023 third pass), so no row mapping or serialising per request.
 * The stored document leaves out `deliveryType`, which follows the store settings: it is added
 * here as the last field, so a settings change shows on the next read.
 */
export async function getProductPage(
  db: Db,
  id: string,
  clock: Clock,
): Promise<{ pageJson: string; soldLast24h: number }> {
  const [stored, deliveryType] = await Promise.all([
    repo.findStoredProductPage(db, id, new Date(clock.now().getTime() - DAY_MS)),
    deliveryTypeOf(db),
  ]);
  const pageJson = stored.pageJson ?? (await buildProductPage(db, id));
  return { pageJson: withLastField(pageJson, 'deliveryType', deliveryType), soldLast24h: stored.sold };
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

/** Builds and stores the documents of these products from their rows as they stand now. */
async function refreshProductDocuments(db: Db, ids: readonly string[]): Promise<void> {
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

/** The listing cards of these products by id (unknown ids left out), for modules that show products (wholesale). */
export async function productSummariesByIds(db: DbOrTx, ids: readonly string[]): Promise<Map<string, ProductSummary>> {
  if (ids.length === 0) return new Map();
  const [rows, deliveryType] = await Promise.all([repo.findNamedProductsByIds(db, ids), deliveryTypeOf(db)]);
  return new Map(rows.map((row) => [row.id, toProductSummary(row, deliveryType)]));
}

/**
 * POST /product/{id}/update (Quick Stock): sets the unit count and the in-stock flag; 404 when
 * unknown. A changed count is a 'manual_adjustment' ledger row by `actor`, and a staff actor's
 * change a 'stock.update' audit entry, in the same transaction.
 */
export async function updateStock(db: DbOrTx, id: string, stock: number, inStock: boolean, actor: StockActor) {
  await db.transaction(async (tx) => {
    const before = await lockStock(tx, id);
    if (!before) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
    await declareStockCause(tx, { reason: 'manual_adjustment', actor, note: 'Quick Stock' });
    await repo.setStock(tx, id, stock, inStock);
    if (actor.kind === 'staff' && actor.id && (before.stock !== stock || before.inStock !== inStock)) {
      const values = (units: number, listed: boolean) => ({ no_of_product_instock: units, product_instock: listed });
      await recordAudit(tx, {
        staffId: actor.id,
        action: 'stock.update',
        entity: 'stock',
        entityId: id,
        before: values(before.stock, before.inStock),
        after: values(stock, inStock),
      });
    }
  });
  invalidateProducts([id]);
  return getProduct(db, id);
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

export interface StockRequest {
  productId: string;
  quantity: number;
}

/**
 * Takes the units an order asks for, inside the caller's transaction, and returns the products
 * as they stand under the row locks (the prices the order is charged). Throws CONFLICT
 * '{name} is out of stock or insufficient quantity available' (shopper spec §5) for the first
 * product that cannot be served, and NOT_FOUND for an unknown id; the caller's transaction then
 * rolls back every unit already taken. Each product's change is a ledger row carrying `cause`.
 */
export async function takeStockForOrder(
  tx: DbOrTx,
  requests: StockRequest[],
  cause: StockCause,
): Promise<Map<string, repo.StockedProduct>> {
  await declareStockCause(tx, cause);
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
  // Stock changes no product's place in any listing, so only the pages showing them go.
  invalidateProducts([...wanted.keys()]);
  return taken;
}

/** Gives back the units of a cancelled or unpaid order, inside the caller's transaction; a ledger row per product carries `cause`. */
export async function returnStockOfOrder(tx: DbOrTx, requests: StockRequest[], cause: StockCause): Promise<void> {
  await declareStockCause(tx, cause);
  for (const r of [...requests].sort((a, b) => a.productId.localeCompare(b.productId))) {
    await repo.returnStock(tx, r.productId, r.quantity);
  }
  invalidateProducts(requests.map((r) => r.productId));
}

/**
 * Puts away the units of a received return (issue 26), inside the caller's transaction: each
 * product's `restock` units go back on sale (ledger reason customer_return), and its `writeOff`
 * units come back into the count and straight out again as damaged (ledger reason damaged), so the
 * product's ledger shows the write-off beside the order it came from and the count equals the ledger.
 */
export async function putAwayReturnedUnits(
  tx: DbOrTx,
  lines: { productId: string; restock: number; writeOff: number }[],
  cause: { actor: StockCause['actor']; orderId: string; note: string },
): Promise<void> {
  const sorted = [...lines].sort((a, b) => a.productId.localeCompare(b.productId));
  await declareStockCause(tx, {
    reason: 'customer_return',
    actor: cause.actor,
    orderId: cause.orderId,
    note: cause.note,
  });
  for (const line of sorted)
    if (line.restock + line.writeOff > 0) await repo.returnStock(tx, line.productId, line.restock + line.writeOff);
  await declareStockCause(tx, {
    reason: 'damaged',
    actor: cause.actor,
    orderId: cause.orderId,
    note: `${cause.note}: written off`,
  });
  for (const line of sorted)
    if (line.writeOff > 0 && !(await repo.removeStock(tx, line.productId, line.writeOff)))
      throw new Error(`write-off of ${line.productId} found too few units`);
  invalidateProducts(sorted.map((l) => l.productId));
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
