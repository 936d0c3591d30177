/**
 * Queries of the back office's product screens (admin spec §2 Add Product, Edit Product modal,
 * Product Management): Drizzle only, no rules. Amounts in paise.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { brands, categories, productStockLevels, products, subCategories } from '../../db/schema/catalog';
import { flatten, selectProducts, type ProductRow } from './catalog.repository';
import { likeContaining } from '../../db/like-pattern';
import { mediaKeysMentioned } from '../../db/media-keys';
import { staffListPage } from './staff-list-page.repository';

export type { ProductDetails } from '../../db/schema/catalog';

export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'archivedAt'>;

/** The id of the product that holds this SKU (case-insensitive), or undefined. */
export async function findSkuOwner(db: DbOrTx, sku: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(sql`lower(${products.sku}) = lower(${sku})`)
    .limit(1);
  return row?.id;
}

/** The names of a category, one of its subcategories and a brand (each undefined when not found). */
export async function findPlacement(
  db: DbOrTx,
  categoryId: string,
  subCategoryId: string,
  brandId: string | undefined,
) {
  const [category] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, categoryId));
  const [sub] = await db
    .select({ name: subCategories.name })
    .from(subCategories)
    .where(and(eq(subCategories.id, subCategoryId), eq(subCategories.categoryId, categoryId)));
  const [brand] = brandId ? await db.select({ name: brands.name }).from(brands).where(eq(brands.id, brandId)) : [];
  return { categoryName: category?.name, subCategoryName: sub?.name, brandName: brand?.name };
}

/** Adds a product; returns its id. */
export async function insertProduct(db: DbOrTx, values: ProductValues): Promise<string> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

/** Changes a product's columns; false when there is no such product. */
export async function updateProduct(db: DbOrTx, id: string, values: Partial<ProductValues>): Promise<boolean> {
  const rows = await db.update(products).set(values).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length === 1;
}

/** Archives (a date) or restores (null) a product; false when there is no such product. */
export async function setArchived(db: DbOrTx, id: string, at: Date | null): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ archivedAt: at })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return rows.length === 1;
}

/** The product row with its names and archive date, locked until the caller's transaction ends. */
export async function lockProductRow(db: DbOrTx, id: string): Promise<ProductRow | undefined> {
  const [row] = await selectProducts(db).where(eq(products.id, id)).for('update', { of: products });
  return row ? flatten(row) : undefined;
}

export type AdminSortField = 'price' | 'stock' | 'name' | 'category';

export interface AdminProductQuery {
  /** Lower-cased text to find in the name, SKU, category, subcategory, brand or tags. */
  search?: string;
  categoryName?: string;
  outOfStockOnly: boolean;
  archived: boolean;
  sort: AdminSortField;
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/**
 * The category named `name` (any case) as a condition on products: its id found first, so that
 * a category's products are read from the (category_id, …) indexes rather than joined row by row.
 */
export function inCategoryNamed(name: string): SQL {
  return sql`${products.categoryId} = (SELECT ${categories.id} FROM ${categories} WHERE lower(${categories.name}) = ${name.toLowerCase()} ORDER BY ${categories.id} LIMIT 1)`;
}

/**
 * One page of products for Product Management and how many match in all, counted up to
 * ADMIN_COUNT_CAP (`capped` when there are more): the page's ids are read first, from an index in
 * the order asked (adminPageIds, through staffListPage), then their rows (docs/decisions/080, 100).
 */
export async function findAdminProducts(
  db: DbOrTx,
  q: AdminProductQuery,
): Promise<{ rows: ProductRow[]; total: number; capped: boolean }> {
  const base = and(
    q.archived ? isNotNull(products.archivedAt) : isNull(products.archivedAt),
    q.categoryName ? inCategoryNamed(q.categoryName) : undefined,
    q.outOfStockOnly ? or(eq(products.stock, 0), eq(products.inStock, false)) : undefined,
  );
  const by = q.dir === 'asc' ? asc : desc;
  const { ids, total, capped } = await staffListPage(db, {
    base,
    search: q.search ? sql`${products.searchText} LIKE ${likeContaining(q.search)}` : undefined,
    pageIds: (where, limit, offset) => adminPageIds(db, where, q, limit, offset),
    orderValues: ROW_ORDER[q.sort],
    dir: q.dir,
    byCategory: q.sort === 'category',
    limit: q.limit,
    offset: q.offset,
  });
  const found =
    ids.length === 0
      ? []
      : await selectProducts(db)
          .where(inArray(products.id, ids))
          .orderBy(...ROW_ORDER[q.sort].map((column) => by(column)));
  return { rows: found.map(flatten), total, capped };
}

/** Each order of Product Management over a page's rows (products joined to their category): its columns, then the id. */
const ROW_ORDER: Record<AdminSortField, (SQL | AnyPgColumn)[]> = {
  price: [products.pricePaise, products.id],
  stock: [products.stock, products.id],
  name: [sql`lower(${products.productName})`, products.id],
  // By category, and within one by name: the order its index (category_id, lower(name), id) gives.
  category: [sql`lower(${categories.name})`, sql`lower(${products.productName})`, products.id],
};

/**
 * The ids (`id`) of `limit` products meeting `where` from `offset` in Product Management's order,
 * each order read from an index rather than
 * by sorting every match (docs/decisions/080, 100):
 * - by price or name: products' own partial indexes;
 * - by stock: product_stock_levels' index, the copy of each product's stock that orders may
 *   change without touching an index of products;
 * - by category: each category in name order, its products read by name from
 *   (category_id, lower(name), id) up to the page's end, so a page reads at most that many rows
 *   a category instead of sorting every product.
 */
function adminPageIds(db: DbOrTx, where: SQL | undefined, q: AdminProductQuery, limit: number, offset: number) {
  const by = q.dir === 'asc' ? asc : desc;
  if (q.sort === 'category') {
    const name = sql`lower(${products.productName})`;
    const named = db
      .select({ id: products.id, nameKey: sql<string>`${name}`.as('name_key') })
      .from(products)
      .where(and(eq(products.categoryId, categories.id), where))
      .orderBy(by(name), by(products.id))
      .limit(offset + limit)
      .as('named');
    return db
      .select({ id: sql<string>`${named.id}`.as('page_id') })
      .from(categories)
      .crossJoinLateral(named)
      .orderBy(by(sql`lower(${categories.name})`), by(named.nameKey), by(named.id))
      .limit(limit)
      .offset(offset);
  }
  if (q.sort === 'stock') {
    return db
      .select({ id: sql<string>`${products.id}`.as('page_id') })
      .from(productStockLevels)
      .innerJoin(products, eq(products.id, productStockLevels.productId))
      .where(and(onSaleCopy(!q.archived), where))
      .orderBy(by(productStockLevels.stock), by(productStockLevels.productId))
      .limit(limit)
      .offset(offset);
  }
  return db
    .select({ id: sql<string>`${products.id}`.as('page_id') })
    .from(products)
    .where(where)
    .orderBy(...ROW_ORDER[q.sort].map((column) => by(column)))
    .limit(limit)
    .offset(offset);
}

/**
 * product_stock_levels' rows of products on sale (or archived, `onSale` false), written as its
 * indexes' condition so that they are used.
 */
export function onSaleCopy(onSale: boolean): SQL {
  return onSale ? sql`${productStockLevels.onSale}` : sql`NOT ${productStockLevels.onSale}`;
}

/** Every category name, for the screen's category filter. */
export async function listCategoryNames(db: DbOrTx): Promise<string[]> {
  return (
    await db.select({ name: categories.name }).from(categories).orderBy(asc(categories.sortOrder), asc(categories.name))
  ).map((r) => r.name);
}

/** The keys of the uploaded pictures any product names (archived ones too): main, others, or in its details. */
export async function productMediaKeys(db: DbOrTx): Promise<Set<string>> {
  return mediaKeysMentioned(
    db,
    sql`${products}`,
    sql`${products.imageMain} || ' ' || ${products.imagesSub}::text || ' ' || ${products.details}::text`,
  );
}
