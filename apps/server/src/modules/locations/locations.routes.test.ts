import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pincodes } from '../../db/schema/locations';
import { makeServiceArea } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(pincodes).values([
    {
      pincode: '201301',
      officeName: 'Noida Sector 19',
      district: 'Gautam Buddha Nagar',
      state: 'Uttar Pradesh',
      latitude: 28.58,
      longitude: 77.33,
    },
    { pincode: '799001', officeName: 'Agartala', district: 'West Tripura', state: 'Tripura' },
  ]);
  await makeServiceArea(t.db, '201301', 'Noida', 'Uttar Pradesh');
});
afterAll(() => t.close());

const look = (pincode: string) => t.app.inject({ method: 'GET', url: `/api/v1/location/pincode/${pincode}` });

describe('GET /location/pincode/:pincode', () => {
  it('says a served pincode is served, with its city and the delivery time', async () => {
    const res = await look('201301');
    expect(res.json().data).toMatchObject({
      city: 'Noida',
      state: 'Uttar Pradesh',
      serviceable: true,
      deliveryTime: 'Delivery in 24 hours',
      latitude: 28.58,
    });
  });

  it('names a known pincode the shop does not serve, and says so', async () => {
    expect((await look('799001')).json().data).toMatchObject({
      city: 'West Tripura',
      state: 'Tripura',
      serviceable: false,
    });
  });

  it('answers an unknown pincode with the spec message', async () => {
    const res = await look('999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Sorry, delivery not available in your area.');
  });

  it('refuses what is not six digits', async () => {
    const res = await look('2013');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid 6-digit zipcode');
  });
});
