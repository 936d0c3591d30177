/**
 * The listing's capped counts kept in this process (docs/decisions/023, 063): reading 10,001
 * index entries cost more than the page itself, so a filter's count is kept for COUNT_KEEP_MS.
 * Only the count: the page's cards are read on every call. Counts change when products are added
 * or change category, price, flags or reviews; a change that concerns every listing
 * (invalidateListings, listing.cache.ts) drops them at once. Per database, so two apps in one
 * process (tests) never share counts. Keys come from product-list.repository listingCountKey.
 */
import type { Db } from '../../db/client';
import { lastListingsChange } from './listing.cache';

/** How long a filter's capped count is kept (ms). */
export const COUNT_KEEP_MS = 10_000;
/** Filters whose count is kept at most per database; the oldest go first. */
const MAX_KEPT_COUNTS = 2_000;

/** Capped counts per filter and its values, per database, with when each was counted. */
const keptCounts = new WeakMap<Db, Map<string, { total: number; at: number; change: number }>>();

/** The filter's capped count if it was counted in the last COUNT_KEEP_MS and nothing has changed every listing since. */
export function keptCount(db: Db, key: string): number | undefined {
  const kept = keptCounts.get(db)?.get(key);
  if (!kept) return undefined;
  if (kept.change === lastListingsChange() && performance.now() - kept.at < COUNT_KEEP_MS) return kept.total;
  keptCounts.get(db)?.delete(key);
  return undefined;
}

/** Keeps the filter's count `total`, counted now. */
export function keepCount(db: Db, key: string, total: number): void {
  let counts = keptCounts.get(db);
  if (!counts) keptCounts.set(db, (counts = new Map()));
  counts.delete(key);
  counts.set(key, { total, at: performance.now(), change: lastListingsChange() });
  // A Map iterates in insertion order: the first is the oldest.
  if (counts.size > MAX_KEPT_COUNTS) counts.delete(counts.keys().next().value!);
}
