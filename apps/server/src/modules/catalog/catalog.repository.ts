/** Catalogue queries (Drizzle only, no rules). Amounts in paise. */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { keptStatement } from '../../db/kept-statement';
import { pipelined } from '../../db/pipelined';
import { brands, categories, productPages, products, subCategories } from '../../db/schema/catalog';

/** Products with the names of their category, subcategory and brand: rows for flatten. */
export function selectProducts(db: DbOrTx) {
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

type Names = { categoryName: string; subCategoryName: string | null; brandName: string | null };
type Joined = Names & { product: typeof products.$inferSelect };

/** A product row with the names of its category, subcategory and brand. */
export type ProductRow = typeof products.$inferSelect & Names;

/** A row of selectProducts as a ProductRow. */
export function flatten(row: Joined): ProductRow {
  return {
    ...row.product,
    categoryName: row.categoryName,
    subCategoryName: row.subCategoryName,
    brandName: row.brandName,
  };
}

/** The product with this id, or undefined. */
export async function findProductById(db: DbOrTx, id: string): Promise<ProductRow | undefined> {
  const [row] = await selectProducts(db).where(eq(products.id, id)).limit(1);
  return row ? flatten(row) : undefined;
}

/** The products with these ids (any order), with their category, subcategory and brand names. */
export async function findNamedProductsByIds(db: DbOrTx, ids: readonly string[]): Promise<ProductRow[]> {
  return (await selectProducts(db).where(inArray(products.id, [...ids]))).map(flatten);
}

const productPageStatement = keptStatement((db) =>
  db
    .select({
      product: products,
      categoryName: categories.name,
      subCategoryName: subCategories.name,
      brandName: brands.name,
      version: sql<string>`${products}.xmin::text`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    // An archived product has no page (404); past orders keep their own copy of its name and price.
    .where(and(eq(products.id, sql.placeholder('id')), isNull(products.archivedAt)))
    .limit(1)
    .prepare('catalog_product_page'),
);

/**
 * The product with this id and its row version (PostgreSQL's xmin, as text), or undefined,
 * through a prepared statement: for building the product page, outside transactions.
 */
export async function findProductForPage(
  db: Db,
  id: string,
): Promise<{ row: ProductRow; version: string } | undefined> {
  const [found] = await productPageStatement(db).execute({ id });
  return found ? { row: flatten(found), version: found.version } : undefined;
}

const storedPageStatement = keptStatement((db) =>
  db
    .select({ pageJson: productPages.pageJson })
    .from(productPages)
    .innerJoin(
      products,
      and(eq(products.id, productPages.productId), sql`${products}.xmin::text = ${productPages.sourceXmin}`),
    )
    .where(and(eq(productPages.productId, sql.placeholder('id')), isNull(products.archivedAt)))
    .prepare('catalog_stored_product_page'),
);

/**
 * The product page's stored JSON when it was built from the product row as it stands now, else
 * undefined (no document yet, the product changed since, or no such product). One prepared
 * statement, two primary-key lookups, while the stored page is current; the text is sent as is.
 */
export async function findStoredProductPage(db: Db, id: string): Promise<string | undefined> {
  const [row] = await storedPageStatement(db).execute({ id });
  return row?.pageJson;
}

/**
 * The products with these ids (unknown ids left out) with their names and row versions
 * (PostgreSQL's xmin, as text): for building their stored documents.
 */
export async function findProductsForDocuments(
  db: Db,
  ids: readonly string[],
): Promise<{ row: ProductRow; version: string }[]> {
  const found = await db
    .select({
      product: products,
      categoryName: categories.name,
      subCategoryName: subCategories.name,
      brandName: brands.name,
      version: sql<string>`${products}.xmin::text`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, [...ids]));
  return found.map((one) => ({ row: flatten(one), version: one.version }));
}

/** A product's stored documents: its page and its listing card, built from row version `version`. */
export interface ProductDocuments {
  productId: string;
  version: string;
  pageJson: string;
  cardHead: string;
}

/**
 * Stores products' page and card JSON built from their row versions, replacing older ones. Two
 * readers storing at once both store correct documents for their version; documents of a
 * version that is already gone are never read (the readers compare versions).
 *
 * In a transaction of its own, on the connections kept for transactions, committed without
 * waiting for the WAL flush (docs/decisions/094): pipelined on the statement connections, a
 * page's worth of documents (kilobytes each) held back the shoppers' reads queued behind it, and
 * a crash that loses the newest documents loses nothing: they are built again from the row.
 */
export async function storeProductDocuments(db: Db, documents: readonly ProductDocuments[]): Promise<void> {
  if (documents.length === 0) return;
  // In id order: two readers storing overlapping pages take the rows' locks in one order, never a deadlock.
  const ordered = [...documents].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
  // Both statements in one round trip (db/pipelined.ts); the setting counts at COMMIT.
  await db.transaction(async (tx) => {
    await pipelined(commitWithoutFlush(tx), insertDocuments(tx, ordered));
  });
}

/** This transaction's COMMIT does not wait for the WAL flush. */
async function commitWithoutFlush(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`SET LOCAL synchronous_commit = off`);
}

/** The insert-or-replace of storeProductDocuments. */
async function insertDocuments(db: DbOrTx, ordered: readonly ProductDocuments[]): Promise<void> {
  await db
    .insert(productPages)
    .values(
      ordered.map(({ productId, version, pageJson, cardHead }) => ({
        productId,
        sourceXmin: version,
        pageJson,
        cardHead,
      })),
    )
    .onConflictDoUpdate({
      target: productPages.productId,
      set: {
        sourceXmin: sql`excluded.source_xmin`,
        pageJson: sql`excluded.page_json`,
        cardHead: sql`excluded.card_head`,
      },
    });
}

/**
 * What a product is priced, described on an order line and shipped by, with its stock: the columns
 * a quote, an order's stock take and a shipment read (not its 4 KB of page text). Issue 31: the
 * whole row was read and parsed twice an order.
 */
export const pricedColumns = {
  id: products.id,
  sku: products.sku,
  productName: products.productName,
  hsnCode: products.hsnCode,
  imageMain: products.imageMain,
  pricePaise: products.pricePaise,
  mrpPaise: products.mrpPaise,
  gstRateBp: products.gstRateBp,
  bulkPrice5To10Paise: products.bulkPrice5To10Paise,
  bulkPrice10To20Paise: products.bulkPrice10To20Paise,
  bulkPrice20To50Paise: products.bulkPrice20To50Paise,
  bulkPrice50To100Paise: products.bulkPrice50To100Paise,
  bulkPrice100PlusPaise: products.bulkPrice100PlusPaise,
  warrantyMonths: products.warrantyMonths,
  extendedWarrantyMonths: products.extendedWarrantyMonths,
  extendedWarrantyPricePaise: products.extendedWarrantyPricePaise,
  weightGrams: products.weightGrams,
  lengthMm: products.lengthMm,
  breadthMm: products.breadthMm,
  heightMm: products.heightMm,
  stock: products.stock,
  inStock: products.inStock,
  archivedAt: products.archivedAt,
  updatedAt: products.updatedAt,
};

export type StockedProduct = { [K in keyof typeof pricedColumns]: (typeof products.$inferSelect)[K] };

/** Priced columns that do not say what a product is sold for: its identity, stock, listing state and last change. */
const NOT_SALE_TERMS: ReadonlySet<string> = new Set(['id', 'stock', 'inStock', 'archivedAt', 'updatedAt']);

/**
 * The priced columns that say what a product is sold for and how it is described and shipped on an
 * order (price, MRP, GST, the breaks, warranty, HSN code, name, parcel size…): an order priced from
 * one read of them is right while the row still has the same (docs/decisions/102, 104).
 */
export const SALE_TERMS = (Object.keys(pricedColumns) as (keyof StockedProduct)[]).filter(
  (key) => !NOT_SALE_TERMS.has(key),
);

/** Which of these product ids are on sale: they exist and are not archived. */
export async function findOnSaleIds(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, [...ids]), isNull(products.archivedAt)));
  return rows.map((row) => row.id);
}

/** Name and whether a shopper can buy it now (not archived, listed in stock, units left), for back-in-stock alerts. */
export async function findStockFacts(
  db: DbOrTx,
  ids: readonly string[],
): Promise<{ id: string; productName: string; buyable: boolean }[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      productName: products.productName,
      buyable: sql<boolean>`(${products.archivedAt} IS NULL AND ${products.inStock} AND ${products.stock} > 0)`,
    })
    .from(products)
    .where(inArray(products.id, [...ids]));
}

/** The products with these ids (unknown ids are left out), their priced columns, without locks: for a price quote or an order. */
export async function findProductsByIds(db: DbOrTx, ids: string[]): Promise<StockedProduct[]> {
  if (ids.length === 0) return [];
  return productsByIdsStatement(db).execute({ ids });
}

/** findProductsByIds' statement, built once (db/kept-statement.ts): every cart quote reads it. The ids are one array parameter. */
const productsByIdsStatement = keptStatement((db) =>
  db
    .select(pricedColumns)
    .from(products)
    .where(sql`${products.id} = ANY(${sql.placeholder('ids')}::text[])`)
    .prepare('catalog_products_by_ids'),
);

/** Locks the product's row until `tx` ends; false when there is no such product. */
export async function lockProduct(tx: DbOrTx, productId: string): Promise<boolean> {
  const rows = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  return rows.length === 1;
}

/** The product's stored rating figures, or undefined when there is no such product. */
export async function findReviewFigures(db: DbOrTx, productId: string) {
  const [row] = await db
    .select({ reviewStars: products.reviewStars, noOfReviews: products.noOfReviews })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

/** Stores a product's rating figures. Its updated_at stays: a review does not make a product new. */
export async function setReviewFigures(
  db: DbOrTx,
  productId: string,
  reviewStars: number,
  noOfReviews: number,
): Promise<void> {
  await db
    .update(products)
    .set({ reviewStars, noOfReviews, updatedAt: sql`${products.updatedAt}` })
    .where(eq(products.id, productId));
}

/**
 * Categories in display order with their subcategories and product counts, all brands, and per
 * subcategory its product count and the picture of its best-reviewed product that has one.
 */
export async function listCategoriesAndBrands(db: DbOrTx) {
  const [categoryRows, subRows, counts, subCounts, subImages, brandRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name)),
    db.select().from(subCategories).orderBy(asc(subCategories.name)),
    db
      .select({ categoryId: products.categoryId, total: count() })
      .from(products)
      .where(isNull(products.archivedAt))
      .groupBy(products.categoryId),
    db
      .select({ subCategoryId: products.subCategoryId, total: count() })
      .from(products)
      .where(and(isNotNull(products.subCategoryId), isNull(products.archivedAt)))
      .groupBy(products.subCategoryId),
    db
      .selectDistinctOn([products.subCategoryId], { subCategoryId: products.subCategoryId, image: products.imageMain })
      .from(products)
      .where(and(isNotNull(products.subCategoryId), ne(products.imageMain, ''), isNull(products.archivedAt)))
      .orderBy(asc(products.subCategoryId), desc(products.noOfReviews), asc(products.id)),
    db.select().from(brands).orderBy(asc(brands.name)),
  ]);
  return { categoryRows, subRows, counts, subCounts, subImages, brandRows };
}

/** The category and brand names, and each subcategory with its category's name: the sitemap's listing pages. */
export async function listSitemapListings(db: DbOrTx) {
  const [categoryRows, subRows, brandRows] = await Promise.all([
    db.select({ name: categories.name }).from(categories).orderBy(asc(categories.sortOrder), asc(categories.name)),
    db
      .select({ name: subCategories.name, categoryName: categories.name })
      .from(subCategories)
      .innerJoin(categories, eq(categories.id, subCategories.categoryId))
      .orderBy(asc(categories.name), asc(subCategories.name)),
    db.select({ name: brands.name }).from(brands).orderBy(asc(brands.name)),
  ]);
  return { categoryRows, subRows, brandRows };
}

/** How many products are on sale (not archived): the sitemap's. */
export async function countProducts(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(isNull(products.archivedAt));
  return row?.n ?? 0;
}

/** Products on sale `offset` to `offset + limit` by id (a stable order), with their last change. */
export function listSitemapProducts(db: DbOrTx, offset: number, limit: number) {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(isNull(products.archivedAt))
    .orderBy(asc(products.id))
    .limit(limit)
    .offset(offset);
}
