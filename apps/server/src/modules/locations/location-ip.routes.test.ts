/**
 * GET /location/ip (storefront spec §4): the visitor's place by IP address through the
 * IP-geolocation provider. The sandbox puts local and private addresses in the shop's city; a real
 * service is played by a local fake server that answers as ipinfo-style services do (postal, city,
 * region). Nothing here leaves the machine.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IP_LOCATION_PER_IP } from '../../plugins/rate-limit.rules';
import { seedPincodes } from '../../seed/pincodes';
import { seedServiceAreas } from '../../seed/service-areas';
import { createTestApp, type TestApp } from '../../test/test-app';
import { locateByIp } from './locations.service';

/** What the fake service knows, by address; 203.0.113.99 makes it fail. */
const KNOWN: Record<string, object> = {
  '49.36.10.1': { ip: '49.36.10.1', postal: '411001', city: 'Pune', region: 'Maharashtra', country: 'IN' },
  '49.36.10.2': { ip: '49.36.10.2', postal: '302001', city: 'Jaipur', region: 'Rajasthan', country: 'IN' },
  '49.36.10.3': { ip: '49.36.10.3', city: 'Hyderabad', region: 'Telangana', country: 'IN' },
};

let fake: Server;
const asked: string[] = [];
let sandbox: TestApp;
let real: TestApp;

beforeAll(async () => {
  fake = createServer((request, response) => {
    const ip = decodeURIComponent(request.url!.split('/')[1]!);
    asked.push(ip);
    if (ip === '203.0.113.99') return void response.writeHead(502).end('bad gateway');
    const known = KNOWN[ip];
    response
      .writeHead(known ? 200 : 404, { 'content-type': 'application/json' })
      .end(JSON.stringify(known ?? { error: 'unknown' }));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/{ip}/json`;
  sandbox = await createTestApp();
  real = await createTestApp({ env: { IP_GEOLOCATION_URL: url } });
  for (const t of [sandbox, real]) {
    await seedPincodes(t.db);
    await seedServiceAreas(t.db);
  }
});
afterAll(async () => {
  await Promise.all([sandbox.close(), real.close()]);
  await new Promise((resolve) => fake.close(resolve));
});

const locate = (t: TestApp, remoteAddress: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/location/ip', remoteAddress });

describe('the sandbox provider', () => {
  it.each(['127.0.0.1', '10.20.30.40', '192.168.1.7', '::1'])(
    "puts %s in the shop's city (the seller pincode's)",
    async (address) => {
      const res = await locate(sandbox, address);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.location).toMatchObject({
        postcode: '201301',
        city: 'Noida',
        state: 'Uttar Pradesh',
        serviceable: true,
        deliveryTime: 'Delivery in 24 hours',
      });
    },
  );

  it("says 'Location not found' for an address on the Internet", async () => {
    const res = await locate(sandbox, '8.8.8.8');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', data: { location: null }, message: 'Location not found' });
  });
});

describe('a real provider by URL', () => {
  it('shows pincode, city and state when the postal code is served', async () => {
    expect((await locate(real, '49.36.10.1')).json().data.location).toMatchObject({
      postcode: '411001',
      city: 'Pune',
      state: 'Maharashtra',
      serviceable: true,
    });
  });

  it('shows just the city when the postal code is not served', async () => {
    expect((await locate(real, '49.36.10.2')).json().data.location).toMatchObject({
      postcode: null,
      city: 'Jaipur',
      state: 'Rajasthan',
      serviceable: false,
      deliveryTime: null,
    });
  });

  it('says whether the shop delivers in a city given without postal code', async () => {
    expect((await locate(real, '49.36.10.3')).json().data.location).toMatchObject({
      postcode: null,
      city: 'Hyderabad',
      serviceable: true,
      deliveryTime: 'Delivery in 24 to 72 hours',
    });
  });

  it("says 'Location not found' when the service does not know the address or fails", async () => {
    for (const address of ['198.51.100.1', '203.0.113.99']) {
      const res = await locate(real, address);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'Success', data: { location: null }, message: 'Location not found' });
    }
  });

  it('never sends a local address to the service', async () => {
    asked.length = 0;
    expect((await locate(real, '192.168.1.7')).json().data.location).toBeNull();
    expect((await locate(real, '127.0.0.1')).json().data.location).toBeNull();
    expect(asked).toEqual([]);
  });
});

describe('no provider', () => {
  it('knows no place when the sandbox is off and no service is configured', async () => {
    // buildIpGeolocator gives no provider then (ip-geolocation.test.ts); the service's answer:
    expect(await locateByIp(sandbox.db, undefined, '127.0.0.1')).toBeNull();
  });
});

it(`answers 429 past ${IP_LOCATION_PER_IP.max} look-ups a minute from one address`, async () => {
  const codes: number[] = [];
  for (let i = 0; i <= IP_LOCATION_PER_IP.max; i++) codes.push((await locate(sandbox, '10.9.9.9')).statusCode);
  expect(codes).toEqual([...Array(IP_LOCATION_PER_IP.max).fill(200), 429]);
});
