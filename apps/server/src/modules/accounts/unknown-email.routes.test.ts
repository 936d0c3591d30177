import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInStaff, signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

// The real argon2, watched: every verification still runs, the test sees which hash it used.
const verify = vi.hoisted(() => ({ calls: [] as string[] }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    verify: (hashed: string, password: string) => {
      verify.calls.push(hashed);
      return real.verify(hashed, password);
    },
  };
});

/** The parameters part of a PHC string: "$argon2id$v=19$m=19456,t=2,p=1". */
const parametersOf = (phc: string) => phc.split('$').slice(0, 4).join('$');

let t: TestApp;
let customer: SignedIn;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  customer = await signUpCustomer(t.app);
  staff = await signInStaff(t.app, t.db, 'SubAdmin');
});
afterAll(() => t.close());
beforeEach(() => {
  verify.calls = [];
});

const login = (url: string, email: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: { email, password: 'Wrong@2026' } });

describe.each([
  ['customer', '/auth/login', () => customer.email],
  ['staff', '/admin/login', () => staff.email],
])('%s sign-in with an unknown e-mail', (_who, url, knownEmail) => {
  it('verifies the password against a dummy hash made with the same argon2 parameters', async () => {
    const known = await login(url, knownEmail());
    const knownHash = verify.calls.pop()!;
    const unknown = await login(url, 'nobody-here@example.in');
    expect(verify.calls).toHaveLength(1);
    const dummyHash = verify.calls[0]!;
    expect(dummyHash).not.toBe(knownHash);
    expect(parametersOf(dummyHash)).toBe(parametersOf(knownHash));
    expect(parametersOf(dummyHash)).toBe('$argon2id$v=19$m=19456,t=2,p=1');
    expect([known.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(unknown.json()).toEqual(known.json());
  });
});
