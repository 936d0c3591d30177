/**
 * Every SuperAdmin-only call in one table (admin spec §6; issue 9; decision 034): a stranger and a
 * customer get 401, a SubAdmin 403 whatever the browser shows, and nothing changes (no audit row);
 * a SuperAdmin gets past the role check. Bodies are valid, so the refusal is the role's, not the
 * schema's. A new SuperAdmin call belongs in this list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { signInStaff, signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let boss: SignedIn;
let sub: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  boss = await signInStaff(t.app, t.db, 'SuperAdmin');
  sub = await signInStaff(t.app, t.db, 'SubAdmin');
  customer = await signUpCustomer(t.app);
});
afterAll(() => t.close());

const ID = '0190a0a0-0000-7000-8000-000000000000';
const CALLS: [method: 'GET' | 'POST' | 'PATCH', url: string, body?: object][] = [
  ['GET', '/admin/settings'],
  ['PATCH', '/admin/settings', { supportPhone: '9999988888' }],
  ['POST', '/coupon/list', {}],
  ['POST', '/coupon/create-coupon', { code: 'ROLE10', discountPercentage: 10, expiryDate: '2099-12-31' }],
  ['POST', `/coupon/${ID}/update`, { discountPercentage: 5 }],
  ['POST', `/coupon/${ID}/deactivate`, {}],
  ['GET', '/wholesale/allWholesaleProducts?page=1&limit=10'],
  ['POST', '/wholesale/new', { product_id: ID, priceBreaks: [{ minQuantity: 10, discount: 5 }] }],
  ['POST', `/wholesale/${ID}/update`, { priceBreaks: [{ minQuantity: 10, discount: 5 }] }],
  ['POST', `/wholesale/${ID}/remove`, {}],
  ['POST', `/product/${ID}/update`, { product: { no_of_product_instock: 5, product_instock: true } }],
  ['POST', `/admin/jobs/${ID}/retry`],
  ['GET', '/admin/audit'],
  ['POST', '/admin/audit', {}],
  ['GET', '/admin/staff'],
  [
    'POST',
    '/admin/staff',
    { name: 'Role Test', email: 'role.test@makershop.in', role: 'SuperAdmin', password: 'Role@20261' },
  ],
  ['POST', `/admin/staff/${ID}/role`, { role: 'SuperAdmin' }],
  ['POST', `/admin/staff/${ID}/deactivate`, {}],
  ['POST', `/admin/staff/${ID}/activate`, {}],
  ['POST', `/admin/staff/${ID}/reset-password`, { password: 'Role@20261' }],
];

const call = (method: string, url: string, body: object | undefined, cookie?: string) =>
  t.app.inject({ method: method as 'GET', url: `/api/v1${url}`, headers: cookie ? { cookie } : {}, payload: body });

describe('SuperAdmin-only calls', () => {
  it.each(CALLS)('%s %s: stranger 401, customer 401, SubAdmin 403, nothing written', async (method, url, body) => {
    const before = (await t.db.select().from(auditLog)).length;
    expect((await call(method, url, body)).statusCode).toBe(401);
    expect((await call(method, url, body, customer.cookie)).statusCode).toBe(401);
    const refused = await call(method, url, body, sub.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You don't have permission to do this.");
    expect((await t.db.select().from(auditLog)).length).toBe(before);
  });

  it.each(CALLS)('%s %s: a SuperAdmin gets past the role check', async (method, url, body) => {
    expect([401, 403]).not.toContain((await call(method, url, body, boss.cookie)).statusCode);
  });
});
