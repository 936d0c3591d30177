/**
 * Bulk tiers never go backwards (issue 27 item 4): Add Product, Edit Product and the catalogue
 * CSV import refuse a product whose effective tier prices (own bulk prices, else the default
 * percentages) rise with quantity or exceed the MRP, with a message naming the tier and nothing
 * saved; a stored product that still breaks the rule is quoted at the lowest unit price up to
 * that quantity.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { makeCategory, makeProduct, makeSubCategory } from '../../test/factories';
import { multipart, picture, type FilePart } from '../../test/multipart';
import { signInStaff, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let boss: SignedIn;
let base: Record<string, unknown>;
let photo: FilePart[];
let categoryId: string;

// The MPU6050 of the issue: ₹126.27 before GST is ₹149.00 with 18% GST, the MRP.
const BACKWARDS =
  'The 20–49 price (₹107.33, the default 15% off) is higher than the 10–19 price (₹100.00). A unit price may not rise with quantity: set the 20–49 price to at most ₹100.00.';

beforeAll(async () => {
  t = await createTestApp();
  boss = await signInStaff(t.app, t.db, 'SuperAdmin');
  const category = await makeCategory(t.db, 'Sensors');
  categoryId = category.id;
  const sub = await makeSubCategory(t.db, category.id, 'Motion');
  photo = [{ name: 'mpu.jpg', bytes: await picture('jpeg') }];
  base = {
    SKU: 'MPU-6050',
    product_name: 'MPU6050 Gyro + Accelerometer',
    category_id: category.id,
    category_name: 'Sensors',
    sub_category_id: sub.id,
    non_discounted_price: '149',
    discounted_single_product_price: '126.27',
    no_of_product_instock: '40',
  };
});
afterAll(() => t.close());

const send = (url: string, fields: Record<string, unknown>, files: FilePart[]) => {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { ...body.headers, cookie: boss.cookie },
    payload: body.payload,
  });
};
const rowOf = async (sku: string) => (await t.db.select().from(products).where(eq(products.sku, sku)))[0];

describe('Add Product', () => {
  it('refuses 10–19 at ₹100.00 when 20–49 falls back to ₹107.33, naming the tier; nothing is added', async () => {
    const res = await send('/product/add-product', { ...base, multiple_quantity_price_10_20: '100' }, photo);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'Error',
      message: BACKWARDS,
      errors: [{ path: 'multiple_quantity_price_20_50', message: BACKWARDS }],
    });
    expect(await rowOf('MPU-6050')).toBeUndefined();
  });

  it('refuses a bulk price above the MRP instead of capping it', async () => {
    const res = await send('/product/add-product', { ...base, multiple_quantity_price_5_10: '130' }, photo);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The 5–9 price with GST (₹153.40) is above the MRP (₹149.00). A bulk price may not exceed the MRP: lower the 5–9 price.',
    );
    expect(await rowOf('MPU-6050')).toBeUndefined();
  });

  it('adds a product whose tiers fall with quantity', async () => {
    const res = await send(
      '/product/add-product',
      {
        ...base,
        multiple_quantity_price_10_20: '100',
        multiple_quantity_price_20_50: '95',
        multiple_quantity_price_50_100: '90',
        multiple_quantity_price_100_plus: '85',
      },
      photo,
    );
    expect(res.statusCode).toBe(201);
    expect(await rowOf('MPU-6050')).toMatchObject({
      bulkPrice10To20Paise: 10_000,
      bulkPrice20To50Paise: 9_500,
      bulkPrice100PlusPaise: 8_500,
    });
  });
});

describe('Edit Product', () => {
  it('refuses an edit that makes a tier dearer than the one before, and a new price below a bulk price; nothing is changed', async () => {
    const id = (await rowOf('MPU-6050'))!.id;
    const dearer = await send(`/product/${id}/update/v2`, { multiple_quantity_price_50_100: '99' }, []);
    expect(dearer.statusCode).toBe(400);
    expect(dearer.json().message).toMatch(/^The 50–99 price \(₹99\.00\) is higher than the 20–49 price \(₹95\.00\)/);
    const cheaper = await send(`/product/${id}/update/v2`, { discounted_single_product_price: '99' }, []);
    expect(cheaper.statusCode).toBe(400);
    expect(cheaper.json().message).toMatch(/^The 10–19 price \(₹100\.00\) is higher than the 5–9 price \(₹94\.05\)/);
    expect(await rowOf('MPU-6050')).toMatchObject({ pricePaise: 12_627, bulkPrice50To100Paise: 9_000 });
  });
});

describe('catalogue CSV import', () => {
  it("refuses a price that would undercut the product's stored bulk prices, naming the tier; nothing is saved", async () => {
    const csv = 'sku,product_name,category,mrp,price,stock\nMPU-6050,MPU6050 Gyro + Accelerometer,Sensors,149,90,40\n';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/inventory/import/apply',
      headers: { cookie: boss.cookie },
      payload: { csv },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      {
        path: 'row 2, price',
        message: expect.stringMatching(/^The 10–19 price \(₹100\.00\) is higher than the 5–9 price \(₹85\.50\)/),
      },
    ]);
    expect(await rowOf('MPU-6050')).toMatchObject({ pricePaise: 12_627 });
  });
});

describe('a stored product whose tiers go backwards', () => {
  it('is quoted at the lowest unit price up to that quantity', async () => {
    const stored = await makeProduct(t.db, {
      categoryId,
      sku: 'MPU-OLD',
      pricePaise: 12_627,
      mrpPaise: 14_900,
      stock: 200,
      bulkPrice10To20Paise: 10_000,
    });
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/quote',
      payload: { lines: [{ product_id: stored.id, quantity: 20, is_bulk_order: true, bulk_range: '20–49' }] },
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().data.lines[0]).toMatchObject({ bulk_range: '20–49', unit_price: 100 });
  });
});
