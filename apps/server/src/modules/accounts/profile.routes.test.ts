/**
 * The customer's own account (issue 29; shopper spec §5 "Profile edit", §7 POST /user/{id}/update):
 * name and phone edited with the spec's messages, the e-mail read-only, only one's own account;
 * the own password changed with the current one, the other sessions ended.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const update = (who: SignedIn, id: string, user: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/user/${id}/update`,
    headers: { cookie: who.cookie },
    payload: { user },
  });
const changePassword = (who: SignedIn, id: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/user/${id}/change-password`, headers: { cookie: who.cookie }, payload });
const userOf = async (who: SignedIn) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/user/${who.id}`, headers: { cookie: who.cookie } })).json().data
    .user;
const sessionOf = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } })).json().data.user;
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });

describe('POST /user/{id}/update', () => {
  it('saves the own first and last name and phone, and the session shows the new name at once', async () => {
    const customer = await signUpCustomer(t.app, 'Asha Rao');
    const res = await update(customer, customer.id, {
      firstName: ' Asha  Devi ',
      lastName: 'Rao',
      phone: '9000011111',
      email: customer.email,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Profile updated successfully!',
      data: { user: { name: 'Asha Devi Rao', firstName: 'Asha Devi', lastName: 'Rao', phone: '9000011111' } },
    });
    expect((await sessionOf(customer.cookie)).name).toBe('Asha Devi Rao');
    // The phone may be removed.
    expect((await update(customer, customer.id, { firstName: 'Asha', lastName: 'Rao', phone: '' })).statusCode).toBe(
      200,
    );
    expect((await userOf(customer)).phone).toBe('');
  });

  it.each([
    [{ firstName: '', lastName: 'Rao', phone: '' }, 'First name is required'],
    [{ firstName: 'Asha', lastName: '  ', phone: '' }, 'Last name is required'],
    [{ firstName: 'Asha2', lastName: 'Rao', phone: '' }, 'Only alphabets are allowed'],
    [{ firstName: 'Asha', lastName: 'Rao', phone: '98765' }, 'Please enter a valid 10-digit phone number'],
    [{ firstName: 'A'.repeat(51), lastName: 'Rao', phone: '' }, 'At most 50 characters'],
    [{ firstName: 'Asha', lastName: 'Rao', phone: '', address: ['12 MG Road'] }, undefined],
  ])('refuses %j with 400 and changes nothing', async (user, message) => {
    const customer = await signUpCustomer(t.app, 'Asha Rao');
    const res = await update(customer, customer.id, user);
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    if (message) expect(res.json().message).toBe(message);
    expect((await userOf(customer)).name).toBe('Asha Rao');
  });

  it('keeps the e-mail read-only and another customer’s account out of reach', async () => {
    const customer = await signUpCustomer(t.app, 'Asha Rao');
    const other = await signUpCustomer(t.app, 'Kabir Shah');
    const email = await update(customer, customer.id, {
      firstName: 'Asha',
      lastName: 'Rao',
      phone: '',
      email: 'new@example.in',
    });
    expect([email.statusCode, email.json().message]).toEqual([422, 'The e-mail address cannot be changed.']);
    const foreign = await update(customer, other.id, { firstName: 'Hacked', lastName: 'Name', phone: '' });
    expect([foreign.statusCode, foreign.json().code]).toEqual([403, 'FORBIDDEN']);
    expect((await userOf(other)).name).toBe('Kabir Shah');
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/${other.id}/update`,
      payload: { user: { firstName: 'Hacked', lastName: 'Name', phone: '' } },
    });
    expect(stranger.statusCode).toBe(401);
  });
});

describe('POST /user/{id}/change-password', () => {
  it('changes the own password with the current one, ends the other sessions and keeps this one', async () => {
    const customer = await signUpCustomer(t.app, 'Asha Rao');
    const otherDevice = (await login(customer.email, 'Maker@2026')).cookies
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const res = await changePassword(customer, customer.id, {
      currentPassword: 'Maker@2026',
      newPassword: 'Fresh#Start9',
    });
    expect([res.statusCode, res.json().message]).toEqual([200, 'Password changed successfully']);
    expect(await sessionOf(customer.cookie)).not.toBeNull();
    expect(await sessionOf(otherDevice)).toBeNull();
    expect((await login(customer.email, 'Fresh#Start9')).statusCode).toBe(200);
    const mails = (await t.db.select().from(jobs).where(eq(jobs.name, 'mail.send')))
      .map((job) => job.payload as { template: string; to: string })
      .filter((mail) => mail.to === customer.email && mail.template === 'password-changed');
    expect(mails).toHaveLength(1);
  });

  it('refuses a wrong current password (422, the session stays), a weak new one and another’s account', async () => {
    const customer = await signUpCustomer(t.app, 'Asha Rao');
    const other = await signUpCustomer(t.app, 'Kabir Shah');
    const wrong = await changePassword(customer, customer.id, {
      currentPassword: 'Wrong@2026',
      newPassword: 'Fresh#Start9',
    });
    expect([wrong.statusCode, wrong.json().code, wrong.json().message]).toEqual([
      422,
      'INVALID_CREDENTIALS',
      'Your current password is not correct',
    ]);
    expect(await sessionOf(customer.cookie)).not.toBeNull();
    const weak = await changePassword(customer, customer.id, { currentPassword: 'Maker@2026', newPassword: 'short' });
    expect([weak.statusCode, weak.json().message]).toEqual([400, 'Password must be at least 8 characters long']);
    const foreign = await changePassword(customer, other.id, {
      currentPassword: 'Maker@2026',
      newPassword: 'Fresh#Start9',
    });
    expect(foreign.statusCode).toBe(403);
    expect((await login(customer.email, 'Maker@2026')).statusCode).toBe(200);
    expect((await login(other.email, 'Maker@2026')).statusCode).toBe(200);
  });
});
