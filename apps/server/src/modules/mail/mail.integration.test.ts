import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMailbox } from '../../db/schema/mail';
import { jobsKeyed } from '../../test/jobs';
import { moneyOf, providerCaptures } from '../../test/payments';
import { issueRefund } from '../payments/refunds.service';
import { makeCategory, makeProduct, makeServiceArea } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { signInStaff, signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let asha: SignedIn;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  await makeServiceArea(t.db, '560038');
  categoryId = (await makeCategory(t.db)).id;
});
afterAll(() => t.close());

const mailTo = async (to: string) => (await t.db.select().from(devMailbox)).filter((m) => m.to === to);

/** A new shopper places each order (a customer may hold only a few unpaid orders); `pay` pays as them. */
async function orderFor(email: string, name = 'Asha Rao', stock = 10) {
  asha = await signUpCustomer(t.app);
  const product = await makeProduct(t.db, {
    categoryId,
    productName: 'ESP32 DevKitC',
    pricePaise: 50_000,
    mrpPaise: 60_000,
    stock,
  });
  return placeOrder(t.app, asha.cookie, [{ product_id: product.id, quantity: 2 }], { email, name });
}

async function pay(orderId: string, outcome: 'SUCCESS' | 'FAILED') {
  const { payment } = await payWithoutReturn(orderId, outcome);
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/verify-phonepe-payment',
    headers: { cookie: asha.cookie },
    payload: { paymentId: payment._id },
  });
}

/** Starts a sandbox payment and presses `outcome` on its page (which notifies the shop); no result page. */
async function payWithoutReturn(orderId: string, outcome: 'SUCCESS' | 'FAILED') {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/create-phonepe-payment',
    headers: { cookie: asha.cookie },
    payload: { orderId },
  });
  const { payment, phonepeResponse } = created.json().data.response;
  await t.app.inject({
    method: 'POST',
    url: phonepeResponse.redirectUrl,
    payload: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { payment: payment as { _id: string; merchantTransactionId: string } };
}

describe('the "order placed" mail', () => {
  it('lands in the development mailbox with an HTML and a text part and the support contact', async () => {
    const res = await orderFor('placed@example.in');
    expect(res.statusCode).toBe(201);
    expect(await mailTo('placed@example.in')).toHaveLength(0);

    expect(await t.app.jobs.runDue()).toBeGreaterThanOrEqual(1);

    const [message] = await mailTo('placed@example.in');
    expect(message!.subject).toMatch(/^Order [0-9A-F]{8} placed with MakerShop$/);
    expect(message!.from).toBe('MakerShop <support@makershop.in>');
    expect(message!.html).toContain('2 × ESP32 DevKitC');
    expect(message!.text).toContain('2 x ESP32 DevKitC');
    for (const part of [message!.html, message!.text]) {
      expect(part).toContain('₹1,180.00');
      expect(part).toContain('support@makershop.in');
      expect(part).toContain('+91 120 4567 890');
    }
    expect(message!.html).toMatch(/^<!doctype html>/);
  });

  it('is sent once even when the runner is asked again', async () => {
    await orderFor('once@example.in');
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    expect(await mailTo('once@example.in')).toHaveLength(1);
  });

  it('is not sent for an order that was refused', async () => {
    const res = await orderFor('refused@example.in', 'Asha Rao', 1);
    expect(res.statusCode).toBe(409);
    await t.app.jobs.runDue();
    expect(await mailTo('refused@example.in')).toHaveLength(0);
  });

  it('escapes what the customer typed', async () => {
    await orderFor('escape@example.in', '<img src=x onerror=alert(1)>');
    await t.app.jobs.runDue();
    const [message] = await mailTo('escape@example.in');
    expect(message!.html).not.toContain('<img src=x');
    expect(message!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('carries the support contact staff set', async () => {
    const admin = await signInStaff(t.app, t.db, 'SuperAdmin');
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/settings',
      headers: { cookie: admin.cookie },
      payload: { supportEmail: 'help@makershop.in' },
    });
    expect(saved.statusCode).toBe(200);
    await orderFor('contact@example.in');
    await t.app.jobs.runDue();
    const [message] = await mailTo('contact@example.in');
    expect(message!.text).toContain('help@makershop.in');
    expect(message!.from).toBe('MakerShop <help@makershop.in>');
  });
});

describe('payment mails', () => {
  it('tells the customer their payment was received', async () => {
    const order = (await orderFor('paid@example.in')).json().data.order;
    await pay(order._id, 'SUCCESS');
    await t.app.jobs.runDue();
    const subjects = (await mailTo('paid@example.in')).map((m) => m.subject);
    expect(subjects).toContain(`Order ${order._id.slice(-8).toUpperCase()} confirmed: payment received`);
  });

  it('confirms the paid order in full: its lines, GST, shipping, total and paid amount, with links back to the shop', async () => {
    const order = (await orderFor('confirm@example.in')).json().data.order;
    await pay(order._id, 'SUCCESS');
    await t.app.jobs.runDue();
    const confirmed = (await mailTo('confirm@example.in')).find((m) => m.subject.includes('confirmed'))!;
    for (const part of [confirmed.html, confirmed.text]) {
      expect(part).toContain('ESP32 DevKitC');
      // 2 × ₹590.00 incl. GST (₹500.00 + 18%) = ₹1,180.00: the unit the shopper saw × quantity is the line (decision 055).
      expect(part).toContain('₹590.00 incl. GST');
      expect(part).toContain('₹1,180.00');
      expect(part).toContain('GST');
      expect(part).toContain('Shipping');
      expect(part).toContain('Paid');
      expect(part).toContain('/track-order');
      expect(part).toContain('/profile?section=orders');
    }
    expect(confirmed.text).toContain('2 x ESP32 DevKitC');
  });

  it('queues the confirmation once, however often the payment is verified or notified', async () => {
    const order = (await orderFor('once@example.in')).json().data.order;
    const { payment } = await payWithoutReturn(order._id, 'SUCCESS');
    const verify = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payment/verify-phonepe-payment',
        headers: { cookie: asha.cookie },
        payload: { paymentId: payment._id },
      });
    await Promise.all([verify(), verify(), providerCaptures(t.app, t.db, payment.merchantTransactionId)]);
    await verify();
    expect(await jobsKeyed(t.db, `mail:payment-received:${payment._id}`)).toHaveLength(1);
    await t.app.jobs.runDue();
    expect((await mailTo('once@example.in')).filter((m) => m.subject.includes('confirmed'))).toHaveLength(1);
  });

  it('tells the customer their payment failed', async () => {
    const order = (await orderFor('failed@example.in')).json().data.order;
    await pay(order._id, 'FAILED');
    await t.app.jobs.runDue();
    const failed = (await mailTo('failed@example.in')).find((m) => m.subject.includes('did not go through'));
    expect(failed!.text).toContain('No money was taken');
    // The hold lasts: the retry page is linked in both parts.
    expect(failed!.text).toContain(`/payment-retry/${order._id}`);
    expect(failed!.html).toContain(`/payment-retry/${order._id}`);
    expect(failed!.html).toContain('Retry payment');
    expect((await mailTo('failed@example.in')).filter((m) => m.subject.includes('did not go through'))).toHaveLength(1);
  });

  it('tells the customer a refund was issued, with its amount, once', async () => {
    const staff = await signInStaff(t.app, t.db, 'SuperAdmin');
    const order = (await orderFor('refund@example.in')).json().data.order;
    await pay(order._id, 'SUCCESS');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/${order._id}/update`,
      headers: { cookie: staff.cookie },
      payload: { status: 'Cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    const [due] = (await moneyOf(t.db, order._id)).refunds;
    await Promise.all([1, 2].map(() => issueRefund(t.db, t.app.payments, due!.id)));
    await t.app.jobs.runDue();
    const refunds = (await mailTo('refund@example.in')).filter((m) => m.subject.startsWith('Refund of'));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.subject).toBe(`Refund of ₹1,180.00 issued for order ${order._id.slice(-8).toUpperCase()}`);
    expect(refunds[0]!.text).toContain('We have refunded ₹1,180.00');
    expect(refunds[0]!.html).toContain('/profile?section=orders');
  });
});

describe('/dev/mailbox', () => {
  it('lists the messages and shows one with both parts', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    const [message] = await mailTo('placed@example.in');
    expect(list.body).toContain(`/dev/mailbox/${message!.id}`);

    const one = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${message!.id}` });
    expect(one.body).toContain('Questions? Write to support@makershop.in');
    const html = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${message!.id}/html` });
    expect(html.body).toBe(message!.html);
    expect(html.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers 404 for a message that does not exist, and 400 for a NUL in the id', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/dev/mailbox/0190a0a0-0000-7000-8000-000000000000' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox/%00' })).statusCode).toBe(400);
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 'a-production-secret-of-32-characters-or-more',
        MAIL_SANDBOX: 'true',
        PAYMENTS_SANDBOX: 'true',
        PUBLIC_URL: 'http://localhost:3000',
      },
    });
    try {
      expect(production.app.mailer.kind).toBe('dev-mailbox');
      for (const url of ['/dev/mailbox', '/dev/mailbox/0190a0a0-0000-7000-8000-000000000000']) {
        const res = await production.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain('Development mailbox');
      }
    } finally {
      await production.close();
    }
  });
});
