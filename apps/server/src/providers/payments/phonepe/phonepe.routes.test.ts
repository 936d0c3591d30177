import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../lib/clock';
import { deliverTo } from '../../../test/fakes/deliver-to-app';
import { FAKE_PHONEPE, startPhonePeFake, type FakePhonePe } from '../../../test/fakes/phonepe-fake';
import { makeProduct, stockOf } from '../../../test/factories';
import { placeOrder } from '../../../test/orders';
import { signUpCustomer, type SignedIn } from '../../../test/sessions';
import { shopFixture } from '../../../test/shop-fixture';
import type { TestApp } from '../../../test/test-app';

const clock = createManualClock();
let fake: FakePhonePe;
let t: TestApp;
let asha: SignedIn;
let categoryId: string;

beforeAll(async () => {
  fake = await startPhonePeFake();
  ({ t, categoryId } = await shopFixture({
    app: {
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
    },
  }));
  fake.deliver = deliverTo(t.app);
  fake.webhookUrl = 'https://shop.example.in/api/v1/payment/notify/phonepe';
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
