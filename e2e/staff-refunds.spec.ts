/**
 * Staff see what went wrong (issue 5): a SuperAdmin opens Background jobs and finds no failed
 * job; a customer pays for an order, staff cancel it, and the paid money becomes a refund due:
 * the orders' "Refund due" filter shows the order with its badge, the refund job waits in the
 * jobs list, and the customer reads that the payment is being refunded. The browser-test server
 * runs no background jobs (playwright.config.ts), so the refund stays due while we look.
 */
import { payForOneDht22, signInDemoCustomer } from './checkout-steps';
import { expect, test, type Page } from './fixtures';

async function payForAnOrder(page: Page): Promise<string> {
  await signInDemoCustomer(page);
  const order = await payForOneDht22(page);
  expect(order).toMatchObject({ status: 'Confirmed', payment_status: 'Paid', refund_due: false });
  return order._id;
}

test('staff see failed jobs, and a paid order they cancel shows as refund due', async ({ page, browser }) => {
  // Two sign-ins, a purchase and two admin screens: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const staff = await browser.newContext();
  const admin = await staff.newPage();

  await test.step('a SuperAdmin signs in and finds no failed background job', async () => {
    await admin.goto('/admin-login');
    await admin.getByLabel('Email').fill('admin@makershop.in');
    await admin.getByLabel('Password', { exact: true }).fill('Admin@12345');
    await admin.getByRole('button', { name: 'Login' }).click();
    await expect(admin).toHaveURL(/\/admin-dashboard$/);
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Background jobs' }).click();
    await expect(admin.getByRole('heading', { name: 'Background jobs' })).toBeVisible();
    await expect(admin.getByLabel('Status', { exact: true })).toHaveValue('failed');
    await expect(admin.getByText('No failed jobs')).toBeVisible();
  });

  const orderId = await test.step('a customer pays for an order', () => payForAnOrder(page));
  const short = orderId.slice(-6).toUpperCase();

  await test.step('staff cancel the paid order', async () => {
    // A fresh load: the list staff saw before the purchase may still be cached for a few seconds.
    await admin.goto('/admin-dashboard/orders');
    await admin.getByRole('button', { name: `Change status of order ${short}, now Confirmed` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Update Order Status' });
    await dialog.getByLabel('Status', { exact: true }).selectOption('Cancelled');
    // Cancelling a paid order refunds it: the lifecycle makes it an unusual step, confirmed with the spec's warning.
    await expect(
      dialog.getByText('Moving an order from Confirmed to Cancelled is unusual; you will be asked to confirm.'),
    ).toBeVisible();
    const asked: string[] = [];
    admin.once('dialog', (confirm) => {
      asked.push(confirm.message());
      void confirm.accept();
    });
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await expect(admin.getByText('Order status updated to Cancelled successfully!')).toBeVisible();
    expect(asked).toEqual([
      'Warning: Changing status from Confirmed to Cancelled is unusual. Are you sure you want to proceed?',
    ]);
  });

  await test.step('the Refund due filter shows the order with its badge', async () => {
    const list = admin.getByRole('region', { name: 'Orders' });
    await admin.getByLabel('Refunds').selectOption('Refund due');
    await expect(admin).toHaveURL(/[?&]refund=due/);
    const row = list.getByRole('row').filter({ hasText: `#${short}` });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Refund due')).toBeVisible();
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Change status of order ${short}, now Cancelled` })).toBeVisible();
    // Every order the filter shows has a refund due.
    // Polled as a whole: the filtered list may still be replacing the unfiltered one when first read.
    // Counted per order: an order is one <tbody> of as many rows as it has product lines.
    await expect
      .poll(
        async () => (await list.locator('tbody[data-order-id]').count()) - (await list.getByText('Refund due').count()),
      )
      .toBe(0);
  });

  await test.step('the reload keeps the filter, and the refund job waits in Background jobs', async () => {
    await admin.reload();
    await expect(admin.getByLabel('Refunds')).toHaveValue('due');
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Background jobs' }).click();
    // The jobs screen loads lazily: wait for it before using its filter (the orders screen has 'Order status' too).
    await expect(admin.getByRole('heading', { name: 'Background jobs', level: 1 })).toBeVisible();
    await admin.getByLabel('Status', { exact: true }).selectOption('Pending');
    await expect(admin).toHaveURL(/[?&]status=pending/);
    // Earlier specs may have left refund jobs of their own (a customer cancelling a paid order):
    // this order's is among them, each waiting with no attempt made.
    const refundJob = admin
      .getByRole('region', { name: 'Jobs' })
      .getByRole('row')
      .filter({ hasText: 'Refund a payment' })
      .first();
    await expect(refundJob).toBeVisible();
    await expect(refundJob.getByText('payments.refund')).toBeVisible();
    await expect(refundJob.getByText('0 / 8')).toBeVisible();
  });

  await test.step('the customer reads that the payment is being refunded', async () => {
    await page.goto('/profile?section=orders');
    const card = page.getByRole('article', { name: `Order ${orderId.slice(-8).toUpperCase()}` });
    await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(card.getByText('Order cancelled — your payment is being refunded to you.')).toBeVisible();
  });

  await staff.close();
});
