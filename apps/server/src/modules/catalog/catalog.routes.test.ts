import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeBrand, makeCategory, makeProduct, makeSubCategory } from '../../test/factories';

let t: TestApp;
let esp32Id: string;

beforeAll(async () => {
  t = await createTestApp();
  const boards = await makeCategory(t.db, 'Development Board');
  const sensors = await makeCategory(t.db, 'Sensors');
  const esp = await makeSubCategory(t.db, boards.id, 'ESP32 Boards');
  const espressif = await makeBrand(t.db, 'Espressif');
  const generic = await makeBrand(t.db, 'Generic');
  const esp32 = await makeProduct(t.db, {
    categoryId: boards.id,
    subCategoryId: esp.id,
    brandId: espressif.id,
    sku: 'DB-ESP32-DEVKITC',
    productName: 'ESP32-DevKitC V4 Board',
    searchText: 'esp32-devkitc v4 board db-esp32-devkitc development board espressif',
    mrpPaise: 99_900,
    pricePaise: 64_900,
    featured: true,
  });
  esp32Id = esp32.id;
  await makeProduct(t.db, {
    categoryId: boards.id,
    brandId: generic.id,
    productName: 'Arduino Uno R3 Clone',
    searchText: 'arduino uno r3 clone',
    mrpPaise: 45_000,
    pricePaise: 45_000,
    reviewStars: 4.5,
    noOfReviews: 300,
  });
  await makeProduct(t.db, {
    categoryId: sensors.id,
    brandId: generic.id,
    productName: 'DHT11 Sensor',
    searchText: 'dht11 sensor',
    mrpPaise: 9000,
    pricePaise: 6000,
    stock: 0,
  });
});

afterAll(() => t.close());

const list = (body: object) => t.app.inject({ method: 'POST', url: '/api/v1/product/list', payload: body });

describe('POST /product/list', () => {
  it('finds a product by a word of its name, with prices in rupees', async () => {
    const res = await list({ pageNum: 1, pageSize: 10, filters: { search: 'esp32' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('Success');
    expect(body.data.productCount).toBe(1);
    expect(body.data.productList[0]).toMatchObject({
      _id: esp32Id,
      product_name: 'ESP32-DevKitC V4 Board',
      SKU: 'DB-ESP32-DEVKITC',
      brand_name: 'Espressif',
      category_name: 'Development Board',
      sub_category_name: 'ESP32 Boards',
      discounted_single_product_price: 649,
      non_discounted_price: 999,
      // The MRP is tax-inclusive: ₹765.82 with GST against ₹999 is 23% off (not 35%, which compared the price before GST).
      discount: 23,
      discounted_price_with_gst: 765.82,
    });
  });

  it('finds by SKU and by brand', async () => {
    expect((await list({ filters: { search: 'DB-ESP32' } })).json().data.productCount).toBe(1);
    expect((await list({ filters: { brand_name: 'generic' } })).json().data.productCount).toBe(2);
  });

  it('filters by category and by price range in rupees', async () => {
    expect(
      (await list({ filters: { category_name: 'Sensors' } }))
        .json()
        .data.productList.map((p: { product_name: string }) => p.product_name),
    ).toEqual(['DHT11 Sensor']);
    // On the price with GST the cards show: the clone's ₹450.00 is ₹531.00 with it, the DHT11's ₹60.00 is ₹70.80.
    const band = (await list({ filters: { min_price: 100, max_price: 600 } })).json().data.productList;
    expect(band.map((p: { product_name: string }) => p.product_name)).toEqual(['Arduino Uno R3 Clone']);
  });

  it('pages through results and counts all matches', async () => {
    const page2 = (await list({ pageNum: 2, pageSize: 2, filters: {} })).json().data;
    expect(page2.productCount).toBe(3);
    expect(page2.productList).toHaveLength(1);
  });

  it('sorts by price when asked', async () => {
    const prices = (await list({ filters: { sort_by: 'price', sort_order: 'desc' } }))
      .json()
      .data.productList.map((p: { discounted_single_product_price: number }) => p.discounted_single_product_price);
    expect(prices).toEqual([649, 450, 60]);
  });

  it('shows only discounted products on the On Sale tab and rated ones on Top Rated', async () => {
    expect((await list({ filters: { tab: 'on_sale' } })).json().data.productCount).toBe(2);
    expect((await list({ filters: { tab: 'top_rated' } })).json().data.productList[0].product_name).toBe(
      'Arduino Uno R3 Clone',
    );
  });

  it('refuses a page number below 1 with a clear message', async () => {
    const res = await list({ pageNum: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'Error', message: 'pageNum must be at least 1' });
  });

  it('refuses filters it does not know', async () => {
    expect((await list({ filters: { colour: 'red' } })).statusCode).toBe(400);
  });
});

describe('GET /product/:id', () => {
  it('returns the product page data', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/product/${esp32Id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.product).toMatchObject({
      _id: esp32Id,
      hsn_code: '84733099',
      gst_rate: 18,
      product_instock: true,
    });
  });

  it('answers 404 Product not found for an unknown id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/product/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'Error', code: 'NOT_FOUND', message: 'Product not found' });
  });
});

describe('POST /product/all-categories', () => {
  it('lists categories with their subcategories and counts', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/product/all-categories' });
    const categories = res.json().data.product.subcategories;
    expect(categories.find((c: { name: string }) => c.name === 'Development Board')).toMatchObject({
      product_count: 2,
      subcategories: [{ name: 'ESP32 Boards' }],
    });
  });
});

describe('POST /product/:id/update', () => {
  it('refuses a caller who is not signed in as staff', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/product/${esp32Id}/update`,
      payload: { product: { no_of_product_instock: 5, product_instock: true } },
    });
    expect(res.statusCode).toBe(401);
  });
});
