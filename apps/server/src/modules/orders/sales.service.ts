/**
 * Sales figures other modules show (a review's 'Verified purchase', the home page's Trending, the product page's
 * 'N sold in the last 24 hours').
 * Read from real orders: only paid ones count, by when they were placed.
 */
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import * as repo from './orders.repository';
import { paidUnitsSince } from './product-sales.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Which of these customers bought the product and received it: they have an order holding it
 * whose status is Delivered (a review's 'Verified purchase'). Read when asked, so an order
 * delivered after the review was written counts from then on, and one moved back stops counting.
 */
export async function customersWhoReceived(db: DbOrTx, productId: string, customerIds: string[]): Promise<Set<string>> {
  return new Set(await repo.buyersWithStatus(db, productId, [...new Set(customerIds)], 'Delivered'));
}

/**
 * The best sellers: products by units in paid orders placed in the `days` days before
 * `clock.now()`, most first, at most `limit` (bounded; the caller filters and tops up).
 */
export function topSellersSince(
  db: DbOrTx,
  clock: Clock,
  days: number,
  limit: number,
): Promise<{ productId: string; units: number }[]> {
  return repo.topPaidProductsSince(db, new Date(clock.now().getTime() - days * DAY_MS), limit);
}

/**
 * Units of the product in paid orders placed in the 24 hours before `clock.now()`, 0 when none:
 * the product page's 'N sold in the last 24 hours' (shopper spec §2 Product detail).
 */
export function unitsSoldLastDay(db: Db, productId: string, clock: Clock): Promise<number> {
  return paidUnitsSince(db, productId, new Date(clock.now().getTime() - DAY_MS));
}
