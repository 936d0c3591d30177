/**
 * Service areas agree with the bundled India Post data (issue 27 item 5): a pincode saved with
 * another place's state (263153 as Ghaziabad, Uttar Pradesh; India Post: Udham Singh Nagar,
 * Uttarakhand) is refused with 400 and nothing is saved, on create and on update; so is a city
 * that is a district of other states only. The courier's facility city (Noida, no district) and a
 * district name two states share pass. The pincode lookup the admin form prefills from gives
 * India Post's district and state.
 */
import { STATE_REQUIRED, pincodeStateMismatch } from '@shop/domain/addresses/address.rules';
import { facilityCityElsewhere } from '@shop/domain/locations/zipcode.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pincodes, serviceAreas } from '../../db/schema/locations';
import { signInStaff, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t.app, t.db, 'SuperAdmin');
  await t.db.insert(pincodes).values([
    { pincode: '263153', officeName: 'Rudarpur', district: 'Udham Singh Nagar', state: 'Uttarakhand' },
    { pincode: '201001', officeName: 'Ghaziabad', district: 'Ghaziabad', state: 'Uttar Pradesh' },
    { pincode: '201301', officeName: 'Noida', district: 'Gautam Buddha Nagar', state: 'Uttar Pradesh' },
    { pincode: '431001', officeName: 'Aurangabad', district: 'Aurangabad', state: 'Maharashtra' },
    { pincode: '824101', officeName: 'Aurangabad', district: 'Aurangabad', state: 'Bihar' },
  ]);
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie: admin.cookie }, payload });
const area = (zipcode: number, facilityCity: string, facilityState: string) => ({
  zipcode,
  dispatchCenter: `${facilityCity}_D`,
  originCenter: `${facilityCity}_H`,
  returnCenter: `${facilityCity}_RPC`,
  facilityCity,
  facilityState,
  outOfDeliveryArea: false,
});
const areaCount = async () => (await t.db.select().from(serviceAreas)).length;

describe('service areas and India Post', () => {
  it('refuses 263153 as Ghaziabad, Uttar Pradesh: India Post puts it in Uttarakhand; nothing is saved', async () => {
    const res = await post('/zipcode/new', area(263153, 'Ghaziabad', 'Uttar Pradesh'));
    expect(res.statusCode).toBe(400);
    const message = pincodeStateMismatch('263153', 'Uttarakhand', 'Uttar Pradesh');
    expect(res.json()).toEqual({
      status: 'Error',
      code: 'VALIDATION_FAILED',
      message,
      errors: [{ path: 'facilityState', message }],
    });
    expect(await areaCount()).toBe(0);
  });

  it('refuses 263153 as Ghaziabad, Uttarakhand: Ghaziabad is a district of Uttar Pradesh', async () => {
    const res = await post('/zipcode/new', area(263153, 'Ghaziabad', 'Uttarakhand'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        path: 'facilityCity',
        message: facilityCityElsewhere('Ghaziabad', 'Uttar Pradesh', '263153', 'Udham Singh Nagar', 'Uttarakhand'),
      },
    ]);
    expect(await areaCount()).toBe(0);
  });

  it('refuses a state that is none of India’s, before looking anything up', async () => {
    const res = await post('/zipcode/new', area(263153, 'Rudrapur', 'Atlantis'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'facilityState', message: STATE_REQUIRED }]);
    expect(await areaCount()).toBe(0);
  });

  it('saves 263153 in Uttarakhand, in the official spelling, and the delivery check serves it', async () => {
    const res = await post('/zipcode/new', area(263153, 'Rudrapur', 'uttarakhand'));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.zipcode).toMatchObject({
      zipcode: 263153,
      facilityCity: 'Rudrapur',
      facilityState: 'Uttarakhand',
    });
    const check = await t.app.inject({ method: 'GET', url: '/api/v1/location/pincode/263153' });
    expect(check.json().data).toMatchObject({ serviceable: true, city: 'Rudrapur', state: 'Uttarakhand' });
  });

  it('takes the courier’s facility city where it is no district, and a district name two states share', async () => {
    expect((await post('/zipcode/new', area(201301, 'Noida', 'Uttar Pradesh'))).statusCode).toBe(201);
    expect((await post('/zipcode/new', area(431001, 'Aurangabad', 'Maharashtra'))).statusCode).toBe(201);
    expect((await post('/zipcode/new', area(824101, 'Aurangabad', 'Bihar'))).statusCode).toBe(201);
  });

  it('takes any Indian state for a pincode India Post does not list', async () => {
    expect((await post('/zipcode/new', area(799999, 'Agartala', 'Tripura'))).statusCode).toBe(201);
  });

  it('refuses an update that moves an area into another state, and keeps the area as it was', async () => {
    const [noida] = (await post('/zipcode/list', { filters: { zipcode: '201301' } })).json().data.zipcodeList;
    const res = await post(`/zipcode/${noida._id}/update`, area(201301, 'Gurgaon', 'Haryana'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(pincodeStateMismatch('201301', 'Uttar Pradesh', 'Haryana'));
    const [after] = (await post('/zipcode/list', { filters: { zipcode: '201301' } })).json().data.zipcodeList;
    expect(after).toMatchObject({ facilityCity: 'Noida', facilityState: 'Uttar Pradesh' });
  });

  it('gives the admin form India Post’s district and state for a pincode without a service area', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/location/pincode/201001' });
    expect(res.json().data).toMatchObject({
      serviceable: false,
      city: 'Ghaziabad',
      district: 'Ghaziabad',
      state: 'Uttar Pradesh',
    });
  });
});
