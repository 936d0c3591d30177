/** Queries behind the dashboard's catalogue figures (Drizzle only; decision 034). */
import { and, asc, count, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/catalog';

/** How many products are on sale (archived ones left out) and how many units they hold together. */
export async function catalogueTotals(db: DbOrTx): Promise<{ products: number; units: number }> {
  const [row] = await db
    .select({ products: count(), units: sql<string>`coalesce(sum(${products.stock}), 0)` })
    .from(products)
    .where(isNull(products.archivedAt));
  return { products: Number(row?.products ?? 0), units: Number(row?.units ?? 0) };
}

/** Products on sale with at most `threshold` units, fewest first, at most `limit`. */
export function fewestInStock(db: DbOrTx, threshold: number, limit: number) {
  return db
    .select({
      id: products.id,
      productName: products.productName,
      sku: products.sku,
      stock: products.stock,
      inStock: products.inStock,
    })
    .from(products)
    .where(and(lte(products.stock, threshold), isNull(products.archivedAt)))
    .orderBy(asc(products.stock), asc(products.productName), asc(products.id))
    .limit(limit);
}
