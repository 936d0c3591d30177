/**
 * Tables of the search module's pg_trgm index (docs/decisions/063): the narrow copy the search box
 * reads, the trigram counts and the catalogue's words. Kept by triggers on products, so code never
 * writes them; products.search_key and search_text are the index's columns on the product row.
 */
import { sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, pgTable, real, text } from 'drizzle-orm/pg-core';
import { products } from './catalog';

/**
 * The search bands of product_search (docs/decisions/049), as conditions on its featured and
 * review-count columns (`featured`, `reviews`: the table's columns, or a query's), first band
 * first: every product of a band comes before every product of the next in the default order
 * (featured first, then the most reviewed), and together they hold every row once (both columns
 * are NOT NULL). Each band has its own trigram index, and a search reads the bands in order until
 * it has its matches: a common word's are found in the first band's index, whose postings are a
 * seventh of the whole at 100,000 products, and they are the better-reviewed parts. The bounds
 * are literals, not parameters, so that a query's condition proves the index's.
 */
export function searchBands(featured: SQL | AnyPgColumn, reviews: SQL | AnyPgColumn): SQL[] {
  return [
    sql`(${featured} OR ${reviews} >= 500)`,
    sql`(NOT ${featured} AND ${reviews} >= 200 AND ${reviews} < 500)`,
    sql`(NOT ${featured} AND ${reviews} < 200)`,
  ];
}

/**
 * A narrow copy of what the search box matches and ranks its candidates by, one row per product
 * (docs/decisions/036): the search text's words and its folded key, the folded name and SKU, and the
 * default order's columns, about 500 bytes a row against the product row's 4 KB, so a common
 * word's thousands of matches are checked on a tenth of the pages, and the search box's rank
 * reads nothing else (docs/decisions/045). Kept by triggers on products (migrations
 * 0021_product_search, 0029_product_search_text, 0033_search_word_text), so code never writes it.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: text('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    searchKey: text('search_key').notNull(),
    /**
     * The product's search text as words between single spaces, with a space at each end: every
     * run of characters other than letters and digits is one space (' arduino uno r3 sn dht11 ').
     * The rank's test of the whole query as words is a LIKE on it (docs/decisions/049).
     */
    wordText: text('word_text').notNull().default(''),
    /** The name and the SKU folded like the key (lower case, no spaces, '-' or '_'): the rank's exact and contains tests. */
    nameKey: text('name_key').notNull(),
    skuKey: text('sku_key').notNull(),
    featured: boolean('featured').notNull(),
    noOfReviews: integer('no_of_reviews').notNull(),
    /**
     * The listing filters' columns, copied from the product (docs/decisions/078): a search with
     * a category, brand, price, on-sale or stars filter is matched and filtered on this copy
     * alone, with products' own column names, so the listing's filters read them unchanged.
     */
    categoryId: text('category_id').notNull(),
    subCategoryId: text('sub_category_id'),
    brandId: text('brand_id'),
    priceWithGstPaise: integer('price_with_gst_paise').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    reviewStars: real('review_stars').notNull(),
  },
  (t) => [
    // One trigram index per search band, read in the bands' order (docs/decisions/049). On
    // PostgreSQL, migration 0051 builds them with the brand, category and sub-category beside the
    // key (btree_gin, docs/decisions/106); PGlite keeps these key-only ones.
    ...searchBands(t.featured, t.noOfReviews).map((band, i) =>
      index(`product_search_key_trgm_band${i + 1}_idx`)
        .using('gin', t.searchKey.op('gin_trgm_ops'))
        .with({ fastupdate: false })
        .where(band),
    ),
    // An exact SKU or name is always a candidate, however many other parts match (docs/decisions/036).
    index('product_search_sku_key_idx').on(t.skuKey),
    index('product_search_name_key_idx').on(t.nameKey),
  ],
);

/**
 * How many products' search keys (product_search) hold each trigram of three letters or digits,
 * so that the search box asks the trigram index for the rarest trigrams of its words instead of
 * all of them (docs/decisions/046). Kept by triggers on product_search (migration
 * 0030_search_trigrams), so code never writes it; a count only guides which conditions the index
 * gets, so one that is off makes a search slower, never wrong.
 */
export const searchTrigrams = pgTable('search_trigrams', {
  trigram: text('trigram').primaryKey(),
  products: integer('products').notNull(),
});

/**
 * The catalogue's words, for forgiving typos through a small table instead of every product
 * (pg_trgm's documented word-list pattern; docs/decisions/022): every word of 4 or more letters
 * (no digits) of a product's search text. Filled by a trigger on products (migration
 * 0009_search_words), so code never writes it; a word whose products are gone stays, which only
 * offers a correction that finds nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);
