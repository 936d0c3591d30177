/** Back-in-stock alert queries (Drizzle only): the stock_alerts rows. */
import { and, count, desc, eq, gte, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { stockAlerts } from '../../db/schema/stock-alerts';

export type StockAlertRow = typeof stockAlerts.$inferSelect;
type Status = StockAlertRow['status'];

const OPEN = inArray(stockAlerts.status, ['pending', 'active']);

/** The address's open (pending or active) alert for the product, locked until the transaction ends. */
export async function lockOpenAlert(db: DbOrTx, productId: string, email: string): Promise<StockAlertRow | undefined> {
  const [row] = await db
    .select()
    .from(stockAlerts)
    .where(and(eq(stockAlerts.productId, productId), eq(stockAlerts.email, email), OPEN))
    .for('update');
  return row;
}

/** Open alerts of the address that count against its cap: every active one, and pending ones made since `pendingSince`. */
export async function countOpenAlerts(db: DbOrTx, email: string, pendingSince: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.email, email),
        or(
          eq(stockAlerts.status, 'active'),
          and(eq(stockAlerts.status, 'pending'), gte(stockAlerts.createdAt, pendingSince)),
        ),
      ),
    );
  return row?.n ?? 0;
}

export async function insertAlert(db: DbOrTx, values: typeof stockAlerts.$inferInsert): Promise<StockAlertRow> {
  const [row] = await db.insert(stockAlerts).values(values).returning();
  return row!;
}

/** Changes an alert's fields (status and its instant, the owner, a pending alert's fresh start); returns the row. */
export async function updateAlert(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<StockAlertRow, 'status' | 'userId' | 'createdAt' | 'confirmedAt' | 'unsubscribedAt'>>,
): Promise<StockAlertRow> {
  const [row] = await db.update(stockAlerts).set(values).where(eq(stockAlerts.id, id)).returning();
  return row!;
}

export async function lockAlert(db: DbOrTx, id: string): Promise<StockAlertRow | undefined> {
  const [row] = await db.select().from(stockAlerts).where(eq(stockAlerts.id, id)).for('update');
  return row;
}

/** Stops every open alert of the address; returns how many. */
export async function unsubscribeAddress(db: DbOrTx, email: string, now: Date): Promise<number> {
  const rows = await db
    .update(stockAlerts)
    .set({ status: 'unsubscribed', unsubscribedAt: now })
    .where(and(eq(stockAlerts.email, email), OPEN))
    .returning({ id: stockAlerts.id });
  return rows.length;
}

/** The customer's alerts, newest first, at most `limit`. */
export function alertsOfUser(db: DbOrTx, userId: string, limit: number): Promise<StockAlertRow[]> {
  return db
    .select()
    .from(stockAlerts)
    .where(eq(stockAlerts.userId, userId))
    .orderBy(desc(stockAlerts.createdAt), desc(stockAlerts.id))
    .limit(limit);
}

/** How many alerts the customer has asked for in all (whatever their status). */
export async function countAlertsOfUser(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(stockAlerts).where(eq(stockAlerts.userId, userId));
  return row?.total ?? 0;
}

/** Products that active alerts wait for, at most `limit` (the sweep takes the rest next time). */
export async function productsWaitedFor(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ productId: stockAlerts.productId })
    .from(stockAlerts)
    .where(eq(stockAlerts.status, 'active'))
    .limit(limit);
  return rows.map((row) => row.productId);
}

/**
 * Marks up to `limit` of the product's active alerts notified at `now` and returns them; rows
 * another sweep holds are skipped (SKIP LOCKED), so two sweeps never mail one alert twice.
 */
export async function takeActiveAlerts(db: DbOrTx, productId: string, now: Date, limit: number) {
  const picked = db
    .select({ id: stockAlerts.id })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.productId, productId), eq(stockAlerts.status, 'active')))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(stockAlerts)
    .set({ status: 'notified' satisfies Status, notifiedAt: now })
    .where(inArray(stockAlerts.id, picked))
    .returning({ id: stockAlerts.id, email: stockAlerts.email });
}

/** Active alerts a product has, for each of `productIds` that has any. */
export async function activeCounts(db: DbOrTx, productIds: readonly string[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: stockAlerts.productId, n: count() })
    .from(stockAlerts)
    .where(and(inArray(stockAlerts.productId, [...productIds]), eq(stockAlerts.status, 'active')))
    .groupBy(stockAlerts.productId);
  return new Map(rows.map((row) => [row.productId, row.n]));
}

/** Whether any alert is active (the sweep keeps its chain going only then). */
export async function anyActive(db: DbOrTx): Promise<boolean> {
  const rows = await db
    .select({ id: stockAlerts.id })
    .from(stockAlerts)
    .where(eq(stockAlerts.status, 'active'))
    .limit(1);
  return rows.length > 0;
}

/** Deletes every alert of the customer or of their address (account erasure). */
export async function deleteAlertsOf(db: DbOrTx, userId: string, email: string): Promise<void> {
  await db.delete(stockAlerts).where(or(eq(stockAlerts.userId, userId), eq(stockAlerts.email, email)));
}
