/**
 * Attack: cross-site writes (issue 5). A page on another site can make a browser send an HTML
 * form or a text/plain fetch, with the shop's cookies, without asking first. Such calls to sign
 * in or to start a payment were accepted; now a non-JSON body answers 415, a foreign Origin 403,
 * and nothing changes.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../db/schema/payments';
import { makeCategory, makeProduct, makeServiceArea } from '../test/factories';
import { placeOrder } from '../test/orders';
import { signUpCustomer, type SignedIn } from '../test/sessions';
import { createTestApp, type TestApp } from '../test/test-app';
import { allowedOrigins, CROSS_ORIGIN_REFUSED, JSON_ONLY } from './api-request-guard.plugin';

const EVIL = 'https://evil.example';
const FORM = 'application/x-www-form-urlencoded';

let t: TestApp;
let asha: SignedIn;
let orderId: string;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example.in' });
  await makeServiceArea(t.db, '560038');
  asha = await signUpCustomer(t.app);
  const product = await makeProduct(t.db, { categoryId: (await makeCategory(t.db)).id });
  orderId = (await placeOrder(t.app, asha.cookie, [{ product_id: product.id, quantity: 1 }])).json().data.order._id;
});
afterAll(() => t.close());

const paymentCount = async () => (await t.db.select({ n: count() }).from(payments))[0]!.n;
const password = 'Maker@2026';

describe('a cross-site form', () => {
  it('cannot sign in: 403, no session cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': FORM, origin: EVIL },
      payload: `email=${encodeURIComponent(asha.email)}&password=${encodeURIComponent(password)}`,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'Error', code: 'FORBIDDEN', message: CROSS_ORIGIN_REFUSED });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it("cannot start a payment with the customer's cookie: 403, no payment created", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/create-phonepe-payment',
      headers: { 'content-type': FORM, origin: EVIL, cookie: asha.cookie },
      payload: `orderId=${orderId}`,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().status).toBe('Error');
    expect(await paymentCount()).toBe(0);
  });

  it('cannot send JSON either when its Origin is foreign', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/create-phonepe-payment',
      headers: { origin: EVIL, cookie: asha.cookie },
      payload: { orderId },
    });
    expect(res.statusCode).toBe(403);
    expect(await paymentCount()).toBe(0);
  });
});

describe('bodies that are not JSON', () => {
  it.each([
    [FORM, `email=${encodeURIComponent('asha@example.in')}&password=x`],
    ['text/plain', JSON.stringify({ email: 'asha@example.in', password: 'x' })],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na\r\n--x--'],
  ])('answer 415 as %s, even without an Origin', async (type, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': type },
      payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ status: 'Error', code: 'UNSUPPORTED_MEDIA_TYPE', message: JSON_ONLY });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answer 415 on a payment creation, creating nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/create-phonepe-payment',
      headers: { 'content-type': 'text/plain', cookie: asha.cookie },
      payload: JSON.stringify({ orderId }),
    });
    expect(res.statusCode).toBe(415);
    expect(await paymentCount()).toBe(0);
  });
});

describe('what still passes', () => {
  it("takes JSON from the shop's own origin", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { origin: 'https://shop.example.in' },
      payload: { email: asha.email, password },
    });
    expect(res.statusCode).toBe(200);
  });

  it('takes JSON without an Origin (server-to-server, curl)', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: asha.email, password } }))
        .statusCode,
    ).toBe(200);
  });

  it('takes a POST without a body, and a GET from anywhere', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/logout',
          headers: { origin: 'https://shop.example.in' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { origin: EVIL } })).statusCode,
    ).toBe(200);
  });

  it("lets a provider's notification through whatever its Origin (it is checked by signature)", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/notify',
      headers: { origin: EVIL },
      payload: { merchantTransactionId: 'T1' },
    });
    expect(res.statusCode).not.toBe(403);
    expect(res.json().message).not.toBe(CROSS_ORIGIN_REFUSED);
  });
});

describe('allowedOrigins', () => {
  it('is the public origin alone in production', () => {
    expect([...allowedOrigins('https://shop.example.in/', false)]).toEqual(['https://shop.example.in']);
  });

  it('adds the Vite dev server and the loopback names in development', () => {
    expect([...allowedOrigins('http://localhost:3000', true)].sort()).toEqual(
      ['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000', 'http://localhost:5173'].sort(),
    );
  });
});
