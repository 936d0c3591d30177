/**
 * Guest tracking shows the sandbox courier's events as they advance (issue 8, decision 032). The
 * suite's server runs no background jobs (playwright.config.ts), so this spec starts its own on
 * its worker's port + 1 with the job runner in process, sets the sandbox courier's pace to 2 s a step, pays
 * an order, and watches the open tracking view pick up Manifested … Delivered at its 30 s refreshes
 * (Playwright's clock moves the page's time; the server's real time moves the parcel).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from './fixtures';
import { E2E_BASE_PORT, serverPort } from './server-port';

let PORT: number;
let ORIGIN: string;
let server: ChildProcess;

test.beforeAll(async () => {
  PORT = serverPort(E2E_BASE_PORT, test.info().parallelIndex) + 1;
  ORIGIN = `http://127.0.0.1:${PORT}`;
  test.setTimeout(180_000);
  server = spawn(process.execPath, ['--import', 'tsx', 'serve.ts'], {
    cwd: import.meta.dirname,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', JOBS_IN_PROCESS: 'true', TRUST_PROXY: '127.0.0.1' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 170; i++) {
    const up = await fetch(`${ORIGIN}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the jobs server did not start');
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
});

test('guest tracking shows the sandbox courier moving the parcel, with the waybill and its link', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `courier-${Date.now() % 1_000_000_000}@example.in`;
  const staff = await browser.newContext({ baseURL: ORIGIN });
  expect(
    (
      await staff.request.post('/api/v1/admin/login', {
        data: { email: 'admin@makershop.in', password: 'Admin@12345' },
      })
    ).ok(),
  ).toBe(true);
  expect((await staff.request.patch('/api/v1/admin/settings', { data: { sandboxCourierStepSeconds: 2 } })).ok()).toBe(
    true,
  );
  await staff.close();

  const buyer = await browser.newContext({ baseURL: ORIGIN });
  const api = buyer.request;
  expect(
    (await api.post('/api/v1/auth/login', { data: { email: 'customer@makershop.in', password: 'Customer@123' } })).ok(),
  ).toBe(true);
  const product = (
    await (await api.post('/api/v1/product/list', { data: { pageSize: 1, filters: { search: 'DHT22' } } })).json()
  ).data.productList[0];
  const address = {
    shippingAddress: '221B MG Road',
    name: 'Guest Buyer',
    pincode: '560001',
    city: 'Bengaluru',
    state: 'Karnataka',
    email,
    phone: '9812345670',
  };
  const placed = await api.post('/api/v1/order/new', {
    data: { order: { products: [{ product_id: product._id, quantity: 1 }], ...address } },
  });
  const orderId = (await placed.json()).data.order._id as string;
  const started = (await (await api.post('/api/v1/payment/create-phonepe-payment', { data: { orderId } })).json()).data
    .response;
  await api.post(started.phonepeResponse.redirectUrl, { form: { outcome: 'SUCCESS' } });
  await api.post('/api/v1/payment/verify-phonepe-payment', {
    data: { paymentId: started.payment._id, merchantTransactionId: started.payment.merchantTransactionId },
  });
  // The shipment job books a waybill within a poll or two.
  await expect
    .poll(async () => (await (await api.get(`/api/v1/order/${orderId}`)).json()).data.order.waybill, {
      timeout: 20_000,
    })
    .toMatch(/^[0-9]{14}$/);
  const order = (await (await api.get(`/api/v1/order/${orderId}`)).json()).data.order;
  await buyer.close();

  // The courier's tracking link is our own page with the order id filled in, as a path on the
  // shop: it keeps the shopper on the host they reached the shop at (issue 27 item 12).
  expect(order.trackingUrl).toMatch(/^\/track-order\?waybill=[0-9]{14}&order=[0-9A-Z]{8}$/);
  await page.clock.install();
  await page.goto(new URL(order.trackingUrl, ORIGIN).toString());
  const short = orderId.slice(-8).toUpperCase();
  await expect(page.getByLabel('Order ID')).toHaveValue(short);
  await page.getByLabel('Email or phone').fill(email);
  await page.getByRole('button', { name: 'Track Order' }).click();
  const card = page.getByRole('article', { name: `Order ${short}` });
  await expect(card.getByText(order.waybill)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Live tracking' })).toHaveAttribute('href', order.trackingUrl);
  await expect(card.getByRole('link', { name: 'Live tracking' })).not.toHaveAttribute('target', '_blank');
  const timeline = card.getByRole('list', { name: 'Order timeline' });
  // The first poll of the courier (one step after booking) stores Manifested; a refresh shows it.
  await expect(async () => {
    await page.clock.fastForward(30_000);
    await expect(timeline.getByText('Manifested')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 40_000 });

  // Each 30 s refresh shows what the courier reported by then, until the parcel is delivered.
  await expect(async () => {
    await page.clock.fastForward(30_000);
    await expect(timeline.getByText('Delivered')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 40_000 });
  for (const step of ['Picked up', 'In transit', 'Out for delivery'])
    await expect(timeline.getByText(step)).toBeVisible();
  await expect(card.locator('header').getByText('Delivered', { exact: true })).toBeVisible();
});
