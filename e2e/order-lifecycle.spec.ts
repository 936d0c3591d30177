/**
 * The order lifecycle on the staff and account screens (issue 26), on a phone's 390 px and a
 * laptop's 1366 px: a SuperAdmin ships and delivers a paid order through Update Order Status,
 * which then offers no Cancelled (a delivered order is returned, not cancelled) and says so; a
 * change refused by the server (the customer cancelled meanwhile) shows the server's message;
 * the customer copies the order id from Your Orders.
 */
import { CANCEL_DELIVERED, REOPEN_CANCELLED } from '@shop/domain/orders/order-lifecycle.rules';
import { payOrderByApi } from './checkout-steps';
import { expect, test, type Page } from './fixtures';
import { newCustomer, signInSuperAdmin } from './people';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

async function placeOrder(customer: Page): Promise<string> {
  const list = await customer.request.post('/api/v1/product/list', {
    data: { pageSize: 1, filters: { search: 'DHT22' } },
  });
  const product = (await list.json()).data.productList[0];
  const address = {
    name: 'Meera Lifecycle',
    email: 'meera@example.in',
    phone: '9810000077',
    shippingAddress: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
  };
  const placed = await customer.request.post('/api/v1/order/new', {
    data: { order: { products: [{ product_id: product._id, quantity: 1 }], ...address } },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()).data.order._id as string;
}

/** Opens Update Order Status for `orderId` from Order Management, searched by its id. */
async function openStatusDialog(admin: Page, orderId: string, status: string) {
  await admin.goto(`/admin-dashboard/orders?q=${orderId}`);
  await admin
    .getByRole('button', { name: `Change status of order ${orderId.slice(-6).toUpperCase()}, now ${status}` })
    .first()
    .click();
  return admin.getByRole('dialog', { name: 'Update Order Status' });
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('staff move a paid order along the lifecycle; a delivered order offers no cancel; a refusal shows why', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const customer = await newCustomer(browser, viewport, {
        name: 'Meera Lifecycle',
        slug: 'lifecycle',
        tag: `${viewport.width}-${Date.now()}`,
        phone: '9810000077',
      });
      const orderId = await placeOrder(customer);
      await payOrderByApi(customer, orderId);
      await signInSuperAdmin(page);

      await test.step('a paid order is offered Processing, Shipped and Cancelled; staff ship it, then deliver it', async () => {
        let dialog = await openStatusDialog(page, orderId, 'Confirmed');
        const status = dialog.getByLabel('Status', { exact: true });
        expect(await status.locator('option').allTextContents()).toEqual([
          'Confirmed (current)',
          'Processing',
          'Shipped',
          'Cancelled',
        ]);
        await status.selectOption('Shipped');
        await dialog.getByRole('button', { name: 'Update Status' }).click();
        await expect(page.getByText('Order status updated to Shipped successfully!')).toBeVisible();
        dialog = await openStatusDialog(page, orderId, 'Shipped');
        await dialog.getByLabel('Status', { exact: true }).selectOption('Delivered');
        await dialog.getByRole('button', { name: 'Update Status' }).click();
        await expect(page.getByText('Order status updated to Delivered successfully!')).toBeVisible();
      });

      await test.step('a delivered order offers no Cancelled, and the dialog says how it is undone', async () => {
        const dialog = await openStatusDialog(page, orderId, 'Delivered');
        const options = await dialog.getByLabel('Status', { exact: true }).locator('option').allTextContents();
        expect(options).toEqual(['Delivered (current)', 'Shipped']);
        await expect(dialog.getByText(CANCEL_DELIVERED)).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'Update Status' })).toBeDisabled();
        await page.screenshot({ path: `test-results/lifecycle-delivered-${viewport.width}.png` });
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        // Forced past the screen, the server refuses too, and nothing changes.
        const forced = await page.request.post(`/api/v1/order/${orderId}/update`, { data: { status: 'Cancelled' } });
        expect(forced.status()).toBe(409);
        expect((await forced.json()).message).toBe(CANCEL_DELIVERED);
        const order = (await (await page.request.get(`/api/v1/order/${orderId}`)).json()).data.order;
        expect(order).toMatchObject({ status: 'Delivered', payment_status: 'Paid', refund_due: false });
      });

      await test.step('a change the server refuses shows its message: the customer cancelled while the dialog was open', async () => {
        const second = await placeOrder(customer);
        await payOrderByApi(customer, second);
        const dialog = await openStatusDialog(page, second, 'Confirmed');
        expect((await customer.request.post(`/api/v1/order/${second}/cancel`, { data: {} })).status()).toBe(200);
        await dialog.getByLabel('Status', { exact: true }).selectOption('Processing');
        await dialog.getByRole('button', { name: 'Update Status' }).click();
        await expect(page.getByText(REOPEN_CANCELLED)).toBeVisible();
      });

      await test.step('the customer copies the order id from Your Orders', async () => {
        await customer.goto('/profile?section=orders');
        const card = customer.getByRole('article', { name: `Order ${orderId.slice(-8).toUpperCase()}` });
        await card.getByRole('button', { name: 'Copy order ID' }).click();
        await expect(customer.getByText('Order ID copied to clipboard!')).toBeVisible();
        await expect(card.getByRole('button', { name: 'Order ID copied' })).toHaveText('Copied');
        expect(await customer.evaluate(() => navigator.clipboard.readText())).toBe(orderId);
        // The copied state lasts 2 seconds.
        await expect(card.getByRole('button', { name: 'Copy order ID' })).toHaveText('Copy ID', { timeout: 4000 });
        await customer.screenshot({ path: `test-results/lifecycle-account-${viewport.width}.png`, fullPage: false });
      });
      await customer.context().close();
    });
  });
}
