/**
 * The listing query (POST /product/list): one page of product cards and the count of all
 * matches, in one round trip. Drizzle only, no rules. Amounts in paise.
 *
 * Why it looks like this (docs/decisions/008-listing-performance.md):
 * - It reads only the columns a card shows, not the description, overview, specifications and
 *   tags that make up most of a row's bytes.
 * - count(*) OVER () counts the matches before LIMIT applies, so no second query is needed.
 * - It chooses the page on the products table alone and joins names to those rows only.
 * - Each query shape is a named prepared statement, so PostgreSQL parses and plans it once per
 *   connection instead of on every call (that was half of its cost), and Drizzle builds the SQL
 *   once instead of on every call.
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, categories, products, subCategories } from '../../db/schema/catalog';
import { searchMatch, searchParams, searchRank } from './product-search.repository';
import type { ProductCardSource } from './product.shape';

export interface ProductQuery {
  /** Folded search words and the whole query folded (searchTermsOf, docs/decisions/017). */
  words: string[];
  folded: string;
  /** Lower-cased category names: products of any of them. */
  categoryNames?: string[];
  /**
   * Lower-cased subcategory names: with categories, a category that has any of them shows only
   * those, the others all their products; without categories, products of any of them.
   */
  subCategoryNames?: string[];
  brandNames?: string[];
  minPricePaise?: number;
  maxPricePaise?: number;
  featuredOnly?: boolean;
  onSaleOnly?: boolean;
  minStars?: number;
  sort: { field: ProductSortField; dir: 'asc' | 'desc' }[];
  limit: number;
  offset: number;
}

const productOrder = {
  price: products.pricePaise,
  name: products.productName,
  created_at: products.createdAt,
  updated_at: products.updatedAt,
  discount: sql`(${products.mrpPaise} - ${products.pricePaise}) * 100 / nullif(${products.mrpPaise}, 0)`,
  review_stars: products.reviewStars,
  no_of_reviews: products.noOfReviews,
  featured: products.featured,
  /** How well a product fits the search words; only in the order of a search. */
  relevance: searchRank,
} as const;

export type ProductSortField = keyof typeof productOrder;

/** The columns a card is built from (product.shape.ts toProductSummary), and nothing more. */
const cardColumns = {
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

/** The ids of `table` whose lower-cased name matches `condition`. */
function idsNamed(table: typeof categories | typeof subCategories | typeof brands, condition: SQL) {
  return sql`(SELECT ${table.id} FROM ${table} WHERE lower(${table.name}) ${condition})`;
}

/**
 * The listing's filters, each on the products table alone (names become id lookups, so the page
 * can be chosen before anything is joined), with when it applies and the values it reads.
 */
const filters = [
  {
    on: (q: ProductQuery) => q.words.length > 0,
    where: searchMatch,
  },
  {
    on: (q: ProductQuery) => Boolean(q.categoryNames) && !q.subCategoryNames,
    where: sql`${products.categoryId} IN ${idsNamed(categories, sql`= ANY (${param('categories')}::text[])`)}`,
  },
  {
    on: (q: ProductQuery) => Boolean(q.subCategoryNames) && !q.categoryNames,
    where: sql`${products.subCategoryId} IN ${idsNamed(subCategories, sql`= ANY (${param('subCategories')}::text[])`)}`,
  },
  {
    on: (q: ProductQuery) => (q.brandNames?.length ?? 0) > 0,
    where: sql`${products.brandId} IN ${idsNamed(brands, sql`= ANY (${param('brands')}::text[])`)}`,
  },
  { on: (q: ProductQuery) => q.minPricePaise !== undefined, where: sql`${products.pricePaise} >= ${param('minPrice')}::bigint` },
  { on: (q: ProductQuery) => q.maxPricePaise !== undefined, where: sql`${products.pricePaise} <= ${param('maxPrice')}::bigint` },
  { on: (q: ProductQuery) => q.featuredOnly === true, where: sql`${products.featured}` },
  { on: (q: ProductQuery) => q.onSaleOnly === true, where: sql`${products.mrpPaise} > ${products.pricePaise}` },
  { on: (q: ProductQuery) => q.minStars !== undefined, where: sql`${products.reviewStars} >= ${param('minStars')}::real` },
  {
    // Categories and subcategories: the chosen subcategories of the chosen categories, and every
    // product of a chosen category none of whose subcategories is chosen.
    on: (q: ProductQuery) => Boolean(q.categoryNames) && Boolean(q.subCategoryNames),
    where: sql`(${products.subCategoryId} IN (
        SELECT sc.id FROM ${subCategories} sc JOIN ${categories} c ON c.id = sc.category_id
        WHERE lower(c.name) = ANY (${param('categories')}::text[]) AND lower(sc.name) = ANY (${param('subCategories')}::text[]))
      OR ${products.categoryId} IN (
        SELECT c.id FROM ${categories} c
        WHERE lower(c.name) = ANY (${param('categories')}::text[])
          AND NOT EXISTS (SELECT 1 FROM ${subCategories} sc WHERE sc.category_id = c.id AND lower(sc.name) = ANY (${param('subCategories')}::text[]))))`,
  },
];

/** The placeholder values for `query`. */
function listingParams(query: ProductQuery) {
  return {
    ...searchParams(query.words, query.folded),
    categories: query.categoryNames,
    subCategories: query.subCategoryNames,
    brands: query.brandNames?.map((b) => b.toLowerCase()),
    minPrice: query.minPricePaise,
    maxPrice: query.maxPricePaise,
    minStars: query.minStars,
    offset: query.offset,
  };
}

/**
 * A query's shape: its sort order, the filters it uses and its page size. Queries of one shape
 * share a statement. The page size is written into the statement rather than passed as a value:
 * with LIMIT as a parameter PostgreSQL's plan for any value guesses a tenth of the table, looks
 * dearer than a plan for the actual value, and so it plans again on every call. The storefront
 * asks for a handful of page sizes.
 */
interface Shape {
  key: string;
  sort: ProductQuery['sort'];
  where: SQL | undefined;
  limit: number;
}

function shapeOf(query: ProductQuery): Shape {
  const used = filters.filter((f) => f.on(query));
  const sortKey = query.sort.map(({ field, dir }) => `${field} ${dir}`).join(',');
  return {
    key: `${sortKey}|${used.map((f) => filters.indexOf(f)).join(',')}|${query.limit}`,
    sort: query.sort,
    where: used.length > 0 ? and(...used.map((f) => f.where)) : undefined,
    limit: query.limit,
  };
}

/**
 * The page query of one shape: the inner query picks the page's ids and counts all matches on
 * the products table alone; only those ids are then joined to their card columns and names
 * (joining every match first costs PostgreSQL about twice as much).
 */
function pageQuery(db: Db, { sort, where, limit }: Shape) {
  const orderBy = () => [...sort.map(({ field, dir }) => (dir === 'asc' ? asc : desc)(productOrder[field])), asc(products.id)];
  const page = db
    .select({ id: products.id, total: sql<number>`count(*) over ()`.as('total') })
    .from(products)
    .where(where)
    .orderBy(...orderBy())
    // Drizzle would send a number as a parameter; SQL is written as is. `limit` is a validated integer.
    .limit(sql.raw(String(Math.trunc(limit))) as unknown as number)
    .offset(param('offset'))
    .as('page');
  return db
    .select({ ...cardColumns, total: sql<number>`${page.total}`.mapWith(Number) })
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .orderBy(...orderBy());
}

/**
 * How many shapes get a named prepared statement per database. A statement is parsed and
 * planned once per connection and then kept by PostgreSQL for the connection's life, so the
 * set must be bounded; shapes beyond it (rare combinations) are planned on every call.
 */
const MAX_NAMED_SHAPES = 64;

type PageStatement = ReturnType<ReturnType<typeof pageQuery>['prepare']>;
const namedStatements = new WeakMap<Db, Map<string, PageStatement>>();

function pageStatement(db: Db, shape: Shape) {
  let statements = namedStatements.get(db);
  if (!statements) namedStatements.set(db, (statements = new Map()));
  const known = statements.get(shape.key);
  if (known) return known;
  const query = pageQuery(db, shape);
  if (statements.size >= MAX_NAMED_SHAPES) return query;
  const statement = query.prepare(`catalog_list_${statements.size + 1}`);
  statements.set(shape.key, statement);
  return statement;
}

/**
 * One page of product cards matching `query`, with the count of all matches. Only a page past
 * the last match has no row to carry the count, and then a separate count answers.
 */
export async function findProductCards(db: Db, query: ProductQuery): Promise<{ rows: ProductCardSource[]; total: number }> {
  const shape = shapeOf(query);
  const params = listingParams(query);
  const rows = await pageStatement(db, shape).execute(params);
  const first = rows[0];
  if (first) return { rows, total: first.total };
  if (query.offset === 0) return { rows, total: 0 };
  const [counted] = await db.select({ total: count() }).from(products).where(shape.where).execute(params);
  return { rows, total: counted?.total ?? 0 };
}
