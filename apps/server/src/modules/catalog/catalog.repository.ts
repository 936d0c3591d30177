/** Catalogue queries (Drizzle only, no rules). Amounts in paise. */
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, categories, products, subCategories } from '../../db/schema/catalog';
import type { ProductCardSource, ProductRow } from './product.shape';

export interface ProductQuery {
  words: string[];
  categoryName?: string;
  subCategoryName?: string;
  brandNames?: string[];
  minPricePaise?: number;
  maxPricePaise?: number;
  featuredOnly?: boolean;
  onSaleOnly?: boolean;
  minStars?: number;
  sort: { field: ProductSortField; dir: 'asc' | 'desc' }[];
  limit: number;
  offset: number;
}

function selectProducts(db: DbOrTx) {
  return db
    .select({
      product: products,
      categoryName: categories.name,
      subCategoryName: subCategories.name,
      brandName: brands.name,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .leftJoin(brands, eq(brands.id, products.brandId));
}

type Joined = { product: typeof products.$inferSelect; categoryName: string; subCategoryName: string | null; brandName: string | null };

function flatten(row: Joined): ProductRow {
  return { ...row.product, categoryName: row.categoryName, subCategoryName: row.subCategoryName, brandName: row.brandName };
}

function whereOf(query: ProductQuery): SQL | undefined {
  const lower = (column: SQL | typeof categories.name) => sql`lower(${column})`;
  const conditions: (SQL | undefined)[] = [
    ...query.words.map((word) => ilike(products.searchText, `%${word.replace(/[\\%_]/g, '\\$&')}%`)),
    query.categoryName ? eq(lower(categories.name), query.categoryName.toLowerCase()) : undefined,
    query.subCategoryName ? eq(sql`lower(${subCategories.name})`, query.subCategoryName.toLowerCase()) : undefined,
    query.brandNames?.length ? inArray(sql`lower(${brands.name})`, query.brandNames.map((b) => b.toLowerCase())) : undefined,
    query.minPricePaise !== undefined ? gte(products.pricePaise, query.minPricePaise) : undefined,
    query.maxPricePaise !== undefined ? lte(products.pricePaise, query.maxPricePaise) : undefined,
    query.featuredOnly ? eq(products.featured, true) : undefined,
    query.onSaleOnly ? gt(products.mrpPaise, products.pricePaise) : undefined,
    query.minStars !== undefined ? gte(products.reviewStars, query.minStars) : undefined,
  ];
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

/**
 * The columns a product card shows (product.shape.ts toProductSummary) and nothing more: the
 * listing skips the description, overview, specifications and tags, which are most of a row's
 * bytes and which the driver would otherwise fetch and parse as JSON for every card.
 */
const cardColumns = {
  id: products.id,
  sku: products.sku,
  productName: products.productName,
  gstRateBp: products.gstRateBp,
  mrpPaise: products.mrpPaise,
  pricePaise: products.pricePaise,
  stock: products.stock,
  inStock: products.inStock,
  featured: products.featured,
  reviewStars: products.reviewStars,
  noOfReviews: products.noOfReviews,
  imageMain: products.imageMain,
  imagesSub: products.imagesSub,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  categoryName: categories.name,
  subCategoryName: subCategories.name,
  brandName: brands.name,
};

/**
 * One page of product cards matching `query`, with the count of all matches. One round trip:
 * count(*) OVER () counts the matches before LIMIT applies. Only a page past the last match has
 * no row to carry that count, and then a separate count answers.
 */
export async function findProductCards(db: DbOrTx, query: ProductQuery): Promise<{ rows: ProductCardSource[]; total: number }> {
  const where = whereOf(query);
  const rows = await db
    .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(where)
    .orderBy(...query.sort.map(({ field, dir }) => (dir === 'asc' ? asc : desc)(productOrder[field])), asc(products.id))
    .limit(query.limit)
    .offset(query.offset);
  const first = rows[0];
  if (first) return { rows, total: first.total };
  if (query.offset === 0) return { rows, total: 0 };
  const [counted] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** The product with this id, or undefined. */
export async function findProductById(db: DbOrTx, id: string): Promise<ProductRow | undefined> {
  const [row] = await selectProducts(db).where(eq(products.id, id)).limit(1);
  return row ? flatten(row) : undefined;
}

/** The products with these ids (any order). */
export async function findProductsByIds(db: DbOrTx, ids: string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectProducts(db).where(inArray(products.id, ids));
  return rows.map(flatten);
}

/**
 * Takes `quantity` units of a product in one statement: succeeds only while the product is
 * listed in stock with at least that many units, so stock never goes below zero and concurrent
 * buyers cannot take the same unit. Returns false when there were not enough units.
 */
export async function takeStock(db: DbOrTx, productId: string, quantity: number): Promise<boolean> {
  const taken = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(and(eq(products.id, productId), eq(products.inStock, true), gte(products.stock, quantity)))
    .returning({ id: products.id });
  return taken.length === 1;
}

/** Gives `quantity` units back to a product. */
export async function returnStock(db: DbOrTx, productId: string, quantity: number): Promise<void> {
  await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(eq(products.id, productId));
}

/** Sets a product's unit count and in-stock flag; returns false when there is no such product. */
export async function setStock(db: DbOrTx, productId: string, stock: number, inStock: boolean): Promise<boolean> {
  const updated = await db.update(products).set({ stock, inStock }).where(eq(products.id, productId)).returning({ id: products.id });
  return updated.length === 1;
}

/** Categories in display order with their subcategories and product counts, and all brands. */
export async function listCategoriesAndBrands(db: DbOrTx) {
  const [categoryRows, subRows, counts, brandRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name)),
    db.select().from(subCategories).orderBy(asc(subCategories.name)),
    db.select({ categoryId: products.categoryId, total: count() }).from(products).groupBy(products.categoryId),
    db.select().from(brands).orderBy(asc(brands.name)),
  ]);
  return { categoryRows, subRows, counts, brandRows };
}

const productOrder = {
  price: products.pricePaise,
  name: products.productName,
  created_at: products.createdAt,
  updated_at: products.updatedAt,
  discount: sql`(${products.mrpPaise} - ${products.pricePaise}) * 100 / nullif(${products.mrpPaise}, 0)`,
  review_stars: products.reviewStars,
  no_of_reviews: products.noOfReviews,
  featured: products.featured,
} as const;

export type ProductSortField = keyof typeof productOrder;
