import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { makeCategory, makeProduct, makeServiceArea, stockOf as stockOfProduct } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { choose, moneyOf, providerCaptures, startPayment } from '../../test/payments';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import { expireHold } from './holds.service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { issueDueRefunds } from './refunds.service';

let t: TestApp;
let shopper: SignedIn;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  await makeServiceArea(t.db, '560038');
  categoryId = (await makeCategory(t.db)).id;
});
beforeEach(async () => {
  shopper = await signUpCustomer(t.app);
});
afterAll(() => t.close());

const stockOf = (id: string) => stockOfProduct(t.db, id);
const orderOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/order/${id}`, headers: { cookie: shopper.cookie } })).json().data
    .order;

/** An order for 2 units of a fresh product with 10 in stock (₹1,180.00 with GST). */
async function newOrder() {
  const product = await makeProduct(t.db, { categoryId, pricePaise: 50_000, mrpPaise: 60_000, stock: 10 });
  const order = (await placeOrder(t.app, shopper.cookie, [{ product_id: product.id, quantity: 2 }])).json().data.order;
  return { product, orderId: order._id as string };
}

describe('a second payment attempt on the same order', () => {
  it('voids the first with the provider: its page can no longer take money, and the order is paid once', async () => {
    const { product, orderId } = await newOrder();
    const first = await startPayment(t.app, shopper.cookie, orderId);
    const second = await startPayment(t.app, shopper.cookie, orderId);
    expect(second.statusCode).toBe(200);

    expect((await t.app.inject({ method: 'GET', url: first.redirectUrl })).body).toContain(
      'This payment is already expired.',
    );
    const late = await choose(t.app, first.redirectUrl, 'SUCCESS');
    expect(late.headers.location).toContain('code=PAYMENT_EXPIRED');
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Pending', status: 'Pending' });

    await choose(t.app, second.redirectUrl, 'SUCCESS');
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Paid', status: 'Confirmed', refund_due: false });
    const money = await moneyOf(t.db, orderId);
    expect(money.attempts.map((a) => [a.id, a.status]).sort()).toEqual(
      [
        [first.paymentId, 'EXPIRED'],
        [second.paymentId, 'SUCCESS'],
      ].sort(),
    );
    expect(money.refunds).toEqual([]);
    expect(await stockOf(product.id)).toBe(8);
  });

  it('records an old attempt the payer had in fact paid, and starts no new one', async () => {
    const { orderId } = await newOrder();
    const first = await startPayment(t.app, shopper.cookie, orderId);
    await providerCaptures(t.app, t.db, first.merchantTransactionId, false); // paid; the notification is lost
    const again = await startPayment(t.app, shopper.cookie, orderId);
    expect(again.statusCode).toBe(409);
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Paid', status: 'Confirmed', refund_due: false });
    expect((await moneyOf(t.db, orderId)).attempts.map((a) => a.status)).toEqual(['SUCCESS']);
  });

  it('is refused by the database when a second PENDING attempt is written directly', async () => {
    const { orderId } = await newOrder();
    const first = await startPayment(t.app, shopper.cookie, orderId);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, first.paymentId));
    const duplicate = t.db
      .insert(payments)
      .values({ orderId, gateway: 'sandbox', merchantTransactionId: 'MTDUPLICATE', amountPaise: row!.amountPaise });
    await expect(duplicate).rejects.toThrow();
  });

  it('keeps one pending attempt when the shopper starts five at once', async () => {
    const { orderId } = await newOrder();
    const started = await Promise.all(Array.from({ length: 5 }, () => startPayment(t.app, shopper.cookie, orderId)));
    expect(started.every((s) => s.statusCode === 200 || s.statusCode === 409)).toBe(true);
    const attempts = (await moneyOf(t.db, orderId)).attempts;
    expect(attempts.filter((a) => a.status === 'PENDING')).toHaveLength(1);
  });
});

describe('two attempts racing', () => {
  it('pays the order once, takes the stock once, and refunds every surplus capture once', async () => {
    const { product, orderId } = await newOrder();
    const first = await startPayment(t.app, shopper.cookie, orderId);
    const second = await startPayment(t.app, shopper.cookie, orderId);
    // The provider captures the voided first attempt anyway while the payer pays the second.
    await Promise.all([
      providerCaptures(t.app, t.db, first.merchantTransactionId),
      choose(t.app, second.redirectUrl, 'SUCCESS'),
    ]);

    const order = await orderOf(orderId);
    expect(order).toMatchObject({ payment_status: 'Paid', status: 'Confirmed', refund_due: true });
    expect(await stockOf(product.id)).toBe(8);
    const before = await moneyOf(t.db, orderId);
    expect(before.captures).toHaveLength(2);
    expect(before.refunds).toHaveLength(1);
    expect(before.refunds[0]).toMatchObject({ status: 'DUE', amountPaise: 118_000 });

    // Three workers issue refunds at once: the provider pays out once.
    await Promise.all([
      issueDueRefunds(t.db, t.app.payments),
      issueDueRefunds(t.db, t.app.payments),
      issueDueRefunds(t.db, t.app.payments),
    ]);
    const after = await moneyOf(t.db, orderId);
    expect(after.refunds.map((r) => r.status)).toEqual(['ISSUED']);
    expect(after.paidOut).toHaveLength(1);
    expect(after.paidOut[0]!.providerRefundId).toBe(after.refunds[0]!.providerRefundId);
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Paid', status: 'Confirmed', refund_due: false });
  });
});

describe('payment retry after a failed or cancelled attempt (shopper spec §2 /payment-retry)', () => {
  it('keeps the order Pending with its units held after a failure, and a retry pays the same held units', async () => {
    const { product, orderId } = await newOrder();
    const first = await startPayment(t.app, shopper.cookie, orderId);
    await choose(t.app, first.redirectUrl, 'FAILED');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/verify-phonepe-payment',
      headers: { cookie: shopper.cookie },
      payload: { paymentId: first.paymentId },
    });
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Failed', status: 'Pending' });
    expect(await stockOf(product.id)).toBe(8);

    const retry = await startPayment(t.app, shopper.cookie, orderId);
    expect(retry.statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(8);
    await choose(t.app, retry.redirectUrl, 'SUCCESS');
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Paid', status: 'Confirmed' });
    expect(await stockOf(product.id)).toBe(8);
    expect((await moneyOf(t.db, orderId)).attempts.map((a) => a.status).sort()).toEqual(['FAILED', 'SUCCESS']);
  });

  it('lets the payer retry an order they cancelled at the gateway', async () => {
    const { orderId } = await newOrder();
    const first = await startPayment(t.app, shopper.cookie, orderId);
    await choose(t.app, first.redirectUrl, 'CANCELLED');
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Failed', status: 'Pending' });
    expect((await startPayment(t.app, shopper.cookie, orderId)).statusCode).toBe(200);
  });

  it('ends the hold of a failed order as of an unpaid one: cancelled, Expired, units back', async () => {
    const { product, orderId } = await newOrder();
    const first = await startPayment(t.app, shopper.cookie, orderId);
    await choose(t.app, first.redirectUrl, 'FAILED');
    const holdOver = new Date(Date.now() + 31 * 60_000);
    expect(await expireHold(t.db, t.app.payments, orderId, holdOver, 30)).toBe('expired');
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Expired', status: 'Cancelled' });
    expect(await stockOf(product.id)).toBe(10);
  });

  it('refuses once the hold is over, and for an order the customer cancelled, changing nothing', async () => {
    const { product, orderId } = await newOrder();
    const first = await startPayment(t.app, shopper.cookie, orderId);
    await choose(t.app, first.redirectUrl, 'FAILED');
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(orders.id, orderId));
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/create-phonepe-payment',
      headers: { cookie: shopper.cookie },
      payload: { orderId },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      status: 'Error',
      message: 'The time to pay for this order has run out. Please place the order again from your cart.',
    });
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Failed', status: 'Pending' });
    expect((await moneyOf(t.db, orderId)).attempts).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(8);

    const other = await newOrder();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/${other.orderId}/cancel`,
      headers: { cookie: shopper.cookie },
      payload: { reason: 'Changed my mind' },
    });
    expect(cancel.statusCode).toBe(200);
    const refused = await startPayment(t.app, shopper.cookie, other.orderId);
    expect(refused.statusCode).toBe(409);
    expect(await stockOf(other.product.id)).toBe(10);
  });

  it('refuses a paid order', async () => {
    const { orderId } = await newOrder();
    const first = await startPayment(t.app, shopper.cookie, orderId);
    await choose(t.app, first.redirectUrl, 'SUCCESS');
    expect((await startPayment(t.app, shopper.cookie, orderId)).statusCode).toBe(409);
  });
});
