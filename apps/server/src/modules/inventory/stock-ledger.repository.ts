/**
 * Stock ledger queries (docs/decisions/037; Drizzle only, no rules). The rows themselves are
 * written by the database trigger on products.stock from the cause a transaction declares
 * (db/stock-cause.ts). Reads the ledger's own table only.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { stockMovements } from '../../db/schema/inventory';

export type StockMovementRow = typeof stockMovements.$inferSelect;

/** The product's ledger, newest first, a page at a time, with the count of all its rows. */
export async function ledgerOf(
  db: DbOrTx,
  productId: string,
  limit: number,
  offset: number,
): Promise<{ rows: StockMovementRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, productId))
      .orderBy(desc(stockMovements.seq))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(stockMovements).where(eq(stockMovements.productId, productId)),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The product's newest ledger row, or undefined. */
export async function lastMovementOf(db: DbOrTx, productId: string): Promise<StockMovementRow | undefined> {
  const [row] = await db
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.productId, productId))
    .orderBy(desc(stockMovements.seq))
    .limit(1);
  return row;
}

/** The ledger rows written for an order, oldest first. */
export function movementsOfOrder(db: DbOrTx, orderId: string): Promise<StockMovementRow[]> {
  return db.select().from(stockMovements).where(eq(stockMovements.orderId, orderId)).orderBy(stockMovements.seq);
}

/** Each product's ledger summed up, for the ledger check (inventory.service ledgerMismatches). */
export interface LedgerTotal {
  productId: string;
  /** The sum of its rows' changes. */
  ledger: number;
  /** The newest row's quantity_after. */
  lastAfter: number;
  /** Every row starts where the one before it ended. */
  chained: boolean;
}

/** Per product that has ledger rows: the sum of its changes, its newest row's count and whether its rows chain. */
export async function ledgerTotals(db: DbOrTx): Promise<LedgerTotal[]> {
  const result = await db.execute(sql`
    with moves as (
      select product_id, quantity_before, quantity_after,
        lag(quantity_after) over (partition by product_id order by seq) as previous_after,
        row_number() over (partition by product_id order by seq desc) as newest
      from stock_movements
    )
    select product_id, sum(quantity_after - quantity_before)::integer as ledger,
      max(case when newest = 1 then quantity_after end) as last_after,
      bool_and(previous_after is null or previous_after = quantity_before) as chained
    from moves group by product_id`);
  return rawRows<{ product_id: string; ledger: number; last_after: number; chained: boolean }>(result).map((r) => ({
    productId: r.product_id,
    ledger: Number(r.ledger),
    lastAfter: Number(r.last_after),
    chained: r.chained,
  }));
}

/** How many ledger rows a product has (tests and the ledger view's count). */
export async function countMovements(db: DbOrTx, productId: string, reason?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(stockMovements)
    .where(
      reason
        ? and(eq(stockMovements.productId, productId), eq(stockMovements.reason, reason))
        : eq(stockMovements.productId, productId),
    );
  return row?.n ?? 0;
}
