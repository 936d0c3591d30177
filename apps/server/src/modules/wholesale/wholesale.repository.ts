/** Wholesale queries (Drizzle only, no rules). Discounts in paise. */
import { and, asc, count, desc, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { wholesalePriceBreaks, wholesaleProducts } from '../../db/schema/wholesale';

export type WholesaleRow = typeof wholesaleProducts.$inferSelect;
export type PriceBreakRow = typeof wholesalePriceBreaks.$inferSelect;
export type NewPriceBreak = Omit<typeof wholesalePriceBreaks.$inferInsert, 'wholesaleProductId'>;

/** A new wholesale entry for the product; undefined when it already has one (unique product_id). */
export async function insertWholesale(tx: DbOrTx, productId: string, now: Date): Promise<WholesaleRow | undefined> {
  const [row] = await tx
    .insert(wholesaleProducts)
    .values({ productId, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: wholesaleProducts.productId })
    .returning();
  return row;
}

/** The entry with this id, its row locked until the caller's transaction ends. */
export async function lockWholesale(tx: DbOrTx, id: string): Promise<WholesaleRow | undefined> {
  const [row] = await tx.select().from(wholesaleProducts).where(eq(wholesaleProducts.id, id)).limit(1).for('update');
  return row;
}

/** Replaces the entry's breaks with `breaks` and stamps it updated. */
export async function replaceBreaks(
  tx: DbOrTx,
  wholesaleProductId: string,
  breaks: readonly NewPriceBreak[],
  now: Date,
): Promise<void> {
  await tx.delete(wholesalePriceBreaks).where(eq(wholesalePriceBreaks.wholesaleProductId, wholesaleProductId));
  await tx.insert(wholesalePriceBreaks).values(breaks.map((b) => ({ ...b, wholesaleProductId })));
  await tx.update(wholesaleProducts).set({ updatedAt: now }).where(eq(wholesaleProducts.id, wholesaleProductId));
}

/** Deletes the entry and (cascade) its breaks; the deleted row or undefined. */
export async function deleteWholesale(tx: DbOrTx, id: string): Promise<WholesaleRow | undefined> {
  const [row] = await tx.delete(wholesaleProducts).where(eq(wholesaleProducts.id, id)).returning();
  return row;
}

/**
 * A page of entries, most recently changed first, optionally of some products only; with the total.
 * Entries of archived (deleted) products are left out, in the shop's list and the staff screen's
 * alike: the product is not on sale; restoring it brings its entry back (issue 9).
 */
export async function listWholesale(
  db: DbOrTx,
  options: { productIds?: readonly string[]; limit: number; offset: number },
) {
  const onSale = exists(
    db
      .select({ one: sql`1` })
      .from(products)
      .where(and(eq(products.id, wholesaleProducts.productId), isNull(products.archivedAt))),
  );
  const where = and(
    onSale,
    options.productIds ? inArray(wholesaleProducts.productId, [...options.productIds]) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(wholesaleProducts)
      .where(where)
      .orderBy(desc(wholesaleProducts.updatedAt), asc(wholesaleProducts.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(wholesaleProducts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The breaks of these entries, by entry and minimum quantity. */
export function breaksOf(db: DbOrTx, wholesaleProductIds: readonly string[]): Promise<PriceBreakRow[]> {
  if (wholesaleProductIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(wholesalePriceBreaks)
    .where(inArray(wholesalePriceBreaks.wholesaleProductId, [...wholesaleProductIds]))
    .orderBy(asc(wholesalePriceBreaks.wholesaleProductId), asc(wholesalePriceBreaks.minQuantity));
}

/** The breaks of these products with their product id, smallest minimum first. */
export function breaksOfProducts(db: DbOrTx, productIds: readonly string[]) {
  return db
    .select({
      productId: wholesaleProducts.productId,
      minQuantity: wholesalePriceBreaks.minQuantity,
      maxQuantity: wholesalePriceBreaks.maxQuantity,
      discountPaise: wholesalePriceBreaks.discountPaise,
    })
    .from(wholesalePriceBreaks)
    .innerJoin(wholesaleProducts, eq(wholesaleProducts.id, wholesalePriceBreaks.wholesaleProductId))
    .where(inArray(wholesaleProducts.productId, [...productIds]))
    .orderBy(asc(wholesaleProducts.productId), asc(wholesalePriceBreaks.minQuantity));
}
