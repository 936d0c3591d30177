import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devMailbox } from '../../../db/schema/mail';
import { payments } from '../../../db/schema/payments';
import { jobsKeyed } from '../../../test/jobs';
import { createManualClock } from '../../../lib/clock';
import { deliverTo } from '../../../test/fakes/deliver-to-app';
import { FAKE_CASHFREE, startCashfreeFake, type FakeCashfree } from '../../../test/fakes/cashfree-fake';
import { makeCategory, makeProduct, makeServiceArea, stockOf } from '../../../test/factories';
import { placeOrder } from '../../../test/orders';
import { signInStaff, signUpCustomer, type SignedIn } from '../../../test/sessions';
import { createTestApp, type TestApp } from '../../../test/test-app';

const MINUTE = 60_000;
const clock = createManualClock();
let fake: FakeCashfree;
let t: TestApp;
let asha: SignedIn;
let staff: SignedIn;
let categoryId: string;

beforeAll(async () => {
  fake = await startCashfreeFake();
  t = await createTestApp({
    clock,
    publicUrl: 'https://shop.example.in',
    env: {
      CASHFREE_APP_ID: FAKE_CASHFREE.appId,
      CASHFREE_SECRET_KEY: FAKE_CASHFREE.secretKey,
      CASHFREE_ENV: 'sandbox',
      CASHFREE_BASE_URL: fake.baseUrl,
      CASHFREE_SDK_URL: fake.sdkUrl,
    },
  });
  fake.deliver = deliverTo(t.app);
  await makeServiceArea(t.db, '560038');
  categoryId = (await makeCategory(t.db)).id;
  staff = await signInStaff(t.app, t.db, 'SuperAdmin');
});
beforeEach(async () => {
  asha = await signUpCustomer(t.app);
  fake.down = false;
  fake.amountOverride = undefined;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** An order for 2 × ₹500 (₹1,180.00 with GST) of a product with 10 in stock, and a card payment started for it. */
async function payByCard() {
  const product = await makeProduct(t.db, { categoryId, pricePaise: 50_000, mrpPaise: 60_000, stock: 10 });
  const order = (await placeOrder(t.app, asha.cookie, [{ product_id: product.id, quantity: 2 }])).json().data.order;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/create-phonepe-payment',
    headers: { cookie: asha.cookie },
    payload: { orderId: order._id, method: 'card' },
  });
  expect(res.statusCode).toBe(200);
  const { payment, phonepeResponse } = res.json().data.response;
  return {
    product,
    orderId: order._id as string,
    paymentId: payment._id as string,
    txn: payment.merchantTransactionId as string,
    redirectUrl: phonepeResponse.redirectUrl as string,
  };
}

const verify = (paymentId: string, gateway_orderId?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/verify-cashfree-payment',
    headers: { cookie: asha.cookie },
    payload: { paymentId, gateway_orderId },
  });
const orderOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/order/${id}`, headers: { cookie: asha.cookie } })).json().data
    .order;
const attemptsOf = (orderId: string) => t.db.select().from(payments).where(eq(payments.orderId, orderId));
const notify = (headers: Record<string, string>, body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/notify/cashfree',
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });

describe('paying by card through Cashfree', () => {
  it('creates a Cashfree order for the total with the customer and both URLs, and opens it on our checkout page', async () => {
    const { paymentId, txn, redirectUrl } = await payByCard();
    const order = fake.orders.get(txn)!;
    expect(order).toMatchObject({
      order_amount: 1180,
      order_currency: 'INR',
      customer_details: { customer_phone: '9876543210', customer_email: 'asha@example.in' },
    });
    expect(order.order_meta).toEqual({
      return_url: `https://shop.example.in/payment-status/${paymentId}?order_id={order_id}`,
      notify_url: 'https://shop.example.in/api/v1/payment/notify/cashfree',
    });
    expect(redirectUrl).toBe(`/pay/cashfree/${txn}?session=${encodeURIComponent(order.payment_session_id)}`);
    const page = await t.app.inject({ method: 'GET', url: redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<script src="${fake.sdkUrl}"></script>`);
    expect(page.body).toContain(`data-session="${order.payment_session_id}"`);
    expect(page.body).toContain('data-mode="sandbox"');
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' ${fake.origin} 'sha256-`);
  });

  it('marks the order paid when the webhook comes before the payer returns, and verifying says PAID', async () => {
    const { product, orderId, paymentId, txn } = await payByCard();
    const { returnUrl, webhook } = await fake.pay(txn, 'SUCCESS');
    expect(webhook!.status).toBe(200);
    expect(returnUrl).toBe(`https://shop.example.in/payment-status/${paymentId}?order_id=${txn}`);
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Paid', status: 'Confirmed' });
    const res = await verify(paymentId, txn);
    expect(res.json()).toMatchObject({
      message: 'Payment successful!',
      data: {
        response: {
          status: 'SUCCESS',
          orderId,
          amount: 1180,
          data: { order_id: txn, order_status: 'PAID', order_amount: 1180 },
        },
      },
    });
    expect(await stockOf(t.db, product.id)).toBe(8);
  });

  it('settles from GET /orders/{id}/payments when the payer returns first, and the late webhook changes nothing', async () => {
    const { product, orderId, paymentId, txn } = await payByCard();
    await fake.pay(txn, 'SUCCESS', false);
    const res = await verify(paymentId);
    expect(res.json().data.response).toMatchObject({
      status: 'SUCCESS',
      data: { order_status: 'PAID', cf_payment_id: String(fake.orders.get(txn)!.payments[0]!.cf_payment_id) },
    });
    const late = fake.webhookFor(txn);
    expect((await notify(late.headers, late.body)).statusCode).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Paid', status: 'Confirmed' });
    expect(await stockOf(t.db, product.id)).toBe(8);
  });

  it('settles once when the webhook comes three times and the payer verifies at the same moment', async () => {
    const { product, orderId, paymentId, txn } = await payByCard();
    await fake.pay(txn, 'SUCCESS', false);
    const webhook = fake.webhookFor(txn);
    const replies = await Promise.all([
      notify(webhook.headers, webhook.body),
      notify(webhook.headers, webhook.body),
      verify(paymentId),
      notify(webhook.headers, webhook.body),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const attempts = await attemptsOf(orderId);
    expect(attempts.filter((a) => a.status === 'SUCCESS')).toHaveLength(1);
    expect(attempts[0]!.gatewayTransactionId).toBe(String(fake.orders.get(txn)!.payments[0]!.cf_payment_id));
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Paid', status: 'Confirmed', refund_due: false });
    expect(await stockOf(t.db, product.id)).toBe(8);
  });

  it('keeps the order Pending with its units held when the card is declined', async () => {
    const { product, orderId, paymentId, txn } = await payByCard();
    await fake.pay(txn, 'FAILED');
    expect((await verify(paymentId)).json()).toMatchObject({
      message: 'Payment verification failed',
      data: { response: { status: 'FAILED', data: { order_status: 'FAILED' } } },
    });
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Failed', status: 'Pending' });
    expect(await stockOf(t.db, product.id)).toBe(8);
  });

  it('reports a payer who dropped off as cancelled, not failed', async () => {
    const { paymentId, txn } = await payByCard();
    await fake.pay(txn, 'USER_DROPPED', false);
    expect((await verify(paymentId)).json()).toMatchObject({
      message: 'Payment was cancelled by user',
      data: { response: { status: 'CANCELLED', data: { order_status: 'CANCELLED' } } },
    });
  });

  it('acknowledges a refund webhook without changing any payment', async () => {
    const { orderId, txn } = await payByCard();
    await fake.pay(txn, 'SUCCESS', false);
    const refundEvent = fake.webhookFor(txn, 'REFUND_STATUS_WEBHOOK');
    const res = await notify(refundEvent.headers, refundEvent.body);
    expect(res.json()).toEqual({ status: 'Success', data: { paymentId: null, status: null } });
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Pending' });
  });
});

describe('what Cashfree sends is checked', () => {
  it('refuses a webhook whose signature, timestamp or body was changed, and one with no signature', async () => {
    const { orderId, txn } = await payByCard();
    await fake.pay(txn, 'SUCCESS', false);
    const { headers, body } = fake.webhookFor(txn);
    const forged = [
      notify(
        {
          ...headers,
          'x-webhook-signature': headers['x-webhook-signature']!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
        },
        body,
      ),
      notify({ ...headers, 'x-webhook-timestamp': String(Number(headers['x-webhook-timestamp']) + 1) }, body),
      notify(headers, body.replace('"SUCCESS"', '"SUCCESS" ')),
      notify({ 'x-webhook-timestamp': headers['x-webhook-timestamp']! }, body),
    ];
    for (const res of await Promise.all(forged)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status: 'Error',
        code: 'INVALID_SIGNATURE',
        message: 'Invalid payment notification signature.',
      });
    }
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Pending', status: 'Pending' });
  });

  it('refuses a payment of another amount than the order, by webhook and by verification', async () => {
    const { orderId, paymentId, txn } = await payByCard();
    fake.amountOverride = 1;
    const { webhook } = await fake.pay(txn, 'SUCCESS');
    expect(webhook!.status).toBe(422);
    const res = await verify(paymentId);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The amount paid does not match the order.');
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Pending', status: 'Pending' });
  });

  it('refuses to verify with another payment’s Cashfree order id', async () => {
    const { paymentId } = await payByCard();
    const res = await verify(paymentId, 'MTSOMEONEELSE');
    expect(res.statusCode).toBe(404);
  });
});

describe('when Cashfree is down', () => {
  it('answers the spec’s message, keeps the order and its units, and a later try works', async () => {
    const product = await makeProduct(t.db, { categoryId, pricePaise: 50_000, mrpPaise: 60_000, stock: 10 });
    const orderId = (await placeOrder(t.app, asha.cookie, [{ product_id: product.id, quantity: 2 }])).json().data.order
      ._id;
    fake.down = true;
    const start = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payment/create-phonepe-payment',
        headers: { cookie: asha.cookie },
        payload: { orderId, method: 'card' },
      });
    const down = await start();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      status: 'Error',
      code: 'PAYMENT_FAILED',
      message: 'Payment service temporarily unavailable. Please try again later.',
    });
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Pending', status: 'Pending' });
    expect(await stockOf(t.db, product.id)).toBe(8);
    fake.down = false;
    expect((await start()).statusCode).toBe(200);
  });

  it('keeps a payment pending when it cannot be verified, and settles it once Cashfree is back', async () => {
    const { orderId, paymentId, txn } = await payByCard();
    await fake.pay(txn, 'SUCCESS', false);
    fake.down = true;
    const down = await verify(paymentId);
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe('Payment service temporarily unavailable. Please contact support.');
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Pending' });
    fake.down = false;
    expect((await verify(paymentId)).json().data.response.status).toBe('SUCCESS');
  });
});

describe('Cashfree and the background jobs', () => {
  it('completes the order by reconciliation when the payer paid but neither returned nor was notified', async () => {
    const { orderId, txn } = await payByCard();
    await fake.pay(txn, 'SUCCESS', false);
    clock.advance(2 * MINUTE + 1000);
    await t.app.jobs.runDue();
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Paid', status: 'Confirmed' });
  });

  it('a shopper who pays and closes the browser gets the paid order and its confirmation e-mail, once (issue 8)', async () => {
    const { orderId, paymentId, txn } = await payByCard();
    await fake.pay(txn, 'SUCCESS', false);
    // Nobody returns to /payment-status and no webhook comes: only the reconciliation job hears of it.
    clock.advance(2 * MINUTE + 1000);
    await t.app.jobs.runDue();
    clock.advance(10 * MINUTE);
    await t.app.jobs.runDue();
    // Paid and on its way: in those 10 minutes the sandbox courier (90 s steps) may have moved it on.
    const order = await orderOf(orderId);
    expect(order.payment_status).toBe('Paid');
    expect(['Confirmed', 'Shipped', 'Delivered']).toContain(order.status);
    expect(await jobsKeyed(t.db, `mail:payment-received:${paymentId}`)).toHaveLength(1);
    const ref = orderId.slice(-8).toUpperCase();
    const mails = (await t.db.select().from(devMailbox)).filter(
      (m) => m.subject === `Order ${ref} confirmed: payment received`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('We received your payment of ₹1,180.00');
  });

  it('ends an unpaid order when its hold runs out, terminating its Cashfree order first', async () => {
    const { product, orderId, paymentId, txn } = await payByCard();
    clock.advance(31 * MINUTE);
    await t.app.jobs.runDue();
    expect(fake.orders.get(txn)!.order_status).toBe('TERMINATED');
    expect((await attemptsOf(orderId)).find((a) => a.id === paymentId)!.status).toBe('EXPIRED');
    expect(await orderOf(orderId)).toMatchObject({ status: 'Cancelled', payment_status: 'Expired' });
    expect(await stockOf(t.db, product.id)).toBe(10);
  });

  it('terminates the Cashfree order of a declined payment, so a retry goes through a new attempt of the shop', async () => {
    const { orderId, txn } = await payByCard();
    await fake.pay(txn, 'FAILED');
    expect(await orderOf(orderId)).toMatchObject({ status: 'Pending', payment_status: 'Failed' });
    expect(fake.orders.get(txn)!.order_status).toBe('TERMINATED');
    await fake.pay(txn, 'SUCCESS');
    expect(fake.orders.get(txn)!.payments.map((p) => p.payment_status)).toEqual(['FAILED']);
  });

  it('records a success that beat the termination of a declined payment, and the held order keeps it', async () => {
    const { orderId, paymentId, txn } = await payByCard();
    await fake.pay(txn, 'FAILED', false);
    const failed = fake.webhookFor(txn);
    await fake.pay(txn, 'SUCCESS', false); // the payer retried on Cashfree's page before the failure webhook came
    expect((await notify(failed.headers, failed.body)).statusCode).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ status: 'Confirmed', payment_status: 'Paid', refund_due: false });
    expect((await attemptsOf(orderId)).find((a) => a.id === paymentId)!.status).toBe('SUCCESS');
    await t.app.jobs.runDue();
    expect(fake.orders.get(txn)!.refunds ?? []).toEqual([]);
  });

  it('terminates the Cashfree order of an attempt that a new attempt replaces', async () => {
    const first = await payByCard();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/create-phonepe-payment',
      headers: { cookie: asha.cookie },
      payload: { orderId: first.orderId, method: 'card' },
    });
    expect(again.statusCode).toBe(200);
    expect(fake.orders.get(first.txn)!.order_status).toBe('TERMINATED');
    expect((await attemptsOf(first.orderId)).find((a) => a.id === first.paymentId)!.status).toBe('EXPIRED');
  });

  it('refunds a paid order that staff cancel through Cashfree, once, by our refund id', async () => {
    const { orderId, txn } = await payByCard();
    await fake.pay(txn, 'SUCCESS');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/${orderId}/update`,
      headers: { cookie: staff.cookie },
      payload: { status: 'Cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    expect(fake.orders.get(txn)!.refunds).toMatchObject([{ refund_amount: 1180 }]);
    const order = (
      await t.app.inject({ method: 'GET', url: `/api/v1/order/${orderId}`, headers: { cookie: staff.cookie } })
    ).json().data.order;
    expect(order).toMatchObject({ status: 'Cancelled', payment_status: 'Refunded', refund_due: false });
  });
});
