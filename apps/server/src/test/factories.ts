/**
 * Test data written straight into a fresh database: categories, brands, products, with
 * defaults a test overrides only where it matters. Prices in paise.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brands, categories, products, subCategories } from '../db/schema/catalog';
import { serviceAreas } from '../db/schema/locations';
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
  const [row] = await db
    .insert(products)
    .values({
      sku: `TEST-${n}`,
      productName: name,
      hsnCode: '84733099',
      mrpPaise: 60_000,
      pricePaise: 45_000,
      stock: 50,
      searchText: name.toLowerCase(),
      ...values,
    })
    .returning();
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
