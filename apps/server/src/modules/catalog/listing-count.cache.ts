/**
 * The listing's capped counts kept in this process (docs/decisions/023, 063): reading up to 1,001
 * index entries (LISTING_COUNT_CAP + 1, decision 094) costs about what the page itself does, so a
 * filter's count is kept for COUNT_KEEP_MS
 * (LISTING_COUNT_KEEP_MS; 0 keeps none, so every listing counts: the benchmarks' "uncached",
 * docs/decisions/078). Only the count: the page's cards are read on every call. Counts change when
 * products are added or change category, price, flags or reviews; a change that concerns every
 * listing (invalidateListings, listing.cache.ts) drops them at once. Per database, so two apps in
 * one process (tests) never share counts. Keys come from product-list.repository listingCountKey.
 */
import type { Db } from '../../db/client';
import { lastListingsChange } from './listing.cache';

/** How long a filter's capped count is kept by default (ms). */
export const COUNT_KEEP_MS = 10_000;
/** Filters whose count is kept at most per database; the oldest go first. */
const MAX_KEPT_COUNTS = 2_000;

/** Capped counts per filter and its values, per database, with when each was counted. */
const keptCounts = new WeakMap<Db, Map<string, { total: number; at: number; change: number }>>();
/** How long counts are kept per database, where configureCountKeep set it (else COUNT_KEEP_MS). */
const keepMsOf = new WeakMap<Db, number>();

/**
 * Sets how long a filter's capped count is kept for `db` (ms, LISTING_COUNT_KEEP_MS); 0 keeps
 * none, so every listing counts its matches. Call before the first listing; counts kept before are dropped.
 */
export function configureCountKeep(db: Db, keepMs: number): void {
  keepMsOf.set(db, keepMs);
  keptCounts.delete(db);
}

/** Whether `db` keeps counts at all (not when LISTING_COUNT_KEEP_MS is 0): else a count's key need not be made. */
export function keepsCounts(db: Db): boolean {
  return keepMsOf.get(db) !== 0;
}

/** The filter's capped count if it was counted in the last COUNT_KEEP_MS and nothing has changed every listing since. */
export function keptCount(db: Db, key: string): number | undefined {
  const kept = keptCounts.get(db)?.get(key);
  if (!kept) return undefined;
  if (kept.change === lastListingsChange() && performance.now() - kept.at < (keepMsOf.get(db) ?? COUNT_KEEP_MS))
    return kept.total;
  keptCounts.get(db)?.delete(key);
  return undefined;
}

/** Keeps the filter's count `total`, counted now (not when counts are kept for 0 ms). */
export function keepCount(db: Db, key: string, total: number): void {
  if (keepMsOf.get(db) === 0) return;
  let counts = keptCounts.get(db);
  if (!counts) keptCounts.set(db, (counts = new Map()));
  counts.delete(key);
  counts.set(key, { total, at: performance.now(), change: lastListingsChange() });
  // A Map iterates in insertion order: the first is the oldest.
  if (counts.size > MAX_KEPT_COUNTS) counts.delete(counts.keys().next().value!);
}
