/**
 * The Dashboard (admin spec §2; issue 9): after a customer pays for an order, staff find it among
 * the recent orders and the charts (revenue per day, top products, statuses) drawn from it; on a
 * phone the sidebar hides behind a menu button; and the storefront never loads the admin's code
 * (Recharts comes with the dashboard's own chunk).
 */
import { expect, test, type Page } from './fixtures';

async function payForAnOrderByApi(page: Page): Promise<{ id: string; productName: string }> {
  expect(
    (
      await page.request.post('/api/v1/auth/login', {
        data: { email: 'customer@makershop.in', password: 'Customer@123' },
      })
    ).status(),
  ).toBe(200);
  const product = (
    await (
      await page.request.post('/api/v1/product/list', { data: { pageSize: 1, filters: { search: 'DHT22' } } })
    ).json()
  ).data.productList[0];
  const placed = await page.request.post('/api/v1/order/new', {
    data: {
      order: {
        products: [{ product_id: product._id, quantity: 1 }],
        shippingAddress: '221B MG Road',
        name: 'Demo Customer',
        email: 'customer@makershop.in',
        phone: '9876543210',
        pincode: '560001',
        city: 'Bengaluru',
        state: 'Karnataka',
      },
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()).data.order;
  const payment = (
    await (await page.request.post('/api/v1/payment/create-phonepe-payment', { data: { orderId: order._id } })).json()
  ).data.response;
  await page.request.post(payment.phonepeResponse.redirectUrl, { form: { outcome: 'SUCCESS' }, maxRedirects: 0 });
  return { id: order._id, productName: product.product_name };
}

async function signIn(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill('admin@makershop.in');
  await page.getByLabel('Password', { exact: true }).fill('Admin@12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
}

test('the dashboard shows its counts and charts from a paid order', async ({ page, browser }) => {
  const shopper = await browser.newContext();
  const order = await payForAnOrderByApi(await shopper.newPage());
  await shopper.close();

  await signIn(page);
  const counts = page.getByRole('definition');
  await expect(counts.first()).not.toHaveText('0');
  await expect(page.getByTestId('revenue-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('status-chart').locator('.recharts-pie-sector').first()).toBeVisible();
  await expect(page.getByTestId('top-products-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Top products by revenue' }).getByRole('rowheader', { name: order.productName }),
  ).toBeAttached();
  await expect(page.getByRole('region', { name: 'Recent orders' })).toContainText(
    `#${order.id.slice(-6).toUpperCase()}`,
  );
  await expect(page.getByRole('region', { name: 'Low stock' })).toBeVisible();
});

test('on a phone the sidebar opens from the menu button, grouped, with a link to the shop', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav.getByRole('group', { name: 'Settings' }).getByRole('link', { name: 'Audit log' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Back to shop' })).toBeVisible();
  await nav.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/orders$/);
  await expect(nav).toBeHidden();
});

test('the storefront loads no admin code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(`${response.url()}\n${await response.text().catch(() => '')}`);
  });
  await page.goto('/');
  await page.goto('/allproducts');
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script.split('\n')[0]).not.toMatch(/dashboard-page|admin/);
    expect(script).not.toContain('recharts-wrapper');
  }
});
