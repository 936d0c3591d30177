/** Queries behind the dashboard's order figures (Drizzle only; decision 034). Paid = payment_status 'Paid'. */
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders } from '../../db/schema/orders';

/** The India calendar date of created_at, whatever the session's time zone: UTC wall time plus 05:30. */
const indiaDay = sql<string>`to_char((${orders.createdAt} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

export async function countOrders(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(orders);
  return row?.total ?? 0;
}

/** The newest orders, newest first. */
export function newestOrders(db: DbOrTx, limit: number) {
  return db
    .select({
      id: orders.id,
      name: orders.name,
      totalPaise: orders.totalPaise,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** Paid orders placed since `since`, summed per India day: total paise and how many. */
export async function paidTotalsByIndiaDay(
  db: DbOrTx,
  since: Date,
): Promise<{ day: string; totalPaise: number; orders: number }[]> {
  const rows = await db
    .select({ day: indiaDay, totalPaise: sql<string>`sum(${orders.totalPaise})`, orders: count() })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'Paid'), gte(orders.createdAt, since)))
    .groupBy(indiaDay);
  return rows.map((r) => ({ day: r.day, totalPaise: Number(r.totalPaise), orders: Number(r.orders) }));
}

/** Products by their line totals in paid orders placed since `since`, highest first. */
export async function topPaidProductsByRevenue(db: DbOrTx, since: Date, limit: number) {
  const revenue = sql<string>`sum(${orderLines.totalPaise})`;
  const rows = await db
    .select({
      productId: orderLines.productId,
      productName: sql<string>`max(${orderLines.productName})`,
      revenue,
      units: sql<string>`sum(${orderLines.quantity})`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.paymentStatus, 'Paid'), gte(orders.createdAt, since)))
    .groupBy(orderLines.productId)
    .orderBy(desc(revenue), orderLines.productId)
    .limit(limit);
  return rows.map((r) => ({
    productId: r.productId,
    productName: r.productName,
    revenuePaise: Number(r.revenue),
    units: Number(r.units),
  }));
}

/** Paid orders placed since `since`, counted by their status now. */
export async function paidOrdersByStatus(db: DbOrTx, since: Date) {
  const rows = await db
    .select({ status: orders.status, total: count() })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'Paid'), gte(orders.createdAt, since)))
    .groupBy(orders.status);
  return rows.map((r) => ({ status: r.status, count: Number(r.total) }));
}
