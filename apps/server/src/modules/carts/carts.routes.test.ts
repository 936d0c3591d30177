/**
 * The signed-in customer's saved cart through the API (issue 7; decision 029): PUT /cart replaces
 * it, GET /cart reads it back with each product's display snapshot as it stands now, lines of
 * products that no longer exist left out. Refusals and other customers: carts.attacks.routes.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { makeCategory, makeProduct } from '../../test/factories';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let me: SignedIn;
let esp32: { id: string };
let servo: { id: string };

const call = (who: SignedIn, method: 'GET' | 'PUT', payload?: object) =>
  t.app.inject({ method, url: '/api/v1/cart', headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  const category = await makeCategory(t.db);
  esp32 = await makeProduct(t.db, {
    categoryId: category.id,
    productName: 'ESP32 DevKit V1',
    pricePaise: 39_900,
    mrpPaise: 54_900,
    stock: 120,
    imageMain: '/media/products/esp32.svg',
  });
  servo = await makeProduct(t.db, {
    categoryId: category.id,
    productName: 'SG90 Micro Servo',
    pricePaise: 9_900,
    mrpPaise: 14_900,
    stock: 8,
  });
  me = await signUpCustomer(t.app, 'Meera Iyer');
});
afterAll(() => t.close());

describe('GET /cart', () => {
  it('answers an empty cart to a customer who never saved one', async () => {
    const who = await signUpCustomer(t.app);
    const res = await call(who, 'GET');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', data: { lines: [], couponCode: null, updatedAt: null } });
  });
});

describe('PUT /cart', () => {
  it('saves the lines and coupon, and GET gives them back with each product’s snapshot', async () => {
    const put = await call(me, 'PUT', {
      lines: [
        { product_id: esp32.id, quantity: 25, is_bulk_order: true, bulk_range: '20–49' },
        { product_id: servo.id, quantity: 2 },
      ],
      couponCode: 'save10',
    });
    expect(put.statusCode).toBe(200);
    const got = (await call(me, 'GET')).json().data;
    expect(got).toEqual(put.json().data);
    expect(got).toMatchObject({
      couponCode: 'SAVE10',
      lines: [
        {
          product_id: esp32.id,
          quantity: 25,
          is_bulk_order: true,
          bulk_range: '20–49',
          product_name: 'ESP32 DevKit V1',
          product_image_main: '/media/products/esp32.svg',
          discounted_single_product_price: 399,
          non_discounted_price: 549,
          no_of_product_instock: 120,
        },
        {
          product_id: servo.id,
          quantity: 2,
          product_name: 'SG90 Micro Servo',
          discounted_single_product_price: 99,
          no_of_product_instock: 8,
        },
      ],
    });
    expect(got.lines[1]).not.toHaveProperty('is_bulk_order');
    expect(Date.parse(got.updatedAt)).not.toBeNaN();
  });

  it('replaces the whole cart, last write wins, and an empty cart with no coupon is kept as such', async () => {
    const who = await signUpCustomer(t.app);
    await call(who, 'PUT', {
      lines: [
        { product_id: esp32.id, quantity: 1 },
        { product_id: servo.id, quantity: 3 },
      ],
      couponCode: 'WELCOME',
    });
    await call(who, 'PUT', { lines: [{ product_id: servo.id, quantity: 1 }] });
    expect((await call(who, 'GET')).json().data).toMatchObject({
      lines: [{ product_id: servo.id, quantity: 1 }],
      couponCode: null,
    });
    await call(who, 'PUT', { lines: [], couponCode: '  ' });
    expect((await call(who, 'GET')).json().data).toMatchObject({ lines: [], couponCode: null });
  });

  it('shows the product as it is now, not as it was when the line was saved', async () => {
    const who = await signUpCustomer(t.app);
    await call(who, 'PUT', { lines: [{ product_id: servo.id, quantity: 1 }] });
    await t.db
      .update(products)
      .set({ productName: 'SG90 Micro Servo (blue)', stock: 5 })
      .where(eq(products.id, servo.id));
    expect((await call(who, 'GET')).json().data.lines[0]).toMatchObject({
      product_name: 'SG90 Micro Servo (blue)',
      no_of_product_instock: 5,
    });
  });

  it('leaves out the line of a product that no longer exists', async () => {
    const who = await signUpCustomer(t.app);
    const category = await makeCategory(t.db);
    const gone = await makeProduct(t.db, { categoryId: category.id, productName: 'Discontinued Relay' });
    await call(who, 'PUT', {
      lines: [
        { product_id: gone.id, quantity: 1 },
        { product_id: esp32.id, quantity: 4 },
      ],
    });
    await t.db.delete(products).where(eq(products.id, gone.id));
    expect((await call(who, 'GET')).json().data.lines.map((line: { product_id: string }) => line.product_id)).toEqual([
      esp32.id,
    ]);
  });
});

describe('the extended warranty flag on a saved line (decision 039)', () => {
  it('keeps the flag per line and gives it back; a non-boolean flag is refused with nothing saved', async () => {
    const who = await signUpCustomer(t.app);
    const put = await call(who, 'PUT', {
      lines: [
        { product_id: esp32.id, quantity: 2, extended_warranty: true },
        { product_id: servo.id, quantity: 1, extended_warranty: false },
      ],
      couponCode: null,
    });
    expect(put.statusCode).toBe(200);
    const lines = (await call(who, 'GET')).json().data.lines;
    expect(lines[0]).toMatchObject({ product_id: esp32.id, quantity: 2, extended_warranty: true });
    expect(lines[1]).not.toHaveProperty('extended_warranty');
    const refused = await call(who, 'PUT', {
      lines: [{ product_id: esp32.id, quantity: 1, extended_warranty: 'yes' }],
    });
    expect(refused.statusCode).toBe(400);
    expect((await call(who, 'GET')).json().data.lines[0]).toMatchObject({ quantity: 2, extended_warranty: true });
  });
});
