import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/accounts';
import { signInStaff, signUpCustomer } from '../test/sessions';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  ORDER_PLACEMENT_PER_CUSTOMER,
  PAYMENT_CREATION_PER_CUSTOMER,
  PAYMENT_VERIFICATION_PER_CUSTOMER,
  PINCODE_LOOKUP_PER_IP,
  SEARCH_SUGGESTIONS_PER_IP,
  SIGN_IN_PER_ACCOUNT,
  SIGN_IN_PER_IP,
  SIGNUP_PER_IP,
  STAFF_SIGN_IN_PER_ACCOUNT,
} from './rate-limit.rules';

// Counters live in memory, or in Redis under this app's own prefix when REDIS_URL is set.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let nextAddress = 0;
/** A fresh client address for each call, so only the per-account limit can apply. */
const anyAddress = () => `203.0.113.${(++nextAddress % 250) + 1}`;
const post = (url: string, payload: object, remoteAddress = anyAddress(), headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress, headers });

function expectLimited(res: LightMyRequestResponse, windowS = 60) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    status: 'Error',
    code: 'RATE_LIMITED',
    message: expect.stringMatching(/^Too many requests\. Please try again in \d+ (seconds|minutes)\.$/),
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowS);
}

async function statuses(calls: number, call: (i: number) => Promise<LightMyRequestResponse>): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < calls; i++) codes.push((await call(i)).statusCode);
  return codes;
}

describe('sign-in attempts per account', () => {
  it('answers 429 after the limit to 200 wrong customer passwords, and refuses the right one while limited', async () => {
    const me = await signUpCustomer(t.app);
    const codes = await statuses(200, () => post('/auth/login', { email: me.email, password: 'Wrong@2026' }));
    expect(codes.slice(0, SIGN_IN_PER_ACCOUNT.max)).toEqual(Array(SIGN_IN_PER_ACCOUNT.max).fill(401));
    expect(new Set(codes.slice(SIGN_IN_PER_ACCOUNT.max))).toEqual(new Set([429]));
    const right = await post('/auth/login', { email: me.email.toUpperCase(), password: 'Maker@2026' });
    expectLimited(right);
    expect(right.cookies).toEqual([]);
  });

  it('does the same for staff at /admin/login', async () => {
    const staff = await signInStaff(t.app, t.db, 'SuperAdmin');
    const codes = await statuses(200, () => post('/admin/login', { email: staff.email, password: 'Wrong@2026' }));
    expect(codes.filter((c) => c === 401)).toHaveLength(STAFF_SIGN_IN_PER_ACCOUNT.max - 1); // the helper's sign-in counted too
    expect(codes.slice(-150)).toEqual(Array(150).fill(429));
    expectLimited(await post('/admin/login', { email: staff.email, password: 'Staff@12345' }));
  });

  it('leaves other accounts free to sign in', async () => {
    const other = await signUpCustomer(t.app);
    expect((await post('/auth/login', { email: other.email, password: 'Maker@2026' })).statusCode).toBe(200);
  });
});

describe('limits per client address', () => {
  it('refuses one address trying many accounts', async () => {
    const codes = await statuses(SIGN_IN_PER_IP.max + 5, (i) =>
      post('/auth/login', { email: `guess${i}@example.in`, password: 'Maker@2026' }, '192.0.2.10'),
    );
    expect(codes.slice(0, SIGN_IN_PER_IP.max)).toEqual(Array(SIGN_IN_PER_IP.max).fill(401));
    expectLimited(await post('/auth/login', { email: 'one-more@example.in', password: 'Maker@2026' }, '192.0.2.10'));
    expect(
      (await post('/auth/login', { email: 'one-more@example.in', password: 'Maker@2026' }, '192.0.2.11')).statusCode,
    ).toBe(401);
  });

  it('limits sign-ups from one address and creates no account when refused', async () => {
    const signup = (i: number) =>
      post(
        '/auth/signup',
        { name: 'Bulk Maker', email: `bulk${i}@example.in`, password: 'Maker@2026', phone: '9876543210' },
        '192.0.2.20',
      );
    expect(await statuses(SIGNUP_PER_IP.max, signup)).toEqual(Array(SIGNUP_PER_IP.max).fill(201));
    expectLimited(await signup(SIGNUP_PER_IP.max), 3600);
    const [row] = await t.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, `bulk${SIGNUP_PER_IP.max}@example.in`));
    expect(row!.n).toBe(0);
  });

  it('limits pincode look-ups per address', async () => {
    const look = (address: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/location/pincode/560038', remoteAddress: address });
    const codes = await statuses(PINCODE_LOOKUP_PER_IP.max, () => look('192.0.2.30'));
    expect(codes).not.toContain(429);
    expectLimited(await look('192.0.2.30'));
    expect((await look('192.0.2.31')).statusCode).not.toBe(429);
  });

  it('limits search suggestions per address', async () => {
    const suggest = (address: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/product/suggestions?q=servo', remoteAddress: address });
    const codes = await statuses(SEARCH_SUGGESTIONS_PER_IP.max, () => suggest('192.0.2.40'));
    expect(codes).not.toContain(429);
    expectLimited(await suggest('192.0.2.40'));
    expect((await suggest('192.0.2.41')).statusCode).not.toBe(429);
  });
});

describe('limits per customer', () => {
  it('limits order placement', async () => {
    const me = await signUpCustomer(t.app);
    const order = {
      products: [{ product_id: 'no-such-product', quantity: 1 }],
      shippingAddress: '12 MG Road',
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '9876543210',
      pincode: '560038',
      city: 'Bengaluru',
      state: 'Karnataka',
    };
    const codes = await statuses(ORDER_PLACEMENT_PER_CUSTOMER.max, () =>
      post('/order/new', { order }, anyAddress(), { cookie: me.cookie }),
    );
    expect(codes).not.toContain(429);
    expectLimited(await post('/order/new', { order }, anyAddress(), { cookie: me.cookie }));
    const other = await signUpCustomer(t.app);
    expect((await post('/order/new', { order }, anyAddress(), { cookie: other.cookie })).statusCode).not.toBe(429);
  });

  it('limits payment creation', async () => {
    const me = await signUpCustomer(t.app);
    const pay = () =>
      post('/payment/create-phonepe-payment', { orderId: 'no-such-order' }, anyAddress(), { cookie: me.cookie });
    const codes = await statuses(PAYMENT_CREATION_PER_CUSTOMER.max, pay);
    expect(codes).not.toContain(429);
    expectLimited(await pay());
  });

  it('limits payment verification, both routes counted together', async () => {
    const me = await signUpCustomer(t.app);
    const verify = (route: string) =>
      post(`/payment/${route}`, { paymentId: 'no-such-payment' }, anyAddress(), { cookie: me.cookie });
    const half = PAYMENT_VERIFICATION_PER_CUSTOMER.max / 2;
    const codes = [
      ...(await statuses(half, () => verify('verify-phonepe-payment'))),
      ...(await statuses(half, () => verify('verify-cashfree-payment'))),
    ];
    expect(codes).not.toContain(429);
    expectLimited(await verify('verify-cashfree-payment'));
  });
});

describe('the table of limited routes', () => {
  it('stops the start when a limited route does not exist, so a renamed route cannot lose its limit', async () => {
    const { default: Fastify } = await import('fastify');
    const { rateLimitPlugin } = await import('./rate-limit.plugin');
    const bare = Fastify();
    await bare.register(rateLimitPlugin, {});
    await expect(bare.ready()).rejects.toThrow(
      /Rate limits name routes that do not exist: POST \/api\/v1\/auth\/login/,
    );
    await bare.close();
  });

  it('documents 429 on a limited route that declares its replies', async () => {
    const { default: Fastify } = await import('fastify');
    const { rateLimitPlugin } = await import('./rate-limit.plugin');
    const { LIMITED_ROUTES } = await import('./rate-limit.rules');
    const bare = Fastify();
    await bare.register(rateLimitPlugin, {});
    const envelope = { type: 'object', properties: { status: { type: 'string' }, message: { type: 'string' } } };
    const declared: Record<string, Record<string, unknown>> = {};
    for (const id of Object.keys(LIMITED_ROUTES)) {
      const [method, url] = id.split(' ') as ['GET' | 'POST', string];
      declared[id] = { 200: { type: 'object' }, 400: envelope };
      bare.route({ method, url, schema: { response: declared[id] }, handler: async () => ({}) });
    }
    await bare.ready();
    for (const replies of Object.values(declared)) expect(replies['429']).toEqual(envelope);
    await bare.close();
  });
});
