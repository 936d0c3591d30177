import { STORE_SETTINGS_DEFAULTS } from '@shop/domain/settings/store-settings.config';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { jobs } from '../../db/schema/jobs';
import { devMailbox } from '../../db/schema/mail';
import { shipmentEvents, shipments } from '../../db/schema/shipments';
import { createManualClock } from '../../lib/clock';
import { makeProduct } from '../../test/factories';
import { jobsKeyed } from '../../test/jobs';
import { placeOrder } from '../../test/orders';
import { choose, startPayment } from '../../test/payments';
import { CANCEL_SHIPPED } from '@shop/domain/orders/order-lifecycle.rules';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import type { TestApp } from '../../test/test-app';
import { shopFixture } from '../../test/shop-fixture';
import { SHIPMENT_CANCEL_JOB, SHIPMENT_CREATE_JOB } from './shipments.service';

// A step, plus the second the sandbox rounds its booking time up by.
const STEP_MS = STORE_SETTINGS_DEFAULTS.sandboxCourierStepSeconds * 1000 + 1000;
const clock = createManualClock();
let t: TestApp;
let staff: SignedIn;
let subAdmin: SignedIn;
let categoryId: string;

beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SuperAdmin: staff, SubAdmin: subAdmin },
  } = await shopFixture({ app: { clock }, staff: ['SuperAdmin', 'SubAdmin'] }));
});
afterAll(() => t.close());

/** A signed-up customer's paid order of `quantity` units of a product weighing `weightGrams` each. */
async function paidOrder(weightGrams = 250, quantity = 2) {
  const customer = await signUpCustomer(t.app);
  const product = await makeProduct(t.db, {
    categoryId,
    pricePaise: 50_000,
    mrpPaise: 60_000,
    stock: 20,
    weightGrams,
    lengthMm: 120,
    breadthMm: 80,
    heightMm: 40,
  });
  const orderId = (await placeOrder(t.app, customer.cookie, [{ product_id: product.id, quantity }])).json().data.order
    ._id as string;
  const started = await startPayment(t.app, customer.cookie, orderId);
  await choose(t.app, started.redirectUrl, 'SUCCESS');
  return { orderId, customer };
}

const orderOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/order/${id}`, headers: { cookie: staff.cookie } })).json().data
    .order;
const shipmentRows = (orderId: string) => t.db.select().from(shipments).where(eq(shipments.orderId, orderId));
const eventsOf = (shipmentId: string) =>
  t.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, shipmentId));
/** The order's 'order.shipment-retry' audit entries, oldest first: who, and the shipment status before and after. */
const retriesAudited = async (orderId: string) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'order.shipment-retry')))
      .orderBy(auditLog.createdAt, auditLog.id)
  ).map((e) => [e.staffId, e.before, e.after]);
const retry = (orderId: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/order/shipment',
    headers: cookie ? { cookie } : {},
    payload: { orderId } as object,
  });

describe('a paid order', () => {
  it('gets one shipment with a waybill and the parcel of its products, even when the job runs twice', async () => {
    const { orderId } = await paidOrder();
    const queued = await jobsKeyed(t.db, `shipment-create:${orderId}`);
    expect(queued.map((j) => j.name)).toEqual([SHIPMENT_CREATE_JOB]);
    await t.app.jobs.runDue();
    // The same job delivered again (at-least-once) books nothing new.
    await t.db.update(jobs).set({ status: 'pending', runAt: null }).where(eq(jobs.id, queued[0]!.id));
    await t.app.jobs.runDue();

    const rows = await shipmentRows(orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'created',
      courier: 'sandbox',
      weightGrams: 500,
      lengthCm: 12,
      breadthCm: 8,
      lastError: null,
    });
    expect(rows[0]!.waybill).toMatch(/^[0-9]{14}$/);
    const order = await orderOf(orderId);
    expect(order).toMatchObject({
      status: 'Confirmed',
      payment_status: 'Paid',
      waybill: rows[0]!.waybill,
      trackingUrl: rows[0]!.trackingUrl,
    });
    // Relative: the app links the shop's own tracking page on whatever host it was reached at.
    expect(order.trackingUrl).toBe(`/track-order?waybill=${rows[0]!.waybill}&order=${orderId.slice(-8).toUpperCase()}`);
    expect(order.shipment).toMatchObject({ courier: 'sandbox', status: 'created', waybill: rows[0]!.waybill });
    expect(order).toMatchObject({
      dispatchCenter: 'Bengaluru_D',
      originCenter: 'Bengaluru_H',
      returnCenter: 'Bengaluru_RPC',
      facilityCity: 'Bengaluru',
    });
  });

  it('moves to Shipped when picked up and Delivered when delivered, storing each event once and mailing once each', async () => {
    const { orderId } = await paidOrder();
    await t.app.jobs.runDue();
    const [shipment] = await shipmentRows(orderId);

    clock.advance(STEP_MS);
    await t.app.jobs.runDue();
    expect((await orderOf(orderId)).status).toBe('Shipped');
    expect((await eventsOf(shipment!.id)).map((e) => e.label).sort()).toEqual(['Manifested', 'Picked up']);

    for (let i = 0; i < 3; i++) {
      clock.advance(STEP_MS);
      await t.app.jobs.runDue();
    }
    expect((await orderOf(orderId)).status).toBe('Delivered');
    const events = await eventsOf(shipment!.id);
    expect(events.map((e) => e.code).sort()).toEqual([
      'delivered',
      'in_transit',
      'out_for_delivery',
      'processing',
      'shipped',
    ]);
    expect(
      events.find((e) => e.code === 'shipped')!.occurredAt.getTime() -
        events.find((e) => e.code === 'processing')!.occurredAt.getTime(),
    ).toBe(STEP_MS - 1000);

    // Delivered closes the shipment: later polls find nothing to do and store nothing twice.
    clock.advance(10 * STEP_MS);
    await t.app.jobs.runDue();
    expect(await eventsOf(shipment!.id)).toHaveLength(5);
    expect((await shipmentRows(orderId))[0]!.closedAt).not.toBeNull();
    expect(
      (await t.db.select().from(jobs)).filter(
        (j) => j.name === 'shipment.track' && j.status === 'pending' && j.payload.shipmentId === shipment!.id,
      ),
    ).toEqual([]);

    for (const kind of ['shipped', 'out_for_delivery', 'delivered'])
      expect(await jobsKeyed(t.db, `mail:shipment-${kind}:${shipment!.id}`)).toHaveLength(1);
    const mails = (await t.db.select().from(jobs)).filter(
      (j) => j.name === 'mail.send' && String(j.key).includes(shipment!.id),
    );
    expect(mails.every((j) => j.status === 'done')).toBe(true);
    expect(mails).toHaveLength(3);
    // Mail leaves the shop, so its link to the shop's tracking page is absolute, on PUBLIC_URL.
    const shipped = (await t.db.select().from(devMailbox)).find(
      (m) => m.subject === `Order ${orderId.slice(-8).toUpperCase()} has shipped`,
    );
    expect(shipped!.text).toContain(
      `Track the parcel: http://localhost:3000/track-order?waybill=${shipment!.waybill}&order=${orderId.slice(-8).toUpperCase()}`,
    );
  });

  it('shows the courier events with their times and places on guest tracking', async () => {
    clock.set(new Date());
    const { orderId } = await paidOrder();
    // The payment's time is the real one; the courier books after it.
    clock.set(new Date(Date.now() + 1000));
    await t.app.jobs.runDue();
    clock.advance(2 * STEP_MS);
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/track-guest',
      payload: { orderId, contactInfo: 'asha@example.in' },
      remoteAddress: '203.0.113.200',
    });
    const timeline = res.json().data.order.timeline as {
      code: string;
      label: string;
      at: string | null;
      location: string | null;
    }[];
    expect(timeline.map((e) => e.code)).toEqual(['placed', 'paid', 'confirmed', 'processing', 'shipped', 'in_transit']);
    expect(timeline.at(-1)).toMatchObject({ label: 'In transit', location: 'Sorting hub' });
    expect(timeline.slice(-3).every((e) => e.at !== null)).toBe(true);
    // The 'Live tracking' link is a path on the shop, so it keeps the guest on the host they came to.
    expect(res.json().data.order.trackingUrl).toMatch(/^\/track-order\?waybill=[0-9]{14}&order=[0-9A-Z]{8}$/);
  });

  it('never moves a cancelled order, and stops polling it', async () => {
    const { orderId } = await paidOrder();
    await t.app.jobs.runDue();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/${orderId}/update`,
      headers: { cookie: staff.cookie },
      payload: { status: 'Cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    clock.advance(5 * STEP_MS);
    await t.app.jobs.runDue();
    expect((await orderOf(orderId)).status).toBe('Cancelled');
    expect((await shipmentRows(orderId))[0]!.closedAt).not.toBeNull();
  });
});

describe('a shipment the courier refuses', () => {
  it('leaves the order paid, shows staff the failure, and POST /order/shipment retries it once the parcel is fixed', async () => {
    // 30 kg a unit × 2 is over the sandbox's 50 kg limit.
    const { orderId, customer } = await paidOrder(30_000, 2);
    await t.app.jobs.runDue();
    let [row] = await shipmentRows(orderId);
    expect(row).toMatchObject({ status: 'failed', waybill: null });
    expect(row!.lastError).toMatch(/over the 50 kg limit/);
    const order = await orderOf(orderId);
    expect(order).toMatchObject({
      status: 'Confirmed',
      payment_status: 'Paid',
      waybill: null,
      shipment: { status: 'failed', lastError: row!.lastError },
    });
    expect((await jobsKeyed(t.db, `shipment-create:${orderId}`))[0]!.status).toBe('done');
    // The courier's reason is for staff: the customer sees the failure, not the words.
    const own = (
      await t.app.inject({ method: 'GET', url: `/api/v1/order/${orderId}`, headers: { cookie: customer.cookie } })
    ).json().data.order;
    expect(own.shipment).toMatchObject({ status: 'failed', lastError: null });

    // Role checks: a stranger 401, a customer (even the owner) 401 as no staff session, bad bodies 400, unknown order 404.
    expect((await retry(orderId)).statusCode).toBe(401);
    expect((await retry(orderId, customer.cookie)).statusCode).toBe(401);
    expect((await retry('', staff.cookie)).statusCode).toBe(400);
    expect((await retry(orderId.padEnd(200, 'x'), staff.cookie)).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/order/shipment',
          headers: { cookie: staff.cookie },
          payload: { orderId, weight: 1 },
        })
      ).statusCode,
    ).toBe(400);
    expect((await retry('no-such-order', staff.cookie)).statusCode).toBe(404);
    expect((await shipmentRows(orderId))[0]!.status).toBe('failed');
    expect(await retriesAudited(orderId)).toEqual([]);

    // Still refused: the reply says so and the shipment stays failed.
    const again = await retry(orderId, subAdmin.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.shipment.status).toBe('failed');
    // Each retry is audited by whoever asked, with the shipment's state before (issue 9 "Audit log").
    const failedBefore = { shipment_status: 'failed', last_error: row!.lastError };
    const retrying = { shipment_status: 'creating', last_error: null };
    expect(await retriesAudited(orderId)).toEqual([[subAdmin.id, failedBefore, retrying]]);

    // Staff repack the parcel lighter (the stored parcel), then retry: one waybill, on the order too.
    await t.db.update(shipments).set({ weightGrams: 20_000 }).where(eq(shipments.orderId, orderId));
    const [first, second] = await Promise.all([retry(orderId, staff.cookie), retry(orderId, staff.cookie)]);
    const bodies = [first.json(), second.json()];
    expect(bodies.filter((b) => b.data?.shipment?.status === 'created').length).toBeGreaterThanOrEqual(1);
    [row] = await shipmentRows(orderId);
    expect(row).toMatchObject({ status: 'created', lastError: null });
    expect((await orderOf(orderId)).waybill).toBe(row!.waybill);
    // Idempotent afterwards: the booked shipment is answered as it is.
    const third = await retry(orderId, staff.cookie);
    expect(third.json()).toMatchObject({
      status: 'Success',
      message: 'Shipment created successfully!',
      data: { shipment: { waybill: row!.waybill } },
    });
    // One of the two concurrent retries claimed the shipment: one more entry; the booked answer adds none.
    const audited = await retriesAudited(orderId);
    expect(audited).toHaveLength(2);
    expect(audited[1]).toEqual([staff.id, { shipment_status: 'failed', last_error: expect.any(String) }, retrying]);
  });

  it('refuses to ship an unpaid order', async () => {
    const customer = await signUpCustomer(t.app);
    const product = await makeProduct(t.db, { categoryId, stock: 5 });
    const orderId = (await placeOrder(t.app, customer.cookie, [{ product_id: product.id, quantity: 1 }])).json().data
      .order._id as string;
    const res = await retry(orderId, staff.cookie);
    expect(res.statusCode).toBe(409);
    expect(await shipmentRows(orderId)).toEqual([]);
    expect(await retriesAudited(orderId)).toEqual([]);
  });
});

describe('a courier that is down', () => {
  it('is retried by the job, and the last attempt marks the shipment failed for staff', async () => {
    const courier = t.app.courier!;
    const original = courier.createShipment;
    courier.createShipment = async () => {
      throw new Error('sandbox: the courier is down');
    };
    try {
      const { orderId } = await paidOrder();
      await t.app.jobs.runDue();
      expect((await shipmentRows(orderId))[0]).toMatchObject({
        status: 'creating',
        lastError: 'sandbox: the courier is down',
      });
      for (let i = 0; i < 5; i++) {
        clock.advance(7 * 3600_000);
        await t.app.jobs.runDue();
      }
      expect((await shipmentRows(orderId))[0]).toMatchObject({
        status: 'failed',
        lastError: 'sandbox: the courier is down',
      });
      expect((await orderOf(orderId)).payment_status).toBe('Paid');
    } finally {
      courier.createShipment = original;
    }
  });
});

describe('an order cancelled after its shipment is booked', () => {
  const cancelOrder = (orderId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/order/${orderId}/update`,
      headers: { cookie: staff.cookie },
      payload: { status: 'Cancelled' },
    });

  it('cancels the waybill with the courier before pickup, once, and the order shows the shipment cancelled', async () => {
    const { orderId } = await paidOrder();
    await t.app.jobs.runDue();
    expect((await cancelOrder(orderId)).statusCode).toBe(200);
    expect((await jobsKeyed(t.db, `shipment-cancel:${orderId}`)).map((j) => j.name)).toEqual([SHIPMENT_CANCEL_JOB]);
    await t.app.jobs.runDue();
    const [row] = await shipmentRows(orderId);
    expect(row).toMatchObject({ status: 'cancelled', lastError: null });
    expect(row!.closedAt).not.toBeNull();
    expect((await orderOf(orderId)).shipment).toMatchObject({ status: 'cancelled', waybill: row!.waybill });
    // Later steps of the sandbox's script neither move the order nor reopen the shipment.
    clock.advance(5 * STEP_MS);
    await t.app.jobs.runDue();
    expect((await orderOf(orderId)).status).toBe('Cancelled');
    expect((await eventsOf(row!.id)).map((e) => e.code)).not.toContain('delivered');
  });

  it('refuses to cancel an order once it has shipped, and the parcel stays booked', async () => {
    const { orderId } = await paidOrder();
    await t.app.jobs.runDue();
    clock.advance(STEP_MS);
    await t.app.jobs.runDue();
    expect((await orderOf(orderId)).status).toBe('Shipped');
    const refused = await cancelOrder(orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 'Error', message: CANCEL_SHIPPED });
    expect(await jobsKeyed(t.db, `shipment-cancel:${orderId}`)).toEqual([]);
    expect((await shipmentRows(orderId))[0]).toMatchObject({ status: 'created', lastError: null });
  });

  it('keeps a parcel the courier picked up before its event reached us booked, with the refusal shown to staff', async () => {
    const { orderId } = await paidOrder();
    await t.app.jobs.runDue();
    // The courier picked it up, but its tracking has not been read yet: the order is still Confirmed here.
    clock.advance(STEP_MS);
    expect((await orderOf(orderId)).status).toBe('Confirmed');
    expect((await cancelOrder(orderId)).statusCode).toBe(200);
    await t.app.jobs.runDue();
    const [row] = await shipmentRows(orderId);
    expect(row!.status).toBe('created');
    expect(row!.lastError).toMatch(/did not cancel the waybill: The parcel was already picked up/);
    expect((await orderOf(orderId)).shipment.lastError).toBe(row!.lastError);
    expect((await orderOf(orderId)).status).toBe('Cancelled');
  });

  it('marks a shipment the courier refused as cancelled, and a retry is then refused', async () => {
    const { orderId } = await paidOrder(60_000, 1);
    await t.app.jobs.runDue();
    expect((await shipmentRows(orderId))[0]!.status).toBe('failed');
    expect((await cancelOrder(orderId)).statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect((await shipmentRows(orderId))[0]!.status).toBe('cancelled');
    expect((await retry(orderId, staff.cookie)).statusCode).toBe(409);
  });
});
