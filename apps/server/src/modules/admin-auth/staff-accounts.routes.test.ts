/**
 * Staff accounts through the API (issue 9; decision 034): only a SuperAdmin lists, creates,
 * changes the role of, deactivates and resets the password of staff; any staff member changes
 * their own password. Deactivation ends sessions at once, no change leaves the shop without an
 * active SuperAdmin, every change is audited in its transaction and a refused one writes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../db/schema/accounts';
import { auditLog } from '../../db/schema/audit';
import { signInStaff, signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let boss: SignedIn;
let sub: SignedIn;
let customer: SignedIn;
let address = 0;

beforeAll(async () => {
  t = await createTestApp();
  boss = await signInStaff(t.app, t.db, 'SuperAdmin');
  sub = await signInStaff(t.app, t.db, 'SubAdmin');
  customer = await signUpCustomer(t.app);
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: cookie ? { cookie } : {},
    payload,
    remoteAddress: `203.0.113.${(++address % 200) + 1}`,
  });
}
const login = (email: string, password: string) => call('POST', '/admin/login', undefined, { email, password });
const cookieOf = (res: Awaited<ReturnType<typeof login>>) => res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
const auditOf = (entityId: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
let n = 0;
const newStaff = (role: 'SubAdmin' | 'SuperAdmin' = 'SubAdmin', cookie = boss.cookie) =>
  call('POST', '/admin/staff', cookie, {
    name: 'Neha Verma',
    email: `neha${++n}@makershop.in`,
    role,
    password: 'Neha@2026x',
  });

describe('who may call the staff calls', () => {
  const superAdminCalls: [string, 'GET' | 'POST', string, object | undefined][] = [
    ['list', 'GET', '/admin/staff', undefined],
    ['create', 'POST', '/admin/staff', { name: 'X', email: 'x@makershop.in', role: 'SubAdmin', password: 'Abcdef@12' }],
    ['role', 'POST', '/admin/staff/some-id/role', { role: 'SuperAdmin' }],
    ['deactivate', 'POST', '/admin/staff/some-id/deactivate', {}],
    ['activate', 'POST', '/admin/staff/some-id/activate', {}],
    ['reset password', 'POST', '/admin/staff/some-id/reset-password', { password: 'Abcdef@12' }],
  ];

  it.each(superAdminCalls)('%s: stranger 401, customer 401, SubAdmin 403', async (_name, method, url, payload) => {
    expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    expect((await call(method, url, customer.cookie, payload)).statusCode).toBe(401);
    const refused = await call(method, url, sub.cookie, payload);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      status: 'Error',
      code: 'FORBIDDEN',
      message: "You don't have permission to do this.",
    });
  });

  it('lets a SuperAdmin list the staff, without password hashes', async () => {
    const res = await call('GET', '/admin/staff', boss.cookie);
    expect(res.statusCode).toBe(200);
    const me = res.json().data.staff.find((s: { _id: string }) => s._id === boss.id);
    expect(me).toMatchObject({ email: boss.email, role: 'SuperAdmin', active: true });
    expect(res.body).not.toContain('argon2');
  });

  it('refuses the own-password change to strangers and customers', async () => {
    const body = { current_password: 'Staff@12345', new_password: 'Other@12345' };
    expect((await call('POST', '/admin/change-password', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', '/admin/change-password', customer.cookie, body)).statusCode).toBe(401);
  });
});

describe('a SuperAdmin creates staff', () => {
  it('creates a SubAdmin who can sign in, audited without the password', async () => {
    const res = await newStaff();
    expect(res.statusCode).toBe(201);
    const created = res.json().data.staff;
    expect(created).toMatchObject({ role: 'SubAdmin', active: true });
    expect((await login(created.email, 'Neha@2026x')).statusCode).toBe(200);
    const [entry] = await auditOf(created._id);
    expect(entry).toMatchObject({
      staffId: boss.id,
      action: 'staff.create',
      entity: 'staff',
      before: null,
      after: { email: created.email, role: 'SubAdmin', active: true },
    });
    expect(JSON.stringify(entry)).not.toContain('Neha@2026x');
  });

  it.each([
    ['a weak password', { password: 'password' }, 'Password must contain at least one uppercase letter'],
    ['a short password', { password: 'Ab@1' }, 'Password must be at least 8 characters long'],
    ['an unknown role', { role: 'Owner' }, 'Choose a role: SubAdmin or SuperAdmin'],
    ['a bad e-mail', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['an unknown field', { isRoot: true }, undefined],
    ['a NUL in the name', { name: 'A\u0000B' }, 'Text cannot contain the NUL character (U+0000)'],
  ])('refuses %s with 400 and saves nothing', async (_name, change, message) => {
    const before = (await t.db.select().from(admins)).length;
    const res = await call('POST', '/admin/staff', boss.cookie, {
      name: 'Ravi',
      email: 'ravi.new@makershop.in',
      role: 'SubAdmin',
      password: 'Ravi@2026x',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    expect((await t.db.select().from(admins)).length).toBe(before);
  });

  it('refuses a taken e-mail with 409 and writes no audit entry', async () => {
    const auditRows = (await t.db.select().from(auditLog)).length;
    const res = await call('POST', '/admin/staff', boss.cookie, {
      name: 'Dup',
      email: sub.email,
      role: 'SubAdmin',
      password: 'Dup@20261',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A staff member already has this e-mail');
    expect((await t.db.select().from(auditLog)).length).toBe(auditRows);
  });
});

describe('role changes and deactivation', () => {
  it('promotes and demotes, with each change audited', async () => {
    const someone = (await newStaff()).json().data.staff;
    const up = await call('POST', `/admin/staff/${someone._id}/role`, boss.cookie, { role: 'SuperAdmin' });
    expect(up.json().data.staff.role).toBe('SuperAdmin');
    await call('POST', `/admin/staff/${someone._id}/role`, boss.cookie, { role: 'SubAdmin' });
    const actions = (await auditOf(someone._id)).map((e) => [e.action, e.before, e.after]);
    expect(actions).toContainEqual(['staff.role', { role: 'SubAdmin' }, { role: 'SuperAdmin' }]);
    expect(actions).toContainEqual(['staff.role', { role: 'SuperAdmin' }, { role: 'SubAdmin' }]);
  });

  it('ends a deactivated staff member’s sessions at once: their next call is 401 and they cannot sign in', async () => {
    const created = (await newStaff()).json().data.staff;
    const signedIn = await login(created.email, 'Neha@2026x');
    const cookie = cookieOf(signedIn);
    expect((await call('POST', '/order/list', cookie, {})).statusCode).toBe(200);
    const res = await call('POST', `/admin/staff/${created._id}/deactivate`, boss.cookie, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data.staff.active).toBe(false);
    expect((await call('POST', '/order/list', cookie, {})).statusCode).toBe(401);
    expect((await login(created.email, 'Neha@2026x')).statusCode).toBe(401);
    expect((await auditOf(created._id)).map((e) => e.action)).toContain('staff.deactivate');
    // Reactivated, they sign in again (their old session stays ended).
    await call('POST', `/admin/staff/${created._id}/activate`, boss.cookie, {});
    expect((await login(created.email, 'Neha@2026x')).statusCode).toBe(200);
    expect((await call('POST', '/order/list', cookie, {})).statusCode).toBe(401);
  });

  it('answers 404 for an unknown staff id', async () => {
    expect((await call('POST', '/admin/staff/no-such-id/deactivate', boss.cookie, {})).statusCode).toBe(404);
    expect((await call('POST', '/admin/staff/no-such-id/role', boss.cookie, { role: 'SubAdmin' })).statusCode).toBe(
      404,
    );
  });
});

describe('the last active SuperAdmin', () => {
  it('cannot demote or deactivate themself when no other SuperAdmin is active; nothing is written', async () => {
    const local = await createTestApp();
    try {
      const only = await signInStaff(local.app, local.db, 'SuperAdmin');
      const as = (url: string, payload: object) =>
        local.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie: only.cookie }, payload });
      for (const [url, payload] of [
        [`/admin/staff/${only.id}/role`, { role: 'SubAdmin' }],
        [`/admin/staff/${only.id}/deactivate`, {}],
      ] as const) {
        const res = await as(url, payload);
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(
          'The shop needs at least one active SuperAdmin: make another staff member SuperAdmin first',
        );
      }
      const [me] = await local.db.select().from(admins).where(eq(admins.id, only.id));
      expect(me).toMatchObject({ role: 'SuperAdmin', active: true });
      expect(await local.db.select().from(auditLog)).toHaveLength(0);

      // With a second active SuperAdmin, they may step down.
      const second = await signInStaff(local.app, local.db, 'SuperAdmin');
      expect((await as(`/admin/staff/${only.id}/role`, { role: 'SubAdmin' })).statusCode).toBe(200);
      // Now `second` is the last one: `only` (a SubAdmin now) is refused, and `second` cannot step down.
      expect((await as(`/admin/staff/${second.id}/deactivate`, {})).statusCode).toBe(403);
      const bySecond = await local.app.inject({
        method: 'POST',
        url: `/api/v1/admin/staff/${second.id}/deactivate`,
        headers: { cookie: second.cookie },
        payload: {},
      });
      expect(bySecond.statusCode).toBe(409);
    } finally {
      await local.close();
    }
  });

  it('keeps one SuperAdmin when two demote each other at the same moment', async () => {
    const local = await createTestApp();
    try {
      const a = await signInStaff(local.app, local.db, 'SuperAdmin');
      const b = await signInStaff(local.app, local.db, 'SuperAdmin');
      const demote = (actor: SignedIn, target: SignedIn) =>
        local.app.inject({
          method: 'POST',
          url: `/api/v1/admin/staff/${target.id}/role`,
          headers: { cookie: actor.cookie },
          payload: { role: 'SubAdmin' },
        });
      const codes = (await Promise.all([demote(a, b), demote(b, a)])).map((r) => r.statusCode).sort();
      expect(codes).toContain(200);
      const active = (await local.db.select().from(admins)).filter((x) => x.role === 'SuperAdmin' && x.active);
      expect(active).toHaveLength(1);
    } finally {
      await local.close();
    }
  });
});

describe('passwords', () => {
  it('lets a SuperAdmin reset a password: the old one stops working and their sessions end', async () => {
    const created = (await newStaff()).json().data.staff;
    const cookie = cookieOf(await login(created.email, 'Neha@2026x'));
    const res = await call('POST', `/admin/staff/${created._id}/reset-password`, boss.cookie, {
      password: 'Fresh@2026x',
    });
    expect(res.statusCode).toBe(200);
    expect((await call('POST', '/order/list', cookie, {})).statusCode).toBe(401);
    expect((await login(created.email, 'Neha@2026x')).statusCode).toBe(401);
    expect((await login(created.email, 'Fresh@2026x')).statusCode).toBe(200);
    expect((await auditOf(created._id)).map((e) => [e.action, e.before, e.after])).toContainEqual([
      'staff.reset-password',
      null,
      null,
    ]);
  });

  it('lets any staff member change their own password with the current one; other sessions end, this one stays', async () => {
    const me = await signInStaff(t.app, t.db, 'SubAdmin');
    const other = cookieOf(await login(me.email, 'Staff@12345'));
    const wrong = await call('POST', '/admin/change-password', me.cookie, {
      current_password: 'Wrong@12345',
      new_password: 'Mine@20260',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is not correct');
    expect((await login(me.email, 'Staff@12345')).statusCode).toBe(200);

    const weak = await call('POST', '/admin/change-password', me.cookie, {
      current_password: 'Staff@12345',
      new_password: 'weakpass',
    });
    expect(weak.statusCode).toBe(400);

    const ok = await call('POST', '/admin/change-password', me.cookie, {
      current_password: 'Staff@12345',
      new_password: 'Mine@20260',
    });
    expect(ok.statusCode).toBe(200);
    expect((await call('POST', '/order/list', me.cookie, {})).statusCode).toBe(200);
    expect((await call('POST', '/order/list', other, {})).statusCode).toBe(401);
    expect((await login(me.email, 'Mine@20260')).statusCode).toBe(200);
    expect((await auditOf(me.id)).map((e) => e.action)).toEqual(['staff.change-own-password']);
  });

  it('limits own-password changes per address (429)', async () => {
    const me = await signInStaff(t.app, t.db, 'SubAdmin');
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/change-password',
        headers: { cookie: me.cookie },
        remoteAddress: '192.0.2.77',
        payload: { current_password: 'Guess@12345', new_password: 'Mine@20260' },
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });
});
