import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipmentEvents, shipments } from '../../db/schema/shipments';
import { createManualClock } from '../../lib/clock';
import { FAKE_DELHIVERY_TOKEN, startDelhiveryFake, type FakeDelhivery } from '../../test/fakes/delhivery-fake';
import { makeProduct } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { choose, startPayment } from '../../test/payments';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import { shopFixture } from '../../test/shop-fixture';
import type { TestApp } from '../../test/test-app';

const clock = createManualClock();
let t: TestApp;
let fake: FakeDelhivery;
let staff: SignedIn;
let categoryId: string;

beforeAll(async () => {
  fake = await startDelhiveryFake();
  ({
    t,
    categoryId,
    staff: { SubAdmin: staff },
  } = await shopFixture({
    pincodes: ['560038', '799001'],
    staff: ['SubAdmin'],
    app: {
      clock,
      env: {
        DELHIVERY_TOKEN: FAKE_DELHIVERY_TOKEN,
        DELHIVERY_ENV: 'staging',
        DELHIVERY_PICKUP_LOCATION: 'Noida WH',
        DELHIVERY_BASE_URL: fake.origin,
      },
    },
  }));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function paidOrder(pincode = '560038') {
  const customer = await signUpCustomer(t.app);
  const product = await makeProduct(t.db, { categoryId, stock: 10 });
  const orderId = (
    await placeOrder(t.app, customer.cookie, [{ product_id: product.id, quantity: 1 }], { pincode })
  ).json().data.order._id as string;
  await choose(t.app, (await startPayment(t.app, customer.cookie, orderId)).redirectUrl, 'SUCCESS');
  return orderId;
}
const orderOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/order/${id}`, headers: { cookie: staff.cookie } })).json().data
    .order;

describe('shipments with Delhivery configured', () => {
  it('books a paid order with Delhivery, and its scans move the order to Shipped then Delivered', async () => {
    const orderId = await paidOrder();
    await t.app.jobs.runDue();
    const order = await orderOf(orderId);
    expect(order.shipment).toMatchObject({ courier: 'delhivery', status: 'created' });
    expect(order.waybill).toMatch(/^[0-9]{13}$/);
    expect(order.trackingUrl).toBe(`https://www.delhivery.com/track/package/${order.waybill}`);
    expect(fake.packages.get(order.waybill)).toMatchObject({ order: orderId, pickupLocation: 'Noida WH' });

    fake.scan(order.waybill, {
      Scan: 'Manifested',
      ScanType: 'UD',
      ScanDateTime: '2026-11-23T16:00:00',
      ScannedLocation: 'Noida_Sec62 (Uttar Pradesh)',
    });
    fake.scan(order.waybill, {
      Scan: 'Picked Up',
      ScanType: 'UD',
      ScanDateTime: '2026-11-23T19:00:00',
      ScannedLocation: 'Noida_Sec62 (Uttar Pradesh)',
    });
    clock.advance(31 * 60_000);
    await t.app.jobs.runDue();
    expect((await orderOf(orderId)).status).toBe('Shipped');

    fake.scan(order.waybill, {
      Scan: 'Delivered',
      ScanType: 'DL',
      ScanDateTime: '2026-11-26T13:15:00',
      ScannedLocation: 'Bengaluru_Indiranagar_DC',
    });
    clock.advance(31 * 60_000);
    await t.app.jobs.runDue();
    expect((await orderOf(orderId)).status).toBe('Delivered');
    const [row] = await t.db.select().from(shipments).where(eq(shipments.orderId, orderId));
    const events = await t.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, row!.id));
    expect(events.map((e) => [e.code, e.occurredAt.toISOString(), e.location]).sort()).toEqual([
      ['delivered', '2026-11-26T07:45:00.000Z', 'Bengaluru_Indiranagar_DC'],
      ['processing', '2026-11-23T10:30:00.000Z', 'Noida_Sec62 (Uttar Pradesh)'],
      ['shipped', '2026-11-23T13:30:00.000Z', 'Noida_Sec62 (Uttar Pradesh)'],
    ]);
  });

  it('shows staff a pincode Delhivery refuses, and the retry books it once Delhivery serves it', async () => {
    const orderId = await paidOrder('799001');
    await t.app.jobs.runDue();
    expect((await orderOf(orderId)).shipment).toMatchObject({
      status: 'failed',
      lastError: 'Delhivery does not deliver prepaid parcels to 799001',
    });
    fake.serviceable.add('799001');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/shipment',
      headers: { cookie: staff.cookie },
      payload: { orderId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.shipment).toMatchObject({
      courier: 'delhivery',
      status: 'created',
      waybill: expect.stringMatching(/^[0-9]{13}$/),
    });
    expect([...fake.packages.values()].filter((p) => p.order === orderId)).toHaveLength(1);
  });
});
