/**
 * What the server works out for the search box's statement before it runs (docs/decisions/046,
 * 047), from what it keeps a minute: the counts of search_trigrams, the catalogue's words, and
 * the corrections of words that may be typos.
 *
 * - Which two trigrams the trigram index is asked for: the rarest trigram of the words; then the
 *   rarest of another word, or for a lone word its second rarest; else the first again. A word
 *   with corrections stands only by the trigrams each of its corrections holds too. Where no word
 *   gives a trigram, the index is asked for the first word of 3 characters or more (itself and
 *   its corrections), as searchMatch asks it.
 * - The corrections of each word that may be a typo (typoTolerant) and is no catalogue word: the
 *   catalogue words one swap of adjacent letters away (docs/decisions/061), then its
 *   CORRECTIONS_PER_WORD closest catalogue words (decision 022), read once for all the words the
 *   server has not kept (findCorrections), not worked out again in several places of every
 *   statement (~0.9 ms each for 'arduno').
 *
 * Counts a minute old, or missing, make a search slower, never different: the words are checked
 * on every row the index finds. Words are never taken out of search_words, so a word the kept
 * list holds is a catalogue word; a word added in the last minute may still be looked for with
 * its corrections as well, for that minute.
 */
import { transpositionsOf } from '@shop/domain/catalog/search-typos.rules';
import type { Db } from '../../db/client';
import {
  findCorrections,
  MIN_TRIGRAM_WORD,
  misspellingTolerant,
  readTrigramStats,
  trigramsOf,
  typoTolerant,
  wordPatternsOf,
  type Correction,
  type TrigramStats,
} from './product-search.repository';

export type { Correction, TrigramStats };

/** How long counts, words and corrections are kept before they are read again (ms). */
export const TRIGRAM_STATS_KEEP_MS = 60_000;
/** Words whose corrections are kept at most per database; the oldest go first. */
const MAX_KEPT_CORRECTIONS = 2_000;

/** Orders trigrams rarest first by `stats` (one it lacks counts 0), ties alphabetically. */
function rarestFirst(stats: TrigramStats): (a: string, b: string) => number {
  const count = (trigram: string) => stats.counts.get(trigram) ?? 0;
  return (a, b) => count(a) - count(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * The two LIKE-pattern lists the index is asked for, one condition each, for `words` (folded
 * search words) with `corrections` (per word, correctionsFor's): ['%fra%'] and ['%dro%'] for
 * 'drone frame'. undefined when no word has 3 characters or more (the index is not asked). A
 * trigram the counts lack counts 0.
 */
export function chooseRareTrigrams(
  words: string[],
  stats: TrigramStats,
  corrections: Correction[][] = [],
): [string[], string[]] | undefined {
  const byCount = rarestFirst(stats);
  const fixesOf = (i: number) => corrections[i] ?? [];
  const perWord = words
    .flatMap((word, i) =>
      word.length >= MIN_TRIGRAM_WORD
        ? [trigramsOf(word).filter((trigram) => fixesOf(i).every((fix) => fix.word.includes(trigram)))]
        : [],
    )
    .map((trigrams) => trigrams.sort(byCount))
    .filter((trigrams) => trigrams.length > 0);
  if (perWord.length === 0) {
    const first = words.findIndex((word) => word.length >= MIN_TRIGRAM_WORD);
    if (first < 0) return undefined;
    const patterns = wordPatternsOf(words[first]!, fixesOf(first));
    return [patterns, patterns];
  }
  const bests = perWord.map((trigrams) => trigrams[0]!);
  const first = [...bests].sort(byCount)[0]!;
  const own = perWord[bests.indexOf(first)]!;
  // Another word's rarest: the index then finds keys that hold both words' trigrams, however
  // seldom the words meet ('servo sensor'); a lone word's second rarest.
  const others = bests.filter((_, i) => perWord[i] !== own).sort(byCount);
  const second = others[0] ?? own[1] ?? first;
  return [[`%${first}%`], [`%${second}%`]];
}

/**
 * A product match in that many products at least makes the suggestions read the table for their
 * candidates, not the trigram index: the first SUGGESTION_CANDIDATES matches in the table's order
 * come after about 24 × 25 = 600 rows, where the index would list every match of a band first
 * ('ard' is in 28,000 of 100,000 keys: ~2 ms for all of them). docs/decisions/047, 049.
 */
const TABLE_SCAN_SHARE = 1 / 25;

/**
 * How the suggestions find their candidate products through their key word (`word`, the longest):
 * `table` when it is one trigram (3 letters or digits) held by TABLE_SCAN_SHARE of the products
 * or more, and the only word (another word could rule out most of those rows); else through the
 * trigram index, asked for `lookup`, the word's rarest trigram as a LIKE pattern, or null (the
 * statement asks for the word as it is, and its corrections) for a word that may be a typo of
 * catalogue words (mayHaveCorrections) or has no trigram. Either way the candidates are the first
 * matches in the table's order; only the cost differs.
 */
export function chooseSuggestionScan(
  words: string[],
  word: string,
  stats: TrigramStats,
): { table: true } | { table: false; lookup: string[] | null } {
  const trigrams = trigramsOf(word);
  if (
    words.length === 1 &&
    word.length === MIN_TRIGRAM_WORD &&
    trigrams.length === 1 &&
    (stats.counts.get(trigrams[0]!) ?? 0) >= stats.products * TABLE_SCAN_SHARE &&
    stats.products > 0
  ) {
    return { table: true };
  }
  if (trigrams.length === 0 || mayHaveCorrections(word, stats)) return { table: false, lookup: null };
  const rarest = [...trigrams].sort(rarestFirst(stats))[0]!;
  return { table: false, lookup: [`%${rarest}%`] };
}

/**
 * Whether a search word may stand for catalogue words other than itself, by the kept `stats`: it
 * may be a typo (typoTolerant) and is no catalogue word, and it is long enough to be a misspelling
 * (misspellingTolerant) or one of its swaps of adjacent letters is a catalogue word ('lpio' →
 * 'lipo'; docs/decisions/061). A 4-letter prefix such as 'ardu' then keeps its rarest trigram.
 */
export function mayHaveCorrections(word: string, stats: TrigramStats): boolean {
  return misspellingTolerant(word) ? !stats.catalogueWords.has(word) : mayHaveSwaps(word, stats);
}

/**
 * Whether a search word may stand for a catalogue word one swap of adjacent letters away, by the
 * kept `stats`: it may be a typo, is no catalogue word, and one of its swaps is. A word that
 * became a catalogue word in the last minute may be missed here for that minute.
 */
export function mayHaveSwaps(word: string, stats: TrigramStats): boolean {
  if (!typoTolerant(word) || stats.catalogueWords.has(word)) return false;
  return transpositionsOf(word).some((swap) => stats.catalogueWords.has(swap));
}

interface Kept {
  stats?: TrigramStats;
  at: number;
  reading?: Promise<void>;
}
const kept = new WeakMap<Db, Kept>();

function keptFor(db: Db): Kept {
  let entry = kept.get(db);
  if (!entry) kept.set(db, (entry = { at: -Infinity }));
  return entry;
}

/** Reads the counts for `db` now and keeps them (a read already under way is awaited instead). Rejects when the read fails. */
export function refreshTrigramStats(db: Db): Promise<void> {
  const entry = keptFor(db);
  entry.reading ??= readTrigramStats(db)
    .then((stats) => {
      entry.stats = stats;
      entry.at = performance.now();
    })
    .finally(() => {
      entry.reading = undefined;
    });
  return entry.reading;
}

/**
 * The counts kept for `db`, undefined until the first read has finished; a read is started when
 * none is kept or they are older than TRIGRAM_STATS_KEEP_MS (the request does not wait for it).
 * A failed read is tried again on a later request.
 */
export function trigramStatsOf(db: Db): TrigramStats | undefined {
  const entry = keptFor(db);
  if (!entry.reading && performance.now() - entry.at > TRIGRAM_STATS_KEEP_MS)
    refreshTrigramStats(db).catch(() => undefined);
  return entry.stats;
}

/** The counts kept for `db`, read first when none are kept yet (once a process: later reads happen in the background). */
export async function trigramStatsReady(db: Db): Promise<TrigramStats> {
  const known = trigramStatsOf(db);
  if (known) return known;
  await refreshTrigramStats(db);
  return keptFor(db).stats!;
}

const keptCorrections = new WeakMap<Db, Map<string, { fixes: Correction[]; at: number }>>();

/**
 * Per word of `words`, its corrections, best first: none for a word that may not be a typo or
 * is a catalogue word (`stats`); else those kept in the last TRIGRAM_STATS_KEEP_MS, or read now
 * (one statement for all the words not kept).
 */
export async function correctionsFor(db: Db, words: string[], stats: TrigramStats): Promise<Correction[][]> {
  let corrections = keptCorrections.get(db);
  if (!corrections) keptCorrections.set(db, (corrections = new Map()));
  const now = performance.now();
  const mayBeTypo = (word: string) => typoTolerant(word) && !stats.catalogueWords.has(word);
  const fresh = (word: string) => {
    const known = corrections.get(word);
    return known !== undefined && now - known.at <= TRIGRAM_STATS_KEEP_MS;
  };
  const wanted = [...new Set(words.filter((word) => mayBeTypo(word) && !fresh(word)))];
  if (wanted.length > 0) {
    const found = await findCorrections(db, wanted);
    for (const word of wanted) {
      corrections.delete(word);
      corrections.set(word, { fixes: found.get(word) ?? [], at: now });
    }
    // A Map iterates in insertion order: the first is the oldest.
    while (corrections.size > MAX_KEPT_CORRECTIONS) corrections.delete(corrections.keys().next().value!);
  }
  return words.map((word) => (mayBeTypo(word) ? (corrections.get(word)?.fixes ?? []) : []));
}
