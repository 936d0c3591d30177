/** Bulk order queries (Drizzle only, no rules): orders holding at least one line bought at a bulk tier. */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@shop/domain/orders/order-status.rules';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import type { OrderRow } from './orders.repository';

export interface BulkOrderSearch {
  status?: OrderStatus;
  limit: number;
  offset: number;
}

/**
 * A page of the orders with a bulk line (orders.has_bulk_items, set when the order is placed),
 * newest first, with the count of all matches. Two queries one after the other: `db` may be a
 * transaction, which must never run two at once.
 */
export async function searchBulkOrders(
  db: DbOrTx,
  query: BulkOrderSearch,
): Promise<{ rows: OrderRow[]; total: number }> {
  const conditions: SQL[] = [eq(orders.hasBulkItems, true)];
  if (query.status) conditions.push(eq(orders.status, query.status));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit)
    .offset(query.offset);
  const [totals] = await db.select({ total: count() }).from(orders).where(where);
  return { rows, total: totals?.total ?? 0 };
}
