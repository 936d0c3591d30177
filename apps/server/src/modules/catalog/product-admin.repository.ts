/**
 * Queries of the back office's product screens (admin spec §2 Add Product, Edit Product modal,
 * Product Management): Drizzle only, no rules. Amounts in paise.
 */
import { and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { brands, categories, products, subCategories } from '../../db/schema/catalog';
import type { ProductRow } from './catalog.repository';
import { likeContaining } from '../../db/like-pattern';
import { mediaKeysMentioned } from '../../db/media-keys';

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
  const [row] = await db
    .select({
      product: products,
      categoryName: categories.name,
      subCategoryName: subCategories.name,
      brandName: brands.name,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(eq(products.id, id))
    .for('update', { of: products });
  return row
    ? { ...row.product, categoryName: row.categoryName, subCategoryName: row.subCategoryName, brandName: row.brandName }
    : undefined;
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

const sortColumn: Record<AdminSortField, SQL | AnyPgColumn> = {
  price: products.pricePaise,
  stock: products.stock,
  name: sql`lower(${products.productName})`,
  category: sql`lower(${categories.name})`,
};

/** The most matches the back office's lists count; past it they say "at least this many" (docs/decisions/080). */
export const ADMIN_COUNT_CAP = 1_000;

/**
 * The category named `name` (any case) as a condition on products: its id found first, so that
 * a category's products are read from the (category_id, …) indexes rather than joined row by row.
 */
export function inCategoryNamed(name: string): SQL {
  return sql`${products.categoryId} = (SELECT ${categories.id} FROM ${categories} WHERE lower(${categories.name}) = ${name.toLowerCase()} ORDER BY ${categories.id} LIMIT 1)`;
}

/**
 * One page of products for Product Management and how many match in all, counted up to
 * ADMIN_COUNT_CAP (`capped` when there are more): the page's ids are read from the sort's index
 * alone (past an offset too), then joined to their rows; the count stops at the cap
 * (docs/decisions/080). Ordering by category still sorts every match: no index spans the join.
 */
export async function findAdminProducts(
  db: DbOrTx,
  q: AdminProductQuery,
): Promise<{ rows: ProductRow[]; total: number; capped: boolean }> {
  const where = and(
    q.archived ? isNotNull(products.archivedAt) : isNull(products.archivedAt),
    q.search ? sql`${products.searchText} LIKE ${likeContaining(q.search)}` : undefined,
    q.categoryName ? inCategoryNamed(q.categoryName) : undefined,
    q.outOfStockOnly ? or(eq(products.stock, 0), eq(products.inStock, false)) : undefined,
  );
  const by = q.dir === 'asc' ? asc : desc;
  const order = [by(sortColumn[q.sort]), by(products.id)];
  const ids = db
    .select({ id: sql<string>`${products.id}`.as('page_id') })
    .from(products)
    .$dynamic();
  // The category's name only for its order: every other order is read from products' indexes alone.
  if (q.sort === 'category') ids.innerJoin(categories, eq(categories.id, products.categoryId));
  const page = ids
    .where(where)
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.offset)
    .as('page');
  const [found, counted] = await Promise.all([
    db
      .select({
        product: products,
        categoryName: categories.name,
        subCategoryName: subCategories.name,
        brandName: brands.name,
      })
      .from(page)
      .innerJoin(products, eq(products.id, page.id))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .orderBy(...order),
    countAdminProducts(db, where),
  ]);
  return {
    rows: found.map((r) => ({
      ...r.product,
      categoryName: r.categoryName,
      subCategoryName: r.subCategoryName,
      brandName: r.brandName,
    })),
    total: Math.min(counted, ADMIN_COUNT_CAP),
    capped: counted > ADMIN_COUNT_CAP,
  };
}

/** The matches of `where` (over products) counted up to ADMIN_COUNT_CAP + 1: the staff lists' capped count. */
export async function countAdminProducts(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(products)
    .where(where)
    .limit(ADMIN_COUNT_CAP + 1)
    .as('matches');
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matches);
  return row?.n ?? 0;
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
