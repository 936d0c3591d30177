/**
 * Seeds the shop's catalogue from seed/catalogue/*.json on a fresh database: the six categories
 * in order, the subcategories and brands the data names, and every product with two generated
 * pictures. A handful of statements in one transaction, so a fresh start stays quick.
 * Idempotent: when products exist it inserts nothing and, unless the media store says it holds
 * the seed pictures (PICTURES_MARK), redraws those that are missing (a new DATA_DIR against an
 * old database, or a starter database, docs/decisions/081), so no product shows a broken image.
 * A later start reads no product (issue 31: the check read the whole catalogue, 454 ms at 100k).
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { brands, categories, products, subCategories } from '../db/schema/catalog';
import { newId } from '../lib/new-id';
import type { CatalogueRecord } from './catalogue-record';
import { brandKey, brandRows, canonicalNames, productRow, subCategoryRows, subKey } from './catalogue-rows';
import { readCatalogue } from './catalogue-source';
import { CATALOGUE_CATEGORIES, slugify } from './category-list';
import { productImageUrls, writeProductImages } from './product-image-files';
import { SEED_LOCKS, lockSeedStep } from './seed-lock';

export interface SeedCatalogueOptions {
  /** The media store folder (DATA_DIR/uploads); pictures go to its products/ folder. */
  uploadsDir: string;
  /** Folder of catalogue JSON files; the shipped seed/catalogue by default. */
  catalogueDir?: string;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters at ~27 columns a product. */
const PRODUCTS_PER_INSERT = 500;

/**
 * The file in the media store's products/ folder that says every seed picture of the database
 * was written there; without it a start redraws the missing ones.
 */
export const PICTURES_MARK = '.seed-pictures';

/** Seeds the catalogue if there are no products yet; returns how many products it inserted. */
export async function seedCatalogue(db: Db, options: SeedCatalogueOptions): Promise<{ products: number }> {
  if (await hasProducts(db)) {
    if (!existsSync(join(options.uploadsDir, 'products', PICTURES_MARK))) {
      await restoreMissingImages(db, options.uploadsDir, options.catalogueDir);
      await markPictures(options.uploadsDir);
    }
    return { products: 0 };
  }
  const records = await readCatalogue(options.catalogueDir);
  const brandNames = canonicalNames(records.map((r) => ({ scope: '', name: r.brand })));
  await writeProductImages(
    options.uploadsDir,
    records.map((r) => ({
      sku: r.sku,
      productName: r.product_name,
      categoryName: r.category,
      brandName: brandNames.get(brandKey(r.brand))!,
    })),
  );
  const inserted = await db.transaction(async (tx) => {
    await lockSeedStep(tx, SEED_LOCKS.catalogue);
    if (await hasProducts(tx)) return 0;
    return insertCatalogue(tx, records);
  });
  await markPictures(options.uploadsDir);
  return { products: inserted };
}

/** Written once the pictures of every product in the database are in the media store. */
async function markPictures(uploadsDir: string): Promise<void> {
  await writeFile(join(uploadsDir, 'products', PICTURES_MARK), '');
}

/** Whether any product exists: one row read, not a count of the catalogue. */
async function hasProducts(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length > 0;
}

async function insertCatalogue(tx: Tx, records: CatalogueRecord[]): Promise<number> {
  // A no-op update on conflict makes RETURNING give the ids of rows that already exist too.
  const categoryRows = await tx
    .insert(categories)
    .values(
      CATALOGUE_CATEGORIES.map((c, i) => ({
        id: newId(),
        name: c.name,
        slug: slugify(c.name),
        subtitle: c.subtitle,
        sortOrder: i + 1,
      })),
    )
    .onConflictDoUpdate({ target: categories.name, set: { name: sql`excluded.name` } })
    .returning({ id: categories.id, name: categories.name });
  const categoryIds = new Map(categoryRows.map((c) => [c.name, c.id]));

  const subRows = await tx
    .insert(subCategories)
    .values(subCategoryRows(records, categoryIds))
    .onConflictDoUpdate({ target: [subCategories.categoryId, subCategories.name], set: { name: sql`excluded.name` } })
    .returning();
  const categoryNames = new Map(categoryRows.map((c) => [c.id, c.name]));
  const subs = new Map(subRows.map((s) => [subKey(categoryNames.get(s.categoryId)!, s.name), s]));

  const brandRowsSaved = await tx
    .insert(brands)
    .values(brandRows(records))
    .onConflictDoUpdate({ target: brands.name, set: { name: sql`excluded.name` } })
    .returning();
  const brandsByKey = new Map(brandRowsSaved.map((b) => [brandKey(b.name), b]));

  const rows = records.map((record) =>
    productRow(record, {
      categoryId: (name) => categoryIds.get(name)!,
      subCategory: (category, name) => subs.get(subKey(category, name))!,
      brand: (name) => brandsByKey.get(brandKey(name))!,
    }),
  );
  for (let i = 0; i < rows.length; i += PRODUCTS_PER_INSERT) {
    await tx.insert(products).values(rows.slice(i, i + PRODUCTS_PER_INSERT));
  }
  return rows.length;
}

/**
 * Redraws the seed pictures of products that still point at them but whose files are gone. Only
 * the seed catalogue's own SKUs can have them, so only those rows are read, by the SKU index:
 * a new DATA_DIR on a catalogue of a million products reads ~200 rows, not the catalogue
 * (issue 31, target 4: start-up does not read the catalogue).
 */
async function restoreMissingImages(db: Db, uploadsDir: string, catalogueDir: string | undefined): Promise<void> {
  const skus = (await readCatalogue(catalogueDir)).map((record) => record.sku);
  if (skus.length === 0) return;
  const rows = await db
    .select({
      sku: products.sku,
      productName: products.productName,
      categoryName: categories.name,
      brandName: brands.name,
      imageMain: products.imageMain,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.sku, skus));
  const seeded = rows.filter((r) => r.imageMain === productImageUrls(r.sku).imageMain);
  await writeProductImages(
    uploadsDir,
    seeded.map((r) => ({ ...r, brandName: r.brandName ?? '' })),
    { onlyMissing: true },
  );
}
