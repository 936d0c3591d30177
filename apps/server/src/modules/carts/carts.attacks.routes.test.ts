/**
 * Refused saved-cart requests change nothing (decision 029): a customer only ever reads and
 * writes their own cart (no id in the call names another's); strangers and staff get 401;
 * unknown fields, too many lines, bad quantities, unknown products and oversized text are refused
 * with the error envelope and nothing is saved; writes are rate-limited per customer.
 */
import { NUL_CHARACTER } from '@shop/domain/validation/text.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '../../test/factories';
import { signInStaff, signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: SignedIn;
let other: SignedIn;
let productId: string;
let ownerCart: unknown;

const call = (headers: Record<string, string>, method: 'GET' | 'PUT', payload?: unknown) =>
  t.app.inject({
    method,
    url: '/api/v1/cart',
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const as = (who: SignedIn) => ({ cookie: who.cookie });
const cartOf = async (who: SignedIn) => (await call(as(who), 'GET')).json().data;

beforeAll(async () => {
  t = await createTestApp();
  const category = await makeCategory(t.db);
  productId = (await makeProduct(t.db, { categoryId: category.id, stock: 200 })).id;
  owner = await signUpCustomer(t.app, 'Anita Desai');
  other = await signUpCustomer(t.app, 'Vikram Shah');
  await call(as(owner), 'PUT', { lines: [{ product_id: productId, quantity: 3 }], couponCode: 'OWNER5' });
  ownerCart = await cartOf(owner);
});
afterAll(() => t.close());

describe("another customer's cart", () => {
  it('is not what I read, and my writes never reach it', async () => {
    expect((await cartOf(other)).lines).toEqual([]);
    await call(as(other), 'PUT', { lines: [{ product_id: productId, quantity: 9 }] });
    expect(await cartOf(owner)).toEqual(ownerCart);
    expect((await cartOf(other)).lines).toMatchObject([{ quantity: 9 }]);
  });

  it.each([
    ['an owner field', { lines: [], customerId: 'x' }],
    ['a customer_id field', { lines: [], customer_id: 'x' }],
  ])('cannot be named with %s: 400 and nothing changes', async (_what, payload) => {
    const res = await call(as(other), 'PUT', { ...payload, customerId: owner.id });
    expect(res.statusCode).toBe(400);
    expect(await cartOf(owner)).toEqual(ownerCart);
  });
});

describe('strangers and staff', () => {
  it.each(['GET', 'PUT'] as const)('a stranger gets 401 for %s /cart', async (method) => {
    const res = await call({}, method, method === 'PUT' ? { lines: [] } : undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe('Error');
  });

  it('staff get 401 with their session cookie or their token: a staff session is not a customer’s', async () => {
    const staff = await signInStaff(t.app, t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      remoteAddress: '198.51.100.7',
      payload: { email: staff.email, password: 'Staff@12345' },
    });
    const bearer = { authorization: `Bearer ${login.json().data.admin.token}` };
    for (const headers of [as(staff), bearer]) {
      expect((await call(headers, 'GET')).statusCode).toBe(401);
      expect((await call(headers, 'PUT', { lines: [] })).statusCode).toBe(401);
    }
  });
});

describe('bad input is refused with the error envelope and nothing is saved', () => {
  // Built when each test runs: the product exists only after beforeAll.
  const line = (quantity: number, product_id = productId) => ({ product_id, quantity });
  it.each([
    ['an unknown field', () => ({ lines: [line(1)], total: 1 }), 400, ''],
    ['an unknown field on a line', () => ({ lines: [{ ...line(1), product_price: 1 }] }), 400, 'lines.0'],
    ['101 lines', () => ({ lines: Array.from({ length: 101 }, (_, i) => line(1, `p${i}`)) }), 400, 'lines'],
    ['quantity 0', () => ({ lines: [line(0)] }), 400, 'lines.0.quantity'],
    ['a huge quantity', () => ({ lines: [line(1_000_000_000)] }), 400, 'lines.0.quantity'],
    ['a quantity as text', () => ({ lines: [{ product_id: productId, quantity: '2' }] }), 400, 'lines.0.quantity'],
    ['the same product twice', () => ({ lines: [line(1), line(2)] }), 400, 'lines.1.product_id'],
    ['an id of 101 characters', () => ({ lines: [line(1, 'x'.repeat(101))] }), 400, 'lines.0.product_id'],
    ['a coupon code of 41 characters', () => ({ lines: [], couponCode: 'C'.repeat(41) }), 400, 'couponCode'],
    [
      'a bulk range of 21 characters',
      () => ({ lines: [{ ...line(25), is_bulk_order: true, bulk_range: '2'.repeat(21) }] }),
      400,
      'lines.0.bulk_range',
    ],
    [
      'a bulk line without its range',
      () => ({ lines: [{ ...line(25), is_bulk_order: true }] }),
      400,
      'lines.0.bulk_range',
    ],
    ['an unknown product', () => ({ lines: [line(1), line(1, 'no-such-product')] }), 404, 'lines.1.product_id'],
    ['no lines at all', () => ({ couponCode: 'X' }), 400, 'lines'],
    [
      'a base with a line of no units (the web forgets such a base: server-cart-sync.ts)',
      () => ({ lines: [line(1)], base: { lines: [line(0)], couponCode: null } }),
      400,
      'base.lines.0.quantity',
    ],
  ])('%s', async (_what, payload, status, path) => {
    const res = await call(as(owner), 'PUT', payload());
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status: 'Error', message: expect.any(String) });
    expect(res.json().errors.map((error: { path: string }) => error.path)).toContain(path);
    expect(await cartOf(owner)).toEqual(ownerCart);
  });

  it('U+0000 in a product id', async () => {
    const res = await call(as(owner), 'PUT', { lines: [line(1, 'ab\u0000c')] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'Error', code: 'VALIDATION_FAILED', message: NUL_CHARACTER });
    expect(await cartOf(owner)).toEqual(ownerCart);
  });

  it('a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/cart',
      headers: { ...as(owner), 'content-type': 'application/json' },
      payload: '{"lines": [',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('Error');
    expect(await cartOf(owner)).toEqual(ownerCart);
  });
});

describe('rate limit', () => {
  it('refuses a 121st cart write in a minute with 429, and keeps the last saved cart', async () => {
    const who = await signUpCustomer(t.app);
    const statuses: number[] = [];
    for (let i = 1; i <= 121; i += 1)
      statuses.push((await call(as(who), 'PUT', { lines: [{ product_id: productId, quantity: i }] })).statusCode);
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
    expect((await cartOf(who)).lines).toMatchObject([{ quantity: 120 }]);
  });
});
