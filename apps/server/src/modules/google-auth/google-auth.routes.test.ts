/**
 * Google sign-in through the real routes on a fresh database and a real OpenID provider on
 * 127.0.0.1 (issue 29; shopper spec §2, §4 "Google signup completion", §7; docs/decisions/073):
 * a new person signs up with only a mobile number, an existing customer is linked by e-mail, a
 * linked one comes back, and the way back goes where the sign-in started.
 */
import { PRIVACY_NOTICE_VERSION } from '@shop/domain/accounts/privacy-notice.rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { CUSTOMER_COOKIE } from '../../plugins/auth.plugin';
import { FAKE_GOOGLE, fakeGoogleSub, startGoogleOidcFake, type FakeGoogle } from '../../test/fakes/google-oidc-fake';
import { chooseAtGoogle, cookieSet, returnToShop, startGoogleSignIn } from '../../test/google-sign-in';
import { signUpCustomer } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let google: FakeGoogle;
let t: TestApp;
beforeAll(async () => {
  google = await startGoogleOidcFake(['http://localhost:3000/api/v1/auth/google/callback']);
  t = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: FAKE_GOOGLE.clientId,
      GOOGLE_CLIENT_SECRET: FAKE_GOOGLE.clientSecret,
      GOOGLE_ISSUER: google.issuer,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await google?.close();
});

let address = 0;
const nextAddress = () => `203.0.113.${(address += 1)}`;

/** Signs in with Google as `person` from a new address; the callback's reply. */
async function signInWithGoogle(person: Parameters<typeof chooseAtGoogle>[1], query = '') {
  const from = nextAddress();
  const started = await startGoogleSignIn(t.app, from, query);
  return returnToShop(t.app, await chooseAtGoogle(started.authorizationUrl, person), started.cookie, from);
}

const userByEmail = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];
const sessionOf = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie: `${CUSTOMER_COOKIE}=${cookie}` } });

describe('GET /auth/google', () => {
  it('sends the browser to the provider with state, nonce and PKCE (S256), in a short-lived httpOnly Lax cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/google', remoteAddress: nextAddress() });
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(url.origin).toBe(google.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: FAKE_GOOGLE.clientId,
      redirect_uri: 'http://localhost:3000/api/v1/auth/google/callback',
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toMatch(/^[\w-]{40,}$/);
    const cookie = res.cookies.find((c) => c.name === 'shop_google_sign_in')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 600, path: '/api/v1/auth/google' });
    // Sealed: neither the state nor the nonce can be read from it.
    expect(cookie.value).not.toContain(url.searchParams.get('state'));
  });

  it('says Google sign-in is on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/google/status' });
    expect(res.json()).toEqual({ status: 'Success', data: { enabled: true } });
  });
});

describe('a new person', () => {
  it('is sent to /signup with a token, adds a mobile number, and is signed in with a session that works', async () => {
    const email = 'nisha.verma@example.in';
    const back = await signInWithGoogle({ email, name: 'Nisha  Verma' }, '?returnTo=%2Fcart');
    expect(back.statusCode).toBe(302);
    const location = new URL(String(back.headers.location), 'http://localhost:3000');
    expect(location.pathname).toBe('/signup');
    expect(location.searchParams.get('google')).toBe('true');
    expect(location.searchParams.get('from')).toBe('/cart');
    expect(cookieSet(back, CUSTOMER_COOKIE)).toBeUndefined();
    expect(await userByEmail(email)).toBeUndefined();

    const token = location.searchParams.get('token')!;
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/google/complete-signup',
      remoteAddress: nextAddress(),
      payload: { mobileNumber: '9876543210', token, privacyNoticeVersion: PRIVACY_NOTICE_VERSION },
    });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({
      status: 'Success',
      message: 'Google signup completed successfully!',
      data: { user: { email, name: 'Nisha Verma', firstName: 'Nisha', lastName: 'Verma', phone: '9876543210' } },
    });
    const row = (await userByEmail(email))!;
    expect(row).toMatchObject({ googleSub: fakeGoogleSub(email), privacyNoticeVersion: PRIVACY_NOTICE_VERSION });
    expect(row.privacyConsentAt).toBeInstanceOf(Date);

    // The session works by cookie and by Bearer token on a call that needs a customer.
    expect((await sessionOf(cookieSet(done, CUSTOMER_COOKIE)!)).json().data.user._id).toBe(row.id);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/${row.id}`,
      headers: { authorization: `Bearer ${done.json().data.token}` },
    });
    expect(own.statusCode).toBe(200);

    // No password works until they set one through "Forgot password?".
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: nextAddress(),
      payload: { email, password: 'Maker@2026' },
    });
    expect(login.statusCode).toBe(401);

    // The same link makes no second account.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/google/complete-signup',
      remoteAddress: nextAddress(),
      payload: { mobileNumber: '9876543211', token },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 'Error', code: 'CONFLICT' });
    expect(cookieSet(again, CUSTOMER_COOKIE)).toBeUndefined();

    // Next time Google signs them straight in.
    const returning = await signInWithGoogle({ email, name: 'Nisha Verma' });
    expect(returning.headers.location).toBe('/auth/success');
    expect((await sessionOf(cookieSet(returning, CUSTOMER_COOKIE)!)).json().data.user.email).toBe(email);
  });
});

describe('an existing customer', () => {
  it('with the verified e-mail is linked and signed in, and goes back where they started', async () => {
    const customer = await signUpCustomer(t.app, 'Ravi Kumar');
    const back = await signInWithGoogle(
      { email: customer.email, name: 'Ravi K' },
      '?returnTo=%2Fproduct%2Fabc%3Fbulk%3D1',
    );
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/auth/success?returnTo=%2Fproduct%2Fabc%3Fbulk%3D1');
    expect(back.headers['cache-control']).toBe('no-store');
    const session = (await sessionOf(cookieSet(back, CUSTOMER_COOKIE)!)).json().data.user;
    expect(session).toMatchObject({ _id: customer.id, name: 'Ravi Kumar' });
    expect((await userByEmail(customer.email))!.googleSub).toBe(fakeGoogleSub(customer.email));
    // The pending sign-in is used up.
    expect(back.cookies.find((c) => c.name === 'shop_google_sign_in')?.value).toBe('');
  });

  it('once linked is found by the Google account, even after changing the e-mail at Google', async () => {
    const customer = await signUpCustomer(t.app, 'Meera Iyer');
    const sub = '109876543210987654321';
    expect((await signInWithGoogle({ email: customer.email, sub })).headers.location).toBe('/auth/success');
    const back = await signInWithGoogle({ email: 'meera.new@example.in', sub });
    expect(back.headers.location).toBe('/auth/success');
    expect((await sessionOf(cookieSet(back, CUSTOMER_COOKIE)!)).json().data.user._id).toBe(customer.id);
    expect(await userByEmail('meera.new@example.in')).toBeUndefined();
  });
});
