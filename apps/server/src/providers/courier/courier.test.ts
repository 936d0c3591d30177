import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../lib/clock';
import { buildCourier, courierSandboxEnabled } from './courier.config';
import { CourierRefusal } from './courier.contract';
import { createSandboxCourier, sandboxBookedAt, sandboxEvents, slabsOf, zoneOf } from './sandbox.courier';

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
    expect(await courier.rates('201301', '781001', 2, small, 'Prepaid')).toEqual(
      await courier.rates('201301', '781001', 2, small, 'Prepaid'),
    );
  });
});

describe('buildCourier', () => {
  it('is the sandbox in development and tests, none in production unless asked', () => {
    expect(courierSandboxEnabled({ NODE_ENV: 'test' })).toBe(true);
    expect(courierSandboxEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(courierSandboxEnabled({ NODE_ENV: 'production', COURIER_SANDBOX: true })).toBe(true);
    expect(buildCourier({ NODE_ENV: 'production' }, clock)).toBeUndefined();
    expect(buildCourier({ NODE_ENV: 'development' }, clock)?.name).toBe('sandbox');
    const delhivery = {
      DELHIVERY_TOKEN: 't',
      DELHIVERY_ENV: 'staging',
      DELHIVERY_PICKUP_LOCATION: 'Noida WH',
    } as const;
    expect(buildCourier({ NODE_ENV: 'production', ...delhivery }, clock)?.name).toBe('delhivery');
    expect(buildCourier({ NODE_ENV: 'development', ...delhivery }, clock)?.name).toBe('delhivery');
  });
});

describe("the sandbox courier's shipments", () => {
  const order = {
    orderId: 'order-0000-abcd1234',
    name: 'Asha Rao',
    phone: '9876543210',
    email: 'asha@example.in',
    address: '12 MG Road',
    pincode: '560038',
    city: 'Bengaluru',
    state: 'Karnataka',
    totalPaise: 100_000,
    products: [{ name: 'DHT22', sku: 'S-1', hsn: '8542', quantity: 2 }],
    placedAt: new Date('2026-11-23T19:00:00Z'),
  };
  const parcel = { weightGrams: 500, lengthCm: 10, breadthCm: 10, heightCm: 5 };
  const pickup = { name: 'MakerShop', address: 'Sector 62', pincode: '201301', phone: '+91 120 4567 890' };
  const paced = (clockAt: Date) => createSandboxCourier(createManualClock(clockAt), { stepSeconds: async () => 60 });

  it('makes a 14-digit waybill that carries its booking time, and a tracking link on the shop', async () => {
    const booking = new Date('2026-11-23T20:00:00Z');
    const { waybill, trackingUrl } = await paced(booking).createShipment(order, parcel, pickup);
    expect(waybill).toMatch(/^2[0-9]{13}$/);
    expect(sandboxBookedAt(waybill)).toEqual(booking);
    expect(trackingUrl).toBe(`/track-order?waybill=${waybill}&order=ABCD1234`);
  });

  it('gives every parcel booked in the same second a waybill of its own', async () => {
    const sandbox = paced(new Date('2026-11-23T20:00:00Z'));
    const waybills = new Set<string>();
    for (let i = 0; i < 1000; i++) waybills.add((await sandbox.createShipment(order, parcel, pickup)).waybill);
    expect(waybills.size).toBe(1000);
  });

  it('moves a parcel Manifested → Picked up → In transit → Out for delivery → Delivered, one step a minute', async () => {
    const booking = new Date('2026-11-23T20:00:00Z');
    expect(sandboxEvents(booking, booking, 60).map((e) => e.label)).toEqual(['Manifested']);
    expect(sandboxEvents(booking, new Date(booking.getTime() + 150_000), 60).map((e) => e.code)).toEqual([
      'processing',
      'shipped',
      'in_transit',
    ]);
    const all = sandboxEvents(booking, new Date(booking.getTime() + 3600_000), 60);
    expect(all.map((e) => [e.label, e.at.toISOString()])).toEqual([
      ['Manifested', '2026-11-23T20:00:00.000Z'],
      ['Picked up', '2026-11-23T20:01:00.000Z'],
      ['In transit', '2026-11-23T20:02:00.000Z'],
      ['Out for delivery', '2026-11-23T20:03:00.000Z'],
      ['Delivered', '2026-11-23T20:04:00.000Z'],
    ]);
    const clockNow = createManualClock(booking);
    const sandbox = createSandboxCourier(clockNow, { stepSeconds: async () => 60 });
    const { waybill } = await sandbox.createShipment(order, parcel, pickup);
    clockNow.advance(61_000);
    expect((await sandbox.track(waybill)).map((e) => e.code)).toEqual(['processing', 'shipped']);
  });

  it('refuses a parcel over 50 kg, an unknown waybill, and cancelling a parcel already picked up', async () => {
    const booking = new Date('2026-11-23T20:00:00Z');
    const clockNow = createManualClock(booking);
    const sandbox = createSandboxCourier(clockNow, { stepSeconds: async () => 60 });
    await expect(sandbox.createShipment(order, { ...parcel, weightGrams: 50_001 }, pickup)).rejects.toBeInstanceOf(
      CourierRefusal,
    );
    await expect(sandbox.track('123')).rejects.toBeInstanceOf(CourierRefusal);
    const { waybill } = await sandbox.createShipment(order, parcel, pickup);
    await expect(sandbox.cancel(waybill)).resolves.toBeUndefined();
    clockNow.advance(60_000);
    await expect(sandbox.cancel(waybill)).rejects.toBeInstanceOf(CourierRefusal);
  });
});
