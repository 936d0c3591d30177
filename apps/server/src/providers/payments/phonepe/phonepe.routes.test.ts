import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments } from '../../../db/schema/payments';
import { createManualClock } from '../../../lib/clock';
import { deliverTo } from '../../../test/fakes/deliver-to-app';
import { FAKE_PHONEPE, startPhonePeFake, type FakePhonePe } from '../../../test/fakes/phonepe-fake';
import { makeCategory, makeProduct, makeServiceArea, stockOf } from '../../../test/factories';
import { placeOrder } from '../../../test/orders';
import { signInStaff, signUpCustomer, type SignedIn } from '../../../test/sessions';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { phonepeWebhookAuthorization } from './phonepe-webhook';

const MINUTE = 60_000;
const clock = createManualClock();
let fake: FakePhonePe;
let t: TestApp;
let asha: SignedIn;
let staff: SignedIn;
let categoryId: string;

beforeAll(async () => {
  fake = await startPhonePeFake();
  t = await createTestApp({
    clock,
    publicUrl: 'https://shop.example.in',
    env: {
      PHONEPE_CLIENT_ID: FAKE_PHONEPE.clientId,
      PHONEPE_CLIENT_SECRET: FAKE_PHONEPE.clientSecret,
      PHONEPE_CLIENT_VERSION: FAKE_PHONEPE.clientVersion,
      PHONEPE_ENV: 'sandbox',
      PHONEPE_WEBHOOK_USERNAME: FAKE_PHONEPE.webhookUsername,
      PHONEPE_WEBHOOK_PASSWORD: FAKE_PHONEPE.webhookPassword,
      PHONEPE_BASE_URL: fake.baseUrl,
    },
  });
  fake.deliver = deliverTo(t.app);
  fake.webhookUrl = 'https://shop.example.in/api/v1/payment/notify/phonepe';
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

/** An order for 2 × ₹500 (₹1,180.00 with GST) of a product with 10 in stock, and a UPI payment started for it. */
async function payByUpi() {
  const product = await makeProduct(t.db, { categoryId, pricePaise: 50_000, mrpPaise: 60_000, stock: 10 });
  const order = (await placeOrder(t.app, asha.cookie, [{ product_id: product.id, quantity: 2 }])).json().data.order;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/create-phonepe-payment',
    headers: { cookie: asha.cookie },
    payload: { orderId: order._id },
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

const verify = (paymentId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/verify-phonepe-payment',
    headers: { cookie: asha.cookie },
    payload: { paymentId },
  });
const orderOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/order/${id}`, headers: { cookie: asha.cookie } })).json().data
    .order;
const attemptsOf = (orderId: string) => t.db.select().from(payments).where(eq(payments.orderId, orderId));
const notify = (headers: Record<string, string>, body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/notify/phonepe',
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });

describe('paying by UPI through PhonePe', () => {
  it('creates a PhonePe order in paise with our redirect URL and sends the payer to PhonePe’s page', async () => {
    const { paymentId, txn, redirectUrl } = await payByUpi();
    const order = fake.orders.get(txn)!;
    expect(order).toMatchObject({
      amount: 118_000,
      state: 'PENDING',
      redirectUrl: `https://shop.example.in/phonepe-payment-status/${paymentId}`,
    });
    expect(redirectUrl).toBe(`${fake.origin}/checkout/pay/${order.orderId}`);
    const page = await fetch(redirectUrl);
    expect(await page.text()).toContain('₹1180.00');
  });

  it('marks the order paid from the hosted page’s Pay: webhook, then the payer back at our page', async () => {
    const { product, orderId, paymentId, txn, redirectUrl } = await payByUpi();
    const back = await fetch(redirectUrl, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'SUCCESS' }),
      redirect: 'manual',
    });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`https://shop.example.in/phonepe-payment-status/${paymentId}`);
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Paid', status: 'Confirmed' });
    expect((await verify(paymentId)).json()).toMatchObject({
      message: 'Payment successful!',
      data: {
        response: {
          status: 'SUCCESS',
          amount: 1180,
          transactionId: fake.orders.get(txn)!.paymentDetails[0]!.transactionId,
        },
      },
    });
    expect(await stockOf(t.db, product.id)).toBe(8);
  });

  it('settles from the order status API when the payer returns before the webhook, which then changes nothing', async () => {
    const { product, orderId, paymentId, txn } = await payByUpi();
    await fake.pay(txn, 'SUCCESS', false);
    expect((await verify(paymentId)).json().data.response.status).toBe('SUCCESS');
    const late = fake.webhookFor(txn);
    const replies = await Promise.all([
      notify(late.headers, late.body),
      notify(late.headers, late.body),
      verify(paymentId),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await attemptsOf(orderId)).filter((a) => a.status === 'SUCCESS')).toHaveLength(1);
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Paid', status: 'Confirmed', refund_due: false });
    expect(await stockOf(t.db, product.id)).toBe(8);
  });

  it('keeps the order Pending with its units held when the payment fails', async () => {
    const { product, orderId, paymentId, txn } = await payByUpi();
    expect((await fake.pay(txn, 'FAILED')).webhookStatus).toBe(200);
    expect((await verify(paymentId)).json()).toMatchObject({
      message: 'Payment verification failed',
      data: { response: { status: 'FAILED' } },
    });
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Failed', status: 'Pending' });
    expect(await stockOf(t.db, product.id)).toBe(8);
  });

  it('reports a payer who cancelled on PhonePe as cancelled, not failed', async () => {
    const { paymentId, txn } = await payByUpi();
    await fake.pay(txn, 'CANCELLED', false);
    expect((await verify(paymentId)).json()).toMatchObject({
      message: 'Payment was cancelled by user',
      data: { response: { status: 'CANCELLED' } },
    });
  });

  it('acknowledges a refund event without changing any payment', async () => {
    const { orderId, txn } = await payByUpi();
    const event = fake.webhookFor(txn, 'pg.refund.completed');
    expect((await notify(event.headers, event.body)).json()).toEqual({
      status: 'Success',
      data: { paymentId: null, status: null },
    });
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Pending' });
  });
});

describe('the ways to pay', () => {
  it('lists UPI and wallets with PhonePe first, and cards and net banking with the sandbox while Cashfree is not configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/payment/methods', headers: { cookie: asha.cookie } });
    expect(res.json().data.methods).toEqual([
      { method: 'card', gateway: 'sandbox' },
      { method: 'wallet', gateway: 'phonepe' },
      { method: 'wallet', gateway: 'sandbox' },
      { method: 'upi', gateway: 'phonepe' },
      { method: 'upi', gateway: 'sandbox' },
      { method: 'netbanking', gateway: 'sandbox' },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/payment/methods' })).statusCode).toBe(401);
  });
});

describe('what PhonePe sends is checked', () => {
  it('refuses a webhook without the SHA256(username:password) authorisation', async () => {
    const { orderId, txn } = await payByUpi();
    await fake.pay(txn, 'SUCCESS', false);
    const { body } = fake.webhookFor(txn);
    const wrong = [
      notify({ authorization: phonepeWebhookAuthorization(FAKE_PHONEPE.webhookUsername, 'guessed-password1') }, body),
      notify({ authorization: `${FAKE_PHONEPE.webhookUsername}:${FAKE_PHONEPE.webhookPassword}` }, body),
      notify({}, body),
    ];
    for (const res of await Promise.all(wrong)) expect(res.statusCode).toBe(401);
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Pending' });
  });

  it('refuses a payment of another amount than the order', async () => {
    const { orderId, txn } = await payByUpi();
    fake.amountOverride = 100;
    expect((await fake.pay(txn, 'SUCCESS')).webhookStatus).toBe(422);
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Pending', status: 'Pending' });
  });
});

describe('the PhonePe client token', () => {
  it('is fetched once and reused until it expires, and fetched again when PhonePe revokes it', async () => {
    const { paymentId } = await payByUpi();
    const before = fake.tokensIssued;
    await verify(paymentId);
    await payByUpi();
    expect(fake.tokensIssued).toBe(before);
    fake.revokeTokens();
    expect((await verify(paymentId)).statusCode).toBe(200);
    expect(fake.tokensIssued).toBe(before + 1);
  });
});

describe('when PhonePe is down', () => {
  it('answers the spec’s messages and loses nothing: the order keeps its units, the payment stays pending', async () => {
    const { product, orderId, paymentId, txn } = await payByUpi();
    await fake.pay(txn, 'SUCCESS', false);
    fake.down = true;
    const verifyDown = await verify(paymentId);
    expect(verifyDown.statusCode).toBe(503);
    expect(verifyDown.json().message).toBe('Payment service temporarily unavailable. Please contact support.');
    const other = (await placeOrder(t.app, asha.cookie, [{ product_id: product.id, quantity: 1 }])).json().data.order
      ._id;
    const startDown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/create-phonepe-payment',
      headers: { cookie: asha.cookie },
      payload: { orderId: other },
    });
    expect(startDown.json()).toEqual({
      status: 'Error',
      code: 'PAYMENT_FAILED',
      message: 'Payment service temporarily unavailable. Please try again later.',
    });
    expect(await stockOf(t.db, product.id)).toBe(7);
    fake.down = false;
    expect((await verify(paymentId)).json().data.response.status).toBe('SUCCESS');
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Paid' });
  });
});

describe('PhonePe and the background jobs', () => {
  it('completes the order by reconciliation when the browser never returns and no webhook comes', async () => {
    const { orderId, txn } = await payByUpi();
    await fake.pay(txn, 'SUCCESS', false);
    clock.advance(2 * MINUTE + 1000);
    await t.app.jobs.runDue();
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Paid', status: 'Confirmed' });
  });

  it('refunds a paid order that staff cancel, once, by our refund id', async () => {
    const { orderId, txn } = await payByUpi();
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
    expect(fake.orders.get(txn)!.refunds).toMatchObject([{ amount: 118_000 }]);
  });
});
