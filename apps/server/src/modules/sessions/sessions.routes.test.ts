import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/sessions';
import { makeCategory, makeProduct } from '../../test/factories';
import { signInStaff, signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deactivateStaff, setStaffRole } from '../admin-auth/staff-accounts.service';
import { revokeSessionsOf } from './sessions.service';

let t: TestApp;
let productId: string;
beforeAll(async () => {
  t = await createTestApp();
  productId = (await makeProduct(t.db, { categoryId: (await makeCategory(t.db)).id })).id;
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const tokenOf = (who: SignedIn) => who.cookie.split('; ').map((c) => c.split('='))[0]![1]!;
const sidOf = (token: string) => (t.app.jwt.decode(token) as { sid: string }).sid;
const myAccount = (who: SignedIn, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/v1/user/${who.id}`, headers });
const superAdminCall = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/product/${productId}/update`,
    headers,
    payload: { product: { no_of_product_instock: 5, product_instock: true } },
  });
const staffCall = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/order/list', headers, payload: {} });
const login = (email: string, password = 'Maker@2026') =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });

describe('logout ends the session on the server', () => {
  it('refuses a customer token reused after logout with 401', async () => {
    const me = await signUpCustomer(t.app);
    expect((await myAccount(me, { cookie: me.cookie })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: me.cookie } });
    expect(out.statusCode).toBe(200);
    const reused = await myAccount(me, { cookie: me.cookie });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({
      status: 'Error',
      code: 'SESSION_EXPIRED',
      message: 'Authentication failed. Please login again.',
    });
    expect((await myAccount(me, bearer(tokenOf(me)))).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie: me.cookie } })).json().data
        .user,
    ).toBeNull();
  });

  it('ends only the session that logged out, not the same customer on another device', async () => {
    const me = await signUpCustomer(t.app);
    const phone = (await login(me.email)).json().data.token as string;
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(phone) });
    expect((await myAccount(me, bearer(phone))).statusCode).toBe(401);
    expect((await myAccount(me, { cookie: me.cookie })).statusCode).toBe(200);
  });

  it('refuses a staff token reused after /admin/logout with 401', async () => {
    const staff = await signInStaff(t.app, t.db, 'SubAdmin');
    expect((await staffCall({ cookie: staff.cookie })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/v1/admin/logout', headers: { cookie: staff.cookie } });
    expect((await staffCall({ cookie: staff.cookie })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/session', headers: { cookie: staff.cookie } })).json()
        .data.admin,
    ).toBeNull();
  });
});

describe('tokens must name a live session and expire', () => {
  it('refuses a well-signed token without exp with 401', async () => {
    const me = await signUpCustomer(t.app);
    const noExp = t.app.jwt.sign({ sid: sidOf(tokenOf(me)), kind: 'customer' });
    expect(t.app.jwt.decode<{ exp?: number }>(noExp)).not.toHaveProperty('exp');
    expect((await myAccount(me, bearer(noExp))).statusCode).toBe(401);
  });

  it('refuses a token of the old kind, which names a person instead of a session', async () => {
    const me = await signUpCustomer(t.app);
    const old = t.app.jwt.sign({ kind: 'customer', id: me.id, email: me.email, role: 'Customer' } as never, {
      expiresIn: 3600,
    });
    expect((await myAccount(me, bearer(old))).statusCode).toBe(401);
  });

  it('refuses a session whose row has expired, even with an unexpired token', async () => {
    const me = await signUpCustomer(t.app);
    const token = (await login(me.email)).json().data.token as string;
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sidOf(token)));
    expect((await myAccount(me, bearer(token))).statusCode).toBe(401);
  });

  it('does not let a customer session open staff routes', async () => {
    const me = await signUpCustomer(t.app);
    const asStaff = t.app.jwt.sign({ sid: sidOf(tokenOf(me)), kind: 'staff' }, { expiresIn: 3600 });
    expect((await staffCall(bearer(asStaff))).statusCode).toBe(401);
  });
});

describe('the staff role comes from the database', () => {
  it('ignores a role written into the token: a SubAdmin stays a SubAdmin', async () => {
    const sub = await signInStaff(t.app, t.db, 'SubAdmin');
    const forged = t.app.jwt.sign({ sid: sidOf(tokenOf(sub)), kind: 'staff', role: 'SuperAdmin' } as never, {
      expiresIn: 3600,
    });
    const res = await superAdminCall(bearer(forged));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status: 'Error',
      code: 'FORBIDDEN',
      message: "You don't have permission to do this.",
    });
  });

  it('refuses a demoted SuperAdmin on SuperAdmin routes at once', async () => {
    const boss = await signInStaff(t.app, t.db, 'SuperAdmin');
    const other = await signInStaff(t.app, t.db, 'SuperAdmin');
    expect((await superAdminCall({ cookie: boss.cookie })).statusCode).toBe(200);
    await setStaffRole(t.db, other, boss.id, 'SubAdmin');
    expect((await superAdminCall({ cookie: boss.cookie })).statusCode).toBe(403);
    expect((await staffCall({ cookie: boss.cookie })).statusCode).toBe(200);
  });

  it('ends a deactivated staff member’s sessions at once and refuses their sign-in', async () => {
    const staff = await signInStaff(t.app, t.db, 'SubAdmin');
    expect((await staffCall({ cookie: staff.cookie })).statusCode).toBe(200);
    const boss = await signInStaff(t.app, t.db, 'SuperAdmin');
    await deactivateStaff(t.db, boss, staff.id);
    expect((await staffCall({ cookie: staff.cookie })).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { email: staff.email, password: 'Staff@12345' },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Invalid email or password');
  });

  it('answers NOT_FOUND when deactivating someone who does not exist', async () => {
    const boss = await signInStaff(t.app, t.db, 'SuperAdmin');
    await expect(deactivateStaff(t.db, boss, 'no-such-admin')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('revokeSessionsOf (after a password change)', () => {
  it('ends every session of the customer but the one it is told to keep', async () => {
    const me = await signUpCustomer(t.app);
    const laptop = (await login(me.email)).json().data.token as string;
    const phone = (await login(me.email)).json().data.token as string;
    for (const token of [laptop, phone]) expect((await myAccount(me, bearer(token))).statusCode).toBe(200);
    expect(await revokeSessionsOf(t.db, 'customer', me.id, { except: sidOf(laptop) })).toBe(2);
    expect((await myAccount(me, bearer(laptop))).statusCode).toBe(200);
    expect((await myAccount(me, bearer(phone))).statusCode).toBe(401);
    expect((await myAccount(me, { cookie: me.cookie })).statusCode).toBe(401);
    await revokeSessionsOf(t.db, 'customer', me.id);
    expect((await myAccount(me, bearer(laptop))).statusCode).toBe(401);
  });

  it('leaves other customers signed in', async () => {
    const a = await signUpCustomer(t.app);
    const b = await signUpCustomer(t.app);
    await revokeSessionsOf(t.db, 'customer', a.id);
    expect((await myAccount(b, { cookie: b.cookie })).statusCode).toBe(200);
  });
});
