/** Units of one product sold in paid orders (Drizzle only, no rules): the product page's day of sales. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keptStatement } from '../../db/kept-statement';
import { orderLines, orders } from '../../db/schema/orders';

/**
 * Units of the product (placeholder `id`) in paid orders placed at or after the placeholder
 * `since` (an ISO time), 0 when none. A prepared statement: the product page reads it on every
 * view (shopper spec §2 'N sold in the last 24 hours').
 */
const paidUnitsStatement = keptStatement((db) =>
  db
    .select({
      sold: sql<string>`(SELECT coalesce(sum(ol.quantity), 0) FROM ${orderLines} ol JOIN ${orders} o ON o.id = ol.order_id
        WHERE ol.product_id = ${sql.placeholder('id')} AND o.payment_status = 'Paid' AND o.created_at >= ${sql.placeholder('since')})`,
    })
    .from(sql`(SELECT 1) AS one`)
    .prepare('orders_paid_units_since'),
);

/** Units of the product in paid orders placed at or after `since`, 0 when none. */
export async function paidUnitsSince(db: Db, productId: string, since: Date): Promise<number> {
  const [row] = await paidUnitsStatement(db).execute({ id: productId, since: since.toISOString() });
  return Number(row?.sold ?? 0);
}
