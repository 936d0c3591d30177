/**
 * The payment provider contract (issue 28, item 8; docs/decisions/065): what every real payment
 * provider must do for the shop, written once and run over Cashfree (cards) and PhonePe (UPI), each
 * against its local fake (test/fakes). A provider is paid, declined or abandoned; its notification
 * and the payer's return settle the payment once, however they race; a forged notification, a
 * wrong amount or a provider that is down change nothing; reconciliation and staff refunds go
 * through it. What only one provider does (its pages, its order terminations, its token) is tested
 * in its own routes test.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/payments';
import { createManualClock, type ManualClock } from '../../lib/clock';
import { FAKE_CASHFREE, startCashfreeFake } from '../../test/fakes/cashfree-fake';
import { deliverTo } from '../../test/fakes/deliver-to-app';
import { FAKE_PHONEPE, startPhonePeFake } from '../../test/fakes/phonepe-fake';
import { makeProduct, stockOf } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import { shopFixture } from '../../test/shop-fixture';
import type { TestApp } from '../../test/test-app';
import { phonepeWebhookAuthorization } from './phonepe/phonepe-webhook.rules';

const MINUTE = 60_000;
const PUBLIC_URL = 'https://shop.example.in';

type Outcome = 'SUCCESS' | 'FAILED' | 'CANCELLED';
type Signed = { headers: Record<string, string>; body: string };

/** One provider's fake, seen through the same few moves. */
interface ProviderFake {
  down: boolean;
  close(): Promise<void>;
  /** The payer pays, fails or cancels on the provider's page; the provider notifies unless `notify` is false. */
  pay(txn: string, outcome: Outcome, notify?: boolean): Promise<{ returnUrl: string; webhookStatus?: number }>;
  /** The signed notification of `txn`'s last payment, to send again or to forge. */
  webhookFor(txn: string): Signed;
  /** An authentic notification about a refund of `txn`, not about its payment. */
  refundEvent(txn: string): Signed;
  /** The provider reports payments for another amount than the order's (undefined: the order's). */
  reportWrongAmount(wrong: boolean): void;
  /** The provider's id of `txn`'s last payment, as the shop records it. */
  transactionIdOf(txn: string): string;
  refundsOf(txn: string): unknown[];
}

interface ProviderCase {
  name: string;
  /** The `method` the shopper picks at POST /payment/create-phonepe-payment (undefined: the default). */
  method?: string;
  verifyPath: string;
  start(): Promise<{ fake: ProviderFake; env: Record<string, string>; connect(t: TestApp): void }>;
  /** Where the provider sends the payer back. */
  returnUrl(paymentId: string, txn: string): string;
  /** What the verification reply adds in the provider's own words, by outcome. */
  verified(outcome: Outcome, txn: string, fake: ProviderFake): object;
  /** Notifications that must be refused as unauthentic. */
  forgeries(webhook: Signed): Signed[];
  /** The refund the provider holds after staff cancel a paid order of ₹1,180.00. */
  refundOf1180: object;
}

const cashfree: ProviderCase = {
  name: 'Cashfree',
  method: 'card',
  verifyPath: '/api/v1/payment/verify-cashfree-payment',
  async start() {
    const fake = await startCashfreeFake();
    const outcomes = { SUCCESS: 'SUCCESS', FAILED: 'FAILED', CANCELLED: 'USER_DROPPED' } as const;
    const cfPaymentId = (txn: string) => String(fake.orders.get(txn)!.payments.at(-1)!.cf_payment_id);
    return {
      env: {
        CASHFREE_APP_ID: FAKE_CASHFREE.appId,
        CASHFREE_SECRET_KEY: FAKE_CASHFREE.secretKey,
        CASHFREE_ENV: 'sandbox',
        CASHFREE_BASE_URL: fake.baseUrl,
        CASHFREE_SDK_URL: fake.sdkUrl,
      },
      connect: (t) => void (fake.deliver = deliverTo(t.app)),
      fake: {
        get down() {
          return fake.down;
        },
        set down(down) {
          fake.down = down;
        },
        close: () => fake.close(),
        async pay(txn, outcome, notify) {
          const { returnUrl, webhook } = await fake.pay(txn, outcomes[outcome], notify);
          return { returnUrl, webhookStatus: webhook?.status };
        },
        webhookFor: (txn) => fake.webhookFor(txn),
        refundEvent: (txn) => fake.webhookFor(txn, 'REFUND_STATUS_WEBHOOK'),
        reportWrongAmount: (wrong) => void (fake.amountOverride = wrong ? 1 : undefined),
        transactionIdOf: cfPaymentId,
        refundsOf: (txn) => fake.orders.get(txn)!.refunds,
      },
    };
  },
  returnUrl: (paymentId, txn) => `${PUBLIC_URL}/payment-status/${paymentId}?order_id=${txn}`,
  verified(outcome, txn, fake) {
    if (outcome === 'SUCCESS')
      return {
        data: { order_id: txn, order_status: 'PAID', order_amount: 1180, cf_payment_id: fake.transactionIdOf(txn) },
      };
    return { data: { order_status: outcome } };
  },
  forgeries: ({ headers, body }) => [
    {
      headers: {
        ...headers,
        'x-webhook-signature': headers['x-webhook-signature']!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
      },
      body,
    },
    { headers: { ...headers, 'x-webhook-timestamp': String(Number(headers['x-webhook-timestamp']) + 1) }, body },
    { headers, body: body.replace('"SUCCESS"', '"SUCCESS" ') },
    { headers: { 'x-webhook-timestamp': headers['x-webhook-timestamp']! }, body },
  ],
  refundOf1180: { refund_amount: 1180 },
};

const phonepe: ProviderCase = {
  name: 'PhonePe',
  verifyPath: '/api/v1/payment/verify-phonepe-payment',
  async start() {
    const fake = await startPhonePeFake();
    return {
      env: {
        PHONEPE_CLIENT_ID: FAKE_PHONEPE.clientId,
        PHONEPE_CLIENT_SECRET: FAKE_PHONEPE.clientSecret,
        PHONEPE_CLIENT_VERSION: FAKE_PHONEPE.clientVersion,
        PHONEPE_ENV: 'sandbox',
        PHONEPE_WEBHOOK_USERNAME: FAKE_PHONEPE.webhookUsername,
        PHONEPE_WEBHOOK_PASSWORD: FAKE_PHONEPE.webhookPassword,
        PHONEPE_BASE_URL: fake.baseUrl,
      },
      connect(t) {
        fake.deliver = deliverTo(t.app);
        fake.webhookUrl = `${PUBLIC_URL}/api/v1/payment/notify/phonepe`;
      },
      fake: {
        get down() {
          return fake.down;
        },
        set down(down) {
          fake.down = down;
        },
        close: () => fake.close(),
        async pay(txn, outcome, notify) {
          const { redirectUrl, webhookStatus } = await fake.pay(txn, outcome, notify);
          return { returnUrl: redirectUrl, webhookStatus };
        },
        webhookFor: (txn) => fake.webhookFor(txn),
        refundEvent: (txn) => fake.webhookFor(txn, 'pg.refund.completed'),
        reportWrongAmount: (wrong) => void (fake.amountOverride = wrong ? 100 : undefined),
        transactionIdOf: (txn) => fake.orders.get(txn)!.paymentDetails.at(-1)!.transactionId,
        refundsOf: (txn) => fake.orders.get(txn)!.refunds,
      },
    };
  },
  returnUrl: (paymentId) => `${PUBLIC_URL}/phonepe-payment-status/${paymentId}`,
  verified: (outcome, txn, fake) => (outcome === 'SUCCESS' ? { transactionId: fake.transactionIdOf(txn) } : {}),
  forgeries: ({ body }): Signed[] => [
    {
      headers: { authorization: phonepeWebhookAuthorization(FAKE_PHONEPE.webhookUsername, 'guessed-password1') },
      body,
    },
    { headers: { authorization: `${FAKE_PHONEPE.webhookUsername}:${FAKE_PHONEPE.webhookPassword}` }, body },
    { headers: {}, body },
  ],
  refundOf1180: { amount: 118_000 },
};

describe.each([cashfree, phonepe])('the payment provider contract: $name', (provider) => {
  const clock: ManualClock = createManualClock();
  let fake: ProviderFake;
  let t: TestApp;
  let asha: SignedIn;
  let staff: SignedIn;
  let categoryId: string;

  beforeAll(async () => {
    const started = await provider.start();
    fake = started.fake;
    ({
      t,
      categoryId,
      staff: { SuperAdmin: staff },
    } = await shopFixture({ app: { clock, publicUrl: PUBLIC_URL, env: started.env }, staff: ['SuperAdmin'] }));
    started.connect(t);
  });
  beforeEach(async () => {
    asha = await signUpCustomer(t.app);
    fake.down = false;
    fake.reportWrongAmount(false);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const start = (orderId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/create-phonepe-payment',
      headers: { cookie: asha.cookie },
      payload: { orderId, ...(provider.method ? { method: provider.method } : {}) },
    });
  /** An order for 2 × ₹500 (₹1,180.00 with GST) of a product with 10 in stock. */
  async function newOrder() {
    const product = await makeProduct(t.db, { categoryId, pricePaise: 50_000, mrpPaise: 60_000, stock: 10 });
    const order = (await placeOrder(t.app, asha.cookie, [{ product_id: product.id, quantity: 2 }])).json().data.order;
    return { product, orderId: order._id as string };
  }
  /** A new order and a payment started for it with this provider. */
  async function pay() {
    const { product, orderId } = await newOrder();
    const res = await start(orderId);
    expect(res.statusCode).toBe(200);
    const { payment } = res.json().data.response;
    return { product, orderId, paymentId: payment._id as string, txn: payment.merchantTransactionId as string };
  }
  const verify = (paymentId: string) =>
    t.app.inject({
      method: 'POST',
      url: provider.verifyPath,
      headers: { cookie: asha.cookie },
      payload: { paymentId },
    });
  const notify = ({ headers, body }: Signed) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/payment/notify/${provider.name.toLowerCase()}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });
  const orderOf = async (id: string, cookie = asha.cookie) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/order/${id}`, headers: { cookie } })).json().data.order;
  const attemptsOf = (orderId: string) => t.db.select().from(payments).where(eq(payments.orderId, orderId));

  describe('paying', () => {
    it('marks the order paid when the notification comes before the payer returns, and verifying says so', async () => {
      const { product, orderId, paymentId, txn } = await pay();
      const { returnUrl, webhookStatus } = await fake.pay(txn, 'SUCCESS');
      expect(webhookStatus).toBe(200);
      expect(returnUrl).toBe(provider.returnUrl(paymentId, txn));
      expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Paid', status: 'Confirmed' });
      expect((await verify(paymentId)).json()).toMatchObject({
        message: 'Payment successful!',
        data: {
          response: {
            status: 'SUCCESS',
            orderId,
            amount: 1180,
            transactionId: fake.transactionIdOf(txn),
            ...provider.verified('SUCCESS', txn, fake),
          },
        },
      });
      expect(await stockOf(t.db, product.id)).toBe(8);
    });

    it('settles from the status API when the payer returns first; late notifications and verifying again change nothing', async () => {
      const { product, orderId, paymentId, txn } = await pay();
      await fake.pay(txn, 'SUCCESS', false);
      expect((await verify(paymentId)).json().data.response).toMatchObject({
        status: 'SUCCESS',
        transactionId: fake.transactionIdOf(txn),
        ...provider.verified('SUCCESS', txn, fake),
      });
      const late = fake.webhookFor(txn);
      const replies = await Promise.all([notify(late), notify(late), verify(paymentId)]);
      expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect((await attemptsOf(orderId)).filter((a) => a.status === 'SUCCESS')).toHaveLength(1);
      expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Paid', status: 'Confirmed', refund_due: false });
      expect(await stockOf(t.db, product.id)).toBe(8);
    });

    it('settles once when the notification comes three times and the payer verifies at the same moment', async () => {
      const { product, orderId, paymentId, txn } = await pay();
      await fake.pay(txn, 'SUCCESS', false);
      const webhook = fake.webhookFor(txn);
      const replies = await Promise.all([notify(webhook), notify(webhook), verify(paymentId), notify(webhook)]);
      expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      const attempts = await attemptsOf(orderId);
      expect(attempts.filter((a) => a.status === 'SUCCESS')).toHaveLength(1);
      expect(attempts[0]!.gatewayTransactionId).toBe(fake.transactionIdOf(txn));
      expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Paid', status: 'Confirmed', refund_due: false });
      expect(await stockOf(t.db, product.id)).toBe(8);
    });

    it('keeps the order Pending with its units held when the payment fails', async () => {
      const { product, orderId, paymentId, txn } = await pay();
      expect((await fake.pay(txn, 'FAILED')).webhookStatus).toBe(200);
      expect((await verify(paymentId)).json()).toMatchObject({
        message: 'Payment verification failed',
        data: { response: { status: 'FAILED', ...provider.verified('FAILED', txn, fake) } },
      });
      expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Failed', status: 'Pending' });
      expect(await stockOf(t.db, product.id)).toBe(8);
    });

    it('reports a payer who gave up on the provider’s page as cancelled, not failed', async () => {
      const { paymentId, txn } = await pay();
      await fake.pay(txn, 'CANCELLED', false);
      expect((await verify(paymentId)).json()).toMatchObject({
        message: 'Payment was cancelled by user',
        data: { response: { status: 'CANCELLED', ...provider.verified('CANCELLED', txn, fake) } },
      });
    });

    it('acknowledges a refund event without changing any payment', async () => {
      const { orderId, txn } = await pay();
      await fake.pay(txn, 'SUCCESS', false);
      const res = await notify(fake.refundEvent(txn));
      expect(res.json()).toEqual({ status: 'Success', data: { paymentId: null, status: null } });
      expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Pending' });
    });
  });

  describe('what the provider sends is checked', () => {
    it('refuses a notification that is not authentic', async () => {
      const { orderId, txn } = await pay();
      await fake.pay(txn, 'SUCCESS', false);
      for (const res of await Promise.all(provider.forgeries(fake.webhookFor(txn)).map(notify))) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          status: 'Error',
          code: 'INVALID_SIGNATURE',
          message: 'Invalid payment notification signature.',
        });
      }
      expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Pending', status: 'Pending' });
    });

    it('refuses a payment of another amount than the order, by notification and by verification', async () => {
      const { orderId, paymentId, txn } = await pay();
      fake.reportWrongAmount(true);
      expect((await fake.pay(txn, 'SUCCESS')).webhookStatus).toBe(422);
      const res = await verify(paymentId);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('The amount paid does not match the order.');
      expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Pending', status: 'Pending' });
    });
  });

  describe('when the provider is down', () => {
    it('answers the spec’s message at the start, keeps the order and its units, and a later try works', async () => {
      const { product, orderId } = await newOrder();
      fake.down = true;
      const down = await start(orderId);
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        status: 'Error',
        code: 'PAYMENT_FAILED',
        message: 'Payment service temporarily unavailable. Please try again later.',
      });
      expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Pending', status: 'Pending' });
      expect(await stockOf(t.db, product.id)).toBe(8);
      fake.down = false;
      expect((await start(orderId)).statusCode).toBe(200);
    });

    it('keeps a payment pending when it cannot be verified, and settles it once the provider is back', async () => {
      const { orderId, paymentId, txn } = await pay();
      await fake.pay(txn, 'SUCCESS', false);
      fake.down = true;
      const down = await verify(paymentId);
      expect(down.statusCode).toBe(503);
      expect(down.json().message).toBe('Payment service temporarily unavailable. Please contact support.');
      expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Pending' });
      fake.down = false;
      expect((await verify(paymentId)).json().data.response.status).toBe('SUCCESS');
      expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Paid' });
    });
  });

  describe('the background jobs', () => {
    it('complete the order by reconciliation when the payer paid but neither returned nor was notified', async () => {
      const { orderId, txn } = await pay();
      await fake.pay(txn, 'SUCCESS', false);
      clock.advance(2 * MINUTE + 1000);
      await t.app.jobs.runDue();
      expect(await orderOf(orderId)).toMatchObject({ payment_status: 'Paid', status: 'Confirmed' });
    });

    it('refund a paid order that staff cancel through the provider, once, by our refund id', async () => {
      const { orderId, txn } = await pay();
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
      expect(fake.refundsOf(txn)).toMatchObject([provider.refundOf1180]);
      expect(await orderOf(orderId, staff.cookie)).toMatchObject({
        status: 'Cancelled',
        payment_status: 'Refunded',
        refund_due: false,
      });
    });
  });
});
