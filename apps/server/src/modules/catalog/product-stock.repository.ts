/**
 * Stock on the products table (Drizzle only, no rules): the row lock, the one-statement take and
 * give-back an order makes, a write-off, Quick Stock's and an adjustment's write, and the stock
 * report's reads. The ledger rows are written by the database trigger on products.stock from the
 * cause the caller declared (db/stock-cause.ts); the inventory module calls these through
 * product-stock.service.ts (docs/decisions/037, 063).
 */
import { and, asc, count, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { keptStatement } from '../../db/kept-statement';
import { products } from '../../db/schema/catalog';
import { refuseUnless } from '../../db/refused-in-database';
import { pricedColumns, SALE_TERMS, type StockedProduct } from './catalog.repository';

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

/** What a stock take writes: `quantity` units fewer, changed `now` (placeholders). */
const takenUnits = () => ({
  stock: sql`${products.stock} - ${sql.placeholder('quantity')}`,
  // updated_at from a placeholder: Drizzle would build in the time it built the statement.
  updatedAt: sql`${sql.placeholder('now')}::timestamptz`,
});

/** Which row a stock take may change: the product `productId`, listed in stock, not archived, with `needed` units or more. */
const takeable = () =>
  and(
    eq(products.id, sql.placeholder('productId')),
    eq(products.inStock, true),
    gte(products.stock, sql.placeholder('needed')),
    isNull(products.archivedAt),
  );

/** takeStock's statement, built once (db/kept-statement.ts): it runs in every order's transaction. */
const takeStockStatement = keptStatement((db) =>
  db.update(products).set(takenUnits()).where(takeable()).returning(pricedColumns).prepare('stock_take'),
);

/** SQL true while the product's sale terms (SALE_TERMS) equal the placeholders of the same names. */
const saleTermsAsRead = () =>
  and(
    ...SALE_TERMS.map((key) => {
      const column = pricedColumns[key];
      return sql`${column} IS NOT DISTINCT FROM ${sql.placeholder(key)}::${sql.raw(column.getSQLType())}`;
    }),
  );

const STOCK_TAKE_REFUSED = 'stock take refused';

/** takeStockOrRefuse's statement: the take as a data-changing CTE, and refuse_unless on its count. */
const takeStockOrRefuseStatement = keptStatement((db) => {
  const taken = db
    .$with('taken')
    .as(db.update(products).set(takenUnits()).where(and(takeable(), saleTermsAsRead())).returning({ id: products.id }));
  return db
    .with(taken)
    .select({ taken: refuseUnless(sql`count(*) = 1`, STOCK_TAKE_REFUSED) })
    .from(taken)
    .prepare('stock_take_or_refuse');
});

/**
 * Takes `quantity` units of a product in one statement: succeeds only while the product is
 * listed in stock with at least `needed` units (≥ quantity; more for a bulk tier), so stock never
 * goes below zero and concurrent buyers cannot take the same unit. Returns the product as it
 * stands under the row lock, or undefined when there were too few units or no product.
 */
export async function takeStock(
  db: DbOrTx,
  productId: string,
  quantity: number,
  needed = quantity,
): Promise<StockedProduct | undefined> {
  const [taken] = await takeStockStatement(db).execute({
    productId,
    quantity,
    needed: Math.max(needed, quantity),
    now: new Date().toISOString(),
  });
  return taken;
}

/**
 * takeStock for an order whose COMMIT is already on its way (docs/decisions/104): takes the units
 * only while the product is as `asRead` (its SALE_TERMS, from the read the order was priced from)
 * and holds `needed` units, and otherwise fails the statement in the database (refuse_unless,
 * STOCK_TAKE_REFUSED), which rolls the caller's transaction back. Says nothing of why.
 */
export async function takeStockOrRefuse(
  db: DbOrTx,
  asRead: StockedProduct,
  quantity: number,
  needed = quantity,
): Promise<void> {
  const terms = Object.fromEntries(SALE_TERMS.map((key) => [key, asRead[key]]));
  await takeStockOrRefuseStatement(db).execute({
    ...terms,
    productId: asRead.id,
    quantity,
    needed: Math.max(needed, quantity),
    now: new Date().toISOString(),
  });
}

/** Gives `quantity` units back to a product. */
export async function returnStock(db: DbOrTx, productId: string, quantity: number): Promise<void> {
  await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(eq(products.id, productId));
}

/** Takes `quantity` units off a product whatever its listing state (a write-off); false when it has fewer. */
export async function removeStock(db: DbOrTx, productId: string, quantity: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(and(eq(products.id, productId), gte(products.stock, quantity)))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** Sets a product's unit count and in-stock flag; returns false when there is no such product. */
export async function setStock(db: DbOrTx, productId: string, stock: number, inStock: boolean): Promise<boolean> {
  const updated = await db
    .update(products)
    .set({ stock, inStock })
    .where(eq(products.id, productId))
    .returning({ id: products.id });
  return updated.length === 1;
}

/** Sets the unit count, and the in-stock flag to whether there are any (an inventory adjustment). */
export async function writeStock(tx: DbOrTx, productId: string, stock: number): Promise<void> {
  await tx
    .update(products)
    .set({ stock, inStock: stock > 0 })
    .where(eq(products.id, productId));
}

/** Every product's id and unit count, archived ones too: what the ledger check compares. */
export function allProductStocks(db: DbOrTx): Promise<{ productId: string; stock: number }[]> {
  return db.select({ productId: products.id, stock: products.stock }).from(products);
}

/** Products on sale (not archived) and their units in stock. */
export async function catalogueTotals(db: DbOrTx): Promise<{ products: number; units: number }> {
  const [row] = await db
    .select({ products: count(), units: sql<string>`coalesce(sum(${products.stock}), 0)` })
    .from(products)
    .where(isNull(products.archivedAt));
  return { products: Number(row?.products ?? 0), units: Number(row?.units ?? 0) };
}

/** Up to `limit` products on sale with `threshold` units or fewer, fewest first. */
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
