/**
 * Sales figures other modules show (shopper spec §2 product detail: 'N sold in the last 24 hours').
 * Read from real orders: only paid ones count, by when they were placed.
 */
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import * as repo from './orders.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Units of the product in paid orders placed in the 24 hours before `clock.now()`; 0 for an unknown id. */
export function unitsSoldLast24h(db: Db, productId: string, clock: Clock): Promise<number> {
  return repo.paidUnitsSince(db, productId, new Date(clock.now().getTime() - DAY_MS));
}
