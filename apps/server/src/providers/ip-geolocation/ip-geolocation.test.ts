import { describe, expect, it } from 'vitest';
import { readIpPlace } from './http.adapter';
import { buildIpGeolocator } from './ip-geolocator.config';
import { isLocalAddress } from './local-address.rules';

describe('isLocalAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.9',
    '172.31.255.255',
    '192.168.1.20',
    '169.254.1.1',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:192.168.0.4',
  ])('takes %s for local', (ip) => expect(isLocalAddress(ip)).toBe(true));

  it.each(['8.8.8.8', '49.36.10.1', '172.32.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8', 'not an address', ''])(
    'takes %s for not local',
    (ip) => expect(isLocalAddress(ip)).toBe(false),
  );
});

describe('readIpPlace', () => {
  it('reads postal, city and region, trimmed and bounded', () => {
    expect(
      readIpPlace({ ip: '49.36.10.1', postal: ' 411001 ', city: 'Pune', region: 'Maharashtra', country: 'IN' }),
    ).toEqual({ postal: '411001', city: 'Pune', region: 'Maharashtra' });
    expect(readIpPlace({ city: 'x'.repeat(500) })?.city).toHaveLength(100);
  });

  it('knows nothing from a reply without postal code or city', () => {
    expect(readIpPlace({ region: 'Maharashtra' })).toBeUndefined();
    expect(readIpPlace({ postal: 411001, city: ['Pune'] })).toBeUndefined();
    expect(readIpPlace(null)).toBeUndefined();
    expect(readIpPlace('Pune')).toBeUndefined();
  });
});

describe('buildIpGeolocator', () => {
  const shop = async () => ({ postal: '201301' });
  it('uses the service by URL when configured, else the sandbox outside production, else none', () => {
    expect(
      buildIpGeolocator({ NODE_ENV: 'production', IP_GEOLOCATION_URL: 'https://geo.example/{ip}' }, shop)?.name,
    ).toBe('http');
    expect(buildIpGeolocator({ NODE_ENV: 'development' }, shop)?.name).toBe('sandbox');
    expect(buildIpGeolocator({ NODE_ENV: 'production' }, shop)).toBeUndefined();
    expect(buildIpGeolocator({ NODE_ENV: 'production', IP_GEOLOCATION_SANDBOX: true }, shop)?.name).toBe('sandbox');
    expect(buildIpGeolocator({ NODE_ENV: 'test', IP_GEOLOCATION_SANDBOX: false }, shop)).toBeUndefined();
  });

  it('puts local addresses in the shop’s place in the sandbox, and knows no other', async () => {
    const sandbox = buildIpGeolocator({ NODE_ENV: 'test' }, shop)!;
    expect(await sandbox.locate('192.168.1.5')).toEqual({ postal: '201301' });
    expect(await sandbox.locate('8.8.8.8')).toBeUndefined();
  });
});
