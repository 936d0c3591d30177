/**
 * The part search in SQL (issue 6 "Search that finds parts", docs/decisions/017-part-search.md):
 * which products match the search box's words and how they rank, with pg_trgm on both engines,
 * and the "did you mean" words for a search that found nothing. Drizzle only, no rules; the
 * words come from searchTermsOf (packages/domain/src/catalog/search-terms.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { likeContaining, likeLiteral } from '../../db/like-pattern';
import { rawRows } from '../../db/raw-rows';
import { products, searchTrigrams, searchWords } from '../../db/schema/catalog';

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
export const typoTolerant = (word: string) => word.length >= TYPO_MIN_LENGTH && !/[0-9]/.test(word);

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
  const conditions = words.map((word, i) =>
    typoTolerant(word) ? sql`${products.searchKey} LIKE ANY (${wordPatterns(i)})` : sql`${products.searchKey} LIKE ${param(`searchPattern${i}`)}`,
  );
  return sql.join(conditions, sql` AND `);
}

/**
 * How the search box's statement is written for a query (docs/decisions/047): which words may
 * be typos, and whether the server has chosen the rare trigrams. A word that may be a typo
 * (typoTolerant) but is a catalogue word has no corrections, so it is written as any other word:
 * the server knows the catalogue words from the counts it keeps (search-trigram-choice.ts), and a
 * word once in search_words stays there.
 */
export interface NarrowSearchForm {
  /** Per word: written with its corrections (a typo-tolerant word the catalogue lacks, or unknown). */
  typos: boolean[];
  /** The server sends the two rare trigrams (searchRare1, searchRare2); the statement needs no choice of its own. */
  serverTrigrams: boolean;
}

/** The form's part of a statement's shape key. */
export const narrowSearchFormKey = ({ typos, serverTrigrams }: NarrowSearchForm) => `${typos.map((typo) => (typo ? 't' : 'x')).join('')}${serverTrigrams ? 's' : ''}`;

/**
 * The search box's match on the narrow copy (`searchKey`, product_search's key), for one generic
 * plan (docs/decisions/046): the trigram index is asked for two trigrams only, rare ones of the
 * words' (search_trigrams counts them: rareTrigrams), and every word's condition (searchMatch's,
 * written so that the index is not asked for it) is checked on the rows it finds. A trigram of a
 * word stands for the word: the key holds the word, so it holds the trigram. A word that may be a
 * typo stands only by the trigrams each of its corrections holds too.
 * Reading every posting of every trigram of every word was most of a search's cost: 13 trigrams
 * for 'temperature sensor', 1.3 ms before a row was read. Where no word gives a trigram, the
 * index is asked for the first word of 3 characters or more as searchMatch asks it; a query with
 * none reads no index, as before. `form` says which words are written with their corrections and
 * whether the server chose the trigrams (then the statement holds no choice of its own: a
 * smaller plan, docs/decisions/047).
 */
export function narrowSearchMatch(words: string[], form: NarrowSearchForm, searchKey: SQL): SQL {
  // `|| ''` keeps the trigram index from being asked: the word is checked on the rows found.
  const checks = words.map((word, i) => {
    const pattern = sql`(SELECT ${param(`searchPattern${i}`)}::text)`;
    if (!form.typos[i]) return sql`(${searchKey} || '') LIKE ${pattern}`;
    return sql`(${searchKey} || '') LIKE ANY (${wordPatterns(i)})`;
  });
  const first = words.findIndex((word) => word.length >= MIN_TRIGRAM_WORD);
  if (first < 0) return sql.join(checks, sql` AND `);
  const chosen = (n: 1 | 2) => sql`(SELECT ${param(`searchRare${n}`)}::text[])`;
  // `::text[]` on the subquery: ANY (SELECT …) would compare with each row the subquery gives instead.
  if (form.serverTrigrams) return sql.join([...([1, 2] as const).map((n) => sql`${searchKey} LIKE ANY (${chosen(n)}::text[])`), ...checks], sql` AND `);
  const fallback = form.typos[first] ? wordPatterns(first) : sql`ARRAY[${param(`searchPattern${first}`)}::text]`;
  // The server's own choice (searchRare1, searchRare2: search-trigram-choice.ts) when it could make
  // one; else the statement makes it (only then: PostgreSQL runs a subquery when its value is first asked).
  const lookups = ([1, 2] as const).map((n) => sql`${searchKey} LIKE ANY (coalesce(${chosen(n)}, ${rareTrigrams(words, form.typos, n)}, ${fallback}))`);
  return sql.join([...lookups, ...checks], sql` AND `);
}

/** A word's patterns: itself, and its corrections when it may be a typo (decision 022). */
function wordPatterns(i: number): SQL {
  return sql`${param(`searchPattern${i}`)}::text || ARRAY(SELECT '%' || fix.word || '%' FROM unnest(${correctionsOf(i)}) AS fix(word))`;
}

/**
 * The trigram the index is asked for (searchParams: searchTrigrams0…), as a LIKE pattern in a
 * one-element array, NULL when the words have none: `n` = 1, the rarest of them all; `n` = 2, the
 * rarest of another word (the index then finds the keys that hold both, however seldom the words
 * meet: 'servo sensor'), or for a lone word its second rarest, or the first again. Counts from
 * search_trigrams, a trigram it lacks counting 0. A word that may be a typo gives only the
 * trigrams each of its corrections holds too.
 */
function rareTrigrams(words: string[], typos: boolean[], n: 1 | 2): SQL {
  const perWord = words.flatMap((word, i) => {
    if (word.length < MIN_TRIGRAM_WORD) return [];
    // Through a subquery, as the patterns are: a plan that saw the list would be made anew each call.
    const trigrams = sql`SELECT t.trigram, ${sql.raw(String(i))} AS word FROM unnest((SELECT ${param(`searchTrigrams${i}`)}::text[])) AS t(trigram)`;
    if (!typos[i]) return [trigrams];
    return [sql`${trigrams} WHERE NOT EXISTS (SELECT 1 FROM unnest(${correctionsOf(i)}) AS fix(word) WHERE position(t.trigram IN fix.word) = 0)`];
  });
  const pick =
    n === 1
      ? sql`SELECT f.trigram FROM f`
      : sql`SELECT coalesce((
          SELECT c.trigram FROM c
          WHERE (c.word <> f.word AND c.within = 1) OR (c.word = f.word AND c.within = 2)
          ORDER BY c.word = f.word, c.products, c.trigram
          LIMIT 1), f.trigram) FROM f`;
  return sql`(WITH c AS (
      SELECT u.trigram, u.word, coalesce(st.products, 0) AS products,
        row_number() OVER (PARTITION BY u.word ORDER BY coalesce(st.products, 0), u.trigram) AS within
      FROM (${sql.join(perWord, sql` UNION ALL `)}) AS u
      LEFT JOIN ${searchTrigrams} st ON st.trigram = u.trigram),
    f AS (SELECT c.trigram, c.word FROM c WHERE c.within = 1 ORDER BY c.products, c.trigram LIMIT 1)
    SELECT ARRAY['%' || p.trigram || '%'] FROM (${pick}) AS p(trigram))`;
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
 * The closest catalogue words a search word may be a typo of (decision 022), best first: none
 * when the word is a catalogue word itself. One lookup in the small word list per statement (an
 * uncorrelated subquery), never per product.
 */
function correctionsOf(i: number): SQL {
  const typed = sql`${param(`searchWord${i}`)}::text`;
  return sql`ARRAY(SELECT s.word FROM ${searchWords} s
       WHERE NOT EXISTS (SELECT 1 FROM ${searchWords} e WHERE e.word = ${typed})
         AND s.word % ${typed} AND similarity(s.word, ${typed}) >= ${sql.raw(String(TYPO_WORD_SIMILARITY))}
       ORDER BY similarity(s.word, ${typed}) DESC, s.word
       LIMIT ${sql.raw(String(CORRECTIONS_PER_WORD))})`;
}

/**
 * How well a matching product fits, higher first, for search words of which those marked in
 * `typos` may be typos (typoTolerant; only their number and kind shape the SQL, the words are
 * placeholders: searchParams). docs/decisions/045:
 *   16 when the SKU is the whole query (folded), 8 when the name is, 3 when the name holds it,
 *   3 when the SKU holds it (a part number), 2 when the search text holds it (all folded);
 *   plus the share of the words the name holds, a word that may be a typo counting as the
 *   similarity of its closest correction the name holds ('arduno' in 'Arduino Uno': 0.5);
 *   plus 1 when the search text holds the query as whole words ('servo motor');
 *   plus 0.5 when the name begins with the first word, or a correction of it ('arduno': the
 *   Arduino boards before the shield "for Arduino Uno").
 * A float8 from 0 to 33.5. Reads the columns name_key, sku_key, search_key and search_text of the
 * relation named `from` (product_search's own, or a ranked set from products that computes
 * name_key and sku_key: nameKeyOf, skuKeyOf): string tests only, about a microsecond each, so
 * every candidate is ranked in full. It used to add pg_trgm's word similarity of each word to the
 * name and of the query to the text (~40 µs a candidate; docs/decisions/041): a third of a
 * search's database time, and it only ordered parts that match every word alike.
 */
export function searchRank(typos: boolean[], from = 'products'): SQL {
  const column = (name: string) => sql`${sql.identifier(from)}.${sql.identifier(name)}`;
  const nameKey = column('name_key');
  const shares = typos.map((typo, i) => {
    if (!typo) return sql`(CASE WHEN ${nameKey} LIKE ${param(`searchPattern${i}`)}::text THEN 1 ELSE 0 END)::float8`;
    const typed = sql`${param(`searchWord${i}`)}::text`;
    return sql`(CASE WHEN ${nameKey} LIKE ${param(`searchPattern${i}`)}::text THEN 1 ELSE coalesce((
      SELECT similarity(fix.word, ${typed}) FROM unnest(${correctionsOf(i)}) WITH ORDINALITY AS fix(word, n)
      WHERE ${nameKey} LIKE '%' || fix.word || '%' ORDER BY fix.n LIMIT 1), 0) END)::float8`;
  });
  // The name begins with the first word, or with a correction of it when it may be a typo.
  const leads = typos[0]
    ? sql`ANY (${param('searchLead')}::text || ARRAY(SELECT fix.word || '%' FROM unnest(${correctionsOf(0)}) AS fix(word)))`
    : sql`${param('searchLead')}::text`;
  return sql`(
  (CASE WHEN ${column('sku_key')} = ${param('searchFolded')}::text THEN 16 ELSE 0 END)
  + (CASE WHEN ${nameKey} = ${param('searchFolded')}::text THEN 8 ELSE 0 END)
  + (CASE WHEN ${nameKey} LIKE ${param('searchFoldedPattern')}::text THEN 3 ELSE 0 END)
  + (CASE WHEN ${column('sku_key')} LIKE ${param('searchFoldedPattern')}::text THEN 3 ELSE 0 END)
  + (CASE WHEN ${column('search_key')} LIKE ${param('searchFoldedPattern')}::text THEN 2 ELSE 0 END)
  + (${sql.join(shares, sql` + `)}) / ${sql.raw(String(Math.max(1, typos.length)))}::float8
  + (CASE WHEN ${column('search_text')} LIKE ${param('searchPhraseAnywhere')}::text AND ${column('search_text')} ~ ${param('searchPhrase')}::text THEN 1 ELSE 0 END)
  + (CASE WHEN ${nameKey} LIKE ${leads} THEN 0.5 ELSE 0 END)
)`;
}


/**
 * A regular expression (PostgreSQL's) that finds `phrase` as it is, between non-alphanumeric
 * characters or the ends of the text: the search text holds the query as whole words (searchRank).
 */
export const wholeWords = (phrase: string) => `(^|[^[:alnum:]])${phrase.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&')}($|[^[:alnum:]])`;

/** The placeholder values searchMatch and searchRank read, for the folded search words. */
export function searchParams(words: string[], folded: string) {
  return {
    searchFolded: folded,
    searchFoldedPattern: likeContaining(folded),
    searchPhrase: wholeWords(words.join(' ')),
    // The phrase anywhere: a LIKE, far cheaper than the expression, rules most texts out first.
    searchPhraseAnywhere: likeContaining(words.join(' ')),
    searchLead: `${likeLiteral(words[0] ?? '')}%`,
    ...trigramParams(words),
    ...Object.fromEntries(words.flatMap((word, i) => [[`searchWord${i}`, word], [`searchPattern${i}`, likeContaining(word)]])),
  };
}

/**
 * The words' trigrams for narrowSearchMatch, `searchTrigrams<i>` per word: every run of three
 * ASCII letters or digits in it (as the index holds them, whatever the database's locale).
 */
function trigramParams(words: string[]) {
  return Object.fromEntries(words.map((word, i) => [`searchTrigrams${i}`, trigramsOf(word)]));
}

/** The distinct runs of three ASCII letters or digits in `word`, in order ('esp32' → esp, sp3, p32). */
export function trigramsOf(word: string): string[] {
  const runs = Array.from({ length: Math.max(0, word.length - 2) }, (_, at) => word.slice(at, at + 3));
  return [...new Set(runs.filter((run) => /^[a-z0-9]{3}$/.test(run)))];
}

/** The counts and words the server chooses a search's rare trigrams by (search-trigram-choice.ts). */
export interface TrigramStats {
  /** Products whose search key holds each trigram (search_trigrams). */
  counts: Map<string, number>;
  /** The catalogue's words (search_words). */
  catalogueWords: Set<string>;
}

/**
 * What the server needs to choose the search's rare trigrams itself (search-trigram-choice.ts):
 * search_trigrams' counts and search_words' words. Two small reads (~13,000 and ~1,500 rows at
 * 100,000 products).
 */
export async function readTrigramStats(db: DbOrTx): Promise<TrigramStats> {
  const counts = await db.select({ trigram: searchTrigrams.trigram, products: searchTrigrams.products }).from(searchTrigrams);
  const words = await db.select({ word: searchWords.word }).from(searchWords);
  return { counts: new Map(counts.map((row) => [row.trigram, row.products])), catalogueWords: new Set(words.map((row) => row.word)) };
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
