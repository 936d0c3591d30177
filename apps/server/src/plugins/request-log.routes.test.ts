/**
 * Logs (issue 32). Attack: personal data in the logs, and request lines no one can tie together.
 * A shopper signs up, places an order, fails a payment, pays on a retry, tracks the order as a
 * guest and reads their own pages, and the background jobs that follow run (invoice, mails),
 * (one fails naming the shopper, as an SMTP server's refusal does), with the app logging at
 * `trace`, its most verbose; every line it wrote is captured and holds
 * none of the shopper's name, e-mail, phone or address. Each reply names its request id in
 * X-Request-Id, and every line written while handling it carries that id.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct, makeServiceArea } from '../test/factories';
import { enqueueJob } from '../modules/jobs/jobs.service';
import { meera, placeOrder } from '../test/orders';
import { choose, startPayment } from '../test/payments';
import { createTestApp, type TestApp } from '../test/test-app';

const lines: string[] = [];
const logStream = { write: (line: string) => void lines.push(line) };
const PERSONAL = [
  meera.name,
  'Meera',
  'Iyer',
  meera.email,
  'meera.iyer',
  meera.phone,
  '7 Lavelle Road',
  'Lavelle',
  'Ashok Nagar',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logStream, env: { LOG_LEVEL: 'trace' } });
});
afterAll(() => t.close());

/** Every reply the walk got, with the request id it named. */
const replies: { url: string; requestId: string }[] = [];

async function call(options: InjectOptions & { url: string }) {
  const res = await t.app.inject(options);
  replies.push({ url: options.url, requestId: String(res.headers['x-request-id']) });
  return res;
}

/** Signs Meera up, places her order, fails a payment and pays on the retry; the jobs that follow run. */
async function buyWithAFailedPayment(): Promise<void> {
  await makeServiceArea(t.db, meera.pincode);
  const product = await makeProduct(t.db, { categoryId: (await makeCategory(t.db)).id });
  const signup = await call({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: { name: meera.name, email: meera.email, password: 'Maker@2026', phone: meera.phone },
  });
  expect(signup.statusCode).toBe(201);
  const cookie = signup.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  // The same e-mail again: refused, and the refusal logged without it.
  const again = { name: meera.name, email: meera.email, password: 'Maker@2026', phone: meera.phone };
  expect((await call({ method: 'POST', url: '/api/v1/auth/signup', payload: again })).statusCode).toBe(409);
  const order = await placeOrder(t.app, cookie, [{ product_id: product.id, quantity: 1 }], meera);
  expect(order.statusCode).toBe(201);
  const orderId: string = order.json().data.order._id;
  const failed = await startPayment(t.app, cookie, orderId);
  await choose(t.app, failed.redirectUrl, 'FAILED');
  const verify = { method: 'POST', url: '/api/v1/payment/verify-phonepe-payment', headers: { cookie } } as const;
  expect((await call({ ...verify, payload: { paymentId: failed.paymentId } })).json().message).toBe(
    'Payment verification failed',
  );
  const retry = await startPayment(t.app, cookie, orderId);
  await choose(t.app, retry.redirectUrl, 'SUCCESS');
  expect((await call({ ...verify, payload: { paymentId: retry.paymentId } })).statusCode).toBe(200);
  // A job that fails naming the shopper, as an SMTP server refusing a recipient does.
  t.app.jobs.register('test.refused', async () => {
    throw new Error(`550 5.1.1 <${meera.email}> recipient rejected (SMS ${meera.phone} failed)`);
  });
  await enqueueJob(t.db, { name: 'test.refused', payload: {}, maxAttempts: 2 });
  await t.app.jobs.runDue();
  const userId: string = signup.json().data.user._id;
  for (const url of [`/api/v1/order/${orderId}`, `/api/v1/user/${userId}`, '/api/v1/addresses', '/profile'])
    expect((await call({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(200);
  const track = { orderId: orderId.slice(-8).toUpperCase(), contactInfo: meera.email };
  expect((await call({ method: 'POST', url: '/api/v1/order/track-guest', payload: track })).statusCode).toBe(200);
}

describe('the log of a purchase with a failed payment', () => {
  it("holds none of the shopper's name, e-mail, phone or address", async () => {
    await buyWithAFailedPayment();
    const log = lines.join('');
    // The walk was logged: requests, the payment's failure, the jobs.
    expect(lines.length).toBeGreaterThan(20);
    expect(log).toContain('job failed, will retry: 550 5.1.1 <[redacted]> recipient rejected (SMS [redacted] failed)');
    for (const personal of PERSONAL)
      expect({ personal, found: log.includes(personal) }).toEqual({ personal, found: false });
  });

  it('every reply names its request id, and every line of that request carries it', () => {
    const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    for (const { url, requestId } of replies) {
      expect(requestId).toMatch(/^req-[0-9a-z]+$/);
      const own = entries.filter((entry) => entry.reqId === requestId);
      expect({ url, messages: own.map((entry) => entry.msg) }).toEqual({
        url,
        messages: expect.arrayContaining(['incoming request', 'request completed']),
      });
    }
    // Request ids are not reused, and a request's lines all say which request they belong to.
    expect(new Set(replies.map((reply) => reply.requestId)).size).toBe(replies.length);
    const requestLines = entries.filter(
      (entry) => entry.msg === 'incoming request' || entry.msg === 'request completed',
    );
    expect(requestLines.every((entry) => typeof entry.reqId === 'string')).toBe(true);
  });
});
