/**
 * The part search in SQL (issue 6 "Search that finds parts", docs/decisions/017-part-search.md):
 * which products match the search box's words and how they rank, with pg_trgm on both engines,
 * and the "did you mean" words for a search that found nothing. Drizzle only, no rules; the
 * words come from searchTermsOf (packages/domain/src/catalog/search-terms.rules.ts).
 */
import { editLikeness, mayBeTransposed, transpositionsOf } from '@shop/domain/catalog/search-typos.rules';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { likeContaining, likeLiteral } from '../../db/like-pattern';
import { rawRows } from '../../db/raw-rows';
import { products } from '../../db/schema/catalog';
import { productSearch, searchBands, searchTrigrams, searchWords } from '../../db/schema/search';

/**
 * A word matches a product when the product's search key holds it (spaces, '-' and '_'
 * folded), or, for a word that may be a typo and is no catalogue word, when the key holds one of
 * its corrections: a catalogue word one swap of adjacent letters away, for a word of 4 letters or
 * more ('ardiuno' → 'arduino', 'lpio' → 'lipo': domain catalog/search-typos.rules.ts, docs/decisions/061),
 * or, for a word of TYPO_MIN_LENGTH letters or more, one of the catalogue words
 * TYPO_WORD_SIMILARITY (trigram similarity) or more alike (a misspelling: 'arduno' and 'arduino'
 * are 0.5 alike). Shorter words, and words with a digit (part numbers: 'esp32' is not 'esp8266'),
 * must match as they are: 'uno' would otherwise match every word starting 'un'.
 */
export const TYPO_WORD_SIMILARITY = 0.5;
export const TYPO_MIN_LENGTH = 5;
/** A "did you mean" word must be at least this similar to the word it replaces. */
const SUGGESTION_SIMILARITY = 0.3;

const param = sql.placeholder;
/** A column folded as search keys are (lower case, no spaces, '_' or '-'), e.g. 'ESP-32 Dev' → 'esp32dev'. */
export const fold = (column: unknown) => sql`regexp_replace(lower(${column}), '[[:space:]_-]+', '', 'g')`;

/** Whether a word may match as a typo: 4 letters or more (a swap of two of them), and no digit (not a part number). */
export const typoTolerant = (word: string) => mayBeTransposed(word);

/** Whether a word may match as a misspelling (trigram-similar catalogue words) too: TYPO_MIN_LENGTH letters or more. */
export const misspellingTolerant = (word: string) => typoTolerant(word) && word.length >= TYPO_MIN_LENGTH;

/** The shortest word the trigram index can look up ('%ab%' holds no whole trigram). */
export const MIN_TRIGRAM_WORD = 3;

/** Closest catalogue words a typo stands for (decision 022). */
const CORRECTIONS_PER_WORD = 3;

/**
 * Every search word matches the product: one condition per word, each a LIKE on the products'
 * folded search key, which the key's trigram index answers and which costs a microsecond a row
 * when the planner walks an order's index instead. A word that may be a typo (TYPO_MIN_LENGTH
 * letters or more, no digit) and is no catalogue word (search_words, decision 022) also matches
 * through its CORRECTIONS_PER_WORD closest catalogue words, at least TYPO_WORD_SIMILARITY alike
 * ('arduno' → 'arduino'): looked up once per query, never by comparing the word with every
 * product's text (pg_trgm's `%>` on each row cost ~100 µs, a second a search at 100,000
 * products; decision 023). The SQL depends on how many words there are and which may be typos:
 * searchMatchKey names that, for the statement's shape. The search box alone matches on the
 * narrow copy instead (narrowSearchMatch).
 */
export function searchMatch(words: string[]): SQL {
  // A word shorter than a trigram ('pi', '5') is checked on the rows found (`|| ''` keeps the
  // index from being asked): the index would answer it with every product (docs/decisions/078).
  const conditions = words.map((word, i) =>
    typoTolerant(word)
      ? sql`${products.searchKey} LIKE ANY (${wordPatterns(i)})`
      : word.length < MIN_TRIGRAM_WORD
        ? sql`(${products.searchKey} || '') LIKE ${param(`searchPattern${i}`)}`
        : sql`${products.searchKey} LIKE ${param(`searchPattern${i}`)}`,
  );
  return sql.join(conditions, sql` AND `);
}

/**
 * The search box's match on the narrow copy (`searchKey`, product_search's key), for one generic
 * plan (docs/decisions/046, 047): the trigram index is asked for two lists of patterns only, rare
 * trigrams the server chose (searchRare1, searchRare2: search-trigram-choice.rules.ts), and every word's
 * condition (searchMatch's, written so that the index is not asked for it) is checked on the rows
 * it finds. A trigram of a word stands for the word: the key holds the word, so it holds the
 * trigram. Reading every posting of every trigram of every word was most of a search's cost: 13
 * trigrams for 'temperature sensor', 1.3 ms before a row was read. A word marked in `typos` (one
 * the server found corrections for) matches through its patterns, itself and its corrections
 * (searchWordPatterns<i>); a query with no word of 3 characters or more reads no index, as before.
 */
export function narrowSearchMatch(words: string[], typos: boolean[], searchKey: SQL): SQL {
  // `|| ''` keeps the trigram index from being asked: the word is checked on the rows found.
  // `::text[]` on a subquery: ANY (SELECT …) would compare with each row the subquery gives instead.
  const checks = words.map((word, i) =>
    typos[i]
      ? sql`(${searchKey} || '') LIKE ANY ((SELECT ${param(`searchWordPatterns${i}`)}::text[])::text[])`
      : sql`(${searchKey} || '') LIKE (SELECT ${param(`searchPattern${i}`)}::text)`,
  );
  if (!asksTrigramIndex(words)) return sql.join(checks, sql` AND `);
  const lookups = ([1, 2] as const).map(
    (n) => sql`${searchKey} LIKE ANY ((SELECT ${param(`searchRare${n}`)}::text[])::text[])`,
  );
  return sql.join([...lookups, ...checks], sql` AND `);
}

/**
 * Whether narrowSearchMatch asks the trigram index for these words: one of them has 3 characters
 * or more. Without it the words are checked on every row, and a scan by search bands would read
 * the table once per band (bandedScan).
 */
export const asksTrigramIndex = (words: string[]) => words.some((word) => word.length >= MIN_TRIGRAM_WORD);

/**
 * Rows of product_search (aliased `ps`) read band by band (searchBands, docs/decisions/049):
 * `select(band)` is one SELECT on ps with that band's condition among its own (withBand), and
 * the bands' SELECTs are joined by UNION ALL in the bands' order. PostgreSQL reads the branches of
 * a UNION ALL one after the other, so a LIMIT over it stops in the first band that has enough
 * rows, and a later band's index is never read; each branch's condition proves its band's partial
 * trigram index. Without a LIMIT every band is read. When not `banded` (the index is not asked,
 * and each band would be a read of the whole table) it is the one SELECT, `select(undefined)`.
 */
export function bandedScan(select: (band: SQL | undefined) => SQL, banded = true): SQL {
  if (!banded) return select(undefined);
  const bands = searchBands(sql`ps.featured`, sql`ps.no_of_reviews`);
  return sql.join(
    bands.map((band) => sql`(${select(band)})`),
    sql` UNION ALL `,
  );
}

/** `condition` with bandedScan's band condition before it, when there is one. */
export const withBand = (band: SQL | undefined, condition: SQL) => (band ? sql`${band} AND ${condition}` : condition);

/** A word's patterns: itself, and its corrections when it may be a typo (decision 022). */
function wordPatterns(i: number): SQL {
  return sql`${param(`searchPattern${i}`)}::text || ARRAY(SELECT '%' || fix.word || '%' FROM unnest(${correctionsOf(i)}) AS fix(word))`;
}

/**
 * searchMatch's `key` for these words, without building its SQL: 't' a word that may be a typo,
 * 's' a short word (a typo is never short), 'x' another.
 */
export function searchMatchKey(words: string[]): string {
  return words.map((word) => (typoTolerant(word) ? 't' : word.length < MIN_TRIGRAM_WORD ? 's' : 'x')).join('');
}

/**
 * The folded name and SKU the rank reads, as columns of the ranked candidates (name_key,
 * sku_key): product_search keeps them (docs/decisions/036), and a ranked set read from products
 * computes them once per candidate with these expressions.
 */
export const nameKeyOf = fold(products.productName);
export const skuKeyOf = fold(products.sku);

/**
 * The catalogue words a search word may be a typo of, best first: none when the word is a
 * catalogue word itself. First those one swap of adjacent letters away (searchSwaps<i>, the
 * server's transpositionsOf; docs/decisions/061), then, for a word of TYPO_MIN_LENGTH letters or
 * more, its CORRECTIONS_PER_WORD closest by trigram similarity (decision 022). One lookup in the
 * small word list per statement (an uncorrelated subquery), never per product.
 */
function correctionsOf(i: number): SQL {
  const typed = sql`${param(`searchWord${i}`)}::text`;
  const swaps = sql`${param(`searchSwaps${i}`)}::text[]`;
  return sql`ARRAY(SELECT fix.word FROM (
         SELECT s.word, 2::float8 AS likeness FROM ${searchWords} s WHERE s.word = ANY (${swaps})
         UNION ALL
         (SELECT s.word, similarity(s.word, ${typed}) FROM ${searchWords} s
          WHERE length(${typed}) >= ${sql.raw(String(TYPO_MIN_LENGTH))} AND s.word <> ALL (${swaps})
            AND s.word % ${typed} AND similarity(s.word, ${typed}) >= ${sql.raw(String(TYPO_WORD_SIMILARITY))}
          ORDER BY similarity(s.word, ${typed}) DESC, s.word
          LIMIT ${sql.raw(String(CORRECTIONS_PER_WORD))})) AS fix
       WHERE NOT EXISTS (SELECT 1 FROM ${searchWords} e WHERE e.word = ${typed})
       ORDER BY fix.likeness DESC, fix.word)`;
}

/**
 * How well a matching product fits, higher first, for search words of which those marked in
 * `typos` may be typos (typoTolerant; only their number and kind shape the SQL, the words are
 * placeholders: searchParams). Their corrections are looked up by the statement (`fixes`
 * 'statement'), or sent by the server, which found them (`fixes` 'server': the search box,
 * narrowSearchParams, docs/decisions/047). docs/decisions/045:
 *   16 when the SKU is the whole query (folded), 8 when the name is, 3 when the name holds it,
 *   3 when the SKU holds it (a part number), 2 when the search text holds it (all folded);
 *   plus the share of the words the name holds, a word that may be a typo counting as the
 *   similarity of its closest correction the name holds ('arduno' in 'Arduino Uno': 0.5);
 *   plus 1 when the search text holds the query as whole words ('servo motor': a LIKE on
 *   word_text, phraseWordsPattern; docs/decisions/049);
 *   plus 0.5 when the name begins with the first word, or a correction of it ('arduno': the
 *   Arduino boards before the shield "for Arduino Uno").
 * A float8 from 0 to 33.5. Reads the columns name_key, sku_key, search_key and word_text of the
 * relation named `from` (product_search's own, or a ranked set from products that computes
 * name_key, sku_key and word_text: nameKeyOf, skuKeyOf, wordTextOf): string tests only, about a
 * microsecond each, so every candidate is ranked in full. It used to add pg_trgm's word similarity of each word to the
 * name and of the query to the text (~40 µs a candidate; docs/decisions/041): a third of a
 * search's database time, and it only ordered parts that match every word alike.
 */
export function searchRank(typos: boolean[], from = 'products', fixes: 'statement' | 'server' = 'statement'): SQL {
  const column = (name: string) => sql`${sql.identifier(from)}.${sql.identifier(name)}`;
  const nameKey = column('name_key');
  const shares = typos.map((typo, i) => {
    if (!typo) return sql`(CASE WHEN ${nameKey} LIKE ${param(`searchPattern${i}`)}::text THEN 1 ELSE 0 END)::float8`;
    const closest =
      fixes === 'server'
        ? sql`SELECT fix.similarity FROM unnest(${param(`searchFixPatterns${i}`)}::text[], ${param(`searchFixSimilarities${i}`)}::float8[]) WITH ORDINALITY AS fix(pattern, similarity, n)
      WHERE ${nameKey} LIKE fix.pattern ORDER BY fix.n LIMIT 1`
        : sql`SELECT CASE WHEN fix.word = ANY (${param(`searchSwaps${i}`)}::text[]) THEN ${param(`searchSwapLikeness${i}`)}::float8
        ELSE similarity(fix.word, ${param(`searchWord${i}`)}::text) END FROM unnest(${correctionsOf(i)}) WITH ORDINALITY AS fix(word, n)
      WHERE ${nameKey} LIKE '%' || fix.word || '%' ORDER BY fix.n LIMIT 1`;
    return sql`(CASE WHEN ${nameKey} LIKE ${param(`searchPattern${i}`)}::text THEN 1 ELSE coalesce((${closest}), 0) END)::float8`;
  });
  // The name begins with the first word, or with a correction of it when it may be a typo.
  const leads = !typos[0]
    ? sql`${param('searchLead')}::text`
    : fixes === 'server'
      ? sql`ANY (${param('searchLeads')}::text[])`
      : sql`ANY (${param('searchLead')}::text || ARRAY(SELECT fix.word || '%' FROM unnest(${correctionsOf(0)}) AS fix(word)))`;
  return sql`(
  (CASE WHEN ${column('sku_key')} = ${param('searchFolded')}::text THEN 16 ELSE 0 END)
  + (CASE WHEN ${nameKey} = ${param('searchFolded')}::text THEN 8 ELSE 0 END)
  + (CASE WHEN ${nameKey} LIKE ${param('searchFoldedPattern')}::text THEN 3 ELSE 0 END)
  + (CASE WHEN ${column('sku_key')} LIKE ${param('searchFoldedPattern')}::text THEN 3 ELSE 0 END)
  + (CASE WHEN ${column('search_key')} LIKE ${param('searchFoldedPattern')}::text THEN 2 ELSE 0 END)
  + (${sql.join(shares, sql` + `)}) / ${sql.raw(String(Math.max(1, typos.length)))}::float8
  + (CASE WHEN ${column('word_text')} LIKE ${param('searchPhraseWords')}::text THEN 1 ELSE 0 END)
  + (CASE WHEN ${nameKey} LIKE ${leads} THEN 0.5 ELSE 0 END)
)`;
}

/**
 * The search text as words between single spaces, with a space at each end (product_search's
 * word_text): every run of characters other than letters and digits is one space. The database
 * function search_word_text (migration 0033) is the one definition, which the copy's triggers
 * write with; a ranked set read from products computes its word_text with it here.
 */
export const wordTextOf = sql`search_word_text(${products.searchText})`;

/**
 * The LIKE pattern by which word_text holds the search words as whole words, in order: the words
 * joined by spaces, every run of characters other than letters and digits one space ('esp32 dev'
 * → '% esp32 dev %', '3.3v' → '% 3 3v %'); null when the words hold no letter or digit. Letters
 * and digits are Unicode's here and the database locale's in word_text: beyond ASCII they may
 * differ, and then only this +1 of the rank is missed.
 */
export function phraseWordsPattern(words: string[]): string | null {
  const phrase = words
    .join(' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');
  return phrase ? `% ${phrase} %` : null;
}

/** The placeholder values searchMatch and searchRank read, for the folded search words. */
export function searchParams(words: string[], folded: string) {
  return {
    searchFolded: folded,
    searchFoldedPattern: likeContaining(folded),
    searchPhraseWords: phraseWordsPattern(words),
    searchLead: `${likeLiteral(words[0] ?? '')}%`,
    ...Object.fromEntries(
      words.flatMap((word, i) => [
        [`searchWord${i}`, word],
        [`searchPattern${i}`, likeContaining(word)],
        [`searchSwaps${i}`, transpositionsOf(word)],
        // Every swap of a word is as alike to it: one edit in its length.
        [`searchSwapLikeness${i}`, swapLikeness(word)],
      ]),
    ),
  };
}

/** How alike a word and a word one swap from it are (editLikeness: 1 − 1/length, 0.75 for 4 letters). */
const swapLikeness = (word: string) => editLikeness(word, transpositionsOf(word)[0] ?? word);

/**
 * The placeholder values the search box's statement reads beyond searchParams' (narrowSearchMatch,
 * searchRank with the server's corrections): the index's two pattern lists (`rare`:
 * chooseRareTrigrams'; none when no word has 3 characters), and per word with corrections its
 * patterns, its corrections' patterns and their similarities, and the name's lead patterns.
 */
export function narrowSearchParams(
  words: string[],
  corrections: Correction[][],
  rare: [string[], string[]] | undefined,
) {
  const fixesOf = (i: number) => corrections[i] ?? [];
  return {
    searchRare1: rare?.[0] ?? null,
    searchRare2: rare?.[1] ?? null,
    searchLeads: [`${likeLiteral(words[0] ?? '')}%`, ...fixesOf(0).map((fix) => `${likeLiteral(fix.word)}%`)],
    ...Object.fromEntries(
      words.flatMap((word, i) => {
        const patterns = wordPatternsOf(word, fixesOf(i));
        return [
          [`searchWordPatterns${i}`, patterns],
          [`searchFixPatterns${i}`, patterns.slice(1)],
          [`searchFixSimilarities${i}`, fixesOf(i).map((fix) => fix.similarity)],
        ];
      }),
    ),
  };
}

/** The LIKE patterns a word matches by: itself, and its corrections ('%arduno%', '%arduino%'). */
export function wordPatternsOf(word: string, fixes: Correction[]): string[] {
  return [likeContaining(word), ...fixes.map((fix) => likeContaining(fix.word))];
}

/**
 * A catalogue word a search word may be a typo of, and how alike they are, 0.5 to 1: editLikeness
 * for a swap of adjacent letters (1 − 1/length), pg_trgm's similarity for a misspelling.
 */
export interface Correction {
  word: string;
  similarity: number;
}

/**
 * Per search word of `words` that is no catalogue word, its corrections best first, as
 * correctionsOf finds them inside a statement, read here once for the server
 * (search-trigram-choice.rules.ts): the catalogue words one swap of adjacent letters away (each
 * swapLikeness alike; docs/decisions/061), then, for a word of TYPO_MIN_LENGTH letters or more,
 * its CORRECTIONS_PER_WORD closest catalogue words at least TYPO_WORD_SIMILARITY alike (decision
 * 022). Words with none are left out. One statement on the word list, never the products.
 */
export async function findCorrections(db: DbOrTx, words: string[]): Promise<Map<string, Correction[]>> {
  const swaps = swapPairsOf(words);
  const result = await db.execute(sql`
    SELECT w.word, fix.word AS fix, fix.similarity, fix.swap
    FROM unnest(${sql.param(words)}::text[]) WITH ORDINALITY AS w(word, n)
    CROSS JOIN LATERAL (
      SELECT s.word, 2::float8 AS similarity, true AS swap
      FROM unnest(${sql.param(swaps.nums)}::int[], ${sql.param(swaps.words)}::text[]) AS t(n, word) JOIN ${searchWords} s ON s.word = t.word
      WHERE t.n = w.n
      UNION ALL
      (SELECT s.word, similarity(s.word, w.word)::float8, false FROM ${searchWords} s
       WHERE length(w.word) >= ${sql.raw(String(TYPO_MIN_LENGTH))} AND w.word !~ '[0-9]'
         AND s.word % w.word AND similarity(s.word, w.word) >= ${sql.raw(String(TYPO_WORD_SIMILARITY))}
       ORDER BY similarity(s.word, w.word) DESC, s.word
       LIMIT ${sql.raw(String(CORRECTIONS_PER_WORD))})) AS fix
    WHERE NOT EXISTS (SELECT 1 FROM ${searchWords} e WHERE e.word = w.word)
    ORDER BY w.word, fix.similarity DESC, fix.word`);
  const found = new Map<string, Correction[]>();
  for (const row of rawRows<{ word: string; fix: string; similarity: number | string; swap: boolean }>(result)) {
    const list = found.get(row.word) ?? [];
    if (!list.some((known) => known.word === row.fix))
      list.push({ word: row.fix, similarity: row.swap ? swapLikeness(row.word) : Number(row.similarity) });
    found.set(row.word, list);
  }
  return found;
}

/**
 * Each word's swaps of adjacent letters (transpositionsOf) as two parallel lists for `unnest`:
 * the word's number (1-based, its place in `words`) and the swap. PostgreSQL has no arrays of
 * arrays of different lengths.
 */
export function swapPairsOf(words: string[]): { nums: number[]; words: string[] } {
  const pairs = words.flatMap((word, i) => transpositionsOf(word).map((swap) => [i + 1, swap] as const));
  return { nums: pairs.map(([n]) => n), words: pairs.map(([, swap]) => swap) };
}

/** The distinct runs of three ASCII letters or digits in `word`, in order ('esp32' → esp, sp3, p32). */
export function trigramsOf(word: string): string[] {
  const runs = Array.from({ length: Math.max(0, word.length - 2) }, (_, at) => word.slice(at, at + 3));
  return [...new Set(runs.filter((run) => /^[a-z0-9]{3}$/.test(run)))];
}

/** The counts and words the server chooses a search's rare trigrams by (search-trigram-choice.rules.ts). */
export interface TrigramStats {
  /** Products whose search key holds each trigram (search_trigrams). */
  counts: Map<string, number>;
  /** Rows of product_search: the products a search can find. */
  products: number;
  /** The catalogue's words (search_words). */
  catalogueWords: Set<string>;
}

/**
 * What the server needs to choose the search's rare trigrams itself (search-trigram-choice.rules.ts):
 * search_trigrams' counts, product_search's rows and search_words' words. Two small reads (~13,000
 * and ~1,500 rows at 100,000 products) and a count (~5 ms there), once a minute.
 */
export async function readTrigramStats(db: DbOrTx): Promise<TrigramStats> {
  const counts = await db
    .select({ trigram: searchTrigrams.trigram, products: searchTrigrams.products })
    .from(searchTrigrams);
  const words = await db.select({ word: searchWords.word }).from(searchWords);
  const [copy] = await db.select({ products: sql<number>`count(*)::int`.mapWith(Number) }).from(productSearch);
  return {
    counts: new Map(counts.map((row) => [row.trigram, row.products])),
    products: copy?.products ?? 0,
    catalogueWords: new Set(words.map((row) => row.word)),
  };
}

/**
 * For each search word, itself when it is a catalogue word (search_words, decision 022) or a
 * word the list does not hold (shorter than 4 letters, or with a digit: part numbers stay as
 * typed), or else the closest catalogue word: one a swap of adjacent letters away (one edit,
 * docs/decisions/061; the most similar of several), else the most similar (at least
 * SUGGESTION_SIMILARITY alike, through the list's trigram index); undefined when no word could be
 * replaced. Reads the word list only (a few thousand words), never the products (decision 023).
 */
export async function suggestSearchWords(db: DbOrTx, words: string[]): Promise<string[] | undefined> {
  const swaps = swapPairsOf(words);
  const result = await db.execute(sql`
    SELECT w.n, coalesce((
      SELECT s.word FROM unnest(${sql.param(swaps.nums)}::int[], ${sql.param(swaps.words)}::text[]) AS t(n, word) JOIN ${searchWords} s ON s.word = t.word
      WHERE t.n = w.n AND NOT EXISTS (SELECT 1 FROM ${searchWords} e WHERE e.word = w.word)
      ORDER BY similarity(s.word, w.word) DESC, s.word
      LIMIT 1
    ), (
      SELECT s.word FROM ${searchWords} s
      WHERE length(w.word) >= 4 AND w.word !~ '[0-9]'
        AND NOT EXISTS (SELECT 1 FROM ${searchWords} e WHERE e.word = w.word)
        AND s.word % w.word AND similarity(s.word, w.word) >= ${sql.raw(String(SUGGESTION_SIMILARITY))}
      ORDER BY similarity(s.word, w.word) DESC, s.word
      LIMIT 1
    )) AS best
    FROM unnest(${sql.param(words)}::text[]) WITH ORDINALITY AS w(word, n)
    ORDER BY w.n`);
  const list = rawRows<{ best: string | null }>(result);
  const suggested = words.map((word, i) => list[i]?.best ?? word);
  return suggested.some((word, i) => word !== words[i]) ? suggested : undefined;
}
