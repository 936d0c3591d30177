/**
 * The part search in SQL (issue 6 "Search that finds parts", docs/decisions/017-part-search.md):
 * which products match the search box's words and how they rank, with pg_trgm on both engines,
 * and the "did you mean" words for a search that found nothing. Drizzle only, no rules; the
 * words come from searchTermsOf (packages/domain/src/catalog/search-terms.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { products, searchWords } from '../../db/schema/catalog';

/**
 * A word matches a product when the product's search key holds it (spaces, '-' and '_'
 * folded), or, for a word of TYPO_MIN_LENGTH letters or more that is no catalogue word, when
 * the key holds one of the catalogue words TYPO_WORD_SIMILARITY (trigram similarity) or more
 * alike (a typo: 'arduno' and 'arduino' are 0.5 alike). Shorter words, and words with a digit
 * (part numbers: 'esp32' is not 'esp8266'), must match as they are: 'uno' would otherwise match
 * every word starting 'un'.
 */
export const TYPO_WORD_SIMILARITY = 0.5;
export const TYPO_MIN_LENGTH = 5;
/** A "did you mean" word must be at least this similar to the word it replaces. */
const SUGGESTION_SIMILARITY = 0.3;

const param = sql.placeholder;
/** A column folded as search keys are (lower case, no spaces, '_' or '-'), e.g. 'ESP-32 Dev' → 'esp32dev'. */
export const fold = (column: unknown) => sql`regexp_replace(lower(${column}), '[[:space:]_-]+', '', 'g')`;

/** Whether a word may match as a typo: long enough, and no digit (not a part number). */
const typoTolerant = (word: string) => word.length >= TYPO_MIN_LENGTH && !/[0-9]/.test(word);

/** The shortest word the trigram index can look up ('%ab%' holds no whole trigram). */
const MIN_TRIGRAM_WORD = 3;

/** Closest catalogue words a typo stands for (decision 022). */
const CORRECTIONS_PER_WORD = 3;

/**
 * Every search word matches the product: one condition per word, each a LIKE on the folded
 * search key, which the key's trigram index answers and which costs a microsecond a row when
 * the planner walks an order's index instead. A word that may be a typo (TYPO_MIN_LENGTH
 * letters or more, no digit) and is no catalogue word (search_words, decision 022) also matches
 * through its CORRECTIONS_PER_WORD closest catalogue words, at least TYPO_WORD_SIMILARITY alike
 * ('arduno' → 'arduino'): looked up once per query, never by comparing the word with every
 * product's text (pg_trgm's `%>` on each row cost ~100 µs, a second a search at 100,000
 * products; decision 023). The SQL depends on how many words there are and which may be typos:
 * `key` names that, for the statement's shape. `searchKey` is the folded key to test: products'
 * own, or product_search's narrow copy (docs/decisions/036). `plannedOnce` is for a statement
 * whose one generic plan must serve every value: each pattern is read through a subquery, so no
 * plan is made for a particular word (PostgreSQL would otherwise keep planning per call, ~1–3 ms),
 * and words under 3 characters are kept out of the trigram index.
 */
export function searchMatch(words: string[], searchKey: SQL = sql`${products.searchKey}`, plannedOnce = false): { key: string; sql: SQL } {
  const conditions = words.map((word, i) => {
    const pattern = plannedOnce ? sql`(SELECT ${param(`searchPattern${i}`)}::text)` : param(`searchPattern${i}`);
    // `|| ''` keeps the trigram index from being asked for a word it has no trigram of ('3'
    // would read every entry): such a word is checked on the rows the other words found.
    if (plannedOnce && word.length < MIN_TRIGRAM_WORD) return sql`(${searchKey} || '') LIKE ${pattern}`;
    if (!typoTolerant(word)) return sql`${searchKey} LIKE ${pattern}`;
    const typed = sql`${param(`searchWord${i}`)}::text`;
    return sql`${searchKey} LIKE ANY (ARRAY(
      SELECT ${param(`searchPattern${i}`)}::text
      UNION ALL
      (SELECT '%' || s.word || '%' FROM ${searchWords} s
       WHERE NOT EXISTS (SELECT 1 FROM ${searchWords} e WHERE e.word = ${typed})
         AND s.word % ${typed} AND similarity(s.word, ${typed}) >= ${sql.raw(String(TYPO_WORD_SIMILARITY))}
       ORDER BY similarity(s.word, ${typed}) DESC, s.word
       LIMIT ${sql.raw(String(CORRECTIONS_PER_WORD))})))`;
  });
  return { key: searchMatchKey(words), sql: sql.join(conditions, sql` AND `) };
}

/**
 * searchMatch's `key` for these words, without building its SQL: 't' a word that may be a typo,
 * 's' a short word (a typo is never short), 'x' another.
 */
export function searchMatchKey(words: string[]): string {
  return words.map((word) => (typoTolerant(word) ? 't' : word.length < MIN_TRIGRAM_WORD ? 's' : 'x')).join('');
}

/**
 * The folded name and SKU the rank reads, as columns of the ranked candidates (nameKey, skuKey):
 * product_search keeps them (docs/decisions/036), and a ranked set read from products computes
 * them once per candidate with these expressions. regexp_replace costs microseconds a call, and the
 * rank used to call it six times a row.
 */
export const nameKeyOf = fold(products.productName);
export const skuKeyOf = fold(products.sku);
const nameKey = sql`${products}.name_key`;
const skuKey = sql`${products}.sku_key`;

/**
 * How well a matching product fits, higher first, for a query of `wordCount` words: the exact
 * SKU, then the exact name, then the whole query inside the name and the SKU (a part number),
 * inside either, then inside the search text; within each, the share of the words the name holds
 * (typos counted by their similarity) and the likeness of the whole query to the search text.
 * Reads `name_key` and `sku_key` beside the product's columns (the ranked candidates carry them:
 * nameKeyOf, skuKeyOf). A float8; the ranked candidates compute it once each, as their
 * `relevance` column (docs/decisions/041).
 *
 * Cheaper than it reads, with the same value to the last bit (docs/decisions/041):
 * - The share of the words is written out per word, `(w1 + w2 + …) / n` in float8, which is how
 *   avg() over the words added them up, without a subquery per candidate.
 * - `word_similarity(query, search_text)`, the dearest part (~40 µs a candidate on a 190-character
 *   text), is 1 whenever the search text holds the query as whole words (`searchPhrase`, a regular
 *   expression on the text as stored: the same characters give the same trigrams, all of the
 *   query's then found in one extent); only the other candidates compute it.
 */
export function searchRank(wordCount: number): SQL {
  const { base, held, likeness } = searchRankParts(wordCount);
  return sql`(${base} + (CASE WHEN ${held} THEN 1::real ELSE ${likeness} END))`;
}

/**
 * searchRank in its parts, for a rank computed in two steps (docs/decisions/041): `base`, a
 * float8, everything but the likeness of the query to the search text; `held`, whether the search
 * text holds the query as whole words (the likeness is then 1); `likeness`, pg_trgm's
 * word_similarity(query, search_text), a real from 0 to 1. The rank is `base` plus the likeness,
 * added in that order: so the parts give the same float8, to the last bit, as searchRank.
 */
export function searchRankParts(wordCount: number): { base: SQL; held: SQL; likeness: SQL } {
  const shares = Array.from(
    { length: wordCount },
    (_, i) =>
      sql`(CASE WHEN ${nameKey} LIKE ${param(`searchPattern${i}`)}::text THEN 1 ELSE word_similarity(${param(`searchWord${i}`)}::text, lower(${products.productName})) END)::float8`,
  );
  const base = sql`(
  (CASE WHEN ${skuKey} = ${param('searchFolded')}::text THEN 16 ELSE 0 END)
  + (CASE WHEN ${nameKey} = ${param('searchFolded')}::text THEN 8 ELSE 0 END)
  + (CASE WHEN ${nameKey} LIKE ${param('searchFoldedPattern')}::text THEN 3 ELSE 0 END)
  + (CASE WHEN ${skuKey} LIKE ${param('searchFoldedPattern')}::text THEN 3 ELSE 0 END)
  + (CASE WHEN ${products.searchKey} LIKE ${param('searchFoldedPattern')}::text THEN 2 ELSE 0 END)
  + (${sql.join(shares, sql` + `)}) / ${sql.raw(String(Math.max(1, Math.trunc(wordCount))))}::float8
)`;
  return {
    base,
    held: sql`(${products.searchText} ~ ${param('searchPhrase')}::text)`,
    likeness: sql`word_similarity(${param('searchQuery')}::text, ${products.searchText})`,
  };
}

/** A LIKE pattern that finds `text` anywhere, with \, % and _ taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * A regular expression (PostgreSQL's) that finds `phrase` as it is, between non-alphanumeric
 * characters or the ends of the text: where it matches, pg_trgm finds every trigram of the
 * phrase in one extent of the text, so word_similarity(phrase, text) is 1 (searchRank).
 */
export const wholeWords = (phrase: string) => `(^|[^[:alnum:]])${phrase.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&')}($|[^[:alnum:]])`;

/** The placeholder values searchMatch and searchRank read, for the folded search words. */
export function searchParams(words: string[], folded: string) {
  return {
    searchFolded: folded,
    searchFoldedPattern: containing(folded),
    searchQuery: words.join(' '),
    searchPhrase: wholeWords(words.join(' ')),
    ...Object.fromEntries(words.flatMap((word, i) => [[`searchWord${i}`, word], [`searchPattern${i}`, containing(word)]])),
  };
}

/**
 * For each search word, itself when it is a catalogue word (search_words, decision 022) or a
 * word the list does not hold (shorter than 4 letters, or with a digit: part numbers stay as
 * typed), or else the most similar catalogue word (at least SUGGESTION_SIMILARITY alike, through
 * the list's trigram index); undefined when no word could be replaced. Reads the word list only
 * (a few thousand words), never the products (decision 023).
 */
export async function suggestSearchWords(db: DbOrTx, words: string[]): Promise<string[] | undefined> {
  const result = await db.execute(sql`
    SELECT w.n, (
      SELECT s.word FROM ${searchWords} s
      WHERE length(w.word) >= 4 AND w.word !~ '[0-9]'
        AND NOT EXISTS (SELECT 1 FROM ${searchWords} e WHERE e.word = w.word)
        AND s.word % w.word AND similarity(s.word, w.word) >= ${sql.raw(String(SUGGESTION_SIMILARITY))}
      ORDER BY similarity(s.word, w.word) DESC, s.word
      LIMIT 1
    ) AS best
    FROM unnest(${sql.param(words)}::text[]) WITH ORDINALITY AS w(word, n)
    ORDER BY w.n`);
  const list = rawRows<{ best: string | null }>(result);
  const suggested = words.map((word, i) => list[i]?.best ?? word);
  return suggested.some((word, i) => word !== words[i]) ? suggested : undefined;
}
