/** Wholesale queries (Drizzle only, no rules). Discounts in paise. */
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { keptStatement } from '../../db/kept-statement';
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

/** The product ids that have an entry, of `productIds` when given (all entries' otherwise). */
export async function productIdsWithEntries(db: DbOrTx, productIds?: readonly string[]): Promise<string[]> {
  if (productIds?.length === 0) return [];
  const rows = await db
    .select({ productId: wholesaleProducts.productId })
    .from(wholesaleProducts)
    .where(productIds ? inArray(wholesaleProducts.productId, [...productIds]) : undefined);
  return rows.map((row) => row.productId);
}

/**
 * A page of the entries of these products (non-empty), most recently changed first; with the total.
 * The service passes only products on sale (catalog's onSaleProductIds).
 */
export async function listWholesale(
  db: DbOrTx,
  options: { productIds: readonly string[]; limit: number; offset: number },
) {
  const where = inArray(wholesaleProducts.productId, [...options.productIds]);
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
  return breaksStatement(db).execute({ productIds: [...productIds] });
}

/**
 * breaksOfProducts' statement, built once (db/kept-statement.ts): every quote and order reads it.
 * The ids are one array parameter, so any number of them is the same statement.
 */
const breaksStatement = keptStatement((db) =>
  db
    .select({
      productId: wholesaleProducts.productId,
      minQuantity: wholesalePriceBreaks.minQuantity,
      maxQuantity: wholesalePriceBreaks.maxQuantity,
      discountPaise: wholesalePriceBreaks.discountPaise,
    })
    .from(wholesalePriceBreaks)
    .innerJoin(wholesaleProducts, eq(wholesaleProducts.id, wholesalePriceBreaks.wholesaleProductId))
    .where(sql`${wholesaleProducts.productId} = ANY(${sql.placeholder('productIds')}::text[])`)
    .orderBy(asc(wholesaleProducts.productId), asc(wholesalePriceBreaks.minQuantity))
    .prepare('wholesale_breaks_of_products'),
);
