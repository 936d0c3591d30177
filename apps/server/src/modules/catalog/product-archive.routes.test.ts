import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct, makeSubCategory } from '../../test/factories';
import { multipart, picture } from '../../test/multipart';
import { placeOrder } from '../../test/orders';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import type { TestApp } from '../../test/test-app';
import { shopFixture } from '../../test/shop-fixture';

let t: TestApp;
let boss: SignedIn;
let sub: SignedIn;
let categoryId: string;
let subCategoryId: string;

beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SuperAdmin: boss, SubAdmin: sub },
  } = await shopFixture({ category: 'Motors', staff: ['SuperAdmin', 'SubAdmin'] }));
  subCategoryId = (await makeSubCategory(t.db, categoryId, 'Stepper')).id;
});
afterAll(() => t.close());

const post = (url: string, cookie?: string) => t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {} });
const listIds = async (search: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/v1/product/list', payload: { filters: { search } } }))
    .json()
    .data.productList.map((p: { _id: string }) => p._id);
const allProduct = (query: string, cookie = boss.cookie) =>
  t.app.inject({ method: 'GET', url: `/api/v1/product/allProduct?${query}`, headers: { cookie } });

describe('POST /product/:id/remove archives, /restore brings back', () => {
  it('takes the product off the listing, search, suggestions, its page and the sitemap, but keeps it on a past order', async () => {
    const motor = await makeProduct(t.db, {
      categoryId,
      subCategoryId,
      productName: 'Nema17 Stepper Motor',
      searchText: 'nema17 stepper motor',
      sku: 'NEMA-17',
    });
    const customer = await signUpCustomer(t.app);
    const order = await placeOrder(t.app, customer.cookie, [{ product_id: motor.id, quantity: 1 }]);
    expect(order.statusCode).toBe(201);
    const orderId = order.json().data.order._id;
    expect(await listIds('nema17')).toContain(motor.id);

    const removed = await post(`/api/v1/product/${motor.id}/remove`, boss.cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      message: 'Product deleted successfully.',
      data: { product: { archived: true } },
    });
    expect(await listIds('nema17')).not.toContain(motor.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/product/${motor.id}` })).statusCode).toBe(404);
    const suggestions = (await t.app.inject({ method: 'GET', url: '/api/v1/product/suggestions?q=nema17' })).json().data
      .suggestions;
    expect(JSON.stringify(suggestions)).not.toContain(motor.id);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap-products-1.xml' })).body).not.toContain(motor.id);
    const again = await placeOrder(t.app, customer.cookie, [{ product_id: motor.id, quantity: 1 }]);
    expect(again.statusCode).toBe(409);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/quote',
      payload: { lines: [{ product_id: motor.id, quantity: 1 }] },
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().data).toMatchObject({
      orderable: false,
      lines: [{ problem: expect.stringMatching(/out of stock/) }],
    });
    const past = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/${orderId}`,
      headers: { cookie: customer.cookie },
    });
    expect(past.statusCode).toBe(200);
    expect(JSON.stringify(past.json().data.order.products)).toContain('Nema17 Stepper Motor');

    const archived = (await allProduct('status=archived')).json().data;
    expect(archived.products.map((p: { _id: string }) => p._id)).toContain(motor.id);
    const restored = await post(`/api/v1/product/${motor.id}/restore`, boss.cookie);
    expect(restored.json().data.product.archived).toBe(false);
    expect(await listIds('nema17')).toContain(motor.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/product/${motor.id}` })).statusCode).toBe(200);
  });

  it('refuses a SubAdmin (403) and strangers (401), and answers 404 for an unknown product', async () => {
    const motor = await makeProduct(t.db, { categoryId, subCategoryId });
    expect((await post(`/api/v1/product/${motor.id}/remove`, sub.cookie)).statusCode).toBe(403);
    expect((await post(`/api/v1/product/${motor.id}/remove`)).statusCode).toBe(401);
    expect((await post(`/api/v1/product/${motor.id}/restore`, sub.cookie)).statusCode).toBe(403);
    expect((await post('/api/v1/product/missing/remove', boss.cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/product/${motor.id}` })).statusCode).toBe(200);
  });
});

describe('GET /product/allProduct', () => {
  it('searches by SKU, filters by category, orders and pages on the server', async () => {
    const other = await makeCategory(t.db, 'Batteries');
    for (let i = 0; i < 9; i++)
      await makeProduct(t.db, {
        categoryId: other.id,
        productName: `Li-ion Cell ${i}`,
        searchText: `li-ion cell ${i} lic-${i}`,
        sku: `LIC-${i}`,
        pricePaise: 10_000 + i * 100,
        stock: i,
      });
    const page1 = (await allProduct('category=Batteries&sort_by=price&sort_order=desc&limit=8')).json().data;
    expect(page1.totalCount).toBe(9);
    expect(page1.products).toHaveLength(8);
    expect(page1.products[0].SKU).toBe('LIC-8');
    expect(page1.categories).toEqual(expect.arrayContaining(['Batteries', 'Motors']));
    const page2 = (await allProduct('category=Batteries&sort_by=price&sort_order=desc&page=2')).json().data;
    expect(page2.products.map((p: { SKU: string }) => p.SKU)).toEqual(['LIC-0']);
    expect((await allProduct('search=lic-3')).json().data.products.map((p: { SKU: string }) => p.SKU)).toEqual([
      'LIC-3',
    ]);
    expect(
      (await allProduct('category=Batteries&out_of_stock=true'))
        .json()
        .data.products.map((p: { SKU: string }) => p.SKU),
    ).toEqual(['LIC-0']);
  });

  it('refuses a SubAdmin with 403 and bad queries with 400', async () => {
    expect((await allProduct('', sub.cookie)).statusCode).toBe(403);
    expect((await allProduct('limit=1000')).statusCode).toBe(400);
    expect((await allProduct('sort_by=secret')).statusCode).toBe(400);
  });
});

describe('POST /product/:id/update/v2', () => {
  const update = async (id: string, fields: Record<string, unknown>, files: Buffer[] = [], cookie = boss.cookie) => {
    const body = multipart(
      fields,
      files.map((bytes, i) => ({ name: `new-${i}.png`, bytes, field: 'images' })),
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/product/${id}/update/v2`,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
  };

  it('changes the given fields, drops and adds pictures, and keeps the MRP rule', async () => {
    const motor = await makeProduct(t.db, {
      categoryId,
      subCategoryId,
      imageMain: '/media/products/a.svg',
      imagesSub: ['/media/products/b.svg'],
    });
    const res = await update(
      motor.id,
      {
        product_name: 'Renamed Motor',
        model: 'X2',
        existing_images: ['/media/products/b.svg'],
        specifications: [{ title: 'Size', data: [{ key: 'Frame', value: '42 mm' }] }],
      },
      [await picture('png', 100, 100)],
    );
    expect(res.statusCode).toBe(200);
    const product = res.json().data.product;
    expect(product).toMatchObject({
      product_name: 'Renamed Motor',
      model: 'X2',
      product_image_main: '/media/products/b.svg',
    });
    expect(product.product_image_urls).toHaveLength(2);
    expect(product.product_image_urls[1]).toMatch(/full\.webp$/);
    expect(res.json().message).toBe('Product updated successfully!');

    const tooDear = await update(motor.id, { discounted_single_product_price: '10000' });
    expect(tooDear.statusCode).toBe(400);
    expect(tooDear.json().message).toMatch(/above the MRP/);
    expect((await update(motor.id, { existing_images: ['https://evil.example/x.png'] })).statusCode).toBe(400);
    expect((await update(motor.id, { existing_images: [] })).json().message).toBe('Please upload at least one image');
    expect((await update(motor.id, { product_name: 'By a SubAdmin' }, [], sub.cookie)).statusCode).toBe(403);
    expect((await update('missing', { product_name: 'x' })).statusCode).toBe(404);
    const now = (await allProduct('search=renamed')).json().data.products[0];
    expect(now.product_name).toBe('Renamed Motor');
  });

  it('refuses a SKU another product holds with 409', async () => {
    const a = await makeProduct(t.db, {
      categoryId,
      subCategoryId,
      sku: 'TAKEN-1',
      imageMain: '/media/products/a.svg',
    });
    const b = await makeProduct(t.db, { categoryId, subCategoryId, imageMain: '/media/products/b.svg' });
    expect((await update(b.id, { SKU: 'taken-1' })).statusCode).toBe(409);
    expect((await update(a.id, { SKU: 'TAKEN-1' })).statusCode).toBe(200);
  });
});
