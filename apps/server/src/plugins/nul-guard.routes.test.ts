/**
 * Attack: U+0000 in any string the API takes (issue 5 "Bad input"). PostgreSQL cannot store it,
 * so each of these used to reach the database and answer 500. Each must answer 400 with the
 * error envelope and change nothing.
 */
import { NUL_CHARACTER } from '@shop/domain/validation/text.schemas';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/accounts';
import { products } from '../db/schema/catalog';
import { orders } from '../db/schema/orders';
import { payments } from '../db/schema/payments';
import { makeProduct } from '../test/factories';
import { deliveryAddress, placeOrder } from '../test/orders';
import { signUpCustomer, type SignedIn } from '../test/sessions';
import { shopFixture } from '../test/shop-fixture';
import type { TestApp } from '../test/test-app';

let t: TestApp;
let asha: SignedIn;
let staff: SignedIn;
let productId: string;
let orderId: string;

beforeAll(async () => {
  let categoryId: string;
  ({
    t,
    categoryId,
    staff: { SuperAdmin: staff },
  } = await shopFixture({ staff: ['SuperAdmin'] }));
  asha = await signUpCustomer(t.app);
  productId = (await makeProduct(t.db, { categoryId, stock: 10 })).id;
  orderId = (await placeOrder(t.app, asha.cookie, [{ product_id: productId, quantity: 1 }])).json().data.order._id;
});
afterAll(() => t.close());

async function snapshot() {
  const [o] = await t.db.select({ n: count() }).from(orders);
  const [u] = await t.db.select({ n: count() }).from(users);
  const [p] = await t.db.select({ n: count() }).from(payments);
  const [stock] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return { orders: o!.n, users: u!.n, payments: p!.n, stock: stock!.stock };
}

function expectRefused(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ status: 'Error', message: NUL_CHARACTER });
}

const NUL = '\u0000';

describe('U+0000 in a body', () => {
  it.each([
    ['the delivery name', { name: `Asha${NUL}Rao` }],
    ['the shipping address', { shippingAddress: `12 MG Road${NUL}` }],
    ['the city', { city: `Benga${NUL}luru` }],
    ['the state', { state: `Karna${NUL}taka` }],
  ])('refuses an order with it in %s and places nothing', async (_field, address) => {
    const before = await snapshot();
    expectRefused(await placeOrder(t.app, asha.cookie, [{ product_id: productId, quantity: 1 }], address));
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an order whose product id holds it', async () => {
    const before = await snapshot();
    expectRefused(await placeOrder(t.app, asha.cookie, [{ product_id: `${productId}${NUL}`, quantity: 1 }]));
    expect(await snapshot()).toEqual(before);
  });

  it('refuses it in an ignored client field too', async () => {
    const before = await snapshot();
    expectRefused(
      await placeOrder(t.app, asha.cookie, [{ product_id: productId, quantity: 1, product_name: `x${NUL}` } as never]),
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a search for it in the product listing and in the staff order list', async () => {
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/product/list',
        payload: { filters: { search: `esp${NUL}32` } },
      }),
    );
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/product/list',
        payload: { filters: { brand_name: [`Espressif${NUL}`] } },
      }),
    );
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/order/list',
        headers: { cookie: staff.cookie },
        payload: { filters: { search: `a${NUL}` } },
      }),
    );
  });

  it('refuses a sign-up and a sign-in carrying it, creating no account', async () => {
    const before = await snapshot();
    const signup = { name: 'Asha Rao', email: 'nul@example.in', password: `Maker@2026${NUL}`, phone: '9876543210' };
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: signup }));
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: asha.email, password: `x${NUL}` },
      }),
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a payment for an order id holding it, creating no payment', async () => {
    const before = await snapshot();
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/payment/create-phonepe-payment',
        headers: { cookie: asha.cookie },
        payload: { orderId: `${orderId}${NUL}` },
      }),
    );
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/payment/verify-phonepe-payment',
        headers: { cookie: asha.cookie },
        payload: { paymentId: `${NUL}` },
      }),
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a provider notification carrying it, though its schema takes any body', async () => {
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/payment/notify',
        payload: { merchantTransactionId: `T${NUL}`, outcome: 'SUCCESS' },
      }),
    );
  });

  it('refuses it in a key of the body', async () => {
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/product/list',
        payload: JSON.parse(`{"filters":{"a\\u0000":1}}`),
      }),
    );
  });
});

describe('U+0000 in a path or query', () => {
  it.each([
    ['a product id', `/api/v1/product/${productId}%00`],
    ['an order id', `/api/v1/order/${orderId}%00`],
    ['a user id', '/api/v1/user/abc%00'],
    ['a pincode', '/api/v1/location/pincode/%0056003'],
    ['a sandbox payment page', '/sandbox/pay/T%00'],
    ['a query string', `/api/v1/product/${productId}?q=%00`],
    ['a web app route', '/product/esp32%00'],
  ])('refuses it in %s', async (_what, url) => {
    expectRefused(await t.app.inject({ method: 'GET', url, headers: { cookie: `${asha.cookie}; ${staff.cookie}` } }));
  });

  it('refuses it, in lower case, in the path of a staff update, changing nothing', async () => {
    const before = await snapshot();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/product/${productId}%00/update`,
      headers: { cookie: staff.cookie },
      payload: { product: { no_of_product_instock: 1, product_instock: true } },
    });
    expectRefused(res);
    expect(await snapshot()).toEqual(before);
  });
});

describe('over-long strings', () => {
  it('refuses an address over 500 characters and a password over 128, placing nothing', async () => {
    const before = await snapshot();
    const long = await placeOrder(t.app, asha.cookie, [{ product_id: productId, quantity: 1 }], {
      shippingAddress: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ status: 'Error', message: 'Address must be at most 500 characters' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: asha.email, password: 'x'.repeat(129) },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toBe('Password must be at most 128 characters long');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an id over 100 characters: 400 in a body, 404 in a path (the router matches no longer parameter)', async () => {
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/create-phonepe-payment',
      headers: { cookie: asha.cookie },
      payload: { orderId: 'a'.repeat(101) },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({ status: 'Error', message: 'An id must be at most 100 characters' });
    const path = await t.app.inject({ method: 'GET', url: `/api/v1/product/${'a'.repeat(101)}` });
    expect(path.statusCode).toBe(404);
    expect(path.json().status).toBe('Error');
  });

  it('still takes a normal order', async () => {
    expect(
      (await placeOrder(t.app, asha.cookie, [{ product_id: productId, quantity: 1 }], { name: deliveryAddress.name }))
        .statusCode,
    ).toBe(201);
  });
});
