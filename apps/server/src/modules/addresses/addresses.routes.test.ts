/**
 * Saved addresses through the API (shopper spec §3 Address, §5, §7 update-address; decision 028):
 * add, list, edit and remove one's own addresses; the state from the pincode; GSTIN checks; the
 * spec's update-address call by index; the User's address lines.
 */
import {
  ADDRESS_NOT_FOUND,
  ADDRESS_REQUIRED,
  CITY_REQUIRED,
  MAX_SAVED_ADDRESSES,
  STATE_REQUIRED,
  TOO_MANY_ADDRESSES,
  pincodeStateMismatch,
} from '@shop/domain/addresses/address.rules';
import { INVALID_POSTAL_CODE } from '@shop/domain/locations/pincode.rules';
import { GSTIN_BAD_CHECK_DIGIT, gstinStateMismatch } from '@shop/domain/tax/gstin.rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pincodes } from '../../db/schema/locations';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addressOf } from './addresses.service';

let t: TestApp;
let me: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(pincodes).values([
    { pincode: '411005', officeName: 'Shivajinagar', district: 'Pune', state: 'Maharashtra' },
    { pincode: '201301', officeName: 'Noida', district: 'Gautam Buddha Nagar', state: 'Uttar Pradesh' },
    { pincode: '560001', officeName: 'Bangalore GPO', district: 'Bangalore', state: 'Karnataka' },
  ]);
  me = await signUpCustomer(t.app, 'Kavya Menon');
});
afterAll(() => t.close());

const pune = { address: '14 FC Road, Shivajinagar', city: 'Pune', state: 'Maharashtra', pincode: '411005' };
const business = { ...pune, companyName: 'Umbrella Fab LLP', gstNumber: '27aapfu0939f1zv' };

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
const list = async (who: SignedIn) => (await call(who, 'GET', '/addresses')).json().data.addresses as { _id: string }[];

describe('POST /addresses', () => {
  it('saves an address with a company and a GSTIN of its state, GSTIN upper-cased', async () => {
    const res = await call(me, 'POST', '/addresses', business);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'Success',
      message: 'Address added successfully',
      data: { address: { ...business, gstNumber: '27AAPFU0939F1ZV' } },
    });
    expect(await list(me)).toEqual([res.json().data.address]);
  });

  it('takes the state from the pincode when none is given, in its usual spelling', async () => {
    const who = await signUpCustomer(t.app);
    const res = await call(who, 'POST', '/addresses', {
      address: 'B-12 Sector 62',
      city: 'Noida',
      state: '',
      pincode: '201301',
    });
    expect(res.json().data.address.state).toBe('Uttar Pradesh');
    const spelt = await call(who, 'POST', '/addresses', { ...pune, state: 'MAHARASHTRA' });
    expect(spelt.json().data.address.state).toBe('Maharashtra');
  });

  it('refuses a state that is not the pincode’s, and saves nothing', async () => {
    const who = await signUpCustomer(t.app);
    const res = await call(who, 'POST', '/addresses', { ...pune, state: 'Karnataka' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'Error',
      message: pincodeStateMismatch('411005', 'Maharashtra', 'Karnataka'),
      errors: [{ path: 'state' }],
    });
    expect(await list(who)).toEqual([]);
  });

  it('keeps the chosen state for a pincode India Post does not list, and asks for one when there is none', async () => {
    const who = await signUpCustomer(t.app);
    const res = await call(who, 'POST', '/addresses', { ...pune, pincode: '411099' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.address).toMatchObject({ pincode: '411099', state: 'Maharashtra' });
    const none = await call(who, 'POST', '/addresses', { ...pune, state: '', pincode: '411099' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(STATE_REQUIRED);
    expect(await list(who)).toHaveLength(1);
  });

  it.each([
    [{ ...pune, address: ' ' }, ADDRESS_REQUIRED],
    [{ ...pune, city: '' }, CITY_REQUIRED],
    [{ ...pune, pincode: '41100' }, INVALID_POSTAL_CODE],
    [{ ...pune, state: 'Atlantis' }, STATE_REQUIRED],
    [{ ...business, gstNumber: '27AAPFU0939F1ZW' }, GSTIN_BAD_CHECK_DIGIT],
    [{ ...business, gstNumber: '29AAICA3918J1ZE' }, gstinStateMismatch('Karnataka', 'Maharashtra')],
    // No state given: the server takes Maharashtra from the pincode, then finds the GSTIN is Karnataka's.
    [{ ...business, state: '', gstNumber: '29AAICA3918J1ZE' }, gstinStateMismatch('Karnataka', 'Maharashtra')],
  ])('refuses %o with “%s” and saves nothing', async (payload, message) => {
    const who = await signUpCustomer(t.app);
    const res = await call(who, 'POST', '/addresses', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'Error', message });
    expect(await list(who)).toEqual([]);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses`, async () => {
    const who = await signUpCustomer(t.app);
    for (let i = 0; i < MAX_SAVED_ADDRESSES; i += 1)
      expect((await call(who, 'POST', '/addresses', { ...pune, address: `Flat ${i}` })).statusCode).toBe(201);
    const res = await call(who, 'POST', '/addresses', { ...pune, address: 'One more' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TOO_MANY_ADDRESSES);
    expect(await list(who)).toHaveLength(MAX_SAVED_ADDRESSES);
  });
});

describe('PUT and DELETE /addresses/:id', () => {
  it('edits an address: a new line, and the GSTIN taken off', async () => {
    const who = await signUpCustomer(t.app);
    const id = (await call(who, 'POST', '/addresses', business)).json().data.address._id;
    const res = await call(who, 'PUT', `/addresses/${id}`, { ...pune, address: '22 JM Road' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Address updated successfully',
      data: { address: { _id: id, address: '22 JM Road', companyName: '', gstNumber: '' } },
    });
  });

  it('refuses an edit with a wrong GSTIN and leaves the address as it was', async () => {
    const who = await signUpCustomer(t.app);
    const saved = (await call(who, 'POST', '/addresses', business)).json().data.address;
    const res = await call(who, 'PUT', `/addresses/${saved._id}`, { ...business, gstNumber: '27AAPFU0939F1Z7' });
    expect(res.statusCode).toBe(400);
    expect(await list(who)).toEqual([saved]);
  });

  it('removes an address, then says it is not found', async () => {
    const who = await signUpCustomer(t.app);
    const id = (await call(who, 'POST', '/addresses', pune)).json().data.address._id;
    expect((await call(who, 'DELETE', `/addresses/${id}`)).json()).toMatchObject({
      status: 'Success',
      message: 'Address removed',
    });
    expect(await list(who)).toEqual([]);
    const again = await call(who, 'DELETE', `/addresses/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(ADDRESS_NOT_FOUND);
  });
});

describe('POST /user/:id/update-address (the spec’s call)', () => {
  const update = (who: SignedIn, user: object, id = who.id) =>
    call(who, 'POST', `/user/${id}/update-address`, { user });

  it('adds at the next index, changes by index, removes with an empty value', async () => {
    const who = await signUpCustomer(t.app);
    const added = await update(who, { address_index: 0, address_value: 'Flat 4, Noida, Uttar Pradesh, 201301' });
    expect(added.json()).toMatchObject({
      message: 'Address updated successfully',
      data: { address: ['Flat 4, Noida, Uttar Pradesh, 201301'] },
    });
    await update(who, {
      address_index: 1,
      address_value: '14 FC Road, Pune, 411005',
      companyName: 'Umbrella Fab LLP',
      gstNumber: '27AAPFU0939F1ZV',
    });
    const changed = await update(who, { address_index: 0, address_value: 'Flat 5, Noida, Uttar Pradesh, 201301' });
    expect(changed.json().data.address).toEqual([
      'Flat 5, Noida, Uttar Pradesh, 201301',
      '14 FC Road, Pune, Maharashtra, 411005',
    ]);
    // Company and GST number stay when the call leaves them out.
    expect(changed.json().data.addresses[1]).toMatchObject({
      companyName: 'Umbrella Fab LLP',
      gstNumber: '27AAPFU0939F1ZV',
    });
    const removed = await update(who, { address_index: 0, address_value: '' });
    expect(removed.json().data.address).toEqual(['14 FC Road, Pune, Maharashtra, 411005']);
  });

  it('shows the addresses, company and GST number on the user', async () => {
    const who = await signUpCustomer(t.app);
    await update(who, {
      address_index: 0,
      address_value: '14 FC Road, Pune, Maharashtra, 411005',
      companyName: 'Umbrella Fab LLP',
      gstNumber: '27AAPFU0939F1ZV',
    });
    const user = (await call(who, 'GET', `/user/${who.id}`)).json().data.user;
    expect(user).toMatchObject({
      address: ['14 FC Road, Pune, Maharashtra, 411005'],
      companyName: 'Umbrella Fab LLP',
      gstNumber: '27AAPFU0939F1ZV',
    });
  });

  it.each([
    [{ address_index: 0, address_value: 'Flat 4, , Uttar Pradesh, 201301' }, CITY_REQUIRED],
    [{ address_index: 0, address_value: 'Flat 4, Noida, Uttar Pradesh' }, INVALID_POSTAL_CODE],
    [
      { address_index: 0, address_value: '14 FC Road, Pune, 411005', companyName: 'X', gstNumber: '29AAICA3918J1ZE' },
      gstinStateMismatch('Karnataka', 'Maharashtra'),
    ],
  ])('refuses %o with “%s”', async (user, message) => {
    const who = await signUpCustomer(t.app);
    const res = await update(who, user);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await list(who)).toEqual([]);
  });

  it('answers an index past the end with 404', async () => {
    const who = await signUpCustomer(t.app);
    expect(
      (await update(who, { address_index: 3, address_value: 'Flat 4, Noida, Uttar Pradesh, 201301' })).statusCode,
    ).toBe(404);
    expect((await update(who, { address_index: 0, address_value: '' })).statusCode).toBe(404);
  });
});

describe('addressOf (for the order step)', () => {
  it('gives the customer’s own address with state, pincode, company and GSTIN', async () => {
    const who = await signUpCustomer(t.app);
    const id = (await call(who, 'POST', '/addresses', business)).json().data.address._id;
    const { gstNumber: _gstNumber, ...fields } = business;
    expect(await addressOf(t.db, who.id, id)).toEqual({ id, ...fields, gstin: '27AAPFU0939F1ZV' });
  });

  it('does not give one customer’s address for another', async () => {
    const owner = await signUpCustomer(t.app);
    const other = await signUpCustomer(t.app);
    const id = (await call(owner, 'POST', '/addresses', pune)).json().data.address._id;
    await expect(addressOf(t.db, other.id, id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: ADDRESS_NOT_FOUND,
    });
  });
});
