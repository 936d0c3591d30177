/**
 * The listing's filters (docs/decisions/023, 044), each on the products table alone: names
 * become id lookups, so the page can be chosen before anything is joined. SQL pieces for
 * product-list.repository.ts; the search words' match is the search index's (searchMatch).
 */
import { sql, type SQL } from 'drizzle-orm';
import { brands, categories, products, subCategories } from '../../db/schema/catalog';
import { searchMatch, searchMatchKey } from '../search/search.service';
import type { ProductQuery } from './product-list-order.repository';

const param = sql.placeholder;

/**
 * The ids of `table` whose lower-cased name matches `condition`, as an array worked out once per
 * statement (`column = ANY (…)`): as `IN (SELECT …)`, a plan that expects few rows checks every
 * brand's name again for each product it reads (docs/decisions/078).
 */
function idsNamed(table: typeof categories | typeof subCategories | typeof brands, condition: SQL) {
  return sql`ANY (ARRAY(SELECT ${table.id} FROM ${table} WHERE lower(${table.name}) ${condition}))`;
}

/**
 * The listing's filters, each on the products table alone (names become id lookups, so the page
 * can be chosen before anything is joined), with when it applies and the values it reads.
 * Where a filter's SQL depends on the query beyond its values (the search words, searchMatch),
 * `key` names the variant, so that queries with the same keys share one SQL and one statement.
 * The search copy (product_search) holds the other filters' columns under the same names, so a
 * search checks them there (docs/decisions/078); `notOnSearchCopy` marks the two it does not.
 */
export const filters: {
  on: (q: ProductQuery) => boolean;
  key?: (q: ProductQuery) => string;
  where: (q: ProductQuery) => SQL;
  /** The filter as the count writes it, when not as `where` (the price range on the price itself). */
  countWhere?: () => SQL;
  notOnSearchCopy?: true;
}[] = [
  // Archived products (staff deleted them, issue 9) are in no listing or search (nor in the copy).
  { on: () => true, where: () => sql`${products.archivedAt} IS NULL`, notOnSearchCopy: true },
  // The words: the copy matches them its own way (narrowSearchMatch).
  {
    on: (q) => q.words.length > 0,
    key: (q) => searchMatchKey(q.words),
    where: (q) => searchMatch(q.words),
    notOnSearchCopy: true,
  },
  {
    // One category (a category page, the slider on it): an equality with a value found first,
    // so the category's range of an index is read in the listing's order (migration 0018).
    on: (q) => q.categoryNames?.length === 1 && !q.subCategoryNames,
    where: () =>
      sql`${products.categoryId} = (SELECT ${categories.id} FROM ${categories} WHERE lower(${categories.name}) = (${param('categories')}::text[])[1] ORDER BY ${categories.id} LIMIT 1)`,
  },
  {
    on: (q) => (q.categoryNames?.length ?? 0) > 1 && !q.subCategoryNames,
    where: () => sql`${products.categoryId} = ${idsNamed(categories, sql`= ANY (${param('categories')}::text[])`)}`,
  },
  {
    on: (q) => Boolean(q.subCategoryNames) && !q.categoryNames,
    where: () =>
      sql`${products.subCategoryId} = ${idsNamed(subCategories, sql`= ANY (${param('subCategories')}::text[])`)}`,
  },
  {
    // Categories and subcategories: the chosen subcategories of the chosen categories, and every
    // product of a chosen category none of whose subcategories is chosen.
    on: (q) => Boolean(q.categoryNames) && Boolean(q.subCategoryNames),
    where: () =>
      sql`(${products.subCategoryId} IN (
        SELECT sc.id FROM ${subCategories} sc JOIN ${categories} c ON c.id = sc.category_id
        WHERE lower(c.name) = ANY (${param('categories')}::text[]) AND lower(sc.name) = ANY (${param('subCategories')}::text[]))
      OR ${products.categoryId} IN (
        SELECT c.id FROM ${categories} c
        WHERE lower(c.name) = ANY (${param('categories')}::text[])
          AND NOT EXISTS (SELECT 1 FROM ${subCategories} sc WHERE sc.category_id = c.id AND lower(sc.name) = ANY (${param('subCategories')}::text[]))))`,
  },
  {
    on: (q) => (q.brandNames?.length ?? 0) > 0,
    where: () => sql`${products.brandId} = ${idsNamed(brands, sql`= ANY (${param('brands')}::text[])`)}`,
  },
  // The price range is on the tax-inclusive price the cards show (docs/decisions/026 §6).
  {
    on: (q) => q.minPricePaise !== undefined,
    key: priceBoundKey,
    where: (q) => priceBound(q, '>=', 'minPrice'),
    countWhere: () => plainPriceBound('>=', 'minPrice'),
  },
  {
    on: (q) => q.maxPricePaise !== undefined,
    key: priceBoundKey,
    where: (q) => priceBound(q, '<=', 'maxPrice'),
    countWhere: () => plainPriceBound('<=', 'maxPrice'),
  },
  { on: (q) => q.featuredOnly === true, where: () => sql`${products.featured}` },
  // On sale: the tax-inclusive price is below the MRP (the MRP includes GST; domain catalog/discount.rules.ts).
  { on: (q) => q.onSaleOnly === true, where: () => sql`${products.mrpPaise} > ${products.priceWithGstPaise}` },
  { on: (q) => q.minStars !== undefined, where: () => sql`${products.reviewStars} >= ${param('minStars')}::real` },
];

/**
 * A bound of the price range. In a category's default order (readInOrder) the bound is written on
 * `price + 0`, an expression no index or statistic knows: the page is then always read from the
 * category's default-order index with the price checked there, and PostgreSQL estimates the range
 * alike with or without its values, so it keeps one plan for the statement instead of planning
 * every call (the plan it would make without the values sorts the category's matches: 12–23 ms at
 * 100,000 products; planning per call cost ~0.2 ms of the ~0.5 a request). docs/decisions/044.
 */
function priceBound(q: ProductQuery, op: '>=' | '<=', name: 'minPrice' | 'maxPrice'): SQL {
  return priceInDefaultOrder(q)
    ? sql`(${products.priceWithGstPaise} + 0) ${sql.raw(op)} ${param(name)}::integer`
    : plainPriceBound(op, name);
}

/**
 * A bound of the price range on the price itself. The count takes it in every order
 * (`countWhere`): it reads the category's price range from products_category_price_idx, exactly
 * its matches, instead of the category's entries from its cheapest product on (9,764 read to
 * count 1,001 of 'Battery' from ₹100 at a million products; docs/decisions/094). Whatever the
 * values, no other index reads fewer entries, so one plan serves.
 */
function plainPriceBound(op: '>=' | '<=', name: 'minPrice' | 'maxPrice'): SQL {
  return sql`${products.priceWithGstPaise} ${sql.raw(op)} ${param(name)}::integer`;
}

export function priceInDefaultOrder(q: ProductQuery): boolean {
  return readInOrder(q) && q.sort.fields[0] !== 'price';
}

function priceBoundKey(q: ProductQuery): string {
  return priceInDefaultOrder(q) ? 'o' : '';
}

/**
 * One category and a price range and nothing else, in the default order or by price: an index
 * reads the category's range in that order with the price checked in the index (migration 0018),
 * so one plan serves every range. The worst is a narrow range, which reads the category's index
 * entries and no row (about 4 ms at 18,000 products a category), never a sort of the category.
 */
export function readInOrder(q: ProductQuery): boolean {
  const categoryAndPriceOnly =
    q.categoryNames?.length === 1 &&
    !q.subCategoryNames &&
    (q.brandNames?.length ?? 0) === 0 &&
    !q.featuredOnly &&
    !q.onSaleOnly &&
    q.minStars === undefined &&
    q.words.length === 0;
  const order = q.sort.fields.join(',');
  return categoryAndPriceOnly && ((order === 'featured,no_of_reviews' && q.sort.dir === 'desc') || order === 'price');
}
