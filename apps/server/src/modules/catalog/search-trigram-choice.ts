/**
 * Which two trigrams the search box asks the trigram index for (docs/decisions/046), chosen in
 * the server from counts it keeps a minute, so that the statement need not choose them (its
 * choice, product-search.repository's rareTrigrams, cost ~0.17 ms of a ~1.4 ms search). The same
 * rule as the statement's: the rarest trigram of the words; then the rarest of another word, or
 * for a lone word its second rarest; else the first again.
 *
 * Only a choice the index conditions may rest on: a trigram of a word the key must hold. A word
 * that may be a typo stands for itself only when it is a catalogue word (it then has no
 * corrections); a query with another is left to the statement, which knows its corrections. Counts a
 * minute old, or missing, make a search slower, never different: the words are checked on every
 * row the index finds. Words are never taken out of search_words, so a word the kept list holds
 * is a catalogue word.
 */
import type { Db } from '../../db/client';
import { MIN_TRIGRAM_WORD, readTrigramStats, trigramsOf, typoTolerant, type TrigramStats } from './product-search.repository';

export type { TrigramStats };

/** How long counts are kept before they are read again (ms). */
export const TRIGRAM_STATS_KEEP_MS = 60_000;

/**
 * The two trigrams for `words` (folded search words), as LIKE patterns ('%fra%'), or undefined
 * when a word may be a typo of others or none has a trigram (the statement then chooses). A trigram the counts lack counts 0.
 */
export function chooseRareTrigrams(words: string[], stats: TrigramStats): [string, string] | undefined {
  // A word with corrections (a typo) gives the statement trigrams its corrections share, which the
  // server does not know: the statement chooses for the whole query then.
  if (words.some((word) => typoTolerant(word) && !stats.catalogueWords.has(word))) return undefined;
  const count = (trigram: string) => stats.counts.get(trigram) ?? 0;
  const byCount = (a: string, b: string) => count(a) - count(b) || (a < b ? -1 : a > b ? 1 : 0);
  const perWord = words
    .filter((word) => word.length >= MIN_TRIGRAM_WORD)
    .map((word) => trigramsOf(word).sort(byCount))
    .filter((trigrams) => trigrams.length > 0);
  if (perWord.length === 0) return undefined;
  const bests = perWord.map((trigrams) => trigrams[0]!);
  const first = [...bests].sort(byCount)[0]!;
  const own = perWord[bests.indexOf(first)]!;
  // Another word's rarest: the index then finds keys that hold both words' trigrams, however
  // seldom the words meet ('servo sensor'); a lone word's second rarest.
  const others = bests.filter((_, i) => perWord[i] !== own).sort(byCount);
  const second = others[0] ?? own[1] ?? first;
  return [`%${first}%`, `%${second}%`];
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
  if (!entry.reading && performance.now() - entry.at > TRIGRAM_STATS_KEEP_MS) refreshTrigramStats(db).catch(() => undefined);
  return entry.stats;
}
