import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../lib/clock';
import { buildCourier, courierSandboxEnabled } from './courier';
import { createSandboxCourier, slabsOf, zoneOf } from './sandbox-courier';

const clock = createManualClock(new Date('2026-11-23T20:00:00Z')); // 01:30 on the 24th in India
const courier = createSandboxCourier(clock);
const small = { lengthCm: 10, breadthCm: 10, heightCm: 5 };

describe('zoneOf', () => {
  it.each([
    ['201301', '201304', 'local'],
    ['201301', '208001', 'regional'],
    ['201301', '560038', 'national'],
    ['201301', '190001', 'special'],
    ['201301', '781001', 'special'],
    ['201301', '744101', 'special'],
  ])('%s → %s is %s', (from, to, zone) => {
    expect(zoneOf(from, to)).toBe(zone);
  });
});

describe('slabsOf', () => {
  it.each([
    [0.1, small, 1],
    [0.5, small, 1],
    [0.51, small, 2],
    [0.2, { lengthCm: 30, breadthCm: 20, heightCm: 10 }, 3], // 1.2 kg volumetric
  ])('%s kg in %o is %i slabs of 500 g', (kg, dims, slabs) => {
    expect(slabsOf(kg, dims)).toBe(slabs);
  });
});

describe('the sandbox courier', () => {
  it('offers Delhivery surface and both DTDC services across India, with India-time delivery dates', async () => {
    expect(await courier.rates('201301', '560038', 0.1, small, 'Prepaid')).toEqual([
      { logistic_name: 'Delhivery', service_type: 'Surface', ratePaise: 7_000, expected_delivery_date: '2026-11-29' },
      { logistic_name: 'DTDC', service_type: 'AIR', ratePaise: 9_000, expected_delivery_date: '2026-11-27' },
      { logistic_name: 'DTDC', service_type: 'Surface', ratePaise: 7_500, expected_delivery_date: '2026-11-30' },
    ]);
  });

  it('offers no air service within one sorting district, and adds the COD fee', async () => {
    const options = await courier.rates('201301', '201304', 1.2, small, 'COD');
    expect(options.map((o) => [o.logistic_name, o.service_type, o.ratePaise])).toEqual([
      ['Delhivery', 'Surface', 4_000 + 2 * 3_000 + 4_000],
      ['DTDC', 'Surface', 4_500 + 2 * 3_500 + 4_000],
    ]);
  });

  it('answers the same for the same question', async () => {
    expect(await courier.rates('201301', '781001', 2, small, 'Prepaid')).toEqual(await courier.rates('201301', '781001', 2, small, 'Prepaid'));
  });
});

describe('buildCourier', () => {
  it('is the sandbox in development and tests, none in production unless asked', () => {
    expect(courierSandboxEnabled({ NODE_ENV: 'test' })).toBe(true);
    expect(courierSandboxEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(courierSandboxEnabled({ NODE_ENV: 'production', COURIER_SANDBOX: true })).toBe(true);
    expect(buildCourier({ NODE_ENV: 'production' }, clock)).toBeUndefined();
    expect(buildCourier({ NODE_ENV: 'development' }, clock)?.name).toBe('sandbox');
  });
});
