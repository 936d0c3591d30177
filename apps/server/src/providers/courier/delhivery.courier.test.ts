import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_DELHIVERY_TOKEN, startDelhiveryFake, type FakeDelhivery } from '../../test/fakes/delhivery-fake';
import { CourierRefusal, type Courier } from './courier.contract';
import { createDelhiveryCourier, delhiveryConfig, delhiveryEventCode, istTime } from './delhivery.courier';

let fake: FakeDelhivery;
let courier: Courier;
const order = {
  orderId: 'ord-1-abcdef12',
  name: 'Asha Rao',
  phone: '9876543210',
  email: 'asha@example.in',
  address: '12 MG Road, Indiranagar',
  pincode: '560038',
  city: 'Bengaluru',
  state: 'Karnataka',
  totalPaise: 118_000,
  products: [{ name: 'DHT22 Sensor', sku: 'S-1', hsn: '85423100', quantity: 2 }],
  placedAt: new Date('2026-11-23T10:00:00Z'),
};
const parcel = { weightGrams: 500, lengthCm: 12, breadthCm: 8, heightCm: 4 };
const pickup = { name: 'MakerShop Pvt Ltd', address: 'Sector 62, Noida', pincode: '201301', phone: '+91 120 4567 890' };

beforeAll(async () => {
  fake = await startDelhiveryFake();
  courier = createDelhiveryCourier({ token: FAKE_DELHIVERY_TOKEN, baseUrl: fake.origin, pickupLocation: 'Noida WH' });
});
afterAll(() => fake.close());

describe('the Delhivery courier against its fake', () => {
  it('books a shipment with the order, parcel and pickup location, and answers the waybill and Delhivery tracking link', async () => {
    const booked = await courier.createShipment(order, parcel, pickup);
    expect(booked.waybill).toMatch(/^[0-9]{13}$/);
    expect(booked.trackingUrl).toBe(`https://www.delhivery.com/track/package/${booked.waybill}`);
    const sent = fake.created.at(-1) as { shipments: Record<string, unknown>[]; pickup_location: { name: string } };
    expect(sent.pickup_location).toEqual({ name: 'Noida WH' });
    expect(sent.shipments[0]).toMatchObject({
      order: order.orderId,
      pin: '560038',
      payment_mode: 'Prepaid',
      weight: '500',
      shipment_length: '12',
      total_amount: '1180.00',
      return_pin: '201301',
    });
  });

  it("books a return's reverse pickup from the customer's address to the pickup location, in payment mode Pickup", async () => {
    const booked = await courier.createReturnPickup({ ...order, orderId: 'ord-R1' }, parcel, pickup);
    expect(booked.waybill).toMatch(/^[0-9]{13}$/);
    const sent = fake.created.at(-1) as { shipments: Record<string, unknown>[]; pickup_location: { name: string } };
    expect(sent.pickup_location).toEqual({ name: 'Noida WH' });
    expect(sent.shipments[0]).toMatchObject({
      order: 'ord-R1',
      pin: '560038',
      payment_mode: 'Pickup',
      return_pin: '201301',
    });
  });

  it('reads the scans as events with India-time dates and places', async () => {
    const { waybill } = await courier.createShipment({ ...order, orderId: 'ord-2' }, parcel, pickup);
    fake.scan(waybill, {
      Scan: 'Manifested',
      ScanType: 'UD',
      ScanDateTime: '2026-11-23T16:00:00.000',
      ScannedLocation: 'Noida_Sec62 (Uttar Pradesh)',
    });
    fake.scan(waybill, {
      Scan: 'In Transit',
      ScanType: 'UD',
      ScanDateTime: '2026-11-24T09:30:00',
      ScannedLocation: 'Bengaluru_Hub (Karnataka)',
      Instructions: 'Shipment picked up',
    });
    fake.scan(waybill, {
      Scan: 'Dispatched',
      ScanType: 'UD',
      ScanDateTime: '2026-11-26T08:00:00',
      ScannedLocation: 'Bengaluru_Indiranagar_DC',
      Instructions: 'Out for delivery',
    });
    fake.scan(waybill, {
      Scan: 'Delivered',
      ScanType: 'DL',
      ScanDateTime: '2026-11-26T13:15:00',
      ScannedLocation: 'Bengaluru_Indiranagar_DC',
    });
    const events = await courier.track(waybill);
    expect(events.map((e) => [e.code, e.label, e.at.toISOString(), e.location])).toEqual([
      ['processing', 'Manifested', '2026-11-23T10:30:00.000Z', 'Noida_Sec62 (Uttar Pradesh)'],
      ['shipped', 'In Transit', '2026-11-24T04:00:00.000Z', 'Bengaluru_Hub (Karnataka)'],
      ['out_for_delivery', 'Dispatched', '2026-11-26T02:30:00.000Z', 'Bengaluru_Indiranagar_DC'],
      ['delivered', 'Delivered', '2026-11-26T07:45:00.000Z', 'Bengaluru_Indiranagar_DC'],
    ]);
    // Delivered parcels cannot be cancelled.
    await expect(courier.cancel(waybill)).rejects.toBeInstanceOf(CourierRefusal);
  });

  it('cancels a booked waybill', async () => {
    const { waybill } = await courier.createShipment({ ...order, orderId: 'ord-3' }, parcel, pickup);
    await courier.cancel(waybill);
    expect(fake.packages.get(waybill)!.status).toBe('Cancelled');
  });

  it('reports a refusal (a pincode it does not serve, a duplicate order) as a CourierRefusal with its reason', async () => {
    await expect(
      courier.createShipment({ ...order, orderId: 'ord-4', pincode: '799001' }, parcel, pickup),
    ).rejects.toThrow(/does not deliver prepaid parcels to 799001/);
    await courier.createShipment({ ...order, orderId: 'ord-5' }, parcel, pickup);
    const duplicate = courier.createShipment({ ...order, orderId: 'ord-5' }, parcel, pickup);
    await expect(duplicate).rejects.toBeInstanceOf(CourierRefusal);
    await expect(duplicate).rejects.toThrow(/Duplicate order id ord-5/);
  });

  it('fails with an error naming the token when the token is wrong or missing, and when Delhivery is down', async () => {
    for (const token of ['wrong-token', '']) {
      const bad = createDelhiveryCourier({ token, baseUrl: fake.origin, pickupLocation: 'Noida WH' });
      const attempt = bad.createShipment(order, parcel, pickup);
      await expect(attempt).rejects.toThrow(/refused the API token \(401\)/);
      await expect(attempt).rejects.not.toBeInstanceOf(CourierRefusal);
      await expect(bad.track('1000000000001')).rejects.toThrow(/DELHIVERY_TOKEN/);
    }
    fake.down = true;
    try {
      await expect(courier.track('1000000000001')).rejects.toThrow(/503/);
    } finally {
      fake.down = false;
    }
  });
});

describe('Delhivery configuration and mapping', () => {
  it('is on only with the token, environment and pickup location, and picks the base URL by environment', () => {
    expect(delhiveryConfig({ DELHIVERY_TOKEN: 't', DELHIVERY_ENV: 'staging' })).toBeUndefined();
    expect(
      delhiveryConfig({ DELHIVERY_TOKEN: 't', DELHIVERY_ENV: 'staging', DELHIVERY_PICKUP_LOCATION: 'WH' })?.baseUrl,
    ).toBe('https://staging-express.delhivery.com');
    expect(
      delhiveryConfig({ DELHIVERY_TOKEN: 't', DELHIVERY_ENV: 'production', DELHIVERY_PICKUP_LOCATION: 'WH' })?.baseUrl,
    ).toBe('https://track.delhivery.com');
  });

  it.each([
    ['UD', 'Manifested', 'processing'],
    ['UD', 'Picked Up', 'shipped'],
    ['UD', 'In Transit', 'in_transit'],
    ['UD', 'Dispatched', 'out_for_delivery'],
    ['DL', 'Delivered', 'delivered'],
    ['RT', 'In Transit', 'returned'],
    ['DL', 'RTO Delivered', 'returned'],
    ['CN', 'Canceled', 'cancelled'],
    ['UD', 'Not Picked', undefined],
  ])('a %s scan "%s" is %s', (type, status, code) => {
    expect(delhiveryEventCode(type, status)).toBe(code);
  });

  it('reads times without an offset as India time', () => {
    expect(istTime('2026-11-24T09:30:00').toISOString()).toBe('2026-11-24T04:00:00.000Z');
    expect(istTime('2026-11-24T09:30:00Z').toISOString()).toBe('2026-11-24T09:30:00.000Z');
  });
});
