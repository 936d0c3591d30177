/**
 * The stock cause a transaction declares for the ledger trigger on products.stock
 * (docs/decisions/037, 063): below the modules, because the catalog (a product created or edited
 * with units) and the inventory (orders, adjustments, imports) both change stock and neither owns
 * the other's tables. It writes no table: it sets a transaction setting the trigger reads.
 */
import type { StockCause } from '@shop/domain/inventory/stock-ledger.rules';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { keptStatement } from './kept-statement';

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
  await stockCauseStatement(tx).execute({ json });
}

/**
 * declareStockCause's statement, kept (db/kept-statement.ts) as the stock takes sent after it in
 * an order's transaction are: postgres.js sends statements started together in the order they
 * were started only when they take the same path (db/pipelined.ts).
 */
const stockCauseStatement = keptStatement((db) =>
  db
    .select({ cause: sql<string>`set_config('makershop.stock_cause', ${sql.placeholder('json')}, true)` })
    .from(sql`(VALUES (1)) AS one (x)`)
    .prepare('stock_cause_declare'),
);
