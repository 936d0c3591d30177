/** Tables of the inventory module: the stock ledger (docs/decisions/037, 063). */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt } from './columns';

/**
 * The stock ledger (issue 9, docs/decisions/037): one row per change of a product's unit count,
 * with the count before and after, why (reason code and note), who (staff, customer or system)
 * and the order when there is one. Written by the trigger `products_stock_ledger` (migration
 * 0025) in the same statement as the change, from the cause the transaction declared with
 * set_config('makershop.stock_cause', …) — so no path can change stock without a row, and a
 * product's stock always equals its last row's quantity_after. `seq` orders one product's rows
 * (taken under the product's row lock, so it follows the order the changes happened in).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    orderId: text('order_id'),
    actorKind: text('actor_kind').$type<'staff' | 'customer' | 'system'>().notNull().default('system'),
    actorId: text('actor_id'),
    quantityBefore: integer('quantity_before').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.productId, t.seq),
    index('stock_movements_order_idx').on(t.orderId),
  ],
);
