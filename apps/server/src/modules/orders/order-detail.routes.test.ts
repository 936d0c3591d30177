import { STORE_SETTINGS_DEFAULTS } from '@shop/domain/settings/store-settings.config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import { createManualClock } from '../../lib/clock';
import { newId } from '../../lib/new-id';
import { makeProduct } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { choose, startPayment } from '../../test/payments';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import type { TestApp } from '../../test/test-app';
import { shopFixture } from '../../test/shop-fixture';

/** Pays through the sandbox gateway and runs the courier's steps: slow on a busy machine. */
const SLOW_MS = 120_000;
// A courier step, plus the second the sandbox rounds its booking time up by.
const STEP_MS = STORE_SETTINGS_DEFAULTS.sandboxCourierStepSeconds * 1000 + 1000;
const clock = createManualClock();
let t: TestApp;
let superAdmin: SignedIn;
let subAdmin: SignedIn;
let categoryId: string;

beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SuperAdmin: superAdmin, SubAdmin: subAdmin },
  } = await shopFixture({ app: { clock }, staff: ['SuperAdmin', 'SubAdmin'] }));
});
afterAll(() => t.close());

const detail = (id: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/order/${id}/detail`, headers: cookie ? { cookie } : {} });

async function newOrder(shopper: SignedIn, weightGrams = 250): Promise<string> {
  const product = await makeProduct(t.db, {
    categoryId,
    productName: 'Arduino Uno R3',
    sku: `UNO-${Date.now()}`,
    pricePaise: 50_000,
    mrpPaise: 60_000,
    stock: 20,
    weightGrams,
  });
  const res = await placeOrder(t.app, shopper.cookie, [{ product_id: product.id, quantity: 2 }]);
  expect(res.statusCode).toBe(201);
  return res.json().data.order._id as string;
}

/** An order paid on the second attempt (the first declined), invoiced, shipped and picked up. */
async function paidShippedOrder(shopper: SignedIn, weightGrams = 250, pickedUp = true): Promise<string> {
  clock.set(new Date());
  const orderId = await newOrder(shopper, weightGrams);
  const declined = await startPayment(t.app, shopper.cookie, orderId);
  await choose(t.app, declined.redirectUrl, 'FAILED');
  const paid = await startPayment(t.app, shopper.cookie, orderId);
  expect(paid.statusCode).toBe(200);
  await choose(t.app, paid.redirectUrl, 'SUCCESS');
  clock.set(new Date(Date.now() + 1000));
  await t.app.jobs.runDue();
  if (!pickedUp) return orderId;
  clock.advance(STEP_MS);
  await t.app.jobs.runDue();
  return orderId;
}

describe('GET /order/{id}/detail', { timeout: SLOW_MS }, () => {
  it("shows a paid, shipped, invoiced order's lines, attempts, shipment with events, invoice, audit and the customer's other orders", async () => {
    const shopper = await signUpCustomer(t.app);
    const stranger = await signUpCustomer(t.app, 'Ravi Kumar');
    const earlier = await newOrder(shopper);
    const strangers = await newOrder(stranger);
    const orderId = await paidShippedOrder(shopper);
    const status = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/${orderId}/update`,
      headers: { cookie: superAdmin.cookie },
      payload: { status: 'Processing' },
    });
    expect(status.statusCode).toBe(200);

    const res = await detail(orderId, subAdmin.cookie);
    expect(res.statusCode).toBe(200);
    const d = res.json().data.detail;
    expect(d.order).toMatchObject({
      _id: orderId,
      payment_status: 'Paid',
      status: 'Processing',
      pincode: '560038',
      dispatchCenter: 'Bengaluru_D',
      totalPrice: expect.any(Number),
    });
    expect(d.order.products).toEqual([
      expect.objectContaining({ product_name: 'Arduino Uno R3', quantity: 2, product_price: 500, taxable_value: 1000 }),
    ]);

    expect(d.payments.map((p: { status: string }) => p.status)).toEqual(['FAILED', 'SUCCESS']);
    expect(d.payments[0]).toMatchObject({
      gateway: 'sandbox',
      failure_reason: 'Declined by the bank or the payment provider',
      paid_at: null,
      amount: d.order.totalPrice,
    });
    expect(d.payments[0].methods.length).toBeGreaterThan(0);
    expect(d.payments[1]).toMatchObject({
      failure_reason: null,
      paid_at: expect.any(String),
      gatewayTransactionId: expect.any(String),
    });
    expect(d.refunds).toEqual([]);

    expect(d.shipment).toMatchObject({
      courier: 'sandbox',
      status: 'created',
      waybill: expect.stringMatching(/^[0-9]{14}$/),
      lastError: null,
    });
    expect(d.shipment.trackingUrl).toContain(d.shipment.waybill);
    expect(d.shipment.events.map((e: { label: string }) => e.label)).toEqual(['Manifested', 'Picked up']);

    expect(d.invoice).toMatchObject({
      number: expect.stringMatching(/^MS\/\d\d-\d\d\/\d{6}$/),
      amount: d.order.totalPrice,
      issued_at: expect.any(String),
    });
    const pdf = await t.app.inject({
      method: 'POST',
      url: `/api/v1/invoice/${d.invoice._id}/download-invoice`,
      headers: { cookie: subAdmin.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(d.creditNotes).toEqual([]);

    expect(d.audit).toEqual([
      expect.objectContaining({
        action: 'order.status',
        entity: 'order',
        entity_id: orderId,
        staff_email: superAdmin.email,
        after: expect.objectContaining({ status: 'Processing' }),
      }),
    ]);

    expect(d.otherOrders).toEqual([
      expect.objectContaining({
        _id: earlier,
        shortId: earlier.slice(-6).toUpperCase(),
        status: 'Pending',
        payment_status: 'Pending',
      }),
    ]);
    expect(d.otherOrderCount).toBe(1);
    expect(d.otherOrders.map((o: { _id: string }) => o._id)).not.toContain(strangers);
  });

  it('shows the refund and the credit note of a paid order that staff cancelled before it shipped', async () => {
    const shopper = await signUpCustomer(t.app);
    const orderId = await paidShippedOrder(shopper, 250, false);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/${orderId}/update`,
      headers: { cookie: superAdmin.cookie },
      payload: { status: 'Cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    await t.app.jobs.runDue();

    const d = (await detail(orderId, superAdmin.cookie)).json().data.detail;
    expect(d.refunds).toEqual([
      expect.objectContaining({
        payment_id: d.payments[1]._id,
        amount: d.order.totalPrice,
        status: 'ISSUED',
        issued_at: expect.any(String),
      }),
    ]);
    expect(d.creditNotes).toEqual([
      expect.objectContaining({ refund_id: d.refunds[0]._id, amount: d.order.totalPrice, number: expect.any(String) }),
    ]);
    expect(d.creditNotes[0].number).not.toBe(d.invoice.number);
    expect(d.audit.map((e: { after: { status: string } }) => e.after.status)).toEqual(['Cancelled']);
  });

  it("shows staff the courier's reason for a shipment it refused, with no events", async () => {
    const shopper = await signUpCustomer(t.app);
    // 30 kg a unit × 2 is over the sandbox courier's 50 kg limit.
    const orderId = await paidShippedOrder(shopper, 30_000);
    const d = (await detail(orderId, subAdmin.cookie)).json().data.detail;
    expect(d.shipment).toMatchObject({ status: 'failed', waybill: null, trackingUrl: null, events: [] });
    expect(d.shipment.lastError).toMatch(/over the 50 kg limit/);
    expect(d.order.payment_status).toBe('Paid');
  });

  it('lists at most 20 other orders, newest first, with the count of all of them', async () => {
    const shopper = await signUpCustomer(t.app);
    const orderId = await newOrder(shopper);
    const [template] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    // Earlier orders of the same customer, stored as placing them would (the API allows 3 unpaid at once).
    const earlier = Array.from({ length: 21 }, (_, i) => ({
      ...template!,
      id: newId(),
      createdAt: new Date(template!.createdAt.getTime() - (i + 1) * 60_000),
    }));
    await t.db.insert(orders).values(earlier);

    const d = (await detail(orderId, superAdmin.cookie)).json().data.detail;
    expect(d.otherOrderCount).toBe(21);
    expect(d.otherOrders.map((o: { _id: string }) => o._id)).toEqual(earlier.slice(0, 20).map((o) => o.id));
  });

  it('refuses anonymous callers and customers (401), even for their own order, and answers 404 and 400 for unknown and malformed ids', async () => {
    const shopper = await signUpCustomer(t.app);
    const orderId = await newOrder(shopper);

    const anonymous = await detail(orderId);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 'Error' });
    // A customer's session is no staff session: refused as not signed in as staff.
    const customer = await detail(orderId, shopper.cookie);
    expect(customer.statusCode).toBe(401);
    expect(customer.json()).toMatchObject({ status: 'Error' });
    expect(JSON.stringify(customer.json())).not.toContain('Arduino');

    const unknown = await detail('019a0000-0000-7000-8000-000000000000', superAdmin.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'Error', code: 'NOT_FOUND', message: 'Order not found' });

    for (const bad of ['not-an-id', `${orderId}x`, 'x'.repeat(100), "1' or '1'='1"]) {
      const res = await detail(encodeURIComponent(bad), superAdmin.cookie);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ status: 'Error', message: expect.any(String) });
    }
  });
});
