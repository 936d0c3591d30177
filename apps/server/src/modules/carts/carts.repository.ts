/** Saved-cart queries (Drizzle only, no rules). Every query names the customer: one row per customer. */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customerCarts, type StoredCartLine } from '../../db/schema/carts';

export type CartRow = typeof customerCarts.$inferSelect;
export type { StoredCartLine };

/** The customer's saved cart, or undefined when they never saved one; `lock` takes its row lock (inside a transaction). */
export async function findCart(db: DbOrTx, customerId: string, lock = false): Promise<CartRow | undefined> {
  const query = db.select().from(customerCarts).where(eq(customerCarts.customerId, customerId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Replaces the customer's saved cart in one statement (insert, or update the row they have). */
export async function replaceCart(
  db: DbOrTx,
  customerId: string,
  lines: StoredCartLine[],
  couponCode: string | null,
): Promise<CartRow> {
  const [row] = await db
    .insert(customerCarts)
    .values({ customerId, lines, couponCode })
    .onConflictDoUpdate({ target: customerCarts.customerId, set: { lines, couponCode, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

/** Deletes the customer's saved cart (account erasure, issue 29). */
export async function deleteSavedCart(db: DbOrTx, customerId: string): Promise<void> {
  await db.delete(customerCarts).where(eq(customerCarts.customerId, customerId));
}
