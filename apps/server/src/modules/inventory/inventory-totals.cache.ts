/**
 * The inventory's summary cards kept in this process (docs/decisions/080): their totals read every
 * product on sale (about 2 s at a million products, the whole table), so a page of the inventory
 * must not wait for them each time. Kept INVENTORY_TOTALS_KEEP_MS; once older, the kept figures
 * answer while fresh ones are read in the background, so only the first view after a start
 * waits. Staff's adjustments and imports drop them (the next view reads them anew); orders
 * change stock without dropping them, so the cards can be up to that long behind. 0 keeps
 * nothing: every view reads them (the tests). Per database, so two apps in one process never share.
 */
import type { Db, DbOrTx } from '../../db/client';
import { inventoryTotals } from '../catalog/product-stock.service';

type Totals = Awaited<ReturnType<typeof inventoryTotals>>;

interface Kept {
  totals: Promise<Totals>;
  /** When they were read (performance.now() ms). */
  at: number;
  refreshing: boolean;
}

const keepMsOf = new WeakMap<DbOrTx, number>();
const keptOf = new WeakMap<DbOrTx, Kept>();

/** Sets how long `db`'s totals are kept (ms; 0: not kept). Call once, before the first view. */
export function configureInventoryTotals(db: Db, keepMs: number): void {
  keepMsOf.set(db, keepMs);
  keptOf.delete(db);
}

/** Drops `db`'s kept totals: staff changed stock or products, and expect to see it. */
export function dropInventoryTotals(db: DbOrTx): void {
  keptOf.delete(db);
}

/** The cards' totals (inventoryTotals): kept ones when there are, refreshed in the background once older than the keep time. */
export function keptInventoryTotals(db: DbOrTx): Promise<Totals> {
  const keepMs = keepMsOf.get(db) ?? 0;
  if (keepMs === 0) return inventoryTotals(db);
  const kept = keptOf.get(db);
  if (!kept) {
    const fresh: Kept = { totals: inventoryTotals(db), at: performance.now(), refreshing: false };
    keptOf.set(db, fresh);
    fresh.totals.catch(() => keptOf.get(db) === fresh && keptOf.delete(db));
    return fresh.totals;
  }
  if (performance.now() - kept.at >= keepMs && !kept.refreshing) {
    kept.refreshing = true;
    inventoryTotals(db).then(
      (totals) => {
        if (keptOf.get(db) === kept)
          keptOf.set(db, { totals: Promise.resolve(totals), at: performance.now(), refreshing: false });
      },
      () => (kept.refreshing = false),
    );
  }
  return kept.totals;
}
