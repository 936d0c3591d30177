/**
 * Service areas through the API (admin spec §2 Service Areas, §5 Zipcode, §7 /zipcode calls):
 * SuperAdmin lists 20 a page with zipcode search, creates, updates and removes, with the spec's
 * messages and Delivery Time from the domain rule; bad fields are 400 with the spec's texts and
 * save nothing; SubAdmins get 403, customers and strangers 401; a change reaches the delivery
 * check and checkout at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceAreas } from '../../db/schema/locations';
import { makeCategory, makeProduct } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { signInStaff, signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: SignedIn;
let subAdmin: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t.app, t.db, 'SuperAdmin');
  subAdmin = await signInStaff(t.app, t.db, 'SubAdmin');
  customer = await signUpCustomer(t.app);
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, cookie: string | null = admin.cookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const noida = {
  zipcode: 201301,
  dispatchCenter: 'Noida_Sec63_D',
  originCenter: 'Noida_Hub',
  returnCenter: 'Noida_RPC',
  facilityCity: 'Noida',
  facilityState: 'Uttar Pradesh',
  outOfDeliveryArea: false,
};
const areaCount = async () => (await t.db.select().from(serviceAreas)).length;

describe('service areas', () => {
  it('creates one with the spec message and its Delivery Time, and the delivery check serves it at once', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/location/pincode/201301' })).json().data?.serviceable ?? false,
    ).toBe(false);
    const res = await post('/zipcode/new', noida);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Zipcode saved successfully!');
    expect(res.json().data.zipcode).toMatchObject({
      zipcode: 201301,
      facilityCity: 'Noida',
      outOfDeliveryArea: false,
      deliveryTime: 'Delivery in 24 hours',
    });
    const check = await t.app.inject({ method: 'GET', url: '/api/v1/location/pincode/201301' });
    expect(check.json().data).toMatchObject({ serviceable: true, deliveryTime: 'Delivery in 24 hours' });
  });

  it('refuses a second area for the same zipcode with 409', async () => {
    const res = await post('/zipcode/new', { ...noida, zipcode: '201301' });
    expect(res.statusCode).toBe(409);
    expect(await areaCount()).toBe(1);
  });

  it("refuses each bad field with the spec's message and saves nothing", async () => {
    const cases: [object, string][] = [
      [{ ...noida, zipcode: 12345 }, 'Invalid ZIP code (must be 6 digits)'],
      [{ ...noida, zipcode: '2013O1' }, 'Invalid ZIP code (must be 6 digits)'],
      [{ ...noida, zipcode: '012345' }, 'Invalid ZIP code (must be 6 digits)'],
      [{ ...noida, dispatchCenter: '   ' }, 'Dispatch Center is required'],
      [{ ...noida, originCenter: '' }, 'Origin Center is required'],
      [{ ...noida, returnCenter: undefined }, 'Return Center is required'],
      [{ ...noida, facilityCity: ' ' }, 'Facility City is required'],
      [{ ...noida, facilityState: '' }, 'Facility State is required'],
    ];
    for (const [body, message] of cases) {
      const res = await post('/zipcode/new', { ...body, zipcode: (body as { zipcode: unknown }).zipcode ?? 110001 });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(message);
    }
    for (const body of [
      { ...noida, zipcode: 110002, facilityCity: 'x'.repeat(101) },
      { ...noida, zipcode: 110002, facilityCity: 'Del\u0000hi' },
      { ...noida, zipcode: 110002, extra: true },
    ]) {
      expect((await post('/zipcode/new', body)).statusCode).toBe(400);
    }
    expect(await areaCount()).toBe(1);
  });

  it('lists 20 a page by zipcode and searches by the leading digits', async () => {
    for (let i = 0; i < 24; i += 1)
      await post('/zipcode/new', {
        ...noida,
        zipcode: 110010 + i,
        facilityCity: 'New Delhi',
        facilityState: 'Delhi',
        outOfDeliveryArea: i % 2 === 0,
      });
    const first = (await post('/zipcode/list', { pageNum: 1, pageSize: 20 })).json().data;
    expect(first.zipcodeCount).toBe(25);
    expect(first.zipcodeList).toHaveLength(20);
    expect(first.zipcodeList[0]).toMatchObject({
      zipcode: 110010,
      outOfDeliveryArea: true,
      deliveryTime: 'Delivery in 72 hours',
    });
    expect((await post('/zipcode/list', { pageNum: 2, pageSize: 20 })).json().data.zipcodeList).toHaveLength(5);
    const search = (await post('/zipcode/list', { pageNum: 1, pageSize: 20, filters: { zipcode: 20130 } })).json().data;
    expect(search.zipcodeList.map((z: { zipcode: number }) => z.zipcode)).toEqual([201301]);
    expect((await post('/zipcode/list', { filters: { zipcode: 'abc' } })).statusCode).toBe(400);
    expect((await post('/zipcode/list', { pageSize: 101 })).statusCode).toBe(400);
  });

  it('updates one with the spec message; moving it onto another zipcode is 409; an unknown id 404', async () => {
    const [area] = (await post('/zipcode/list', { filters: { zipcode: '201301' } })).json().data.zipcodeList;
    const res = await post(`/zipcode/${area._id}/update`, {
      ...noida,
      facilityCity: 'Gurgaon',
      facilityState: 'Haryana',
      outOfDeliveryArea: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Zipcode updated successfully!');
    expect(res.json().data.zipcode).toMatchObject({
      facilityCity: 'Gurgaon',
      outOfDeliveryArea: true,
      deliveryTime: 'Delivery in 72 hours',
    });
    expect((await post(`/zipcode/${area._id}/update`, { ...noida, zipcode: 110010 })).statusCode).toBe(409);
    expect((await post('/zipcode/no-such-id/update', noida)).statusCode).toBe(404);
    expect((await post(`/zipcode/${area._id}/update`, { ...noida, zipcode: 'abcdef' })).statusCode).toBe(400);
  });

  it('removes one with the spec message, and checkout refuses its pincode at once', async () => {
    const categoryId = (await makeCategory(t.db)).id;
    const productId = (await makeProduct(t.db, { categoryId })).id;
    const [area] = (await post('/zipcode/list', { filters: { zipcode: '201301' } })).json().data.zipcodeList;
    const res = await post(`/zipcode/${area._id}/remove`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Zipcode deleted successfully!');
    expect((await post(`/zipcode/${area._id}/remove`, {})).statusCode).toBe(404);
    const order = await placeOrder(t.app, customer.cookie, [{ product_id: productId, quantity: 1 }], {
      pincode: '201301',
      city: 'Noida',
      state: 'Uttar Pradesh',
    });
    expect(order.statusCode).toBe(422);
  });

  it('writes each create, update and removal to the audit log with the values before and after', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit?entity=zipcode&pageSize=100',
      headers: { cookie: admin.cookie },
    });
    const entries: {
      action: string;
      staff_id: string;
      before: { zipcode: string } | null;
      after: { facilityCity: string } | null;
    }[] = res.json().data.entries;
    const noidaEntries = entries.filter(
      (e) => (e.before ?? (e.after as unknown as { zipcode: string }))?.zipcode === '201301',
    );
    expect(noidaEntries.map((e) => e.action).sort()).toEqual(['zipcode.create', 'zipcode.remove', 'zipcode.update']);
    expect(noidaEntries.find((e) => e.action === 'zipcode.update')!.after!.facilityCity).toBe('Gurgaon');
    expect(entries.every((e) => e.staff_id === admin.id)).toBe(true);
    expect(entries.filter((e) => e.action === 'zipcode.create')).toHaveLength(25);
  });

  it('is SuperAdmin only: 403 for a SubAdmin, 401 for a customer or a stranger', async () => {
    const [area] = (await post('/zipcode/list', {})).json().data.zipcodeList;
    const calls: [string, unknown][] = [
      ['/zipcode/list', {}],
      ['/zipcode/new', { ...noida, zipcode: 400001 }],
      [`/zipcode/${area._id}/update`, noida],
      [`/zipcode/${area._id}/remove`, {}],
    ];
    for (const [url, body] of calls) {
      expect((await post(url, body, subAdmin.cookie)).statusCode, url).toBe(403);
      expect((await post(url, body, customer.cookie)).statusCode, url).toBe(401);
      expect((await post(url, body, null)).statusCode, url).toBe(401);
    }
    expect(await areaCount()).toBe(24);
  });
});
