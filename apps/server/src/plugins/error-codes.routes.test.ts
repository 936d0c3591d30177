/**
 * Every error reply carries a stable `code` beside the spec's message (issue 28 item 5, decision
 * 066): a sample of each code, through the real routes, and the codes in the OpenAPI document.
 */
import { ERROR_CODE_LIST } from '@shop/domain/api/api.errors';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct, makeServiceArea } from '../test/factories';
import { placeOrder } from '../test/orders';
import { signInStaff, signUpCustomer, type SignedIn } from '../test/sessions';
import { createTestApp, type TestApp } from '../test/test-app';
import { SIGN_IN_PER_ACCOUNT } from './rate-limit.rules';

let t: TestApp;
let asha: SignedIn;
let categoryId: string;
beforeAll(async () => {
  t = await createTestApp();
  await makeServiceArea(t.db, '560038');
  categoryId = (await makeCategory(t.db)).id;
  asha = await signUpCustomer(t.app);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/v1${url}`, payload, headers });

function expectCode(res: LightMyRequestResponse, status: number, code: string, message?: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ status: 'Error', code, ...(message === undefined ? {} : { message }) });
}

describe('error codes', () => {
  it('names a refused body VALIDATION_FAILED and an unreadable one BAD_REQUEST', async () => {
    expectCode(await call('POST', '/auth/login', { email: 'not an e-mail' }), 400, 'VALIDATION_FAILED');
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expectCode(malformed, 400, 'BAD_REQUEST');
  });

  it('names an unknown object and an unknown route NOT_FOUND', async () => {
    expectCode(await call('GET', '/product/no-such-product'), 404, 'NOT_FOUND', 'Product not found');
    expectCode(await call('GET', '/no-such-route'), 404, 'NOT_FOUND');
  });

  it('tells no session (UNAUTHENTICATED) from an ended one (SESSION_EXPIRED) and from a wrong password', async () => {
    expectCode(await call('POST', '/order/list', {}), 401, 'UNAUTHENTICATED');
    const bob = await signUpCustomer(t.app, 'Bob Iyer');
    await call('POST', '/auth/logout', {}, { cookie: bob.cookie });
    expectCode(
      await call('GET', `/user/${bob.id}`, undefined, { cookie: bob.cookie }),
      401,
      'SESSION_EXPIRED',
      'Authentication failed. Please login again.',
    );
    expectCode(
      await call('POST', '/auth/login', { email: bob.email, password: 'Wrong@2026x' }),
      401,
      'INVALID_CREDENTIALS',
      'Invalid email or password',
    );
  });

  it('names a role that may not FORBIDDEN', async () => {
    const staff = await signInStaff(t.app, t.db, 'SubAdmin');
    expectCode(await call('GET', '/admin/staff', undefined, { cookie: staff.cookie }), 403, 'FORBIDDEN');
  });

  it('names an order beyond stock OUT_OF_STOCK, with the spec’s message', async () => {
    const scarce = await makeProduct(t.db, { categoryId, productName: 'Raspberry Pi 5 8GB', stock: 1 });
    expectCode(
      await placeOrder(t.app, asha.cookie, [{ product_id: scarce.id, quantity: 2 }]),
      409,
      'OUT_OF_STOCK',
      'Raspberry Pi 5 8GB is out of stock or insufficient quantity available',
    );
  });

  it('names every coupon refusal COUPON_REFUSED, keeping its status', async () => {
    expectCode(await call('POST', '/coupon/validate-coupon', { code: 'NOSUCH' }), 404, 'COUPON_REFUSED');
    const board = await makeProduct(t.db, { categoryId, stock: 5 });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/new',
      headers: { cookie: asha.cookie },
      payload: {
        order: {
          products: [{ product_id: board.id, quantity: 1 }],
          couponCode: 'NOSUCH',
          shippingAddress: '12 MG Road, Indiranagar',
          name: 'Asha Rao',
          email: 'asha@example.in',
          phone: '9876543210',
          pincode: '560038',
          city: 'Bengaluru',
          state: 'Karnataka',
        },
      },
    });
    expect(order.statusCode).toBeGreaterThanOrEqual(400);
    expect(order.json().code).toBe('COUPON_REFUSED');
  });

  it('names too many tries RATE_LIMITED', async () => {
    const cara = await signUpCustomer(t.app, 'Cara Das');
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i <= SIGN_IN_PER_ACCOUNT.max; i++)
      last = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: cara.email, password: 'Wrong@2026x' },
        remoteAddress: `198.51.100.${i + 1}`,
      });
    expectCode(last!, 429, 'RATE_LIMITED');
  });

  it('lists every code, with its meaning, in the OpenAPI document’s error replies', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const placeOrderRefusal = doc.paths['/api/v1/order/new'].post.responses['409'].content['application/json'].schema;
    expect(placeOrderRefusal.required).toContain('code');
    expect(placeOrderRefusal.properties.code.enum).toEqual(ERROR_CODE_LIST);
    expect(placeOrderRefusal.properties.code.description).toContain('OUT_OF_STOCK: ');
  });
});
