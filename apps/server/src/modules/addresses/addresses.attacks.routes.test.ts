/**
 * Refused address requests change nothing (decision 028): a customer can never read, change or
 * remove another's address, by id or through the spec's call; strangers get 401; unknown fields,
 * U+0000 and oversized text are 400; writes are rate-limited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: SignedIn;
let other: SignedIn;
let ownerAddress: { _id: string };

const pune = {
  address: '14 FC Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411005',
  companyName: 'Umbrella Fab LLP',
  gstNumber: '27AAPFU0939F1ZV',
};
const call = (who: SignedIn | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const ownerBook = async () => (await call(owner, 'GET', '/addresses')).json().data.addresses;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpCustomer(t.app, 'Anita Desai');
  other = await signUpCustomer(t.app, 'Vikram Shah');
  ownerAddress = (await call(owner, 'POST', '/addresses', pune)).json().data.address;
});
afterAll(() => t.close());

describe("another customer's addresses", () => {
  it('are not in my list', async () => {
    expect((await call(other, 'GET', '/addresses')).json().data.addresses).toEqual([]);
  });

  it('cannot be changed or removed by id: 404, as if they did not exist, and nothing changes', async () => {
    const before = await ownerBook();
    const edit = await call(other, 'PUT', `/addresses/${ownerAddress._id}`, { ...pune, address: 'Hijacked' });
    const remove = await call(other, 'DELETE', `/addresses/${ownerAddress._id}`);
    expect([edit.statusCode, remove.statusCode]).toEqual([404, 404]);
    expect(edit.json()).toEqual({ status: 'Error', code: 'NOT_FOUND', message: 'Address not found' });
    expect(await ownerBook()).toEqual(before);
  });

  it('cannot be changed through the spec’s call with their user id: 403 and nothing changes', async () => {
    const before = await ownerBook();
    const res = await call(other, 'POST', `/user/${owner.id}/update-address`, {
      user: { address_index: 0, address_value: '' },
    });
    expect(res.statusCode).toBe(403);
    expect(await ownerBook()).toEqual(before);
  });

  it('cannot be claimed by sending an owner field', async () => {
    const res = await call(other, 'POST', '/addresses', { ...pune, userId: owner.id });
    expect(res.statusCode).toBe(400);
    expect((await call(other, 'GET', '/addresses')).json().data.addresses).toEqual([]);
  });
});

describe('strangers', () => {
  it.each([
    ['GET', '/addresses'],
    ['POST', '/addresses'],
    ['PUT', '/addresses/x'],
    ['DELETE', '/addresses/x'],
    ['POST', '/user/x/update-address'],
  ] as const)('get 401 for %s %s', async (method, url) => {
    const body = url.endsWith('update-address') ? { user: { address_index: 0, address_value: '' } } : pune;
    const res = await call(undefined, method, url, method === 'GET' || method === 'DELETE' ? undefined : body);
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe('Error');
  });
});

describe('bad input', () => {
  it.each([
    ['U+0000 in the line', { ...pune, address: 'Flat\u00004' }],
    ['an address line of 301 characters', { ...pune, address: 'x'.repeat(301) }],
    ['a company name of 151 characters', { ...pune, companyName: 'x'.repeat(151) }],
    ['a GSTIN of 21 characters', { ...pune, gstNumber: '2'.repeat(21) }],
    ['a number for the pincode', { ...pune, pincode: 411005 }],
    ['no body fields at all', {}],
  ])('refuses %s with 400 and the error envelope', async (_what, payload) => {
    const res = await call(owner, 'POST', '/addresses', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('Error');
  });

  it('answers an id that is no address with 404, and a bad address_index with 400', async () => {
    const longId = await call(owner, 'PUT', `/addresses/${'x'.repeat(100)}`, pune);
    expect([longId.statusCode, longId.json().message]).toEqual([404, 'Address not found']);
    expect(
      (
        await call(owner, 'POST', `/user/${owner.id}/update-address`, {
          user: { address_index: -1, address_value: '' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(owner, 'POST', `/user/${owner.id}/update-address`, {
          user: { address_index: 0.5, address_value: '' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('rate limit', () => {
  it('refuses a 31st address write in a minute with 429', async () => {
    const who = await signUpCustomer(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await call(who, 'PUT', '/addresses/none', pune)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
