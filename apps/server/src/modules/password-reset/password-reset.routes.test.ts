/**
 * Password reset by e-mail OTP (issue 29; shopper spec §2, §5, §7; DESIGN.md: the OTP check returns
 * a reset token that change-password requires), through the real routes on a fresh database.
 * The OTP is read where the shopper reads it: the queued mail.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../../db/schema/password-reset';
import { jobs } from '../../db/schema/jobs';
import { createManualClock } from '../../lib/clock';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sendResetOtp } from './password-reset.service';

const clock = createManualClock(new Date('2026-11-20T10:00:00+05:30'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

let address = 0;
/** A client address of its own per call group, so the per-address limits count each test apart. */
const nextAddress = () => `203.0.113.${(address += 1)}`;

function post(url: string, payload: object, remoteAddress = nextAddress(), cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    remoteAddress,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

const sendOtp = (email: string, from?: string) => post('/otp/send-email-otp-forgot-password', { email }, from);
const verifyOtp = (email: string, otp: string, from?: string) => post('/otp/verify-email-otp', { email, otp }, from);
const changePassword = (body: object, from?: string) => post('/auth/change-password', body, from);
const login = (email: string, password: string) => post('/auth/login', { email, password });

/** The mails queued to `to` with this template, oldest first. */
async function mailsTo(to: string, template: string) {
  const rows = await t.db.select().from(jobs).where(eq(jobs.name, 'mail.send'));
  return rows
    .map((row) => row.payload as { template: string; to: string; data: Record<string, unknown> })
    .filter((mail) => mail.to === to && mail.template === template);
}

async function lastOtpOf(email: string): Promise<string> {
  const mails = await mailsTo(email, 'password-reset-otp');
  return String(mails.at(-1)?.data.otp);
}

const wrongOtpFor = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

async function customerWithOtp(): Promise<SignedIn & { otp: string }> {
  const customer = await signUpCustomer(t.app, 'Meera Iyer');
  expect((await sendOtp(customer.email)).statusCode).toBe(200);
  return { ...customer, otp: await lastOtpOf(customer.email) };
}

describe('password reset, as the shopper goes through it', () => {
  it('mails a 6-digit OTP, swaps it for a reset token, sets the new password and ends every session', async () => {
    const customer = await signUpCustomer(t.app, 'Meera Iyer');

    const sent = await sendOtp(customer.email.toUpperCase());
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'Success', message: 'OTP sent to your email address' });
    const [mail] = await mailsTo(customer.email, 'password-reset-otp');
    expect(mail?.data).toMatchObject({ customerName: 'Meera Iyer', validMinutes: 10 });
    const otp = String(mail?.data.otp);
    expect(otp).toMatch(/^[0-9]{6}$/);
    // Only an HMAC of it is kept.
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, customer.id));
    expect(row?.otpHash).not.toContain(otp);

    const verified = await verifyOtp(customer.email, otp);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ message: 'OTP verified successfully', data: { expiresInSeconds: 900 } });
    const { resetToken } = verified.json().data as { resetToken: string };
    expect(resetToken.length).toBeGreaterThanOrEqual(40);

    const changed = await changePassword({ email: customer.email, newPassword: 'Fresh#Start9', resetToken });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ status: 'Success', message: 'Password reset successfully' });

    // The session signed in before the change is over; the old password no longer works, the new one does.
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: { cookie: customer.cookie },
    });
    expect(session.json().data.user).toBeNull();
    expect((await login(customer.email, 'Maker@2026')).statusCode).toBe(401);
    expect((await login(customer.email, 'Fresh#Start9')).statusCode).toBe(200);
    expect(await mailsTo(customer.email, 'password-changed')).toHaveLength(1);

    // The token is good for one change only.
    const again = await changePassword({ email: customer.email, newPassword: 'Other#Pass77', resetToken });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'INVALID_RESET_TOKEN' });
    expect((await login(customer.email, 'Fresh#Start9')).statusCode).toBe(200);
  });

  it('answers an unknown e-mail exactly as a known one, and mails nothing', async () => {
    const known = await signUpCustomer(t.app);
    const forKnown = await sendOtp(known.email);
    const forUnknown = await sendOtp('nobody.here@example.in');
    expect([forUnknown.statusCode, forUnknown.json()]).toEqual([forKnown.statusCode, forKnown.json()]);
    expect(await mailsTo('nobody.here@example.in', 'password-reset-otp')).toEqual([]);
    const refused = await verifyOtp('nobody.here@example.in', '123456');
    expect([refused.statusCode, refused.json().message]).toEqual([422, 'Invalid OTP. Please try again.']);
  });
});

describe('password reset attacks', () => {
  it('voids an OTP after five wrong tries, even when the sixth is right', async () => {
    const customer = await customerWithOtp();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await verifyOtp(customer.email, wrongOtpFor(customer.otp));
      expect([wrong.statusCode, wrong.json().code, wrong.json().message]).toEqual([
        422,
        'INVALID_OTP',
        'Invalid OTP. Please try again.',
      ]);
    }
    expect((await verifyOtp(customer.email, customer.otp)).statusCode).toBe(422);
  });

  it('refuses an OTP after its 10 minutes, and a reset token after its 15', async () => {
    const late = await customerWithOtp();
    clock.advance(10 * 60_000 + 1000);
    expect((await verifyOtp(late.email, late.otp)).statusCode).toBe(422);

    const slow = await customerWithOtp();
    const { resetToken } = (await verifyOtp(slow.email, slow.otp)).json().data as { resetToken: string };
    clock.advance(15 * 60_000 + 1000);
    const refused = await changePassword({ email: slow.email, newPassword: 'Fresh#Start9', resetToken });
    expect(refused.json().code).toBe('INVALID_RESET_TOKEN');
    expect((await login(slow.email, 'Maker@2026')).statusCode).toBe(200);
  });

  it('does not let one account’s reset token change another’s password', async () => {
    const owner = await customerWithOtp();
    const victim = await signUpCustomer(t.app, 'Kabir Shah');
    const { resetToken } = (await verifyOtp(owner.email, owner.otp)).json().data as { resetToken: string };
    const refused = await changePassword({ email: victim.email, newPassword: 'Stolen#Pass1', resetToken });
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'INVALID_RESET_TOKEN']);
    expect((await login(victim.email, 'Maker@2026')).statusCode).toBe(200);
    // Nor does a made-up token.
    const forged = await changePassword({
      email: owner.email,
      newPassword: 'Stolen#Pass1',
      resetToken: 'x'.repeat(43),
    });
    expect(forged.statusCode).toBe(422);
    expect((await login(owner.email, 'Maker@2026')).statusCode).toBe(200);
  });

  it('lets a newer OTP void the older one', async () => {
    const customer = await customerWithOtp();
    await sendResetOtp(t.db, t.app.config.sessionSecret, customer.email, clock.now());
    const newer = await lastOtpOf(customer.email);
    const rows = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, customer.id));
    expect(rows.map((row) => row.closedAt === null).sort()).toEqual([false, true]);
    expect((await verifyOtp(customer.email, newer)).statusCode).toBe(200);
  });

  it('sends one OTP per e-mail per 120 s, known or not, from any address', async () => {
    const customer = await signUpCustomer(t.app);
    expect((await sendOtp(customer.email)).statusCode).toBe(200);
    const resent = await sendOtp(customer.email);
    expect([resent.statusCode, resent.json().code]).toEqual([429, 'RATE_LIMITED']);
    expect(await mailsTo(customer.email, 'password-reset-otp')).toHaveLength(1);
    expect((await sendOtp('ghost@example.in')).statusCode).toBe(200);
    expect((await sendOtp('ghost@example.in')).statusCode).toBe(429);
  });

  it.each([
    ['/otp/send-email-otp-forgot-password', {}, 'Please enter your email address'],
    ['/otp/send-email-otp-forgot-password', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['/otp/send-email-otp-forgot-password', { email: 'a@example.in', extra: 1 }, undefined],
    ['/otp/verify-email-otp', { email: 'a@example.in', otp: '12ab56' }, 'Please enter the 6-digit OTP'],
    ['/otp/verify-email-otp', { email: 'a@example.in', otp: '1234567' }, 'Please enter the 6-digit OTP'],
    [
      '/auth/change-password',
      { email: 'a@example.in', newPassword: 'alllowercase1!', resetToken: 'x' },
      'Password must contain at least one uppercase letter',
    ],
    [
      '/auth/change-password',
      { email: 'a@example.in', newPassword: 'Fresh#Start9', resetToken: 'x'.repeat(101) },
      undefined,
    ],
    ['/auth/change-password', { email: 'a@example.in', newPassword: 'Fresh#Start9' }, undefined],
  ])('refuses a bad body for %s with 400 and the spec’s message', async (url, payload, message) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'Error', code: 'VALIDATION_FAILED' });
    if (message) expect(res.json().message).toBe(message);
  });
});
