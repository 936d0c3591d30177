import { STORE_SETTINGS_DEFAULTS } from '@shop/domain/settings/store-settings.config';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { devMailbox } from '../../db/schema/mail';
import { createManualClock } from '../../lib/clock';
import { makeProduct, stockOf as stockOfProduct } from '../../test/factories';
import { jobsKeyed } from '../../test/jobs';
import { placeOrder } from '../../test/orders';
import { choose, providerCaptures, startPayment } from '../../test/payments';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import type { TestApp } from '../../test/test-app';
import { shopFixture } from '../../test/shop-fixture';
import { HOLD_SWEEP_JOB } from './hold-jobs.service';
import { startPaymentSweeps } from './payments.jobs';

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

const stockOf = (id: string) => stockOfProduct(t.db, id);
const orderOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/order/${id}`, headers: { cookie: staff.cookie } })).json().data
    .order;
const mailTo = (to: string) => t.db.select().from(devMailbox).where(eq(devMailbox.to, to));
const subjectsTo = async (to: string) => (await mailTo(to)).map((m) => m.subject);
const holdMails = async (to: string) =>
  (await mailTo(to)).filter((m) => m.subject.includes('cancelled: payment not received'));
const setHold = (minutes: number) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/v1/admin/settings',
    headers: { cookie: staff.cookie },
    payload: { orderHoldMinutes: minutes },
  });

async function newOrder(email = 'asha@example.in') {
  const product = await makeProduct(t.db, { categoryId, pricePaise: 50_000, mrpPaise: 60_000, stock: 10 });
  const res = await placeOrder(t.app, shopper.cookie, [{ product_id: product.id, quantity: 2 }], { email });
  return { product, orderId: res.json().data.order._id as string };
}

describe('the hold-expiry job', () => {
  it('cancels an unpaid order once its hold is over, not before, with its units back and the hold-expired mail', async () => {
    const { product, orderId } = await newOrder('late@example.in');
    clock.advance((HOLD - 1) * MINUTE);
    await t.app.jobs.runDue();
    expect(await orderOf(orderId)).toMatchObject({ status: 'Pending', payment_status: 'Pending' });
    expect(await stockOf(product.id)).toBe(8);
    expect(await holdMails('late@example.in')).toEqual([]);

    clock.advance(2 * MINUTE);
    await t.app.jobs.runDue();
    expect(await orderOf(orderId)).toMatchObject({ status: 'Cancelled', payment_status: 'Expired', refund_due: false });
    expect(await stockOf(product.id)).toBe(10);
    const held = await holdMails('late@example.in');
    expect(held).toHaveLength(1);
    expect(held[0]!.text).toContain(`within ${HOLD} minutes`);

    await t.app.jobs.runDue();
    expect(await stockOf(product.id)).toBe(10);
    expect(await holdMails('late@example.in')).toHaveLength(1);
  });

  it('leaves a paid order alone', async () => {
    const { product, orderId } = await newOrder('paid@example.in');
    const attempt = await startPayment(t.app, shopper.cookie, orderId);
    await choose(t.app, attempt.redirectUrl, 'SUCCESS');
    clock.advance((HOLD + 1) * MINUTE);
    await t.app.jobs.runDue();
    expect(await orderOf(orderId)).toMatchObject({ status: 'Confirmed', payment_status: 'Paid', refund_due: false });
    expect(await stockOf(product.id)).toBe(8);
    expect(await holdMails('paid@example.in')).toEqual([]);
  });

  it('marks a payer who paid at the last minute paid, without a notification, instead of cancelling', async () => {
    const { product, orderId } = await newOrder('last-minute@example.in');
    const attempt = await startPayment(t.app, shopper.cookie, orderId);
    clock.advance((HOLD - 1) * MINUTE);
    await t.app.jobs.runDue();
    // The polls have stopped by now (the next would fall after the hold): the hold job decides.
    expect((await jobsKeyed(t.db, `reconcile:${attempt.paymentId}`)).filter((j) => j.status === 'pending')).toEqual([]);
    await providerCaptures(t.app, t.db, attempt.merchantTransactionId, false);

    clock.advance(2 * MINUTE);
    await t.app.jobs.runDue();
    expect(await orderOf(orderId)).toMatchObject({ status: 'Confirmed', payment_status: 'Paid', refund_due: false });
    expect(await stockOf(product.id)).toBe(8);
    expect(await holdMails('last-minute@example.in')).toEqual([]);
    expect(await subjectsTo('last-minute@example.in')).toEqual(
      expect.arrayContaining([expect.stringMatching(/payment received/i)]),
    );
  });

  it('waits for the new end when staff lengthen the hold meanwhile', async () => {
    const { product, orderId } = await newOrder();
    expect((await setHold(HOLD + 30)).statusCode).toBe(200);
    try {
      clock.advance((HOLD + 1) * MINUTE);
      await t.app.jobs.runDue();
      expect(await orderOf(orderId)).toMatchObject({ status: 'Pending', payment_status: 'Pending' });
      const again = (await jobsKeyed(t.db, `hold:${orderId}:`)).filter((j) => j.status === 'pending');
      expect(again).toHaveLength(1);

      clock.advance(30 * MINUTE);
      await t.app.jobs.runDue();
      expect(await orderOf(orderId)).toMatchObject({ status: 'Cancelled', payment_status: 'Expired' });
      expect(await stockOf(product.id)).toBe(10);
    } finally {
      await setHold(HOLD);
    }
  });
});

describe('the hold sweep', () => {
  it('ends the hold of an order that has no job of its own, and several starts keep one sweep waiting', async () => {
    const { product, orderId } = await newOrder();
    // An order placed before holds had jobs.
    await t.db.delete(jobs).where(eq(jobs.key, `hold:${orderId}`));
    await startPaymentSweeps(t.app);
    await startPaymentSweeps(t.app);
    const waiting = async () =>
      (await t.db.select().from(jobs).where(eq(jobs.name, HOLD_SWEEP_JOB))).filter((j) => j.status === 'pending');
    expect(await waiting()).toHaveLength(1);

    clock.advance((HOLD + 1) * MINUTE);
    await t.app.jobs.runDue();
    expect(await orderOf(orderId)).toMatchObject({ status: 'Cancelled', payment_status: 'Expired' });
    expect(await stockOf(product.id)).toBe(10);

    // A restart in the same time slot runs one more sweep; the chain stays one job long.
    await startPaymentSweeps(t.app);
    await t.app.jobs.runDue();
    const next = await waiting();
    expect(next).toHaveLength(1);
    expect(next[0]!.runAt!.getTime()).toBeGreaterThan(clock.now().getTime());
    expect(next[0]!.runAt!.getTime() - clock.now().getTime()).toBeLessThanOrEqual(5 * MINUTE);
  });
});
