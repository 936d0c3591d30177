/**
 * Coupon calls through the API (issue 7): staff create, list, change and deactivate coupons
 * (SuperAdmin only, checked on the server); shoppers validate a code with the spec's messages;
 * every bad input is a 4xx that saves nothing; validation is rate-limited per address.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIndiaLocalInput } from '@shop/domain/coupons/india-time.rules';
import { coupons } from '../../db/schema/coupons';
import { createManualClock } from '../../lib/clock';
import { signInStaff, signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

const HOUR = 3_600_000;
const clock = createManualClock();
let t: TestApp;
let admin: SignedIn;
let subAdmin: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await signInStaff(t.app, t.db, 'SuperAdmin');
  subAdmin = await signInStaff(t.app, t.db, 'SubAdmin');
  customer = await signUpCustomer(t.app, 'Kiran Shah');
});
afterAll(() => t.close());

let address = 0;
function post(url: string, payload: unknown, cookie?: string) {
  // Each call from its own address, so only the rate-limit test meets the validate limit.
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
    remoteAddress: `203.0.113.${(++address % 200) + 1}`,
  });
}
/** An expiry `hours` from the test clock's now, as a datetime-local in India time. */
const inHours = (hours: number) => toIndiaLocalInput(new Date(clock.now().getTime() + hours * HOUR));
const create = (body: Record<string, unknown>, cookie = admin.cookie) =>
  post('/coupon/create-coupon', { discountPercentage: 10, expiryDate: inHours(48), ...body }, cookie);
const rowCount = async () => (await t.db.select().from(coupons)).length;

describe('staff create and list coupons', () => {
  it('creates a coupon with the code upper-cased and lists it as Active', async () => {
    const res = await create({ code: 'diwali10', minOrderValue: 499, maxDiscount: 250.5, usageLimit: 100 });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Coupon Created Successfully!');
    expect(res.json().data.coupon).toMatchObject({
      code: 'DIWALI10',
      discountPercentage: 10,
      minOrderValue: 499,
      maxDiscount: 250.5,
      usageLimit: 100,
      perCustomerLimit: 1,
      usedCount: 0,
      status: 'Active',
      active: true,
      customerEmail: null,
    });

    const list = await post('/coupon/list', { pageNum: 1, pageSize: 20, filters: {} }, admin.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.couponList.map((c: { code: string }) => c.code)).toContain('DIWALI10');
  });

  it('reads a date without a time as the end of that day in India', async () => {
    const res = await create({ code: 'ENDOFDAY', expiryDate: '2099-03-31' });
    expect(res.json().data.coupon.expiryDate).toBe('2099-03-31T18:29:59.999Z');
  });

  it.each([
    ['no code', { code: undefined }, 'Please fill all fields!'],
    ['an empty code', { code: '  ' }, 'Please fill all fields!'],
    ['no percentage', { code: 'NOPCT', discountPercentage: undefined }, 'Please fill all fields!'],
    ['no expiry', { code: 'NOEXP', expiryDate: undefined }, 'Please fill all fields!'],
    ['an expiry in the past', { code: 'PAST10', expiryDate: '2020-01-01' }, 'Expiry date cannot be in the past!'],
    ['an expiry an hour ago', { code: 'HOURAGO', expiryDate: 'PAST' }, 'Expiry date cannot be in the past!'],
    [
      'a date that does not exist',
      { code: 'FEB30', expiryDate: '2099-02-30' },
      'Expiry must be a date (YYYY-MM-DD) or a date and time in India time',
    ],
    ['0%', { code: 'ZERO', discountPercentage: 0 }, 'Discount must be a whole percentage from 1 to 100'],
    ['101%', { code: 'HUGE', discountPercentage: 101 }, 'Discount must be a whole percentage from 1 to 100'],
    [
      'a fractional percentage',
      { code: 'FRAC', discountPercentage: 7.5 },
      'Discount must be a whole percentage from 1 to 100',
    ],
    ['a code with a space', { code: 'TEN OFF' }, 'A coupon code is 3 to 20 letters, digits, - or _'],
    ['a negative minimum', { code: 'NEGMIN', minOrderValue: -1 }, 'Minimum order value cannot be negative'],
    [
      'a maximum discount in fractions of paise',
      { code: 'FRACMAX', maxDiscount: 10.005 },
      'Maximum discount can have at most two decimals',
    ],
    ['a usage limit of 0', { code: 'NOUSE', usageLimit: 0 }, 'Total uses must be at least 1'],
    ['a field the API does not take', { code: 'EXTRA', usedCount: 5 }, undefined],
    ['a NUL in the code', { code: 'NUL\u0000' }, 'Text cannot contain the NUL character (U+0000)'],
  ])('refuses %s with 400 and saves nothing', async (_name, over, message) => {
    const before = await rowCount();
    const body = { ...over } as Record<string, unknown>;
    if (body.expiryDate === 'PAST') body.expiryDate = inHours(-1);
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('Error');
    if (message) expect(res.json().message).toBe(message);
    expect(await rowCount()).toBe(before);
  });

  it('refuses a code that exists (in any case) with 409', async () => {
    await create({ code: 'ONCEONLY' });
    const res = await create({ code: 'onceonly', discountPercentage: 50 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A coupon with this code already exists');
  });

  it('refuses a customer e-mail that has no account with 404', async () => {
    const res = await create({ code: 'NOBODY', customerEmail: 'nobody@example.in' });
    expect(res.statusCode).toBe(404);
  });
});

describe('who may call the staff coupon calls', () => {
  let couponId: string;
  beforeAll(async () => {
    couponId = (await create({ code: 'ROLES10' })).json().data.coupon._id;
  });

  const calls = () =>
    [
      ['/coupon/list', {}],
      ['/coupon/create-coupon', { code: 'SNEAKY', discountPercentage: 90, expiryDate: inHours(5) }],
      [`/coupon/${couponId}/update`, { discountPercentage: 90 }],
      [`/coupon/${couponId}/deactivate`, {}],
    ] as const;

  it('answers 401 to a stranger and to a customer, 403 to a SubAdmin, and changes nothing', async () => {
    const before = await t.db.select().from(coupons);
    for (const [url, body] of calls()) {
      expect((await post(url, body)).statusCode).toBe(401);
      expect((await post(url, body, customer.cookie)).statusCode).toBe(401);
      const sub = await post(url, body, subAdmin.cookie);
      expect(sub.statusCode).toBe(403);
      expect(sub.json().status).toBe('Error');
    }
    expect(await t.db.select().from(coupons)).toEqual(before);
  });
});

describe('shoppers validate a code', () => {
  it('gives the terms of a usable code typed in any case, to a guest or a customer', async () => {
    await create({ code: 'SAVE15', discountPercentage: 15, minOrderValue: 999 });
    for (const cookie of [undefined, customer.cookie]) {
      const res = await post('/coupon/validate-coupon', { code: ' save15 ' }, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.coupon).toMatchObject({
        code: 'SAVE15',
        discountPercentage: 15,
        minOrderValue: 999,
        maxDiscount: null,
      });
      expect(res.json().data.coupon).not.toHaveProperty('usedCount');
    }
  });

  it.each([
    ['an empty code', { code: '' }, 400, 'Please enter a coupon code'],
    ['no code', {}, 400, 'Please enter a coupon code'],
    ['an unknown code', { code: 'NOSUCH' }, 404, 'Invalid or expired coupon'],
    ['a code of 200 characters', { code: 'A'.repeat(200) }, 400, undefined],
    ['a number', { code: 12345 }, 400, undefined],
  ])('refuses %s', async (_name, body, status, message) => {
    const res = await post('/coupon/validate-coupon', body);
    expect(res.statusCode).toBe(status);
    if (message) expect(res.json().message).toBe(message);
  });

  it("says 'This coupon has expired' once its expiry has passed", async () => {
    await create({ code: 'SHORT1', expiryDate: inHours(1) });
    expect((await post('/coupon/validate-coupon', { code: 'SHORT1' })).statusCode).toBe(200);
    clock.advance(2 * HOUR);
    const res = await post('/coupon/validate-coupon', { code: 'SHORT1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This coupon has expired');
    const list = await post('/coupon/list', { filters: {} }, admin.cookie);
    expect(list.json().data.couponList.map((c: { code: string }) => c.code)).not.toContain('SHORT1');
    const all = await post('/coupon/list', { filters: { status: 'all' } }, admin.cookie);
    expect(all.json().data.couponList.find((c: { code: string }) => c.code === 'SHORT1')?.status).toBe('Expired');
  });

  it("treats another customer's coupon as unknown, and asks a guest to sign in", async () => {
    const owner = await signUpCustomer(t.app, 'Owner Person');
    const created = await create({ code: 'JUSTYOU', customerEmail: owner.email.toUpperCase() });
    expect(created.json().data.coupon.customerEmail).toBe(owner.email);
    expect((await post('/coupon/validate-coupon', { code: 'JUSTYOU' }, owner.cookie)).statusCode).toBe(200);
    const other = await post('/coupon/validate-coupon', { code: 'JUSTYOU' }, customer.cookie);
    expect([other.statusCode, other.json().message]).toEqual([404, 'Invalid or expired coupon']);
    const guest = await post('/coupon/validate-coupon', { code: 'JUSTYOU' });
    expect([guest.statusCode, guest.json().message]).toEqual([422, 'Please sign in to use this coupon']);
  });

  it('limits code checks to 20 a minute from one address', async () => {
    const from = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/coupon/validate-coupon',
        payload: { code },
        remoteAddress: '192.0.2.77',
      });
    const statuses = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await from(`GUESS${i}`)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('staff change and deactivate coupons', () => {
  it('changes the terms, clears a limit, and refuses a limit under the uses taken', async () => {
    const id = (await create({ code: 'CHANGE1', usageLimit: 5, maxDiscount: 100 })).json().data.coupon._id;
    const res = await post(
      `/coupon/${id}/update`,
      { discountPercentage: 20, maxDiscount: null, usageLimit: null },
      admin.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.coupon).toMatchObject({
      code: 'CHANGE1',
      discountPercentage: 20,
      maxDiscount: null,
      usageLimit: null,
    });
    await t.db.update(coupons).set({ usedCount: 3 }).where(eq(coupons.id, id));
    const low = await post(`/coupon/${id}/update`, { usageLimit: 2 }, admin.cookie);
    expect([low.statusCode, low.json().message]).toEqual([400, 'Total uses cannot be below the 3 uses already taken']);
    expect((await post(`/coupon/${id}/update`, {}, admin.cookie)).statusCode).toBe(400);
    expect((await post(`/coupon/${id}/update`, { expiryDate: '2020-01-01' }, admin.cookie)).json().message).toBe(
      'Expiry date cannot be in the past!',
    );
    expect((await post(`/coupon/${id}/update`, { code: 'RENAMED' }, admin.cookie)).statusCode).toBe(400);
    expect((await post('/coupon/no-such-id/update', { discountPercentage: 5 }, admin.cookie)).statusCode).toBe(404);
  });

  it('deactivates a coupon: shoppers are refused and the active list drops it', async () => {
    const id = (await create({ code: 'SWITCHOFF' })).json().data.coupon._id;
    const res = await post(`/coupon/${id}/deactivate`, {}, admin.cookie);
    expect(res.json().data.coupon.status).toBe('Inactive');
    expect((await post('/coupon/validate-coupon', { code: 'SWITCHOFF' })).json().message).toBe(
      'Invalid or expired coupon',
    );
    const list = await post('/coupon/list', {}, admin.cookie);
    expect(list.json().data.couponList.map((c: { code: string }) => c.code)).not.toContain('SWITCHOFF');
    expect((await post('/coupon/no-such-id/deactivate', {}, admin.cookie)).statusCode).toBe(404);
    expect((await post(`/coupon/${id}/deactivate`, { active: true }, admin.cookie)).statusCode).toBe(400);
  });
});
