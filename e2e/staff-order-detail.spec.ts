/**
 * Staff open an order's detail page (issue 10 "Order detail for staff"): a customer pays for an
 * order, its invoice is issued and staff book its shipment (the browser-test server runs no
 * background jobs, playwright.config.ts), then a SubAdmin opens /admin-dashboard/orders/:id and
 * sees its line, its payment attempt, the shipment's waybill and the invoice number, downloads
 * the invoice, and goes back to Order Management.
 */
import { readFile } from 'node:fs/promises';
import { seriousViolations } from './axe';
import { payForOneDht22, signInDemoCustomer } from './checkout-steps';
import { expect, test, type Page } from './fixtures';

test.use({ bypassCSP: true });

async function payForAnOrder(page: Page): Promise<string> {
  await signInDemoCustomer(page);
  return (await payForOneDht22(page))._id;
}

test('staff open an order and see its lines, payment attempt, shipment waybill and invoice number', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const orderId = await test.step('a customer pays for an order', () => payForAnOrder(page));
  // The customer's invoice call issues the invoice when its job has not run yet. The server's
  // first PDF loads and subsets the invoice font, seconds of CPU on a busy machine.
  await expect
    .poll(async () => (await page.request.get(`/api/v1/order/${orderId}/invoice`, { timeout: 60_000 })).status(), {
      timeout: 60_000,
    })
    .toBe(200);

  const staff = await browser.newContext({ bypassCSP: true });
  const admin = await staff.newPage();
  await test.step('a SubAdmin signs in and books the shipment', async () => {
    await admin.goto('/admin-login');
    await admin.getByLabel('Email').fill('staff@makershop.in');
    await admin.getByLabel('Password', { exact: true }).fill('Staff@12345');
    await admin.getByRole('button', { name: 'Login' }).click();
    await expect(admin).toHaveURL(/\/admin-dashboard$/);
    const booked = await admin.request.post('/api/v1/order/shipment', { data: { orderId } });
    expect(booked.status()).toBe(200);
  });
  const detail = (await (await admin.request.get(`/api/v1/order/${orderId}/detail`)).json()).data.detail;
  const waybill = detail.shipment.waybill as string;
  const invoiceNumber = detail.invoice.number as string;

  await test.step('the detail page shows each piece', async () => {
    await admin.goto(`/admin-dashboard/orders/${orderId}`);
    await expect(
      admin.getByRole('heading', { level: 1, name: `Order #${orderId.slice(-8).toUpperCase()}` }),
    ).toBeVisible();
    const lines = admin.getByRole('region', { name: 'Lines' });
    await expect(lines.getByText(/^DHT22/)).toBeVisible();
    const payments = admin.getByRole('region', { name: 'Payments' });
    await expect(payments.getByText(/Attempt 1 · sandbox/i)).toBeVisible();
    await expect(payments.getByText('Paid', { exact: true })).toBeVisible();
    const shipment = admin.getByRole('region', { name: 'Shipment' });
    await expect(shipment.getByText(waybill)).toBeVisible();
    await expect(shipment.getByText('Booked', { exact: true })).toBeVisible();
    const documents = admin.getByRole('region', { name: 'Invoice and credit notes' });
    await expect(documents.getByText(invoiceNumber)).toBeVisible();
    await expect(
      admin.getByRole('region', { name: 'Customer and delivery' }).getByText('customer@makershop.in'),
    ).toBeVisible();
    expect(await seriousViolations(admin)).toEqual([]);
  });

  await test.step('staff download the invoice and go back to Order Management', async () => {
    const downloading = admin.waitForEvent('download');
    await admin.getByRole('button', { name: `Download PDF of tax invoice ${invoiceNumber}` }).click();
    const download = await downloading;
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(admin.getByText('Invoice downloaded successfully')).toBeVisible();
    await admin.getByRole('link', { name: 'Back to Order Management' }).click();
    await expect(admin.getByRole('heading', { name: 'Order Management' })).toBeVisible();
  });

  await test.step('an unknown order reads "Order not found"', async () => {
    await admin.goto('/admin-dashboard/orders/019a0000-0000-7000-8000-000000000000');
    await expect(admin.getByText('Order not found')).toBeVisible();
  });
  await staff.close();
});
