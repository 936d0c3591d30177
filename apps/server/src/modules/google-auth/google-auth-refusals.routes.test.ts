/**
 * Google sign-in's refusals (issue 29; shopper spec §2 /auth/error, §5 "Google mobile prompt", §8;
 * docs/decisions/073), each through the real routes with a real OpenID provider on 127.0.0.1: every
 * one ends on /auth/error?reason=… (or a 4xx envelope for the JSON call) with no session made and
 * no account made or changed.
 */
import { PRIVACY_NOTICE_VERSION } from '@shop/domain/accounts/privacy-notice.rules';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { sessions } from '../../db/schema/sessions';
import { createManualClock } from '../../lib/clock';
import { CUSTOMER_COOKIE } from '../../plugins/auth.plugin';
import { FAKE_GOOGLE, fakeGoogleSub, startGoogleOidcFake, type FakeGoogle } from '../../test/fakes/google-oidc-fake';
import {
  chooseAtGoogle,
  cookieSet,
  returnToShop,
  startGoogleSignIn,
  type GoogleChoice,
} from '../../test/google-sign-in';
import { signUpCustomer } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PENDING_COOKIE } from './google-auth.routes';
import { openPendingSignIn, sealPendingSignIn, signSignupToken } from './google-auth.tokens';

const SECRET = 'test-session-secret-that-is-long-enough-0123456789';
const clock = createManualClock();
let google: FakeGoogle;
let t: TestApp;
beforeAll(async () => {
  google = await startGoogleOidcFake(['http://localhost:3000/api/v1/auth/google/callback']);
  t = await createTestApp({ clock, env: googleEnv(google.issuer) });
});
afterAll(async () => {
  await t?.close();
  await google?.close();
});

function googleEnv(issuer: string) {
  return {
    GOOGLE_CLIENT_ID: FAKE_GOOGLE.clientId,
    GOOGLE_CLIENT_SECRET: FAKE_GOOGLE.clientSecret,
    GOOGLE_ISSUER: issuer,
  };
}

let address = 0;
const nextAddress = () => `198.51.100.${(address += 1)}`;

/** How many accounts, accounts linked to Google and sessions there are: a refusal changes none. */
async function footprint() {
  const [all] = await t.db.select({ n: count() }).from(users);
  const linked = (await t.db.select({ sub: users.googleSub }).from(users)).filter((u) => u.sub !== null).length;
  const [open] = await t.db.select({ n: count() }).from(sessions);
  return { users: all!.n, linked, sessions: open!.n };
}

function expectErrorPage(res: { statusCode: number; headers: Record<string, unknown> }, reason: string) {
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe(`/auth/error?reason=${reason}`);
}

/** Goes to Google and back as `choice`, checking the callback is refused for `reason` and changes nothing. */
async function expectRefused(choice: GoogleChoice, reason: string) {
  const before = await footprint();
  const from = nextAddress();
  const started = await startGoogleSignIn(t.app, from);
  const back = await returnToShop(t.app, await chooseAtGoogle(started.authorizationUrl, choice), started.cookie, from);
  expectErrorPage(back, reason);
  expect(cookieSet(back, CUSTOMER_COOKIE)).toBeUndefined();
  expect(await footprint()).toEqual(before);
}

describe('the way back from Google is refused', () => {
  it('without the pending cookie, with a forged one, or with a state that is not its own', async () => {
    const from = nextAddress();
    const started = await startGoogleSignIn(t.app, from);
    const path = await chooseAtGoogle(started.authorizationUrl, { email: 'state.test@example.in' });
    const before = await footprint();
    expectErrorPage(await returnToShop(t.app, path, undefined, from), 'invalid_state');
    expectErrorPage(await returnToShop(t.app, path, `${PENDING_COOKIE}=forged.value`, from), 'invalid_state');
    const forgedState = path.replace(/state=[^&]+/, 'state=not-the-state');
    expectErrorPage(await returnToShop(t.app, forgedState, started.cookie, from), 'invalid_state');
    expect(await footprint()).toEqual(before);
  });

  it('when the ID token’s nonce is not the one this browser’s sign-in sent', async () => {
    const from = nextAddress();
    const started = await startGoogleSignIn(t.app, from);
    const pending = (await openPendingSignIn(SECRET, started.cookie.split('=')[1], clock.now()))!;
    const otherNonce = await sealPendingSignIn(
      SECRET,
      { ...pending, nonce: 'another-nonce-of-another-sign-in' },
      clock.now(),
    );
    const path = await chooseAtGoogle(started.authorizationUrl, { email: 'nonce.test@example.in' });
    const before = await footprint();
    expectErrorPage(await returnToShop(t.app, path, `${PENDING_COOKIE}=${otherNonce}`, from), 'authentication_failed');
    expect(await footprint()).toEqual(before);
  });

  it('when the code is used a second time', async () => {
    const customer = await signUpCustomer(t.app, 'Kiran Das');
    const from = nextAddress();
    const started = await startGoogleSignIn(t.app, from);
    const path = await chooseAtGoogle(started.authorizationUrl, { email: customer.email });
    expect((await returnToShop(t.app, path, started.cookie, from)).headers.location).toBe('/auth/success');
    const before = await footprint();
    const replayed = await returnToShop(t.app, path, started.cookie, from);
    expectErrorPage(replayed, 'authentication_failed');
    expect(cookieSet(replayed, CUSTOMER_COOKIE)).toBeUndefined();
    expect(await footprint()).toEqual(before);
  });

  it('when the pending sign-in is older than 10 minutes', async () => {
    const from = nextAddress();
    const started = await startGoogleSignIn(t.app, from);
    const path = await chooseAtGoogle(started.authorizationUrl, { email: 'slow.person@example.in' });
    clock.advance(11 * 60_000);
    try {
      expectErrorPage(await returnToShop(t.app, path, started.cookie, from), 'invalid_state');
    } finally {
      clock.set(new Date());
    }
  });

  it('when Google has not verified the e-mail, even of an existing customer, who stays unlinked', async () => {
    await expectRefused({ email: 'unverified@example.in', emailVerified: false }, 'email_not_verified');
    const customer = await signUpCustomer(t.app, 'Anil Mehta');
    await expectRefused({ email: customer.email, emailVerified: false }, 'email_not_verified');
  });

  it('when the person cancels at Google', async () => {
    await expectRefused('cancel', 'cancelled');
  });

  it('for a blocked customer, found by e-mail or by the link', async () => {
    const byEmail = await signUpCustomer(t.app, 'Blocked Person');
    await t.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, byEmail.id));
    await expectRefused({ email: byEmail.email }, 'account_blocked');

    const linked = await signUpCustomer(t.app, 'Linked Person');
    await t.db
      .update(users)
      .set({ googleSub: '100000000000000000077', blockedAt: new Date() })
      .where(eq(users.id, linked.id));
    await expectRefused({ email: 'another.address@example.in', sub: '100000000000000000077' }, 'account_blocked');
  });

  it('for an erased account', async () => {
    const erased = await signUpCustomer(t.app, 'Gone Person');
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, erased.id));
    await expectRefused({ email: erased.email }, 'account_closed');
  });

  it('when the account with the e-mail is linked to another Google account', async () => {
    const customer = await signUpCustomer(t.app, 'Two Googles');
    await t.db.update(users).set({ googleSub: '100000000000000000088' }).where(eq(users.id, customer.id));
    await expectRefused({ email: customer.email, sub: '100000000000000000099' }, 'linked_elsewhere');
  });

  it('for a returnTo that leaves the shop, or a field it does not know', async () => {
    for (const query of [
      '?returnTo=%2F%2Fevil.example',
      '?returnTo=https%3A%2F%2Fevil.example',
      '?mobile=9876543210',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/auth/google${query}`,
        remoteAddress: nextAddress(),
      });
      expectErrorPage(res, 'invalid_request');
      expect(cookieSet(res, PENDING_COOKIE)).toBeUndefined();
    }
  });

  it('past 30 tries a minute from one address', async () => {
    const from = nextAddress();
    for (let i = 0; i < 30; i += 1) await startGoogleSignIn(t.app, from);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/google', remoteAddress: from });
    expectErrorPage(res, 'rate_limited');
  });
});

describe('POST /auth/google/complete-signup refuses', () => {
  const complete = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/google/complete-signup', remoteAddress: nextAddress(), payload });
  const person = {
    googleSub: fakeGoogleSub('refused@example.in'),
    email: 'refused@example.in',
    name: 'Refused Person',
  };

  it.each([
    [
      'a token signed with another key',
      () => signSignupToken('another-secret-that-is-long-enough-0123456789', person, clock.now()),
    ],
    ['an expired token', () => signSignupToken(SECRET, person, new Date(clock.now().getTime() - 16 * 60_000))],
    ['a token that is not one', async () => 'not-a-token'],
  ])('%s with 422 INVALID_SIGNUP_TOKEN', async (_, token) => {
    const before = await footprint();
    const res = await complete({ mobileNumber: '9876543210', token: await token() });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'Error',
      code: 'INVALID_SIGNUP_TOKEN',
      message: 'Invalid signup link. Please try again.',
    });
    expect(await footprint()).toEqual(before);
  });

  it.each([
    [{ mobileNumber: '987654321' }, 'Please enter a valid 10-digit mobile number'],
    [{ mobileNumber: '' }, 'Please enter your mobile number'],
    [{ mobileNumber: '98765abcde' }, 'Please enter a valid 10-digit mobile number'],
    [{ token: 'x'.repeat(2049) }, 'Invalid signup link. Please try again.'],
    [{ mobileNumber: '9'.repeat(21) }, 'Please enter a valid 10-digit mobile number'],
    [{ email: 'someone.else@example.in' }, undefined],
    [{ privacyNoticeVersion: '2020-01-01' }, 'The privacy notice has changed: reload the page and read it again'],
  ])('the body %j with 400', async (change, message) => {
    const token = await signSignupToken(SECRET, person, clock.now());
    const before = await footprint();
    const res = await complete({
      mobileNumber: '9876543210',
      token,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'Error', code: 'VALIDATION_FAILED', ...(message && { message }) });
    expect(await footprint()).toEqual(before);
  });

  it('a token whose e-mail has an account meanwhile, with 409', async () => {
    const customer = await signUpCustomer(t.app, 'Quick Signer');
    const token = await signSignupToken(SECRET, { ...person, email: customer.email }, clock.now());
    const before = await footprint();
    const res = await complete({ mobileNumber: '9876543210', token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 'Error', message: 'An account with this email already exists' });
    expect(await footprint()).toEqual(before);
  });
});

describe('when Google cannot be reached', () => {
  it('sends the browser to the error page, at the start (closed port) and at the way back (stopped provider)', async () => {
    const gone = await startGoogleOidcFake([]);
    await gone.close();
    const down = await createTestApp({ env: googleEnv(gone.issuer) });
    const late = await startGoogleOidcFake(['http://localhost:3000/api/v1/auth/google/callback']);
    const stopping = await createTestApp({ env: googleEnv(late.issuer) });
    try {
      const start = await down.app.inject({ method: 'GET', url: '/api/v1/auth/google' });
      expectErrorPage(start, 'provider_unavailable');
      expect(cookieSet(start, PENDING_COOKIE)).toBeUndefined();

      const started = await startGoogleSignIn(stopping.app, '192.0.2.1');
      const path = await chooseAtGoogle(started.authorizationUrl, { email: 'late.person@example.in' });
      await late.close();
      const back = await returnToShop(stopping.app, path, started.cookie, '192.0.2.1');
      expectErrorPage(back, 'provider_unavailable');
      expect(cookieSet(back, CUSTOMER_COOKIE)).toBeUndefined();
    } finally {
      await down.close();
      await stopping.close();
    }
  });
});

describe('with Google sign-in off', () => {
  it('answers 404 with the error envelope, and says it is off', async () => {
    const off = await createTestApp();
    try {
      for (const [method, url] of [
        ['GET', '/api/v1/auth/google'],
        ['GET', '/api/v1/auth/google/callback?code=x&state=y'],
        ['POST', '/api/v1/auth/google/complete-signup'],
      ] as const) {
        const res = await off.app.inject({
          method,
          url,
          ...(method === 'POST' && { payload: { mobileNumber: '9876543210', token: 'x' } }),
        });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ status: 'Error', code: 'NOT_FOUND', message: 'Google sign-in is not available' });
      }
      const status = await off.app.inject({ method: 'GET', url: '/api/v1/auth/google/status' });
      expect(status.json().data).toEqual({ enabled: false });
    } finally {
      await off.close();
    }
  });
});
