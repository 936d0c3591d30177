/**
 * Staff's Customers (issue 29 "Staff: Customers"): the list and its search for any staff member;
 * block and unblock for a SuperAdmin, audited, ending the customer's sessions and refusing their
 * sign-in and password reset; every refusal changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { jobs } from '../../db/schema/jobs';
import { signInStaff, signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let boss: SignedIn;
let sub: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  boss = await signInStaff(t.app, t.db, 'SuperAdmin');
  sub = await signInStaff(t.app, t.db, 'SubAdmin');
});
afterAll(() => t.close());

const list = (who: SignedIn | null, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/customers${query}`, headers: who ? { cookie: who.cookie } : {} });
const setBlock = (who: SignedIn | null, id: string, verb: 'block' | 'unblock') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/customers/${id}/${verb}`,
    headers: who ? { cookie: who.cookie } : {},
    payload: {},
  });
const sessionOf = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } })).json().data.user;
const login = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: 'Maker@2026' } });

describe('GET /admin/customers', () => {
  it('lists customers newest first, 20 a page, searched by name, e-mail or phone, for any staff member', async () => {
    const named = await signUpCustomer(t.app, 'Zoravar Gill');
    const res = await list(sub, '?search=zORAVAR');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      customerCount: 1,
      pageSize: 20,
      customers: [{ _id: named.id, name: 'Zoravar Gill', email: named.email, blocked_at: null }],
    });
    expect((await list(sub, `?search=${encodeURIComponent(named.email.slice(0, 12))}`)).json().data.customerCount).toBe(
      1,
    );
    expect((await list(sub, '?search=98765')).json().data.customerCount).toBeGreaterThanOrEqual(1);
    // A wildcard is taken literally.
    expect((await list(sub, '?search=%25')).json().data.customerCount).toBe(0);

    for (let i = 0; i < 21; i += 1) await signUpCustomer(t.app, 'Paging Person');
    const first = (await list(boss, '?search=Paging')).json().data;
    const second = (await list(boss, '?search=Paging&pageNum=2')).json().data;
    expect([first.customerCount, first.customers.length, second.customers.length]).toEqual([21, 20, 1]);
  });

  it.each([
    [null, '', 401],
    [null, '?search=a', 401],
    ['sub', '?pageNum=0', 400],
    ['sub', `?search=${'x'.repeat(101)}`, 400],
    ['sub', '?extra=1', 400],
  ] as const)('refuses %s %s with %i', async (who, query, status) => {
    const res = await list(who === 'sub' ? sub : null, query);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status: 'Error' });
  });
});

describe('block and unblock', () => {
  it('a SuperAdmin blocks a customer: sessions end, sign-in and reset are refused, audited; unblock lets them back', async () => {
    const customer = await signUpCustomer(t.app, 'Blocked Person');
    const blocked = await setBlock(boss, customer.id, 'block');
    expect([blocked.statusCode, blocked.json().message]).toEqual([200, 'Customer blocked']);
    expect(blocked.json().data.customer.blocked_at).toEqual(expect.any(String));

    expect(await sessionOf(customer.cookie)).toBeNull();
    const refused = await login(customer.email);
    expect([refused.statusCode, refused.json().code, refused.json().message]).toEqual([
      403,
      'ACCOUNT_BLOCKED',
      'This account is blocked. Please write to our support to have it reviewed.',
    ]);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/otp/send-email-otp-forgot-password',
      payload: { email: customer.email },
    });
    expect(reset.statusCode).toBe(200);
    const mails = (await t.db.select().from(jobs).where(eq(jobs.name, 'mail.send'))).filter(
      (job) => (job.payload as { to: string }).to === customer.email,
    );
    expect(mails).toEqual([]);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, customer.id));
    expect(entries.map((entry) => [entry.action, entry.staffId])).toEqual([['customer.block', boss.id]]);

    expect((await setBlock(boss, customer.id, 'unblock')).json().data.customer.blocked_at).toBeNull();
    expect((await login(customer.email)).statusCode).toBe(200);
  });

  it('refuses a SubAdmin, a stranger and an unknown customer, and changes nothing', async () => {
    const customer = await signUpCustomer(t.app, 'Safe Person');
    expect((await setBlock(sub, customer.id, 'block')).statusCode).toBe(403);
    expect((await setBlock(null, customer.id, 'block')).statusCode).toBe(401);
    expect((await setBlock(boss, 'no-such-customer', 'block')).statusCode).toBe(404);
    expect(await sessionOf(customer.cookie)).not.toBeNull();
    expect((await login(customer.email)).statusCode).toBe(200);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, customer.id))).toEqual([]);
  });
});
