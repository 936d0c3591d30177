import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUpCustomer } from '../../test/sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signup = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload });
const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload });

describe('POST /auth/signup', () => {
  it('creates an account, signs it in with an httpOnly cookie and returns a token', async () => {
    const res = await signup({
      name: 'Ravi  Kumar',
      email: 'Ravi@Example.in',
      password: 'Maker@2026',
      phone: '9123456780',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 'Success', message: 'Signup successful' });
    expect(body.data.user).toMatchObject({
      name: 'Ravi Kumar',
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: 'ravi@example.in',
      role: 'Customer',
    });
    expect(body.data.user).not.toHaveProperty('passwordHash');
    expect(typeof body.data.token).toBe('string');
    const cookie = res.cookies.find((c) => c.name === 'shop_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('refuses a second account with the same e-mail in any case', async () => {
    const res = await signup({
      name: 'Ravi Kumar',
      email: 'RAVI@example.in',
      password: 'Maker@2026',
      phone: '9123456780',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 'Error',
      code: 'CONFLICT',
      message: 'An account with this email already exists',
    });
  });

  it('refuses a name with digits with the spec message', async () => {
    const res = await signup({ name: 'R2D2', email: 'r2@example.in', password: 'Maker@2026', phone: '9123456780' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Name should only contain alphabets and spaces');
  });

  it('refuses fields it does not know, such as a role', async () => {
    const res = await signup({
      name: 'Eve',
      email: 'eve@example.in',
      password: 'Maker@2026',
      phone: '9123456780',
      role: 'SuperAdmin',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /auth/login', () => {
  it('signs in with the right password', async () => {
    const res = await login({ email: 'ravi@example.in', password: 'Maker@2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Login successful');
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    for (const payload of [
      { email: 'ravi@example.in', password: 'Wrong@2026' },
      { email: 'nobody@example.in', password: 'Maker@2026' },
    ]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid email or password');
    }
  });

  it('asks for both fields', async () => {
    const res = await login({ email: 'ravi@example.in' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please fill in all fields');
  });
});

describe('sessions', () => {
  it('tells who is signed in, by cookie or by Bearer token', async () => {
    const me = await signUpCustomer(t.app);
    const byCookie = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie: me.cookie } });
    expect(byCookie.json().data.user.email).toBe(me.email);
    const token = (await login({ email: me.email, password: 'Maker@2026' })).json().data.token;
    const byBearer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/${me.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byBearer.json().data.user.email).toBe(me.email);
  });

  it('says nobody is signed in without a session, and refuses a forged token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/session' })).json().data.user).toBeNull();
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/x',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it("does not show one customer another customer's account", async () => {
    const a = await signUpCustomer(t.app);
    const b = await signUpCustomer(t.app);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/user/${b.id}`, headers: { cookie: a.cookie } });
    expect(res.statusCode).toBe(403);
  });

  it('logs out by clearing the cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout' });
    expect(res.cookies.find((c) => c.name === 'shop_session')?.value).toBe('');
  });
});
