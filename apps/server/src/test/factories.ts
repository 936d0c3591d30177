/**
 * Test data written straight into a fresh database: categories, brands, products, with
 * defaults a test overrides only where it matters. Prices in paise.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brands, categories, products, subCategories } from '../db/schema/catalog';
import { serviceAreas } from '../db/schema/locations';
import { rawRows } from '../db/raw-rows';
import { newId } from '../lib/new-id';
import { slugify } from '../seed/category-list';

let counter = 0;
const next = () => ++counter;

export async function makeCategory(db: Db, name = `Category ${next()}`) {
  const [row] = await db
    .insert(categories)
    .values({ name, slug: slugify(name) })
    .returning();
  return row!;
}

export async function makeSubCategory(db: Db, categoryId: string, name = `Sub ${next()}`) {
  const [row] = await db
    .insert(subCategories)
    .values({ categoryId, name, slug: slugify(name) })
    .returning();
  return row!;
}

export async function makeBrand(db: Db, name = `Brand ${next()}`) {
  const [row] = await db
    .insert(brands)
    .values({ name, slug: slugify(name) })
    .returning();
  return row!;
}

export async function makeProduct(db: Db, values: Partial<typeof products.$inferInsert> & { categoryId: string }) {
  const n = next();
  const name = values.productName ?? `Test Product ${n}`;
  const sku = values.sku ?? `TEST-${n}`;
  const [row] = await db
    .insert(products)
    .values({
      sku,
      productName: name,
      hsnCode: '84733099',
      mrpPaise: 60_000,
      pricePaise: 45_000,
      stock: 50,
      // As every way the shop writes a product makes it: the name and the SKU, lower-cased (and its placement and tags).
      searchText: `${name} ${sku}`.toLowerCase(),
      ...values,
    })
    .returning();
  return row!;
}

/**
 * A product in a database migrated only part of the way (the migration tests, before their
 * migration): written by plain SQL naming only columns every migration since 0000 has had, so a
 * column added later (country_of_origin, 0043) is not asked for. Returns its id.
 */
export async function makeProductBeforeMigration(
  db: Db,
  values: { categoryId: string; sku?: string; searchText?: string },
): Promise<{ id: string }> {
  const n = next();
  const id = newId();
  const sku = values.sku ?? `TEST-${n}`;
  const searchText = values.searchText ?? `test product ${n}`;
  const [row] = rawRows<{ id: string }>(
    await db.execute(sql`
      insert into products (id, sku, product_name, category_id, hsn_code, mrp_paise, price_paise, stock, search_text)
      values (${id}, ${sku}, ${`Test Product ${n}`}, ${values.categoryId}, '84733099', 60000, 45000, 50, ${searchText})
      returning id`),
  );
  return row!;
}

/** A service area, so orders to `pincode` are accepted. */
export async function makeServiceArea(db: Db, pincode: string, city = 'Bengaluru', state = 'Karnataka') {
  const [row] = await db
    .insert(serviceAreas)
    .values({
      pincode,
      dispatchCenter: `${city}_D`,
      originCenter: `${city}_H`,
      returnCenter: `${city}_RPC`,
      facilityCity: city,
      facilityState: state,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The units of a product in stock now, read straight from the table (what the tests assert on). */
export async function stockOf(db: Db, productId: string): Promise<number> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row!.stock;
}
