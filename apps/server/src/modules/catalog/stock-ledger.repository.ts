/**
 * Stock ledger queries (docs/decisions/037; Drizzle only, no rules). The rows themselves are
 * written by the database trigger on products.stock from the cause a transaction declares here.
 */
import type { StockCause } from '@shop/domain/inventory/stock-ledger';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { products, stockMovements } from '../../db/schema/catalog';

export type StockMovementRow = typeof stockMovements.$inferSelect;

/**
 * Declares why the stock changes that follow in this transaction happen (until it ends or the
 * next declaration): the trigger copies it into every ledger row it writes.
 */
export async function declareStockCause(tx: DbOrTx, cause: StockCause): Promise<void> {
  const json = JSON.stringify({
    reason: cause.reason,
    note: cause.note ?? '',
    orderId: cause.orderId ?? null,
    actorKind: cause.actor.kind,
    actorId: cause.actor.id,
  });
  await tx.execute(sql`select set_config('makershop.stock_cause', ${json}, true)`);
}

/** The product's unit count and in-stock flag under a row lock until `tx` ends, or undefined. */
export async function lockStock(
  tx: DbOrTx,
  productId: string,
): Promise<{ stock: number; inStock: boolean } | undefined> {
  const [row] = await tx
    .select({ stock: products.stock, inStock: products.inStock })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return row;
}

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

/**
 * Products whose ledger does not add up: the stock differs from the sum of the ledger's changes
 * or from its newest row's quantity_after, or a row does not start where the one before ended.
 * Empty when the invariant holds.
 */
export async function ledgerMismatches(db: DbOrTx): Promise<{ productId: string; stock: number; ledger: number }[]> {
  const result = await db.execute(sql`
    with moves as (
      select product_id, quantity_before, quantity_after,
        lag(quantity_after) over (partition by product_id order by seq) as previous_after,
        row_number() over (partition by product_id order by seq desc) as newest
      from stock_movements
    ), totals as (
      select product_id, sum(quantity_after - quantity_before)::integer as ledger,
        max(case when newest = 1 then quantity_after end) as last_after,
        bool_and(previous_after is null or previous_after = quantity_before) as chained
      from moves group by product_id
    )
    select p.id as product_id, p.stock, coalesce(t.ledger, 0) as ledger
    from products p left join totals t on t.product_id = p.id
    where t.product_id is null or t.ledger <> p.stock or t.last_after <> p.stock or not t.chained`);
  return rawRows<{ product_id: string; stock: number; ledger: number }>(result).map((r) => ({
    productId: r.product_id,
    stock: Number(r.stock),
    ledger: Number(r.ledger),
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
