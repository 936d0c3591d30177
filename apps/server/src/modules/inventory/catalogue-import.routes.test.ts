/**
 * The catalogue CSV import (issue 9): the dry run lists rows to create and to update and every
 * error with its row number and column (wrong columns, bad numbers, duplicate SKUs, a price with
 * GST above the MRP, an unknown category) and saves nothing; applying saves every row or none,
 * and its stock changes are 'csv_import' ledger rows; files that are too large or not CSV are 4xx.
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, products, subCategories } from '../../db/schema/catalog';
import { makeBrand, makeCategory, makeProduct, stockOf } from '../../test/factories';
import { signInStaff, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { countMovements } from './stock-ledger.repository';

let t: TestApp;
let admin: SignedIn;
let existingId: string;

const exampleOf = (name: string) =>
  readFileSync(new URL(`../../../../../docs/examples/${name}`, import.meta.url), 'utf8');

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t.app, t.db, 'SuperAdmin');
  const sensors = await makeCategory(t.db, 'Sensors');
  await makeCategory(t.db, 'Development Board');
  await t.db.insert(subCategories).values([
    { categoryId: sensors.id, name: 'Temperature & Humidity', slug: 'temperature-humidity' },
    { categoryId: sensors.id, name: 'Pressure & Environment', slug: 'pressure-environment' },
  ]);
  await makeBrand(t.db, 'Aosong');
  await makeBrand(t.db, 'Generic');
  existingId = (
    await makeProduct(t.db, {
      categoryId: sensors.id,
      sku: 'SN-DHT22-AM2302',
      stock: 165,
      pricePaise: 253_39,
      mrpPaise: 399_00,
    })
  ).id;
});
afterAll(() => t.close());

const post = (url: string, csv: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie: admin.cookie }, payload: { csv } });
const productCount = async () => (await t.db.select({ id: products.id }).from(products)).length;

describe('the dry run', () => {
  it('reports every error of the example file with its row and column, and saves nothing', async () => {
    const res = await post('/inventory/import/preview', exampleOf('catalogue-import-with-errors.csv'));
    expect(res.statusCode).toBe(200);
    const { report } = res.json().data;
    expect(report.applied).toBe(false);
    expect(report.rows).toBe(5);
    expect(report.errors.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([
      [3, 'stock'],
      [4, 'price'],
      [5, 'sku'],
      [6, 'category'],
    ]);
    expect(report.errors[0].message).toBe("Stock must be a whole number from 0 to 1000000, not '12o'");
    expect(report.errors[1].message).toMatch(/^The price with GST \(₹529\.82\) is above the MRP \(₹499\.00\)/);
    expect(report.errors[2].message).toBe("Duplicate SKU 'DB-ESP32-C3-MINI' (first on row 3)");
    expect(report.errors[3].message).toBe("Unknown category 'Motor Drivers'");
    expect(report.toUpdate.map((r: { sku: string }) => r.sku)).toEqual(['SN-DHT22-AM2302']);
    expect(await productCount()).toBe(1);
  });

  it('shows the clean example as rows to create and to update, with stock before and after', async () => {
    const { report } = (await post('/inventory/import/preview', exampleOf('catalogue-import.csv'))).json().data;
    expect(report.errors).toEqual([]);
    expect(report.toCreate.map((r: { row: number; sku: string }) => [r.row, r.sku])).toEqual([
      [3, 'DB-ESP32-C3-MINI'],
      [4, 'SN-BMP390-I2C'],
    ]);
    expect(report.toUpdate).toEqual([
      {
        row: 2,
        sku: 'SN-DHT22-AM2302',
        product_name: 'DHT22 / AM2302 Digital Temperature and Humidity Sensor Module',
        stock_before: 165,
        stock_after: 200,
      },
    ]);
  });

  it('names wrong, repeated and missing columns on row 1', async () => {
    const { report } = (
      await post('/inventory/import/preview', 'sku,name,category,mrp,mrp,stock\nX,Y,Sensors,1,1,1\n')
    ).json().data;
    expect(report.errors).toEqual([
      { row: 1, column: 'name', message: expect.stringContaining("Unknown column 'name'") },
      { row: 1, column: 'mrp', message: "Column 'mrp' appears twice" },
      { row: 1, column: 'product_name', message: "Missing column 'product_name'" },
      { row: 1, column: 'price', message: "Missing column 'price'" },
    ]);
  });

  it('refuses a file that is not CSV, is empty, has too many rows or is too large, with 4xx', async () => {
    expect((await post('/inventory/import/preview', 'sku,product_name\n"unclosed,quote\n')).statusCode).toBe(400);
    expect((await post('/inventory/import/preview', '')).statusCode).toBe(400);
    const many = `sku,product_name,category,mrp,price,stock\n${'A,B,Sensors,1,1,1\n'.repeat(2001)}`;
    expect((await post('/inventory/import/preview', many)).json().message).toMatch(/too many rows/);
    const huge = await post('/inventory/import/preview', 'x'.repeat(600 * 1024));
    expect([400, 413]).toContain(huge.statusCode);
  });
});

describe('applying an import', () => {
  it('refuses the whole file when one row is wrong: 422 naming the row, nothing saved', async () => {
    const res = await post('/inventory/import/apply', exampleOf('catalogue-import-with-errors.csv'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContainEqual({
      path: 'row 3, stock',
      message: "Stock must be a whole number from 0 to 1000000, not '12o'",
    });
    expect(await productCount()).toBe(1);
    expect(await stockOf(t.db, existingId)).toBe(165);
  });

  it('saves every row of the clean file in one go, with csv_import ledger rows', async () => {
    const res = await post('/inventory/import/apply', exampleOf('catalogue-import.csv'));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Imported 2 new and 1 updated products');
    expect(await stockOf(t.db, existingId)).toBe(200);
    expect(await countMovements(t.db, existingId, 'csv_import')).toBe(1);
    const [created] = await t.db.select().from(products).where(eq(products.sku, 'SN-BMP390-I2C'));
    const [generic] = await t.db.select().from(brands).where(eq(brands.name, 'Generic'));
    expect(created).toMatchObject({
      productName: 'BMP390 Barometric Pressure Sensor Module (I2C)',
      mrpPaise: 499_00,
      pricePaise: 349_00,
      stock: 60,
      inStock: true,
      brandId: generic!.id,
      gstRateBp: 1800,
      hsnCode: '90258090',
    });
    expect(created!.searchText).toContain('bmp390');
    expect(await countMovements(t.db, created!.id, 'csv_import')).toBe(1);
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit?entity=product&entity_id=${existingId}`,
      headers: { cookie: admin.cookie },
    });
    expect(audit.json().data.entries).toMatchObject([
      { action: 'product.import', before: { stock: 165 }, after: { stock: 200, price_paise: 253_39 } },
    ]);
    // The storefront lists what was imported at once.
    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/product/list',
      payload: { filters: { search: 'bmp390' } },
    });
    expect(listed.json().data.productCount).toBe(1);
  });
});

describe('the warranty_months column (issue 10)', () => {
  it('sets a new product to its months (0 when left out) and changes an existing one only when given', async () => {
    const warrantyOf = async (sku: string) =>
      (await t.db.select({ months: products.warrantyMonths }).from(products).where(eq(products.sku, sku)))[0]?.months;
    const header = 'sku,product_name,category,hsn_code,mrp,price,stock,warranty_months';
    const first = await post(
      '/inventory/import/apply',
      `${header}\nWAR-1,Board With Warranty,Development Board,84733099,600,450,5,18\nWAR-2,Board Without,Development Board,84733099,600,450,5,\n`,
    );
    expect(first.statusCode).toBe(200);
    expect(await warrantyOf('WAR-1')).toBe(18);
    expect(await warrantyOf('WAR-2')).toBe(0);
    const second = await post(
      '/inventory/import/apply',
      `${header}\nWAR-1,Board With Warranty,Development Board,,600,450,5,\nWAR-2,Board Without,Development Board,,600,450,5,6\n`,
    );
    expect(second.statusCode).toBe(200);
    expect(await warrantyOf('WAR-1')).toBe(18);
    expect(await warrantyOf('WAR-2')).toBe(6);
    const refused = await post(
      '/inventory/import/apply',
      `${header}\nWAR-1,Board With Warranty,Development Board,,600,450,5,200\n`,
    );
    expect(refused.statusCode).toBe(422);
    expect(await warrantyOf('WAR-1')).toBe(18);
  });
});

describe('the country_of_origin and importer_details columns (issue 30)', () => {
  it('makes a new product India’s when left blank, takes an imported one with its importer, and refuses one without', async () => {
    const originOf = async (sku: string) =>
      (
        await t.db
          .select({ country: products.countryOfOrigin, importer: products.importerDetails })
          .from(products)
          .where(eq(products.sku, sku))
      )[0];
    const header = 'sku,product_name,category,hsn_code,mrp,price,stock,country_of_origin,importer_details';
    const applied = await post(
      '/inventory/import/apply',
      `${header}\nORG-1,Local Board,Development Board,84733099,600,450,5,,\nORG-2,Imported Board,Development Board,84733099,600,450,5,China,"MakerShop, Noida"\n`,
    );
    expect(applied.statusCode).toBe(200);
    expect(await originOf('ORG-1')).toEqual({ country: 'India', importer: '' });
    expect(await originOf('ORG-2')).toEqual({ country: 'China', importer: 'MakerShop, Noida' });

    const refused = await post(
      '/inventory/import/apply',
      `${header}\nORG-1,Local Board,Development Board,,600,450,5,Taiwan,\n`,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toContainEqual({
      path: 'row 2, importer_details',
      message: 'Importer details are required when the country of origin is not India',
    });
    expect(await originOf('ORG-1')).toEqual({ country: 'India', importer: '' });
  });
});
