/**
 * The products table as the inventory module sees it (issue 9; Drizzle only, no rules): the
 * summary cards, the paged table, the catalogue export, and what the CSV import reads and writes.
 * Here because the catalog owns the products table; the inventory reaches these through
 * product-stock.service.ts (docs/decisions/063). Amounts in paise.
 */
import { LOW_STOCK_THRESHOLD } from '@shop/domain/catalog/stock-label.rules';
import type { InventorySort } from '@shop/domain/inventory/inventory.schemas';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, categories, productStockLevels, products, subCategories } from '../../db/schema/catalog';
import { likeContaining } from '../../db/like-pattern';
import { inCategoryNamed, onSaleCopy } from './product-admin.repository';
import { staffListPage } from './staff-list-page.repository';

const outOfStock = or(eq(products.inStock, false), lte(products.stock, 0))!;
const lowStock = and(eq(products.inStock, true), gt(products.stock, 0), lte(products.stock, LOW_STOCK_THRESHOLD))!;
const inStock = and(eq(products.inStock, true), gt(products.stock, LOW_STOCK_THRESHOLD))!;
export const STATUS_CONDITIONS = { 'In Stock': inStock, 'Low Stock': lowStock, 'Out of Stock': outOfStock } as const;
/**
 * Products on sale: the inventory's cards, table and export leave archived (deleted) products out,
 * as the shop owner no longer stocks them; restoring one brings it back (issue 9).
 */
const onSale = isNull(products.archivedAt);

/** The cards' figures over the products on sale, in one scan. Value in paise. */
export async function inventoryTotals(db: DbOrTx) {
  const [row] = await db
    .select({
      totalProducts: count(),
      totalUnits: sql<number>`coalesce(sum(${products.stock}), 0)::bigint`,
      valuePaise: sql<number>`coalesce(sum(${products.stock}::bigint * ${products.pricePaise}), 0)::bigint`,
      inStock: sql<number>`count(*) filter (where ${inStock})::integer`,
      lowStock: sql<number>`count(*) filter (where ${lowStock})::integer`,
      outOfStock: sql<number>`count(*) filter (where ${outOfStock})::integer`,
    })
    .from(products)
    .where(onSale);
  return { ...row!, totalUnits: Number(row!.totalUnits), valuePaise: Number(row!.valuePaise) };
}

export interface InventoryQuery {
  /** Lower-cased text matched inside the search text (name, SKU, category, subcategory, brand, tags). */
  search?: string;
  status?: keyof typeof STATUS_CONDITIONS;
  categoryName?: string;
  sort: InventorySort;
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/**
 * Each order's values over products, then the id. By name in any case, as Product Management
 * orders: its index serves both (docs/decisions/080).
 */
const ROW_ORDER = {
  name: [sql`lower(${products.productName})`, products.id],
  sku: [products.sku, products.id],
  stock: [products.stock, products.id],
  price: [products.pricePaise, products.id],
  updated: [products.updatedAt, products.id],
} as const;

/**
 * The ids (`id`) of the first `limit` products on sale meeting `where` from `offset`, in the order
 * asked, each read from an index: by stock and by last update from product_stock_levels, the copy
 * whose indexes orders may change without touching products' (docs/decisions/100).
 */
function inventoryPageIds(db: DbOrTx, where: SQL | undefined, query: InventoryQuery, limit: number, offset: number) {
  const by = query.dir === 'desc' ? desc : asc;
  const ids = db
    .select({ id: sql<string>`${products.id}`.as('page_id') })
    .from(products)
    .$dynamic();
  if (query.sort === 'stock' || query.sort === 'updated') {
    const column = query.sort === 'stock' ? productStockLevels.stock : productStockLevels.updatedAt;
    return ids
      .innerJoin(productStockLevels, eq(productStockLevels.productId, products.id))
      .where(and(onSaleCopy(true), where))
      .orderBy(by(column), by(productStockLevels.productId))
      .limit(limit)
      .offset(offset);
  }
  return ids
    .where(where)
    .orderBy(...ROW_ORDER[query.sort].map((column) => by(column)))
    .limit(limit)
    .offset(offset);
}

/** The table's columns: the product's stock columns with its category's name. */
function selectInventory(db: DbOrTx) {
  return db
    .select({
      id: products.id,
      sku: products.sku,
      productName: products.productName,
      categoryName: categories.name,
      pricePaise: products.pricePaise,
      priceWithGstPaise: products.priceWithGstPaise,
      mrpPaise: products.mrpPaise,
      stock: products.stock,
      inStock: products.inStock,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId));
}

/** A row of the inventory table: the product's stock columns with its category's name. */
export type InventoryRow = Awaited<ReturnType<typeof findInventoryPage>>['rows'][number];

/**
 * A page of the table (products on sale) and the count of its matches up to ADMIN_COUNT_CAP
 * (`capped` when there are more; staffListPage, docs/decisions/080, 100).
 */
export async function findInventoryPage(db: DbOrTx, query: InventoryQuery) {
  const conditions: SQL[] = [onSale];
  if (query.status) conditions.push(STATUS_CONDITIONS[query.status]);
  if (query.categoryName) conditions.push(inCategoryNamed(query.categoryName));
  const base = and(...conditions);
  // The search text holds the SKU lower-cased (every way a product is written makes it so), so
  // one condition finds by SKU too, and the trigram index answers it: an OR with `sku ILIKE`,
  // which no index answers, read every product (1.8 s for "esp32" at a million).
  const search = query.search ? sql`${products.searchText} like ${likeContaining(query.search)}` : undefined;
  const { ids, total, capped } = await staffListPage(db, {
    base,
    search,
    pageIds: (where, limit, offset) => inventoryPageIds(db, where, query, limit, offset),
    orderValues: [...ROW_ORDER[query.sort]],
    dir: query.dir,
    byCategory: false,
    limit: query.limit,
    offset: query.offset,
  });
  const by = query.dir === 'desc' ? desc : asc;
  const rows =
    ids.length === 0
      ? []
      : await selectInventory(db)
          .where(inArray(products.id, ids))
          .orderBy(...ROW_ORDER[query.sort].map((column) => by(column)));
  return { rows, total, capped };
}

/** One product's table row, or undefined. */
export async function findInventoryRow(db: DbOrTx, productId: string): Promise<InventoryRow | undefined> {
  const [row] = await selectInventory(db).where(eq(products.id, productId));
  return row;
}

/**
 * Up to `limit` products on sale as the export writes them, by SKU, after the SKU `afterSku`
 * (from the first when undefined): the export reads the catalogue a batch at a time, each batch
 * from the SKU index, so its memory does not grow with the catalogue (docs/decisions/080).
 * Amounts in paise.
 */
export function exportRowsAfter(db: DbOrTx, afterSku: string | undefined, limit: number) {
  return db
    .select({
      sku: products.sku,
      productName: products.productName,
      category: categories.name,
      subCategory: subCategories.name,
      brand: brands.name,
      hsnCode: products.hsnCode,
      gstRateBp: products.gstRateBp,
      warrantyMonths: products.warrantyMonths,
      extendedWarrantyMonths: products.extendedWarrantyMonths,
      extendedWarrantyPricePaise: products.extendedWarrantyPricePaise,
      countryOfOrigin: products.countryOfOrigin,
      importerDetails: products.importerDetails,
      mrpPaise: products.mrpPaise,
      pricePaise: products.pricePaise,
      stock: products.stock,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(afterSku === undefined ? onSale : and(onSale, gt(products.sku, afterSku)))
    .orderBy(asc(products.sku))
    .limit(limit);
}

/** Category names in display order. */
export async function categoryNames(db: DbOrTx): Promise<string[]> {
  return (
    await db.select({ name: categories.name }).from(categories).orderBy(asc(categories.sortOrder), asc(categories.name))
  ).map((c) => c.name);
}

/** Categories with their subcategories, and brands, by id and name: what an import's names resolve to. */
export async function catalogueNames(db: DbOrTx) {
  const [categoryRows, subRows, brandRows] = await Promise.all([
    db.select({ id: categories.id, name: categories.name }).from(categories),
    db
      .select({ id: subCategories.id, name: subCategories.name, categoryId: subCategories.categoryId })
      .from(subCategories),
    db.select({ id: brands.id, name: brands.name }).from(brands),
  ]);
  return { categoryRows, subRows, brandRows };
}

/** The products with these SKUs: id, SKU, prices (bulk ones too), GST rate, unit count and tags, under row locks when `lock` (the apply step). */
export async function productsBySku(db: DbOrTx, skus: readonly string[], lock = false) {
  if (skus.length === 0) return [];
  const query = db
    .select({
      id: products.id,
      sku: products.sku,
      productName: products.productName,
      mrpPaise: products.mrpPaise,
      pricePaise: products.pricePaise,
      gstRateBp: products.gstRateBp,
      stock: products.stock,
      tags: products.tags,
      bulkPrice5To10Paise: products.bulkPrice5To10Paise,
      bulkPrice10To20Paise: products.bulkPrice10To20Paise,
      bulkPrice20To50Paise: products.bulkPrice20To50Paise,
      bulkPrice50To100Paise: products.bulkPrice50To100Paise,
      bulkPrice100PlusPaise: products.bulkPrice100PlusPaise,
    })
    .from(products)
    .where(inArray(products.sku, [...skus]))
    .orderBy(asc(products.id));
  return lock ? query.for('update') : query;
}

export type NewProductValues = typeof products.$inferInsert;

/** Adds products (one statement); returns their ids and SKUs. */
export async function insertProducts(
  tx: DbOrTx,
  rows: readonly NewProductValues[],
): Promise<{ id: string; sku: string }[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(products)
    .values([...rows])
    .returning({ id: products.id, sku: products.sku });
}

/** Changes one product's imported columns. */
export async function updateImportedProduct(
  tx: DbOrTx,
  productId: string,
  values: Partial<NewProductValues>,
): Promise<void> {
  await tx.update(products).set(values).where(eq(products.id, productId));
}
