import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { signStatus } from '../../providers/payments/sandbox/sandbox-signature';
import { makeCategory, makeProduct, makeServiceArea } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

const SECRET = 'test-sandbox-secret-0123456789';
let t: TestApp;
let asha: SignedIn;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  await makeServiceArea(t.db, '560038');
  asha = await signUpCustomer(t.app);
  categoryId = (await makeCategory(t.db)).id;
});
afterAll(() => t.close());

const stockOf = async (id: string) => (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

/** Places an order for 2 units of a fresh product and starts paying it. */
async function startPayment(who = asha) {
  const product = await makeProduct(t.db, { categoryId, pricePaise: 50_000, mrpPaise: 60_000, stock: 10 });
  const order = (await placeOrder(t.app, who.cookie, [{ product_id: product.id, quantity: 2 }])).json().data.order;
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/payment/create-phonepe-payment', headers: { cookie: who.cookie }, payload: { orderId: order._id } });
  expect(res.statusCode).toBe(200);
  const { payment, phonepeResponse } = res.json().data.response;
  return { product, order, payment, redirectUrl: phonepeResponse.redirectUrl as string };
}

const verify = (paymentId: string, cookie = asha.cookie) =>
  t.app.inject({ method: 'POST', url: '/api/v1/payment/verify-phonepe-payment', headers: { cookie }, payload: { paymentId } });
const choose = (redirectUrl: string, outcome: string) =>
  t.app.inject({ method: 'POST', url: redirectUrl, payload: `outcome=${outcome}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const orderOf = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/order/${id}`, headers: { cookie: asha.cookie } })).json().data.order;

describe('paying in the sandbox gateway', () => {
  it('asks for the order total and shows it on the hosted page', async () => {
    const { payment, redirectUrl } = await startPayment();
    expect(payment.amount).toBe(1180); // 2 × ₹500 + 18% GST
    const page = await t.app.inject({ method: 'GET', url: redirectUrl });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Pay ₹1,180.00');
  });

  it('marks the order paid once the payer pays, and verifying again changes nothing', async () => {
    const { order, payment, redirectUrl } = await startPayment();
    const back = await choose(redirectUrl, 'SUCCESS');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment-status/${payment._id}?code=PAYMENT_SUCCESS`);
    const first = await verify(payment._id);
    expect(first.json()).toMatchObject({ message: 'Payment successful!', data: { response: { status: 'SUCCESS', orderId: order._id, amount: 1180 } } });
    const second = await verify(payment._id);
    expect(second.json().data.response.paidAt).toBe(first.json().data.response.paidAt);
    expect(await orderOf(order._id)).toMatchObject({ payment_status: 'Paid', status: 'Confirmed' });
  });

  it('settles once when the notification and the return arrive together', async () => {
    const { order, payment, redirectUrl } = await startPayment();
    const [, ...verifies] = await Promise.all([choose(redirectUrl, 'SUCCESS'), verify(payment._id), verify(payment._id), verify(payment._id)]);
    const settled = verifies.map((r) => r.json().data.response.status).filter((s) => s !== 'PENDING');
    expect(new Set(settled)).toEqual(new Set(['SUCCESS']));
    expect(await orderOf(order._id)).toMatchObject({ payment_status: 'Paid', status: 'Confirmed' });
  });

  it('leaves a failed payment unpaid and gives the stock back', async () => {
    const { product, order, payment, redirectUrl } = await startPayment();
    expect(await stockOf(product.id)).toBe(8);
    await choose(redirectUrl, 'FAILED');
    expect((await verify(payment._id)).json()).toMatchObject({ message: 'Payment verification failed', data: { response: { status: 'FAILED' } } });
    expect(await orderOf(order._id)).toMatchObject({ payment_status: 'Failed', status: 'Cancelled' });
    expect(await stockOf(product.id)).toBe(10);
  });

  it('reports a cancelled payment as cancelled by the user', async () => {
    const { payment, redirectUrl } = await startPayment();
    const back = await choose(redirectUrl, 'CANCELLED');
    expect(back.headers.location).toContain('code=PAYMENT_CANCELLED');
    expect((await verify(payment._id)).json().message).toBe('Payment was cancelled by user');
  });

  it('refuses to start paying an order that is already paid', async () => {
    const { order, redirectUrl } = await startPayment();
    await choose(redirectUrl, 'SUCCESS');
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/payment/create-phonepe-payment', headers: { cookie: asha.cookie }, payload: { orderId: order._id } });
    expect(again.statusCode).toBe(409);
  });
});

describe('the provider notification', () => {
  const notify = (status: object, signature: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/payment/notify', headers: { 'x-sandbox-signature': signature }, payload: status });

  it('refuses a notification with a bad signature and leaves the order unpaid', async () => {
    const { order, payment } = await startPayment();
    const forged = { merchantTransactionId: payment.merchantTransactionId, outcome: 'SUCCESS', amountPaise: 118_000, gatewayTransactionId: 'X' };
    const res = await notify(forged, signStatus('not-the-secret', forged as never));
    expect(res.statusCode).toBe(401);
    expect(await orderOf(order._id)).toMatchObject({ payment_status: 'Pending' });
  });

  it('refuses a signed notification whose amount differs from the order', async () => {
    const { order, payment } = await startPayment();
    const cheap = { merchantTransactionId: payment.merchantTransactionId, outcome: 'SUCCESS' as const, amountPaise: 100, gatewayTransactionId: 'X' };
    const res = await notify(cheap, signStatus(SECRET, cheap));
    expect(res.statusCode).toBe(422);
    expect(await orderOf(order._id)).toMatchObject({ payment_status: 'Pending' });
  });

  it('accepts a signed notification once', async () => {
    const { order, payment } = await startPayment();
    const paid = { merchantTransactionId: payment.merchantTransactionId, outcome: 'SUCCESS' as const, amountPaise: 118_000, gatewayTransactionId: 'G1' };
    const results = await Promise.all([notify(paid, signStatus(SECRET, paid)), notify(paid, signStatus(SECRET, paid))]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await orderOf(order._id)).toMatchObject({ payment_status: 'Paid' });
  });
});

describe('who may pay', () => {
  it("does not let a customer pay or verify another customer's order", async () => {
    const { order, payment } = await startPayment();
    const ravi = await signUpCustomer(t.app, 'Ravi Kumar');
    const pay = await t.app.inject({ method: 'POST', url: '/api/v1/payment/create-phonepe-payment', headers: { cookie: ravi.cookie }, payload: { orderId: order._id } });
    expect(pay.statusCode).toBe(404);
    expect((await verify(payment._id, ravi.cookie)).statusCode).toBe(404);
  });

  it('asks for the payment id with the spec message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/payment/verify-phonepe-payment', headers: { cookie: asha.cookie }, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Payment verification failed: Missing payment details');
  });
});
