import { STORE_SETTINGS_DEFAULTS } from '@shop/domain/settings/store-settings.config';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { createManualClock } from '../../lib/clock';
import { makeProduct } from '../../test/factories';
import { jobsKeyed, refundsFail } from '../../test/jobs';
import { placeOrder } from '../../test/orders';
import { moneyOf, providerCaptures, startPayment } from '../../test/payments';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import type { TestApp } from '../../test/test-app';
import { shopFixture } from '../../test/shop-fixture';
import { enqueueJob } from '../jobs/jobs.service';
import { REFUND_JOB } from './refunds.service';

const MINUTE = 60_000;
const HOLD = STORE_SETTINGS_DEFAULTS.orderHoldMinutes;
const clock = createManualClock();
let t: TestApp;
let shopper: SignedIn;
let staff: SignedIn;
let categoryId: string;

beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SuperAdmin: staff },
  } = await shopFixture({ app: { clock }, staff: ['SuperAdmin'] }));
});
beforeEach(async () => {
  shopper = await signUpCustomer(t.app);
});
afterAll(() => t.close());

const orderOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/order/${id}`, headers: { cookie: staff.cookie } })).json().data
    .order;

/** An order with a payment attempt started at the clock's time. */
async function orderWithAttempt() {
  const product = await makeProduct(t.db, { categoryId, pricePaise: 50_000, mrpPaise: 60_000, stock: 10 });
  const orderId = (await placeOrder(t.app, shopper.cookie, [{ product_id: product.id, quantity: 2 }])).json().data.order
    ._id as string;
  return { orderId, attempt: await startPayment(t.app, shopper.cookie, orderId) };
}

/** The hold job cancels the order and voids its attempt; then the provider captures it anyway. */
async function captureAfterCancel() {
  const { orderId, attempt } = await orderWithAttempt();
  clock.advance((HOLD + 1) * MINUTE);
  await t.app.jobs.runDue();
  expect(await orderOf(orderId)).toMatchObject({ status: 'Cancelled', payment_status: 'Expired' });
  expect((await providerCaptures(t.app, t.db, attempt.merchantTransactionId))!.statusCode).toBe(200);
  expect(await orderOf(orderId)).toMatchObject({ status: 'Cancelled', payment_status: 'Paid', refund_due: true });
  const [refund] = (await moneyOf(t.db, orderId)).refunds;
  return { orderId, refundId: refund!.id };
}

describe('the reconciliation job', () => {
  it('settles a payment whose notification never came', async () => {
    const { orderId, attempt } = await orderWithAttempt();
    await providerCaptures(t.app, t.db, attempt.merchantTransactionId, false);
    await t.app.jobs.runDue();
    expect(await orderOf(orderId)).toMatchObject({ status: 'Pending', payment_status: 'Pending' });

    clock.advance(2 * MINUTE);
    await t.app.jobs.runDue();
    expect(await orderOf(orderId)).toMatchObject({ status: 'Confirmed', payment_status: 'Paid' });
    expect((await moneyOf(t.db, orderId)).captures).toHaveLength(1);
  });

  it('polls an unpaid attempt with growing delays and stops at the end of its hold', async () => {
    const { orderId, attempt } = await orderWithAttempt();
    const start = clock.now().getTime();
    const polledAt: number[] = [];
    for (let i = 0; i < 10; i++) {
      const [next] = (await jobsKeyed(t.db, `reconcile:${attempt.paymentId}:`)).filter((j) => j.status === 'pending');
      if (!next) break;
      clock.set(next.runAt!);
      polledAt.push((next.runAt!.getTime() - start) / MINUTE);
      await t.app.jobs.runDue();
    }
    expect(polledAt).toEqual([2, 6, 14, 29]);
    // From there the hold job has the final word.
    clock.set(new Date(start + (HOLD + 1) * MINUTE));
    await t.app.jobs.runDue();
    expect((await moneyOf(t.db, orderId)).attempts.map((a) => a.status)).toEqual(['EXPIRED']);
    expect((await jobsKeyed(t.db, `reconcile:${attempt.paymentId}:`)).map((j) => j.status)).toEqual([
      'done',
      'done',
      'done',
      'done',
    ]);
  });
});

describe('the refund job', () => {
  it('pays a capture that came after the cancellation back once, however often the runner runs', async () => {
    const { orderId, refundId } = await captureAfterCancel();
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const money = await moneyOf(t.db, orderId);
    expect(money.paidOut).toHaveLength(1);
    expect(money.paidOut[0]).toMatchObject({ refundId, amountPaise: 118_000 });
    expect(await orderOf(orderId)).toMatchObject({
      status: 'Cancelled',
      payment_status: 'Refunded',
      refund_due: false,
    });
  });

  it('retries after the provider fails, with backoff, and still pays back once', async () => {
    const { orderId, refundId } = await captureAfterCancel();
    const down = refundsFail(t.app, 1);
    try {
      await t.app.jobs.runDue();
      const [job] = await jobsKeyed(t.db, `refund:${refundId}`);
      expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: 'sandbox: the provider is down' });
      expect(job!.runAt!.getTime() - clock.now().getTime()).toBe(30_000);
      expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Paid', refund_due: true });

      clock.advance(30_000);
      await t.app.jobs.runDue();
      await t.app.jobs.runDue();
      expect(down.state.refused).toBe(1);
      expect((await moneyOf(t.db, orderId)).paidOut).toHaveLength(1);
      expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Refunded', refund_due: false });
    } finally {
      down.restore();
    }
  });

  it('shows staff a refund the provider kept refusing, and pays it once when retried', async () => {
    const { orderId, refundId } = await captureAfterCancel();
    const down = refundsFail(t.app, Infinity);
    try {
      for (let i = 0; i < 10; i++) {
        await t.app.jobs.runDue();
        clock.advance(7 * 60 * MINUTE);
      }
    } finally {
      down.restore();
    }
    const failed = (
      await t.app.inject({ method: 'GET', url: '/api/v1/admin/jobs?status=failed', headers: { cookie: staff.cookie } })
    ).json().data.jobs;
    const job = failed.find((j: { key: string }) => j.key === `refund:${refundId}`);
    expect(job).toMatchObject({
      name: REFUND_JOB,
      status: 'failed',
      attempts: 8,
      lastError: 'sandbox: the provider is down',
    });
    expect(down.state.refused).toBe(8);
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Paid', refund_due: true });

    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/admin/jobs/${job._id}/retry`,
          headers: { cookie: staff.cookie },
        })
      ).statusCode,
    ).toBe(200);
    await t.app.jobs.runDue();
    expect((await moneyOf(t.db, orderId)).paidOut).toHaveLength(1);
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Refunded', refund_due: false });
  });
});

describe('a job with a payload that does not fit', () => {
  it('fails at once, without retries', async () => {
    await enqueueJob(t.db, { name: REFUND_JOB, payload: { refundId: 42 }, key: 'test:bad-payload' });
    await t.app.jobs.runDue();
    const [job] = await t.db.select().from(jobs).where(eq(jobs.key, 'test:bad-payload'));
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job!.lastError).toMatch(/^Invalid payload/);
  });
});
