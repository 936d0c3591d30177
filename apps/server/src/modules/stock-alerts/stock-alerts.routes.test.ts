/**
 * Back-in-stock alerts (issue 29) through the real routes on a fresh database: a customer's and a
 * guest's alert, the sweep mailing each once after a restock by any path, the links in the mails,
 * staff's waiting counts, and the attacks (each refused with the envelope, nothing changed).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { devMailbox } from '../../db/schema/mail';
import { stockAlerts } from '../../db/schema/stock-alerts';
import { createManualClock } from '../../lib/clock';
import { makeCategory, makeProduct } from '../../test/factories';
import { signInStaff, signUpCustomer } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { alertToken } from './stock-alert-tokens';

const clock = createManualClock(new Date('2026-11-20T10:00:00+05:30'));
let t: TestApp;
let categoryId: string;
const SECRET = 'test-session-secret-that-is-long-enough-0123456789';
beforeAll(async () => {
  t = await createTestApp({ clock, env: { STOCK_ALERT_SWEEP_SECONDS: '60' } });
  categoryId = (await makeCategory(t.db)).id;
});
afterAll(() => t.close());

let address = 0;
const nextAddress = () => `198.51.100.${(address += 1)}`;

function post(url: string, payload: object | undefined, options: { cookie?: string; from?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    ...(payload !== undefined && { payload }),
    remoteAddress: options.from ?? nextAddress(),
    ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
  });
}

const outOfStock = async (name = 'TMC2209 stepper driver') =>
  (await makeProduct(t.db, { categoryId, productName: name, stock: 0 })).id;

/** The mails queued to `to` with this template, oldest first. */
async function mailsTo(to: string, template: string) {
  const rows = await t.db.select().from(jobs).where(eq(jobs.name, 'mail.send'));
  return rows
    .map((row) => row.payload as { template: string; to: string; data: Record<string, string> })
    .filter((mail) => mail.to === to && mail.template === template);
}

/** Moves the clock past the next sweep slot and runs what is due (the sweep, then its mails). */
async function sweep() {
  clock.advance(61_000);
  await t.app.jobs.runDue();
}

const alertsOf = (email: string) => t.db.select().from(stockAlerts).where(eq(stockAlerts.email, email));

async function quickStock(productId: string, units: number) {
  const admin = await signInStaff(t.app, t.db, 'SuperAdmin');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/product/${productId}/update`,
    headers: { cookie: admin.cookie },
    payload: { product: { no_of_product_instock: units, product_instock: true } },
  });
  expect(res.statusCode).toBe(200);
}

describe('a back-in-stock alert, as a shopper and staff use it', () => {
  it('mails a signed-in customer once when staff restock, and staff see who waits', async () => {
    const productId = await outOfStock();
    const customer = await signUpCustomer(t.app, 'Kavya Menon');
    const asked = await post('/stock-alerts', { productId }, { cookie: customer.cookie });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({
      message: `We will e-mail ${customer.email} when it is back in stock.`,
      data: { alert: { status: 'active', product_id: productId, product_name: 'TMC2209 stepper driver' } },
    });
    // Asking twice keeps one alert.
    expect((await post('/stock-alerts', { productId }, { cookie: customer.cookie })).statusCode).toBe(201);
    expect(await alertsOf(customer.email)).toHaveLength(1);

    const admin = await signInStaff(t.app, t.db, 'SubAdmin');
    const waiting = await post(
      '/admin/stock-alerts/waiting',
      { productIds: [productId, 'other'] },
      { cookie: admin.cookie },
    );
    expect(waiting.json().data).toEqual({ waiting: { [productId]: 1, other: 0 } });

    // Nothing is mailed while the product stays out of stock.
    await sweep();
    expect(await mailsTo(customer.email, 'back-in-stock')).toEqual([]);

    await quickStock(productId, 12);
    await sweep();
    const mails = await mailsTo(customer.email, 'back-in-stock');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.data).toMatchObject({ productId, productName: 'TMC2209 stepper driver' });
    // The mail as sent: a link to the product and the link that stops every alert of the address.
    const [sent] = (await t.db.select().from(devMailbox)).filter((mail) => mail.to === customer.email);
    expect(sent?.subject).toBe('TMC2209 stepper driver is back in stock');
    expect(sent?.text).toContain(`http://localhost:3000/product/${productId}`);
    expect(sent?.text).toContain(
      `Stop all back-in-stock mails to this address: http://localhost:3000/stock-alerts/unsubscribe?token=${encodeURIComponent(alertToken(SECRET, 'unsubscribe', customer.email))}`,
    );
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v1/stock-alerts/mine',
      headers: { cookie: customer.cookie },
    });
    expect(mine.json().data.alerts).toMatchObject([{ product_id: productId, status: 'notified' }]);
    expect(
      (await post('/admin/stock-alerts/waiting', { productIds: [productId] }, { cookie: admin.cookie })).json().data,
    ).toEqual({ waiting: { [productId]: 0 } });

    // Once: a later sweep, or the stock going out and back, mails nothing more.
    await sweep();
    await quickStock(productId, 0);
    await quickStock(productId, 5);
    await sweep();
    expect(await mailsTo(customer.email, 'back-in-stock')).toHaveLength(1);
  });

  it("confirms a guest's alert by the mailed link, then mails when stock comes back by any path", async () => {
    const productId = await outOfStock('BME280 sensor');
    const asked = await post('/stock-alerts', { productId, email: 'Guest.Maker@Example.in' });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({
      message: 'Check guest.maker@example.in: confirm the alert with the link we sent.',
      data: { alert: { status: 'pending', email: 'guest.maker@example.in' } },
    });
    const [confirmMail] = await mailsTo('guest.maker@example.in', 'stock-alert-confirm');
    expect(confirmMail?.data).toMatchObject({ productName: 'BME280 sensor', validDays: 7 });

    // Unconfirmed, the restock mails nothing.
    await t.db.execute(sql`UPDATE products SET stock = 4 WHERE id = ${productId}`);
    await sweep();
    expect(await mailsTo('guest.maker@example.in', 'back-in-stock')).toEqual([]);
    await t.db.execute(sql`UPDATE products SET stock = 0 WHERE id = ${productId}`);

    const confirmed = await post('/stock-alerts/confirm', { token: confirmMail!.data.confirmToken });
    expect(confirmed.json()).toMatchObject({ message: 'Alert confirmed', data: { alert: { status: 'active' } } });
    // A direct change of the stock (no route at all) is found by the sweep too.
    await t.db.execute(sql`UPDATE products SET stock = 4 WHERE id = ${productId}`);
    await sweep();
    expect(await mailsTo('guest.maker@example.in', 'back-in-stock')).toHaveLength(1);
  });

  it('stops every open alert of the address with the link of any mail, also as the one-click form POST', async () => {
    const first = await outOfStock('ESP32-C3 board');
    const second = await outOfStock('OLED 0.96 inch');
    const customer = await signUpCustomer(t.app);
    await post('/stock-alerts', { productId: first }, { cookie: customer.cookie });
    await post('/stock-alerts', { productId: second }, { cookie: customer.cookie });
    const token = alertToken(SECRET, 'unsubscribe', customer.email);

    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/v1/stock-alerts/unsubscribe/one-click?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: nextAddress(),
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json().data).toEqual({ email: customer.email, stopped: 2 });
    expect((await alertsOf(customer.email)).map((row) => row.status)).toEqual(['unsubscribed', 'unsubscribed']);
    // The page's link works again, and stops nothing more.
    expect((await post('/stock-alerts/unsubscribe', { token })).json().data).toEqual({
      email: customer.email,
      stopped: 0,
    });

    await quickStock(first, 3);
    await sweep();
    expect(await mailsTo(customer.email, 'back-in-stock')).toEqual([]);
  });

  it('lets a customer stop one of their own alerts', async () => {
    const productId = await outOfStock();
    const customer = await signUpCustomer(t.app);
    const alert = (await post('/stock-alerts', { productId }, { cookie: customer.cookie })).json().data.alert;
    const stopped = await post(`/stock-alerts/${alert._id}/cancel`, undefined, { cookie: customer.cookie });
    expect(stopped.json()).toMatchObject({ message: 'Alert stopped', data: { alert: { status: 'unsubscribed' } } });
  });
});

describe('back-in-stock alert attacks and bad input', () => {
  it('refuses an alert for a product in stock, an unknown one, and a guest without an e-mail', async () => {
    const inStock = (await makeProduct(t.db, { categoryId, stock: 9 })).id;
    const res = await post('/stock-alerts', { productId: inStock, email: 'a@example.in' });
    expect([res.statusCode, res.json().code, res.json().message]).toEqual([
      409,
      'CONFLICT',
      'This product is in stock: you can order it now.',
    ]);
    expect((await post('/stock-alerts', { productId: 'nope', email: 'a@example.in' })).statusCode).toBe(404);
    const noEmail = await post('/stock-alerts', { productId: await outOfStock() });
    expect([noEmail.statusCode, noEmail.json().message]).toEqual([400, 'Please enter your email address']);
    expect(await alertsOf('a@example.in')).toEqual([]);
  });

  it('refuses bad bodies: a bad e-mail, 1 MB fields, U+0000, unknown fields', async () => {
    const productId = await outOfStock();
    for (const body of [
      { productId, email: 'not-an-email' },
      { productId, email: `${'a'.repeat(1_000_000)}@example.in` },
      { productId: 'x'.repeat(1_000_000), email: 'b@example.in' },
      { productId, email: 'b\u0000@example.in' },
      { productId, email: 'b@example.in', status: 'notified' },
    ]) {
      const res = await post('/stock-alerts', body);
      expect([400, 413]).toContain(res.statusCode);
      expect(res.json()).toMatchObject({ status: 'Error' });
    }
    expect(await alertsOf('b@example.in')).toEqual([]);
  });

  it('limits one e-mail to 10 asks an hour: 100 sign-ups from many addresses queue 10 mails', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const productId = await outOfStock(`Flood ${i}`);
      codes.push((await post('/stock-alerts', { productId, email: 'victim@example.in' })).statusCode);
    }
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 429)).toHaveLength(90);
    expect(await mailsTo('victim@example.in', 'stock-alert-confirm')).toHaveLength(10);
  });

  it('caps an address at 20 open alerts, however the asks are spread out', async () => {
    const email = 'collector@example.in';
    for (let i = 0; i < 20; i += 1) {
      const productId = await outOfStock(`Part ${i}`);
      await t.db.insert(stockAlerts).values({ productId, email, status: 'active', createdAt: clock.now() });
    }
    const productId = await outOfStock('One too many');
    const res = await post('/stock-alerts', { productId, email });
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'This e-mail address already waits for 20 products. Remove one before adding another.',
    ]);
    expect(await alertsOf(email)).toHaveLength(20);
  });

  it('refuses forged, moved and expired links, changing nothing', async () => {
    const productId = await outOfStock();
    await post('/stock-alerts', { productId, email: 'slow.guest@example.in' });
    const [row] = await alertsOf('slow.guest@example.in');
    const good = alertToken(SECRET, 'confirm', row!.id);
    for (const token of [
      alertToken('another-secret-entirely-0123456789', 'confirm', row!.id),
      alertToken(SECRET, 'unsubscribe', row!.id),
      `${good}x`,
      'garbage',
    ]) {
      const res = await post('/stock-alerts/confirm', { token });
      expect([res.statusCode, res.json().code]).toEqual([422, 'UNPROCESSABLE']);
    }
    const forgedUnsubscribe = await post('/stock-alerts/unsubscribe', {
      token: alertToken(SECRET, 'confirm', 'slow.guest@example.in'),
    });
    expect(forgedUnsubscribe.statusCode).toBe(422);
    expect((await alertsOf('slow.guest@example.in'))[0]!.status).toBe('pending');

    clock.advance(8 * 24 * 3600_000);
    const late = await post('/stock-alerts/confirm', { token: good });
    expect(late.json().message).toBe(
      'This link is not valid or has expired. Please ask for the alert again on the product page.',
    );
    expect((await alertsOf('slow.guest@example.in'))[0]!.status).toBe('pending');
  });

  it("refuses the one-click route a JSON body or a wrong form, and another customer's alert", async () => {
    const productId = await outOfStock();
    const owner = await signUpCustomer(t.app);
    const alert = (await post('/stock-alerts', { productId }, { cookie: owner.cookie })).json().data.alert;
    const token = alertToken(SECRET, 'unsubscribe', owner.email);
    const wrongForm = await t.app.inject({
      method: 'POST',
      url: `/api/v1/stock-alerts/unsubscribe/one-click?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=Maybe',
      remoteAddress: nextAddress(),
    });
    expect(wrongForm.statusCode).toBe(400);
    // Forms go to the one-click route only.
    const formElsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stock-alerts/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(token)}`,
      remoteAddress: nextAddress(),
    });
    expect(formElsewhere.statusCode).toBe(415);

    const stranger = await signUpCustomer(t.app);
    const res = await post(`/stock-alerts/${alert._id}/cancel`, undefined, { cookie: stranger.cookie });
    expect(res.statusCode).toBe(404);
    expect((await post(`/stock-alerts/${alert._id}/cancel`, undefined)).statusCode).toBe(401);
    const [row] = await t.db
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.id, alert._id)));
    expect(row!.status).toBe('active');
  });

  it('keeps the waiting counts for staff only', async () => {
    const customer = await signUpCustomer(t.app);
    expect(
      (await post('/admin/stock-alerts/waiting', { productIds: [] }, { cookie: customer.cookie })).statusCode,
    ).toBe(401);
    const admin = await signInStaff(t.app, t.db, 'SubAdmin');
    const tooMany = await post(
      '/admin/stock-alerts/waiting',
      { productIds: Array.from({ length: 101 }, (_, i) => `p${i}`) },
      { cookie: admin.cookie },
    );
    expect(tooMany.statusCode).toBe(400);
  });
});
