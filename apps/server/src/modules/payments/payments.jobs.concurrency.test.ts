import { STORE_SETTINGS_DEFAULTS } from '@shop/domain/settings/store-settings.config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../lib/clock';
import { makeProduct, stockOf as stockOfProduct } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { choose, moneyOf, providerCaptures, startPayment } from '../../test/payments';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import type { TestApp } from '../../test/test-app';
import { shopFixture } from '../../test/shop-fixture';
import { createJobRunner } from '../jobs/jobs.service';
import { registerPaymentJobs, startPaymentSweeps } from './payments.jobs';

// Meaningful on PostgreSQL (DATABASE_URL), where requests and runners use separate connections at once.
const MINUTE = 60_000;
const HOLD = STORE_SETTINGS_DEFAULTS.orderHoldMinutes;
const clock = createManualClock();
let t: TestApp;
let staff: SignedIn;
let categoryId: string;

beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SubAdmin: staff },
  } = await shopFixture({ app: { clock }, staff: ['SubAdmin'] }));
});
afterAll(() => t.close());

const stockOf = (id: string) => stockOfProduct(t.db, id);
const orderOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/order/${id}`, headers: { cookie: staff.cookie } })).json().data
    .order;

/** A new shopper's order of 2 of 10 units, with a payment attempt started. */
async function orderWithAttempt() {
  const shopper = await signUpCustomer(t.app);
  const product = await makeProduct(t.db, { categoryId, pricePaise: 50_000, mrpPaise: 60_000, stock: 10 });
  const orderId = (await placeOrder(t.app, shopper.cookie, [{ product_id: product.id, quantity: 2 }])).json().data.order
    ._id as string;
  return { product, orderId, attempt: await startPayment(t.app, shopper.cookie, orderId) };
}

/** Either paid with its units held and nothing owed, or cancelled with its units back and every capture paid back once. */
async function expectSettledOnce(orderId: string, productId: string) {
  const order = await orderOf(orderId);
  const money = await moneyOf(t.db, orderId);
  if (order.status === 'Cancelled') {
    expect(await stockOf(productId)).toBe(10);
    expect(money.refunds).toHaveLength(money.captures.length);
    expect(money.paidOut).toHaveLength(money.captures.length);
    expect(order.payment_status).toBe(money.captures.length > 0 ? 'Refunded' : 'Expired');
  } else {
    expect(order).toMatchObject({ status: 'Confirmed', payment_status: 'Paid', refund_due: false });
    expect(await stockOf(productId)).toBe(8);
    expect(money.captures).toHaveLength(1);
    expect(money.refunds).toHaveLength(0);
  }
  expect(money.attempts.filter((a) => a.status === 'PENDING')).toHaveLength(0);
  return order.status as string;
}

describe('a capture racing the hold job', () => {
  it('ends paid with the units held, or cancelled with the units back and the capture refunded once', async () => {
    for (let round = 0; round < 4; round++) {
      const { product, orderId, attempt } = await orderWithAttempt();
      clock.advance((HOLD + 1) * MINUTE);
      await Promise.all([choose(t.app, attempt.redirectUrl, 'SUCCESS'), t.app.jobs.runDue()]);
      await t.app.jobs.runDue();
      await expectSettledOnce(orderId, product.id);
    }
  });
});

describe('two runners running due jobs at once', () => {
  it('return the stock once and issue each refund once, even when one takes over the other’s job', async () => {
    // A second runner whose claims lapse at once (lease 0): the other runner takes over its jobs
    // while they still run, so the same hold and refund jobs run twice at the same time.
    const lapsing = createJobRunner(t.app, { leaseMs: 0 });
    registerPaymentJobs(t.app, lapsing);
    const orders = [];
    for (let i = 0; i < 4; i++) orders.push(await orderWithAttempt());
    await startPaymentSweeps(t.app);

    clock.advance((HOLD + 1) * MINUTE);
    await Promise.all([lapsing.runDue(), t.app.jobs.runDue()]);
    await Promise.all([lapsing.runDue(), t.app.jobs.runDue()]);
    for (const { product, orderId } of orders) {
      expect(await orderOf(orderId)).toMatchObject({ status: 'Cancelled', payment_status: 'Expired' });
      expect(await stockOf(product.id)).toBe(10);
    }

    // The provider captures every voided attempt anyway: each becomes one refund job.
    for (const { attempt } of orders)
      expect((await providerCaptures(t.app, t.db, attempt.merchantTransactionId))!.statusCode).toBe(200);
    await Promise.all([lapsing.runDue(), t.app.jobs.runDue()]);
    await Promise.all([lapsing.runDue(), t.app.jobs.runDue()]);
    for (const { product, orderId } of orders) {
      expect(await expectSettledOnce(orderId, product.id)).toBe('Cancelled');
      expect((await moneyOf(t.db, orderId)).paidOut).toHaveLength(1);
    }
  });
});
