/**
 * The checkout's choice of how to pay (issue 8, decision 031): GET /payment/methods lists what is
 * configured, and POST /payment/create-phonepe-payment takes a method and gateway from that list
 * only. Here only Cashfree is on (the sandbox off): anything else is a 400 that creates nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/payments';
import { FAKE_CASHFREE, startCashfreeFake, type FakeCashfree } from '../../test/fakes/cashfree-fake';
import { deliverTo } from '../../test/fakes/deliver-to-app';
import { makeCategory, makeProduct, makeServiceArea, stockOf } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let fake: FakeCashfree;
let t: TestApp;
let asha: SignedIn;
let categoryId: string;

beforeAll(async () => {
  fake = await startCashfreeFake();
  t = await createTestApp({
    publicUrl: 'https://shop.example.in',
    env: {
      PAYMENTS_SANDBOX: 'false',
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
});
beforeEach(async () => {
  asha = await signUpCustomer(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function newOrder() {
  const product = await makeProduct(t.db, { categoryId, pricePaise: 50_000, mrpPaise: 60_000, stock: 10 });
  const order = (await placeOrder(t.app, asha.cookie, [{ product_id: product.id, quantity: 2 }])).json().data.order;
  return { product, orderId: order._id as string };
}
const create = (orderId: string, choice: Record<string, unknown>, cookie = asha.cookie) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/create-phonepe-payment',
    headers: { cookie },
    payload: { orderId, ...choice },
  });
const attemptsOf = (orderId: string) => t.db.select().from(payments).where(eq(payments.orderId, orderId));
const orderOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/order/${id}`, headers: { cookie: asha.cookie } })).json().data
    .order;

describe('choosing how to pay', () => {
  it('lists only what is configured: cards and net banking through Cashfree', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/payment/methods', headers: { cookie: asha.cookie } });
    expect(res.json().data.methods).toEqual([
      { method: 'card', gateway: 'cashfree' },
      { method: 'netbanking', gateway: 'cashfree' },
    ]);
  });

  it.each([
    ['a method no configured gateway takes', { method: 'upi' }],
    ['a gateway that is not configured', { gateway: 'phonepe' }],
    ['the sandbox when it is off', { gateway: 'sandbox', method: 'card' }],
    ['a configured gateway with a method it does not take', { gateway: 'cashfree', method: 'wallet' }],
  ])('refuses %s with 400, creating nothing', async (_name, choice) => {
    const { product, orderId } = await newOrder();
    const providerOrders = fake.orders.size;
    const res = await create(orderId, choice);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This payment method is not available. Please choose another.');
    expect(await attemptsOf(orderId)).toEqual([]);
    expect(fake.orders.size).toBe(providerOrders);
    expect(await orderOf(orderId)).toMatchObject({ status: 'Pending', payment_status: 'Pending' });
    expect(await stockOf(t.db, product.id)).toBe(8);
  });

  it('refuses a method outside the list and a malformed gateway name as bad input', async () => {
    const { orderId } = await newOrder();
    expect((await create(orderId, { method: 'cash' })).statusCode).toBe(400);
    expect((await create(orderId, { gateway: 'Cash Free!' })).statusCode).toBe(400);
    expect((await create(orderId, { gateway: 'x'.repeat(40) })).statusCode).toBe(400);
    expect(await attemptsOf(orderId)).toEqual([]);
  });

  it('does not reveal whether a stranger’s order exists by the method check', async () => {
    const { orderId } = await newOrder();
    const mallory = await signUpCustomer(t.app, 'Mallory');
    expect((await create(orderId, { method: 'upi' }, mallory.cookie)).statusCode).toBe(404);
    expect((await create(orderId, { method: 'card' }, mallory.cookie)).statusCode).toBe(404);
    expect(await attemptsOf(orderId)).toEqual([]);
  });

  it('pays by net banking through Cashfree, and a retry without a choice keeps the same gateway', async () => {
    const { orderId } = await newOrder();
    const first = await create(orderId, { method: 'netbanking' });
    expect(first.statusCode).toBe(200);
    const txn = first.json().data.response.payment.merchantTransactionId as string;
    expect(fake.orders.has(txn)).toBe(true);
    await fake.pay(txn, 'FAILED');
    expect(await orderOf(orderId)).toMatchObject({ status: 'Pending', payment_status: 'Failed' });

    const retry = await create(orderId, {});
    expect(retry.statusCode).toBe(200);
    expect((await attemptsOf(orderId)).map((a) => a.gateway)).toEqual(['cashfree', 'cashfree']);
  });
});
