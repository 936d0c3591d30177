/**
 * The listing's query (POST /product/list as the service reads it) and its orders
 * (docs/decisions/023): each sort field's SQL, ORDER BY and the keyset condition of a cursor,
 * and the check that a cursor's values are of their fields' types. SQL pieces for
 * product-list.repository.ts, on the products table.
 */
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { discountPercentSql, products } from '../../db/schema/catalog';

const param = sql.placeholder;

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
  /** The order: these fields, then id, all in one direction. */
  sort: ListingSort;
  limit: number;
  offset: number;
  /** Sort values and id of the card before this page (keyset); the offset is not used then. */
  after?: ListingCursor;
}

/** Where a page starts: the previous card's sort values (as PostgreSQL prints them) and id. */
export interface ListingCursor {
  values: string[];
  id: string;
}

/** An order: these fields, then id, all in one direction. */
export interface ListingSort {
  fields: ProductSortField[];
  dir: 'asc' | 'desc';
}

/** Each sort field: its SQL and the type its printed value is read back as in a cursor. */
export const productOrder = {
  // The tax-inclusive price the cards show (docs/decisions/026 §6), stored by PostgreSQL and indexed.
  price: { expr: sql`${products.priceWithGstPaise}`, type: 'integer' },
  name: { expr: sql`${products.productName}`, type: 'text' },
  created_at: { expr: sql`${products.createdAt}`, type: 'timestamptz' },
  updated_at: { expr: sql`${products.updatedAt}`, type: 'timestamptz' },
  // "% off" as the cards show it; the same expression as the index products_discount_order_idx (migration 0018).
  discount: { expr: discountPercentSql(products.mrpPaise, products.priceWithGstPaise), type: 'integer' },
  review_stars: { expr: sql`${products.reviewStars}`, type: 'real' },
  no_of_reviews: { expr: sql`${products.noOfReviews}`, type: 'integer' },
  featured: { expr: sql`${products.featured}`, type: 'boolean' },
  /**
   * How well a product fits the search words (searchRank); only in the order of a search, always
   * first, and then read from the ranked candidates, which compute it once each (pageQuery).
   */
  relevance: { expr: sql`${products}.relevance`, type: 'float8' },
} as const;

export type ProductSortField = keyof typeof productOrder;

/** The text PostgreSQL reads as each sort value's type, as it prints one (a cursor carries such texts). */
const cursorValueReads: Record<(typeof productOrder)[ProductSortField]['type'], (text: string) => boolean> = {
  integer: (text) => /^-?\d{1,10}$/.test(text) && Math.abs(Number(text)) <= 2 ** 31 - 1,
  boolean: (text) => text === 'true' || text === 'false',
  text: () => true,
  real: (text) => floatWithin(text, 1e-37, 1e38),
  float8: (text) => floatWithin(text, 1e-307, 1e308),
  timestamptz: (text) => {
    const parts = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/.exec(text);
    if (!parts) return false;
    const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 60;
  },
};

/** A float's text (or NaN, ±Infinity) whose size PostgreSQL's type holds: 0, or within [smallest, largest]. */
function floatWithin(text: string, smallest: number, largest: number): boolean {
  if (/^(NaN|-?Infinity)$/.test(text)) return true;
  if (!/^-?\d+(\.\d+)?(e[+-]?\d+)?$/.test(text)) return false;
  const size = Math.abs(Number(text));
  return size === 0 || (size >= smallest && size <= largest);
}

/**
 * Whether a cursor's text for `field` is one PostgreSQL reads as the field's type: a made-up
 * cursor is refused before its values reach the statement's cast, which would fail there.
 */
export function cursorValueFits(field: ProductSortField, text: string): boolean {
  return cursorValueReads[productOrder[field].type](text);
}

/** ORDER BY for a sort: its fields, then id, all one way. */
export function orderOf({ fields, dir }: ListingSort) {
  const by = dir === 'asc' ? asc : desc;
  return [...fields.map((field) => by(productOrder[field].expr)), by(products.id)];
}

/**
 * Rows after the cursor in this order: a row comparison, which the order's index answers. The
 * cursor's values are PostgreSQL's text of each sort value, sent as text and cast on the server
 * (a driver would send the text 'true' for a boolean parameter as false). Each is read through a
 * subquery, so the values cannot change the plan and PostgreSQL keeps one generic plan for the
 * shape instead of planning every page anew (~0.18 ms of a 0.25 ms page).
 */
export function afterCursor({ fields, dir }: ListingSort): SQL {
  const columns = sql.join([...fields.map((field) => productOrder[field].expr), sql`${products.id}`], sql`, `);
  const values = sql.join(
    [
      ...fields.map((field, i) => sql`(SELECT ${param(`after${i}`)}::text::${sql.raw(productOrder[field].type)})`),
      sql`(SELECT ${param('afterId')}::text)`,
    ],
    sql`, `,
  );
  return dir === 'asc' ? sql`(${columns}) > (${values})` : sql`(${columns}) < (${values})`;
}

/** The sort values of a row as PostgreSQL prints them, for the next page's cursor. */
export function cursorColumns({ fields }: ListingSort) {
  return Object.fromEntries(
    fields.map((field, i) => [`sortValue${i}`, sql<string>`(${productOrder[field].expr})::text`]),
  );
}
