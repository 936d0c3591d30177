/**
 * Reverse geocoding and place search over the real India Post data and the seeded service areas
 * (storefront spec §4, §5): known coordinates find their own pincode, searches by place name,
 * pincode and 'lat, lon' find the right places first, and bad input gets a 400 envelope.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_SEARCH_PER_IP, REVERSE_GEOCODE_PER_IP } from '../../plugins/rate-limit.rules';
import { seedPincodes } from '../../seed/pincodes';
import { seedServiceAreas } from '../../seed/service-areas';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPincodes(t.db);
  await seedServiceAreas(t.db);
});
afterAll(() => t.close());

let nextAddress = 0;
/** Each call from its own address, so only the rate-limit tests meet a limit. */
const anyAddress = () => `198.51.100.${(++nextAddress % 250) + 1}`;
const get = (url: string, remoteAddress = anyAddress()) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, remoteAddress });
const reverse = (lat: string | number, lon: string | number) => get(`/location/reverse?lat=${lat}&lon=${lon}`);
const search = async (q: string) => {
  const res = await get(`/location/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.locations as {
    postcode: string;
    city: string;
    state: string;
    serviceable: boolean;
    deliveryTime: string | null;
  }[];
};

function expectBadRequest(res: LightMyRequestResponse, path?: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ status: 'Error', message: expect.any(String) });
  if (path) expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
}

describe('GET /location/reverse', () => {
  it.each([
    [28.58212, 77.326699, '201301', 'Noida', 'Uttar Pradesh', 'Delivery in 24 hours'],
    [18.529603, 73.876015, '411001', 'Pune', 'Maharashtra', 'Delivery in 24 to 72 hours'],
    [12.976594, 77.599271, '560001', 'Bengaluru', 'Karnataka', 'Delivery in 24 to 72 hours'],
    [28.455473, 77.021902, '122001', 'Gurgaon', 'Haryana', 'Delivery in 72 hours'],
  ])('finds the pincode at (%f, %f): %s, %s, %s', async (lat, lon, postcode, city, state, deliveryTime) => {
    const res = await reverse(lat, lon);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ postcode, city, state, country: 'India', serviceable: true, deliveryTime });
  });

  it('finds the nearest pincode to a point between post offices', async () => {
    // 300 m north-east of the Noida head post office.
    expect((await reverse(28.585, 77.329)).json().data.postcode).toBe('201301');
  });

  it('names a place the shop does not serve, without a delivery time', async () => {
    const res = await reverse(26.917892, 75.801538);
    expect(res.json().data).toMatchObject({
      postcode: '302001',
      city: 'Jaipur',
      state: 'Rajasthan',
      serviceable: false,
      deliveryTime: null,
    });
  });

  it("says 'No address data found' at sea and abroad", async () => {
    for (const [lat, lon] of [
      [0, 0],
      [51.5072, -0.1276],
      [-90, 180],
    ]) {
      const res = await reverse(lat!, lon!);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'Error', code: 'NOT_FOUND', message: 'No address data found' });
    }
  });

  it.each([
    ['/location/reverse?lat=91&lon=77', 'lat'],
    ['/location/reverse?lat=-90.0001&lon=77', 'lat'],
    ['/location/reverse?lat=28&lon=180.5', 'lon'],
    ['/location/reverse?lat=abc&lon=77', 'lat'],
    ['/location/reverse?lat=&lon=77', 'lat'],
    ['/location/reverse?lat=1e3&lon=77', 'lat'],
    ['/location/reverse?lat=28', 'lon'],
    ['/location/reverse', undefined],
    [`/location/reverse?lat=${'1'.repeat(10_000)}&lon=77`, 'lat'],
    ['/location/reverse?lat=28&lon=77&zoom=10', undefined],
    ['/location/reverse?lat=28&lat=29&lon=77', 'lat'],
  ])('refuses %s with a 400 envelope', async (url, path) => {
    expectBadRequest(await get(url), path);
  });
});

describe('GET /location/search', () => {
  it('finds a place by name, the office of that name first, at most 5', async () => {
    const found = await search('Pune');
    expect(found[0]).toMatchObject({ postcode: '411001', city: 'Pune', state: 'Maharashtra', serviceable: true });
    expect(found.length).toBeLessThanOrEqual(5);
  });

  it.each([
    ['Noida', '201301', 'Noida'],
    ['mumbai', '400001', 'Mumbai'],
    ['Bengaluru', '560001', 'Bengaluru'],
    ['Gurugram', '122001', 'Gurgaon'],
    ['  CHENNAI ', '600001', 'Chennai'],
  ])('finds %j: %s first', async (q, postcode, city) => {
    expect((await search(q))[0]).toMatchObject({ postcode, city });
  });

  it('gives at most 5 places for a common name', async () => {
    const found = await search('delhi');
    expect(found).toHaveLength(5);
    for (const place of found) expect(place.state).toBe('Delhi');
  });

  it('finds a 6-digit pincode exactly, and nothing for an unknown one', async () => {
    expect(await search('201301')).toEqual([expect.objectContaining({ postcode: '201301', city: 'Noida' })]);
    expect(await search('999999')).toEqual([]);
  });

  it("reads 'lat, lon' as the nearest pincode, and out-of-range numbers as text", async () => {
    expect(await search('18.529603, 73.876015')).toEqual([expect.objectContaining({ postcode: '411001' })]);
    expect(await search('0, 0')).toEqual([]);
    expect(await search('91, 77')).toEqual([]);
  });

  it('finds nothing for unknown names, too-short text or LIKE wildcards', async () => {
    expect(await search('qqzzxx')).toEqual([]);
    expect(await search('a')).toEqual([]);
    expect(await search('%')).toEqual([]);
    expect(await search('_%_')).toEqual([]);
  });

  it.each([
    ['/location/search', 'q'],
    ['/location/search?q=', 'q'],
    ['/location/search?q=%20%20', 'q'],
    [`/location/search?q=${'a'.repeat(101)}`, 'q'],
    [`/location/search?q=${'a'.repeat(100_000)}`, 'q'],
    ['/location/search?q=Pune&limit=50', undefined],
    ['/location/search?q=Pu%00ne', undefined],
  ])('refuses %s with a 400 envelope', async (url, path) => {
    expectBadRequest(await get(url), path);
  });
});

describe('rate limits', () => {
  it.each([
    ['/location/reverse?lat=28.58&lon=77.33', REVERSE_GEOCODE_PER_IP.max],
    ['/location/search?q=Pune', LOCATION_SEARCH_PER_IP.max],
  ])('answers 429 to %s past %i calls a minute from one address', async (url, max) => {
    const address = anyAddress();
    for (let i = 0; i < max; i++) expect((await get(url, address)).statusCode).toBe(200);
    const limited = await get(url, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().status).toBe('Error');
    expect((await get(url)).statusCode).toBe(200);
  });
});
