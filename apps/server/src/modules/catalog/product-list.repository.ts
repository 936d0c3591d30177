/**
 * The listing query (POST /product/list): one page of product cards and the count of all
 * matches, in one round trip. Drizzle only, no rules. Amounts in paise.
 *
 * Why it looks like this (docs/decisions/008-listing-performance.md):
 * - It reads only the columns a card shows, not the description, overview, specifications and
 *   tags that make up most of a row's bytes.
 * - Every order is one direction throughout, ties broken by id the same way, and has an index
 *   (migration 0008), so a page is read from the index instead of sorting every match
 *   (docs/decisions/023).
 * - A page after another is found by its cursor (keyset: the last card's sort values and id),
 *   so page 2,000 costs what page 1 does; without a cursor the page number gives an offset.
 * - The count stops at LISTING_COUNT_CAP (1,000) matches (a capped count), so it never reads the
 *   whole table, and a filter's count is kept for COUNT_KEEP_MS: reading 10,001 index entries, the
 *   cap before, cost more than the page itself (docs/decisions/023, 094).
 * - It chooses the page on the products table alone and joins names to those rows only.
 * - Each query shape is a named prepared statement, so PostgreSQL parses and plans it once per
 *   connection instead of on every call (that was half of its cost), and Drizzle builds the SQL
 *   once instead of on every call.
 */
import { LISTING_COUNT_CAP } from '@shop/domain/catalog/listing-count.rules';
import { and, asc, desc, eq, sql, type Placeholder, type SQL, type Subquery } from 'drizzle-orm';
import { byteStatement, executeBytes, plainArrayOf, textOf, type ByteStatement } from '../../db/byte-rows';
import type { Db } from '../../db/client';
import { brands, categories, productPages, products, subCategories } from '../../db/schema/catalog';
import {
  afterCursor,
  cursorColumns,
  orderOf,
  productOrder,
  type ListingCursor,
  type ProductQuery,
} from './product-list-order.repository';
import { filters, readInOrder } from './product-list-filters.repository';
import { BoundedMap, StatementCache } from '../../db/statement-cache';
import {
  asksTrigramIndex,
  nameKeyOf,
  NARROW_SCAN,
  narrowCandidates,
  narrowMatches,
  narrowScan,
  narrowScanCount,
  narrowSearchMatch,
  narrowSearchParams,
  searchParams,
  searchRank,
  SEARCH_CANDIDATES,
  skuKeyOf,
  typoTolerant,
  wordTextOf,
  type PreparedSearch,
} from '../search/search.service';

/** The columns a card is built from (product.shape.ts toProductSummary), and nothing more; home-picks reads them too. */
export const cardColumns = {
  id: products.id,
  sku: products.sku,
  productName: products.productName,
  gstRateBp: products.gstRateBp,
  mrpPaise: products.mrpPaise,
  pricePaise: products.pricePaise,
  stock: products.stock,
  inStock: products.inStock,
  featured: products.featured,
  reviewStars: products.reviewStars,
  noOfReviews: products.noOfReviews,
  imageMain: products.imageMain,
  imagesSub: products.imagesSub,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  categoryName: categories.name,
  subCategoryName: subCategories.name,
  brandName: brands.name,
};

const param = sql.placeholder;

/** The placeholder values for `query` (`narrow`: narrowSearchOf's for it). */
function listingParams(query: ProductQuery, narrow: PreparedSearch | undefined, cardTail: string) {
  return {
    cardTail,
    ...searchParams(query.words, query.folded),
    ...(narrow ? narrowSearchParams(query.words, narrow.corrections, narrow.rare) : {}),
    categories: query.categoryNames,
    subCategories: query.subCategoryNames,
    brands: query.brandNames?.map((b) => b.toLowerCase()),
    // Both bounds are capped by the request schema far below 2^31 paise.
    minPrice: query.minPricePaise,
    maxPrice: query.maxPricePaise,
    minStars: query.minStars,
    offset: query.offset,
    ...Object.fromEntries((query.after?.values ?? []).map((value, i) => [`after${i}`, value])),
    afterId: query.after?.id,
  };
}

/**
 * A query's shape: its order, the filters it uses, whether it starts at a cursor and its page
 * size. Queries of one shape share a statement. The page size is written into the statement
 * rather than passed as a value: with LIMIT as a parameter PostgreSQL's plan for any value guesses
 * a tenth of the table, looks dearer than a plan for the actual value, and so it plans again on
 * every call. The storefront asks for a handful of page sizes.
 */
interface Shape {
  key: string;
  /** Which filters the query uses (with the filter values, what its count depends on). */
  filterKey: string;
  sort: ProductQuery['sort'];
  where: SQL | undefined;
  /** `where` as the count writes it: the price range on the price itself (filter.countWhere). */
  countWhere: SQL | undefined;
  keyset: boolean;
  /** An offset is sent (a page by number past the first). */
  offset: boolean;
  /**
   * A page by number among the first NEAR_PAGES: the inner query reads the first NEAR_PAGES pages
   * (a LIMIT written into the statement) and the offset is taken from those, so one plan serves
   * them all and the statement stays named (docs/decisions/094).
   */
  near: boolean;
  limit: number;
  /** The capped count rides along as a column (false when a kept count answers). */
  withCount: boolean;
  /** Ordered by relevance: only SEARCH_CANDIDATES matches are ranked, and counted. */
  ranked: boolean;
  /**
   * A search in the default order by relevance (searchesCopy): its candidates and count come from
   * product_search, the narrow copy, and the words' match is `narrowWhere` on it
   * (docs/decisions/036), its other filters `copyFilters` (docs/decisions/078).
   */
  narrowWhere: SQL | undefined;
  copyFilters: SQL | undefined;
  /** The narrow search asks the trigram index (asksTrigramIndex): its matches are read band by band (docs/decisions/049). */
  narrowBanded: boolean;
  /** Which search words may be typos (searchRank is written out per word). */
  typos: boolean[];
  /**
   * Planned on every call rather than once per connection: PostgreSQL's one plan for any value
   * guesses badly where the value decides the plan. A price range it takes for 0.5 % of the rows
   * (so it sorts every product of the category, 1 s at 100,000), an offset for a tenth of the
   * table (so it sorts them all), search patterns it cannot see. Planning costs far less.
   */
  planPerCall: boolean;
}

/**
 * Pages by number up to this one share their shape's plan (Shape.near): the first pages a pager
 * shows, read as one LIMIT of this many pages, the page taken from them by its offset.
 */
const NEAR_PAGES = 5;

/** Shapes by key: their SQL is built once, not on every request (it reads names, never values). Far more than the storefront makes. */
const shapes = new BoundedMap<Shape>(1_024);

function shapeOf(query: ProductQuery, narrowSearch: PreparedSearch | undefined, withCount: boolean): Shape {
  const used = filters.flatMap((filter, index) => (filter.on(query) ? [{ filter, index }] : []));
  const keyset = query.after !== undefined;
  const offset = !keyset && query.offset > 0;
  const near = offset && query.offset + query.limit <= NEAR_PAGES * query.limit;
  const narrow = narrowSearch !== undefined;
  // The narrow search's patterns are worked out inside the statement (the plan cannot see them
  // either way) and its candidates always come from the key's trigram index: one plan serves.
  const copyFilters = used.filter(({ filter }) => !filter.notOnSearchCopy);
  const priced = query.minPricePaise !== undefined || query.maxPricePaise !== undefined;
  const planPerCall = (offset && !near) || (!narrow && (query.words.length > 0 || (priced && !readInOrder(query))));
  const filterKey = used.map(({ filter, index }) => `${index}${filter.key?.(query) ?? ''}`).join(',');
  const key =
    `${query.sort.fields.join(',')} ${query.sort.dir}|${filterKey}|${keyset ? 'after' : near ? 'near' : offset ? 'offset' : 'first'}|${query.limit}|${withCount ? 'count' : ''}|` +
    `${narrowSearch ? `narrow ${narrowSearch.typos.map((typo) => (typo ? 't' : 'x')).join('')}` : ''}|${planPerCall ? 'plan' : ''}`;
  return shapes.get(key, () => ({
    key,
    filterKey,
    sort: query.sort,
    where: used.length > 0 ? and(...used.map(({ filter }) => filter.where(query))) : undefined,
    countWhere:
      used.length > 0 ? and(...used.map(({ filter }) => filter.countWhere?.() ?? filter.where(query))) : undefined,
    keyset,
    offset,
    near,
    limit: query.limit,
    withCount,
    ranked: query.sort.fields[0] === 'relevance',
    typos: narrowSearch?.typos ?? query.words.map(typoTolerant),
    narrowWhere: narrowSearch
      ? narrowSearchMatch(query.words, narrowSearch.typos, sql`${sql.identifier('ps')}.${sql.identifier('search_key')}`)
      : undefined,
    copyFilters:
      narrow && copyFilters.length > 0 ? and(...copyFilters.map(({ filter }) => filter.where(query))) : undefined,
    narrowBanded: asksTrigramIndex(query.words),
    planPerCall,
  }));
}

/**
 * Search words in the default order by relevance, with or without filters (the header's search
 * box, a search narrowed by category, brand or price): its candidates are chosen on
 * product_search, which holds the filters' columns too (docs/decisions/036, 078).
 */
export function searchesCopy(q: ProductQuery): boolean {
  return q.words.length > 0 && q.sort.dir === 'desc' && q.sort.fields.join(',') === 'relevance,featured,no_of_reviews';
}

/**
 * The page query of one shape, one row: the inner query picks the page's ids (with their sort
 * values, for the next cursor) on the products table alone, from the order's index, often from
 * the index alone; the outer joins each to its row's version and its stored card (product_pages,
 * when built from that row version) and strings the cards together in order, each with the delivery promise
 * (`cardTail`) as its last field: the page's JSON comes back as one text, nothing to map or
 * serialise per card (docs/decisions/023, fourth pass). Cards not stored for their row's version
 * are left out and named in `stale`; the capped count rides along as one more column.
 * Answers the Drizzle query and the names of its columns in order (cards, ids, stale, the
 * sortValues, total), by which a raw row is read.
 */
function pageQuery(db: Db, shape: Shape) {
  const { sort, where, keyset, offset, near, limit, withCount, ranked, narrowWhere, copyFilters, narrowBanded, typos } =
    shape;
  const sortValues = cursorColumns(sort);
  // Ranked: the candidates with their rank, computed once each as a column (`OFFSET 0` keeps
  // PostgreSQL from folding this query into the page's, where the order and the cursor's value
  // would each compute it again), under the table's own name so that every expression of the
  // order reads them as it reads the table. A search in the default order takes its candidates
  // from the narrow copy, filters and all, ranked on it alone (docs/decisions/045, 078); in another
  // tab's order they are the first SEARCH_CANDIDATES matches in that order, read from products.
  const tabOrder = orderOf({ fields: sort.fields.filter((field) => field !== 'relevance'), dir: sort.dir });
  const source = !ranked
    ? products
    : narrowWhere
      ? sql`(SELECT c.product_id AS id, c.featured, c.no_of_reviews, ${searchRank(typos, 'c', 'server')} AS relevance
          FROM (${narrowCandidates(copyFilters)}) AS c OFFSET 0) AS ${products}`
      : sql`(SELECT ${products}.*, ${searchRank(typos)} AS relevance
          FROM (SELECT *, ${nameKeyOf} AS name_key, ${skuKeyOf} AS sku_key, ${wordTextOf} AS word_text FROM ${products}${where ? sql` WHERE ${where}` : sql``}
            ORDER BY ${sql.join(tabOrder, sql`, `)} LIMIT ${sql.raw(String(SEARCH_CANDIDATES))}) AS ${products} OFFSET 0) AS ${products}`;
  const condition = ranked ? undefined : where;
  const inner = db
    // As SQL, not as the column: Drizzle refuses a column of a table it does not see in FROM.
    .select({
      id: sql<string>`${products.id}`.as('id'),
      ...Object.fromEntries(Object.entries(sortValues).map(([name, value]) => [name, value.as(name)])),
    })
    .from(source as typeof products)
    .where(keyset ? and(condition, afterCursor(sort)) : condition)
    .orderBy(...orderOf(sort))
    // Drizzle would send a number as a parameter; SQL is written as is. `limit` is a validated integer.
    .limit(sql.raw(String(Math.trunc(near ? NEAR_PAGES * limit : limit))) as unknown as number);
  const page = pageRows(db, inner, { sort, offset, near, limit }, Object.keys(sortValues));
  // The page's rows in the page's order, each with its stored card head, as the input of the
  // one-row aggregate: PostgreSQL aggregates a sorted subquery's rows in its order, so the rows
  // are sorted once, not once per aggregate (an aggregate's own ORDER BY sorts its input anew),
  // and the cards are strung together as they come.
  const ordered = db
    .select({
      id: sql<string>`${columnOf('page', 'id')}`.as('id'),
      ...Object.fromEntries(
        Object.keys(sortValues).map((name) => [name, sql<string>`${columnOf('page', name)}`.as(name)]),
      ),
      cardHead: sql<string | null>`${productPages.cardHead}`.as('card_head'),
      storedId: sql<string | null>`${productPages.productId}`.as('stored_id'),
    })
    .from(page)
    // The row's version is read here, for the page's rows only: in the inner query it would take
    // every row an offset skips from the table instead of the index.
    .innerJoin(products, eq(products.id, columnOf('page', 'id')))
    .leftJoin(
      productPages,
      and(eq(productPages.productId, products.id), sql`${productPages.sourceXmin} = ${products}.xmin::text`),
    )
    .orderBy(...pageOrder(sort))
    .as('ordered');
  const lastValues = Object.fromEntries(
    Object.keys(sortValues).map((name) => [
      name,
      sql<string | null>`(array_agg(${columnOf('ordered', name)}))[count(*)::int]`,
    ]),
  );
  const selection = {
    // A stored card head lacks its closing brace: the tail closes it (no per-card text function).
    cards: sql<string | null>`string_agg(${columnOf('ordered', 'card_head')} || ${param('cardTail')}::text, ',')`,
    ids: sql<string[] | null>`array_agg(${columnOf('ordered', 'id')})`,
    stale: sql<
      string[] | null
    >`array_agg(${columnOf('ordered', 'id')}) FILTER (WHERE ${columnOf('ordered', 'stored_id')} IS NULL)`,
    ...lastValues,
    total: (withCount
      ? sql<number>`(${narrowWhere ? narrowScanCount() : countOf(shape)})`
      : sql<number>`NULL::bigint`
    ).mapWith(Number),
  };
  // A search's matches are read once, by the WITH query the candidates and the count share.
  const query = narrowWhere
    ? db
        .with(db.$with(NARROW_SCAN, {}).as(narrowScan(narrowWhere, narrowBanded, copyFilters)))
        .select(selection)
        .from(ordered)
    : db.select(selection).from(ordered);
  // The statement's columns in the order of `selection`: how a raw row (runPage) is read.
  return { query, columns: Object.keys(selection) };
}

/**
 * The page's rows from `inner` (its ids and sort values in order): the inner query itself, at an
 * offset for a page by number, or for a near page (Shape.near) the page taken by its offset from
 * the first NEAR_PAGES pages the inner query read.
 */
function pageRows(
  db: Db,
  inner: InnerPage,
  { sort, offset, near, limit }: Pick<Shape, 'sort' | 'offset' | 'near' | 'limit'>,
  sortValueNames: string[],
) {
  if (!near) return (offset ? inner.offset(param('offset')) : inner).as('page');
  return db
    .select({
      id: sql<string>`${columnOf('near', 'id')}`.as('id'),
      ...Object.fromEntries(sortValueNames.map((name) => [name, sql<string>`${columnOf('near', name)}`.as(name)])),
    })
    .from(inner.as('near'))
    .orderBy(...pageOrder(sort, 'near'))
    .limit(sql.raw(String(Math.trunc(limit))) as unknown as number)
    .offset(param('offset'))
    .as('page');
}

/** The inner query of pageQuery, as pageRows uses it. */
type InnerPage = {
  offset(offset: Placeholder): { as(alias: 'page'): Subquery };
  as(alias: string): Subquery;
};

/** A column of one of the page query's subqueries ('near', 'page', 'ordered'). */
function columnOf(subquery: 'near' | 'page' | 'ordered', name: string) {
  return sql`${sql.identifier(subquery)}.${sql.identifier(name)}`;
}

/** ORDER BY for the page's cards (or the near pages' rows): its sort values (as the cursor reads them), then id. */
function pageOrder({ fields, dir }: ProductQuery['sort'], subquery: 'near' | 'page' = 'page') {
  const by = dir === 'asc' ? asc : desc;
  return [
    ...fields.map((field, i) =>
      by(sql`(${columnOf(subquery, `sortValue${i}`)})::${sql.raw(productOrder[field].type)}`),
    ),
    by(columnOf(subquery, 'id')),
  ];
}

/** The matches counted up to `cap` + 1 (one more tells that there are more). */
function countQuery(where: SQL | undefined, cap: number): SQL {
  return sql`SELECT count(*) FROM (SELECT 1 FROM ${products}${where ? sql` WHERE ${where}` : sql``} LIMIT ${sql.raw(String(cap + 1))}) AS counted`;
}

/**
 * The shape's capped count as a statement of its own (a page past the last match): on the narrow
 * copy for a search in the default order (searchesCopy), else on products. The page statement
 * counts a search from its NARROW_SCAN instead (narrowScanCount), the same matches.
 */
function countOf({
  countWhere,
  ranked,
  narrowWhere,
  copyFilters,
  narrowBanded,
}: Pick<Shape, 'countWhere' | 'ranked' | 'narrowWhere' | 'copyFilters' | 'narrowBanded'>): SQL {
  if (narrowWhere)
    return sql`SELECT count(*) FROM (${narrowMatches(sql`1`, narrowWhere, narrowBanded, SEARCH_CANDIDATES + 1, copyFilters)}) AS counted`;
  return countQuery(countWhere, ranked ? SEARCH_CANDIDATES : LISTING_COUNT_CAP);
}

/**
 * The page statements: 128 shapes get a named prepared statement per database (parsed and planned
 * once per connection, and kept by PostgreSQL for the connection's life, so the set is bounded);
 * later shapes and shapes planned per call are unnamed, their SQL built once and kept for the
 * 512 latest (docs/decisions/044).
 */
const statements = new StatementCache<PageStatement>('catalog_list', 128, 512);

/**
 * A shape's statement, built once: Drizzle's prepared query (PGlite) and its SQL for raw rows
 * (PostgreSQL, executeBytes: the cards come back as bytes, docs/decisions/044).
 */
interface PageStatement {
  prepared: ReturnType<ReturnType<typeof pageQuery>['query']['prepare']>;
  bytes: ByteStatement;
  /** The names of the statement's columns, in order. */
  columns: string[];
}

function pageStatement(db: Db, shape: Shape): PageStatement {
  return statements.get(db, shape.key, shape.planPerCall, (name) => {
    const { query, columns } = pageQuery(db, shape);
    // An unnamed shape is planned with each call's values on PostgreSQL too (docs/decisions/078).
    return { prepared: query.prepare(name), bytes: byteStatement(query, { prepare: name !== '' }), columns };
  });
}

/** The page statement's one row: the cards (bytes on PostgreSQL, text on PGlite), ids, stale ids, the last card's sort values and the count. */
interface PageRow {
  cards: Buffer | string | null;
  ids: string[] | null;
  stale: string[] | null;
  total: number | null;
  [sortValue: `sortValue${number}`]: string | null;
}

/** Runs the shape's page statement: raw rows on PostgreSQL (pageQuery's columns in order), Drizzle's rows on PGlite. */
async function runPage(db: Db, shape: Shape, params: ReturnType<typeof listingParams>): Promise<PageRow | undefined> {
  const statement = pageStatement(db, shape);
  const rows = await executeBytes(db, statement.bytes, params);
  if (!rows) return ((await statement.prepared.execute(params)) as PageRow[])[0];
  const [values] = rows;
  if (!values) return undefined;
  const column = (name: string) => values[statement.columns.indexOf(name)];
  const total = textOf(column('total'));
  const row: PageRow = {
    cards: column('cards') ?? null,
    ids: plainArrayOf(column('ids')),
    stale: plainArrayOf(column('stale')),
    total: total === null ? null : Number(total),
  };
  shape.sort.fields.forEach((_, i) => (row[`sortValue${i}`] = textOf(column(`sortValue${i}`))));
  return row;
}

/** A page of cards as JSON, the count of all matches (at most LISTING_COUNT_CAP), and the cursor of the next page. */
export interface ProductCardsPage {
  /**
   * The page's stored cards, in order, each ending with `cardTail`, joined by commas (the
   * inside of a JSON array); cards in `stale` are missing from it. null when there are none.
   * UTF-8 bytes on PostgreSQL, as received (docs/decisions/044); text on PGlite.
   */
  cards: Buffer | string | null;
  /** The ids of the page's products, in order. */
  ids: string[];
  /** Products of the page whose card is not stored for their current row version. */
  stale: string[];
  /** All matches, or the cap (LISTING_COUNT_CAP; SEARCH_CANDIDATES for a search by relevance) when there are more (then `capped`). */
  total: number;
  capped: boolean;
  /** Where the page after this one starts; undefined when this page is the last. */
  next?: ListingCursor;
}

/**
 * The key `query`'s capped count is kept under (listing-count.cache.ts): the filters it uses and
 * their values, and whether it is ranked (a search by relevance counts to another cap than the
 * same filters in another order). Not the page, the cursor, or the rare trigrams, which choose
 * how matches are found, not which.
 */
export function listingCountKey(query: ProductQuery, narrow: PreparedSearch | undefined): string {
  const {
    offset: _offset,
    afterId: _afterId,
    cardTail: _cardTail,
    searchRare1: _rare1,
    searchRare2: _rare2,
    ...filterParams
  } = listingParams(query, narrow, '');
  const { filterKey, ranked } = shapeOf(query, narrow, false);
  return `${filterKey}|${ranked ? 'ranked' : ''}|${JSON.stringify(filterParams, (name: string, value: unknown) => (/^after\d+$/.test(name) ? undefined : value))}`;
}

/**
 * One page of product cards matching `query` as JSON text (pageQuery), with the capped count of
 * all matches and the cursor of the next page (given whenever the page is full). `cardTail` ends
 * each card: `,"deliveryType":"…"}`; `narrow` is the search box's query as the search index
 * prepared it (undefined for any other query). The count is `keptTotal` when the caller kept one,
 * else counted in the same statement; a page past the last match has no row to carry the count,
 * and then a separate count answers. `counted` is the count before the cap, for keeping.
 */
export async function findProductCardsPage(
  db: Db,
  query: ProductQuery,
  cardTail: string,
  narrow: PreparedSearch | undefined,
  keptTotal: number | undefined,
): Promise<ProductCardsPage & { counted: number }> {
  const params = listingParams(query, narrow, cardTail);
  const shape = shapeOf(query, narrow, keptTotal === undefined);
  const cap = shape.ranked ? SEARCH_CANDIDATES : LISTING_COUNT_CAP;
  const row = await runPage(db, shape, params);
  const ids = row?.ids ?? [];
  const counted =
    keptTotal ??
    row?.total ??
    (
      await db
        .select({ total: sql<number>`(${countOf(shape)})`.mapWith(Number) })
        .from(sql`(VALUES (1)) AS one (x)`)
        .execute(params)
    )[0]?.total ??
    0;
  const last = ids.at(-1);
  const next =
    last !== undefined && ids.length === query.limit
      ? { values: query.sort.fields.map((_, i) => String(row?.[`sortValue${i}`])), id: last }
      : undefined;
  return {
    cards: row?.cards ?? null,
    ids,
    stale: row?.stale ?? [],
    total: Math.min(counted, cap),
    capped: counted > cap,
    counted,
    ...(next ? { next } : {}),
  };
}

export {
  cursorValueFits,
  type ListingCursor,
  type ProductQuery,
  type ProductSortField,
} from './product-list-order.repository';
