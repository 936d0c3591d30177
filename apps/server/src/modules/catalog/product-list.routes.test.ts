import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct, makeServiceArea } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { signInStaff, signUpCustomer } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  await makeServiceArea(t.db, '560038');
  const category = await makeCategory(t.db, 'Sensors');
  productId = (await makeProduct(t.db, { categoryId: category.id, productName: 'BME280 Sensor', stock: 30 })).id;
});
afterAll(() => t.close());

const list = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/product/list',
    payload: { pageNum: 1, pageSize: 24, filters: { category_name: 'Sensors' } },
  });
const cardStock = async () => (await list()).json().data.productList[0].no_of_product_instock;

describe('POST /product/list (cached replies)', () => {
  it('answers a repeated request with the same JSON body', async () => {
    const first = await list();
    const second = await list();
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    expect(second.json().data).toMatchObject({ productCount: 1, pageNum: 1, pageSize: 24 });
  });

  it('shows a quick stock update at once', async () => {
    expect(await cardStock()).toBe(30);
    const admin = await signInStaff(t.app, t.db, 'SuperAdmin');
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/product/${productId}/update`,
      headers: { cookie: admin.cookie },
      payload: { product: { no_of_product_instock: 20, product_instock: true } },
    });
    expect(await cardStock()).toBe(20);
  });

  it('shows the units an order takes at once', async () => {
    const before = await cardStock();
    const customer = await signUpCustomer(t.app);
    expect((await placeOrder(t.app, customer.cookie, [{ product_id: productId, quantity: 3 }])).statusCode).toBe(201);
    expect(await cardStock()).toBe(before - 3);
  });
});
