/**
 * The search box's suggestions in one prepared statement (storefront spec §2 Search, issue 6
 * "instant typo-tolerant search at 100,000 parts", docs/decisions/022): categories,
 * subcategories and brands whose names hold every search word (small tables), and the products
 * that fit best. Drizzle only, no rules; the words come from searchTermsOf.
 *
 * How it stays fast on a large catalogue:
 * - A typo is forgiven through the catalogue's word list (search_words, a few thousand words
 *   with a trigram index), never by comparing the word with every product: a word of 4+ letters
 *   without digits that is no catalogue word is read as the catalogue words one swap of adjacent
 *   letters away ('ardiuno' → 'arduino', docs/decisions/061) and, from 5 letters, its (up to 3)
 *   closest catalogue words, trigram similarity ≥ 0.5 ('arduno' → 'arduino'), as the part
 *   search's typo rule reads it.
 * - Every test on a product is then a LIKE on its folded search key, and the candidates come
 *   through the longest word alone, on product_search (the narrow copy of the key,
 *   docs/decisions/036): from the key's trigram index, asked for the word's rarest trigram, or
 *   for a word in many products from the table itself (docs/decisions/047: search-trigram-choice's
 *   chooseSuggestionScan); at most SUGGESTION_CANDIDATES of them are ranked, the first found
 *   (band by band through the index, docs/decisions/049; in the table's order through the
 *   table), with the part whose SKU or name is exactly the query. Another part past that
 *   cap is left to the full search page. The rank reads the copy's folded name and SKU.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likeContaining, likeLiteral } from '../../db/like-pattern';
import { StatementCache } from '../../db/statement-cache';
import { brands, categories, products, subCategories } from '../../db/schema/catalog';
import { productSearch, searchWords } from '../../db/schema/search';
import {
  bandedScan,
  fold,
  swapPairsOf,
  TYPO_MIN_LENGTH,
  TYPO_WORD_SIMILARITY,
  withBand,
} from './product-search.repository';

/**
 * Matching products ranked at most: bounded work on any catalogue, plenty for the best 4. 24 since
 * the candidates come band by band, the better-reviewed first (docs/decisions/049): each one is
 * joined to its product and compared with the query, a quarter of a suggestion's database time at 40.
 */
export const SUGGESTION_CANDIDATES = 24;
/** Closest catalogue words one typo stands for. */
const CORRECTIONS_PER_WORD = 3;
/** Shortest word that can choose candidates: a trigram index needs 3 characters. */
const MIN_KEY_WORD_LENGTH = 3;

export type SuggestionRow =
  | { type: 'category' | 'brand'; id: string; name: string }
  | { type: 'subcategory'; id: string; name: string; categoryName: string }
  | { type: 'product'; id: string; name: string; sku: string; categoryName: string; imageMain: string };

const p = sql.placeholder;
const raw = (value: number) => sql.raw(String(Math.trunc(value)));
/** Every search word, as typed or as one of its corrections, is inside the folded text. */
const holdsEveryWord = (folded: unknown) =>
  sql`(SELECT count(DISTINCT a.i) FROM alt a WHERE ${folded} LIKE a.pattern) = ${p('wordCount')}`;
/** Names that are the query first, then those that start with it, then the likeliest. */
const nameOrder = (name: unknown) =>
  sql`${fold(name)} = ${p('folded')} DESC, ${fold(name)} LIKE ${p('foldedPrefix')} DESC, word_similarity(${p('query')}, lower(${name})) DESC, ${name}`;

/**
 * How the candidates are found: through the trigram index, asked for the `keyLookup` patterns
 * (the key word's rarest trigram) or, when null, for the key word and its corrections; or by
 * reading the table until enough match (`|| ''` keeps the index from being asked).
 */
function candidateMatch(scan: 'index' | 'table') {
  const keyPatterns = sql`ARRAY(SELECT pattern FROM alt WHERE i = ${p('keyWord')})`;
  if (scan === 'table') return sql`(ps.search_key || '') LIKE ANY (${keyPatterns})`;
  return sql`ps.search_key LIKE ANY (coalesce((SELECT ${p('keyLookup')}::text[]), ${keyPatterns}))`;
}

/**
 * The first SUGGESTION_CANDIDATES products that hold every word: through the trigram index, band
 * by band (bandedScan: the featured and best-reviewed parts first, and a later band's index only
 * when the earlier ones hold too few; docs/decisions/049), or from the table in its order.
 */
function candidateScan(scan: 'index' | 'table') {
  const matches = bandedScan(
    (band) => sql`SELECT ps.product_id AS id, ps.name_key, ps.sku_key FROM ${productSearch} ps
       WHERE ${withBand(band, sql`(SELECT ${p('searchProducts')}::boolean)`)}
         AND ${candidateMatch(scan)}
         AND ${holdsEveryWord(sql`ps.search_key`)}`,
    scan === 'index',
  );
  return sql`${matches} LIMIT ${raw(SUGGESTION_CANDIDATES)}`;
}

/**
 * A word's swaps of adjacent letters that are catalogue words (docs/decisions/061), as more of
 * `alt`'s patterns: the server's transpositionsOf, in two parallel lists (swapPairsOf).
 */
const swapCorrections = sql`UNION ALL
      SELECT q.i, '%' || f.word || '%' FROM q JOIN unnest((SELECT ${p('swapNums')}::int[]), (SELECT ${p('swaps')}::text[])) AS f(i, word) ON f.i = q.i
      WHERE NOT EXISTS (SELECT 1 FROM ${searchWords} e WHERE e.word = q.word) AND EXISTS (SELECT 1 FROM ${searchWords} s WHERE s.word = f.word)`;

function suggestionsQuery(db: Db, maxNames: number, maxProducts: number, scan: 'index' | 'table', swaps: boolean) {
  const source = sql`(
    WITH q AS (SELECT * FROM unnest((SELECT ${p('wordNums')}::int[]), (SELECT ${p('words')}::text[]), (SELECT ${p('patterns')}::text[])) AS q(i, word, pattern)),
    alt AS (
      SELECT i, pattern FROM q
      UNION ALL
      SELECT q.i, '%' || c.word || '%' FROM q CROSS JOIN LATERAL (
        SELECT s.word FROM ${searchWords} s
        WHERE length(q.word) >= ${raw(TYPO_MIN_LENGTH)} AND q.word !~ '[0-9]'
          AND NOT EXISTS (SELECT 1 FROM ${searchWords} e WHERE e.word = q.word)
          AND s.word % q.word AND similarity(s.word, q.word) >= ${sql.raw(String(TYPO_WORD_SIMILARITY))}
        ORDER BY similarity(s.word, q.word) DESC, s.word
        LIMIT ${raw(CORRECTIONS_PER_WORD)}
      ) AS c
      ${swaps ? swapCorrections : sql``}
    ),
    -- The part whose SKU or name is exactly the query, then any SUGGESTION_CANDIDATES matches.
    -- Values that could change the plan are read through subqueries, so the one generic plan is
    -- kept instead of planning every call (docs/decisions/036).
    candidate AS (
      SELECT ps.product_id AS id, ps.name_key, ps.sku_key FROM ${productSearch} ps
      WHERE (SELECT ${p('searchProducts')}::boolean) AND (ps.sku_key = (SELECT ${p('folded')}::text) OR ps.name_key = (SELECT ${p('folded')}::text))
      UNION
      (${candidateScan(scan)})
    )
    -- Each part numbers its rows (pos) so the outer ORDER BY keeps their order.
    (SELECT 1 AS part, row_number() OVER (ORDER BY ${nameOrder(categories.name)}) AS pos,
       'category' AS type, id, name, NULL AS category_name, NULL AS sku, NULL AS image_main
     FROM ${categories} WHERE ${holdsEveryWord(fold(categories.name))}
     ORDER BY pos LIMIT ${raw(maxNames)})
    UNION ALL
    (SELECT 2, row_number() OVER (ORDER BY ${nameOrder(sql`sc.name`)}, c.sort_order), 'subcategory', sc.id, sc.name, c.name, NULL, NULL
     FROM ${subCategories} sc JOIN ${categories} c ON c.id = sc.category_id
     WHERE ${holdsEveryWord(fold(sql`sc.name`))}
     ORDER BY 2 LIMIT ${raw(maxNames)})
    UNION ALL
    (SELECT 3, row_number() OVER (ORDER BY ${nameOrder(brands.name)}), 'brand', id, name, NULL, NULL, NULL
     FROM ${brands} WHERE ${holdsEveryWord(fold(brands.name))}
     ORDER BY 2 LIMIT ${raw(maxNames)})
    UNION ALL
    (SELECT 4, row_number() OVER (ORDER BY
       (CASE WHEN candidate.sku_key = ${p('folded')} THEN 16 ELSE 0 END)
       + (CASE WHEN candidate.name_key = ${p('folded')} THEN 8 ELSE 0 END)
       + (CASE WHEN candidate.name_key LIKE ${p('foldedPattern')} THEN 3 ELSE 0 END)
       + (CASE WHEN candidate.name_key LIKE ${p('foldedPrefix')} THEN 1 ELSE 0 END)
       + (CASE WHEN candidate.sku_key LIKE ${p('foldedPattern')} THEN 3 ELSE 0 END)
       + (CASE WHEN pr.search_key LIKE ${p('foldedPattern')} THEN 2 ELSE 0 END)
       + word_similarity(${p('query')}, lower(pr.product_name)) DESC,
       pr.no_of_reviews DESC, pr.id), 'product', pr.id, pr.product_name, c.name, pr.sku, pr.image_main
     FROM candidate JOIN ${products} pr ON pr.id = candidate.id JOIN ${categories} c ON c.id = pr.category_id
     ORDER BY 2 LIMIT ${raw(maxProducts)})
  ) AS suggestion`;
  return db
    .select({
      part: sql<number>`part`,
      type: sql<SuggestionRow['type']>`type`,
      id: sql<string>`id`,
      name: sql<string>`name`,
      categoryName: sql<string | null>`category_name`,
      sku: sql<string | null>`sku`,
      imageMain: sql<string | null>`image_main`,
    })
    .from(source)
    .orderBy(sql`part`, sql`pos`);
}

type Statement = ReturnType<ReturnType<typeof suggestionsQuery>['prepare']>;
/** One named statement per database and limits: parsed and planned once per connection (a handful of limits exist). */
const statements = new StatementCache<Statement>('catalog_suggestions', 64, 64);

function statementOf(
  db: Db,
  maxNames: number,
  maxProducts: number,
  scan: 'index' | 'table',
  swaps: boolean,
): Statement {
  const key = `${maxNames}|${maxProducts}|${scan}|${swaps ? 'swaps' : ''}`;
  return statements.get(db, key, false, (name) =>
    suggestionsQuery(db, maxNames, maxProducts, scan, swaps).prepare(name),
  );
}

/** The longest word (1-based) chooses the candidates: the trigram index narrows it best. */
export function keyWordOf(words: string[]): number {
  let key = 0;
  words.forEach((word, i) => {
    if (word.length > (words[key]?.length ?? 0)) key = i;
  });
  return key + 1;
}

/**
 * Suggestions for the folded search words (non-empty): up to `maxNames` each of categories,
 * subcategories and brands, then up to `maxProducts` products (the best fits: exact SKU, exact
 * name, the whole query in the name or SKU, a name starting with it, the likeness of the query
 * to the name, then the most reviewed), in that order. Products are looked for only when the
 * longest word has 3 characters or more; `scan` says how their candidates are found (the key
 * word's rarest trigram, `lookup`, or null for the word and its corrections; or the table).
 * `swaps`: a word may stand for a catalogue word one swap of adjacent letters away (the server's
 * mayHaveSwaps): only then does the statement look its swaps up, which costs every suggestion
 * ~0.2 ms otherwise (docs/decisions/061).
 */
export async function findSuggestions(
  db: Db,
  words: string[],
  folded: string,
  maxNames: number,
  maxProducts: number,
  scan: { table: true } | { table: false; lookup: string[] | null },
  swaps = false,
): Promise<SuggestionRow[]> {
  const key = keyWordOf(words);
  const swapPairs = swapPairsOf(swaps ? words : []);
  const rows = await statementOf(db, maxNames, maxProducts, scan.table ? 'table' : 'index', swaps).execute({
    keyLookup: scan.table ? null : scan.lookup,
    wordNums: words.map((_, i) => i + 1),
    words,
    patterns: words.map(likeContaining),
    swapNums: swapPairs.nums,
    swaps: swapPairs.words,
    wordCount: words.length,
    keyWord: key,
    searchProducts: (words[key - 1]?.length ?? 0) >= MIN_KEY_WORD_LENGTH && maxProducts > 0,
    folded,
    foldedPattern: likeContaining(folded),
    foldedPrefix: `${likeLiteral(folded)}%`,
    query: words.join(' '),
  });
  return rows.map((row): SuggestionRow => {
    if (row.type === 'product')
      return {
        type: 'product',
        id: row.id,
        name: row.name,
        sku: row.sku ?? '',
        categoryName: row.categoryName ?? '',
        imageMain: row.imageMain ?? '',
      };
    if (row.type === 'subcategory')
      return { type: 'subcategory', id: row.id, name: row.name, categoryName: row.categoryName ?? '' };
    return { type: row.type, id: row.id, name: row.name };
  });
}
