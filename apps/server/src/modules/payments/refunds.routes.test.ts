import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeProduct, stockOf as stockOfProduct } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { choose, moneyOf, providerCaptures, startPayment } from '../../test/payments';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import type { TestApp } from '../../test/test-app';
import { shopFixture } from '../../test/shop-fixture';
import { issueRefund } from './refunds.service';

let t: TestApp;
let shopper: SignedIn;
let staff: SignedIn;
let superAdmin: SignedIn;
let categoryId: string;

beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SubAdmin: staff, SuperAdmin: superAdmin },
  } = await shopFixture({ staff: ['SubAdmin', 'SuperAdmin'] }));
});
beforeEach(async () => {
  shopper = await signUpCustomer(t.app);
});
afterAll(() => t.close());

const stockOf = (id: string) => stockOfProduct(t.db, id);
const orderOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/order/${id}`, headers: { cookie: staff.cookie } })).json().data
    .order;
const setStatus = (orderId: string, status: string, by: SignedIn = superAdmin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/order/${orderId}/update`,
    headers: { cookie: by.cookie },
    payload: { status },
  });
const refundsDue = async () =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/list',
      headers: { cookie: staff.cookie },
      payload: { filters: { refund_due: true } },
    })
  ).json().data;

async function newOrder() {
  const product = await makeProduct(t.db, { categoryId, pricePaise: 50_000, mrpPaise: 60_000, stock: 10 });
  const order = (await placeOrder(t.app, shopper.cookie, [{ product_id: product.id, quantity: 2 }])).json().data.order;
  return { product, orderId: order._id as string };
}

describe('a payment that completes after the order was cancelled', () => {
  it('is recorded as a refund due, shown to staff, and refunded exactly once', async () => {
    const { product, orderId } = await newOrder();
    const attempt = await startPayment(t.app, shopper.cookie, orderId);
    expect((await setStatus(orderId, 'Cancelled')).statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(10);
    // Staff cancelling voided the attempt: the payer can no longer pay on its page...
    expect((await choose(t.app, attempt.redirectUrl, 'SUCCESS')).headers.location).toContain('code=PAYMENT_EXPIRED');
    expect(await orderOf(orderId)).toMatchObject({ status: 'Cancelled', payment_status: 'Pending', refund_due: false });
    // ...but a provider that captured it anyway is heard, and the money is owed back.
    expect((await providerCaptures(t.app, t.db, attempt.merchantTransactionId))!.statusCode).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ status: 'Cancelled', payment_status: 'Paid', refund_due: true });
    expect((await refundsDue()).orderList.map((o: { _id: string }) => o._id)).toContain(orderId);
    expect(await stockOf(product.id)).toBe(10);

    const [due] = (await moneyOf(t.db, orderId)).refunds;
    const results = await Promise.all([1, 2, 3].map(() => issueRefund(t.db, t.app.payments, due!.id)));
    expect(results.filter((r) => r === 'issued')).toHaveLength(1);
    expect(await issueRefund(t.db, t.app.payments, due!.id)).toBe('already-issued');
    const money = await moneyOf(t.db, orderId);
    expect(money.paidOut).toHaveLength(1);
    expect(money.paidOut[0]).toMatchObject({ refundId: due!.id, amountPaise: 118_000 });
    expect(await orderOf(orderId)).toMatchObject({
      status: 'Cancelled',
      payment_status: 'Refunded',
      refund_due: false,
    });
    expect((await refundsDue()).orderList.map((o: { _id: string }) => o._id)).not.toContain(orderId);
  });

  it('owes back the payment of a paid order that staff cancel', async () => {
    const { orderId } = await newOrder();
    const attempt = await startPayment(t.app, shopper.cookie, orderId);
    await choose(t.app, attempt.redirectUrl, 'SUCCESS');
    // Cancelling a paid order moves money: a SubAdmin is refused and nothing changes.
    const bySubAdmin = await setStatus(orderId, 'Cancelled', staff);
    expect(bySubAdmin.statusCode).toBe(409);
    expect(bySubAdmin.json()).toMatchObject({
      status: 'Error',
      message: 'Only a SuperAdmin can cancel a paid order (the payment is refunded).',
    });
    expect(await orderOf(orderId)).toMatchObject({ status: 'Confirmed', payment_status: 'Paid', refund_due: false });
    expect((await moneyOf(t.db, orderId)).refunds).toHaveLength(0);
    const cancelled = await setStatus(orderId, 'Cancelled');
    expect(cancelled.json().data.order).toMatchObject({
      status: 'Cancelled',
      payment_status: 'Paid',
      refund_due: true,
    });
    expect((await moneyOf(t.db, orderId)).refunds).toHaveLength(1);
    // Cancelling again records nothing more.
    await setStatus(orderId, 'Cancelled');
    expect((await moneyOf(t.db, orderId)).refunds).toHaveLength(1);
  });

  it('refuses the refunds-due filter to customers and a filter that is not a boolean', async () => {
    const asCustomer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/list',
      headers: { cookie: shopper.cookie },
      payload: { filters: { refund_due: true } },
    });
    expect(asCustomer.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/list',
      headers: { cookie: staff.cookie },
      payload: { filters: { refund_due: 'yes' } },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a capture racing a staff cancel', () => {
  it('ends cancelled with the stock back once, and any capture owed back once', async () => {
    for (let round = 0; round < 4; round++) {
      const { product, orderId } = await newOrder();
      const attempt = await startPayment(t.app, shopper.cookie, orderId);
      await Promise.all([choose(t.app, attempt.redirectUrl, 'SUCCESS'), setStatus(orderId, 'Cancelled')]);
      const order = await orderOf(orderId);
      const money = await moneyOf(t.db, orderId);
      expect(order.status).toBe('Cancelled');
      expect(await stockOf(product.id)).toBe(10);
      expect(money.refunds).toHaveLength(money.captures.length);
      expect(order.refund_due).toBe(money.captures.length > 0);
      expect(money.attempts.filter((a) => a.status === 'PENDING')).toHaveLength(0);
    }
  });
});
