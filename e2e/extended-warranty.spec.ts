/**
 * Extended warranty sold per line (issue 10, docs/decisions/039): a shopper ticks "Add extended
 * warranty" on a board's page, the cart and checkout show it with its price, the shopper pays in
 * the sandbox, and staff Order Management shows "Extended warranty" Yes with the total warranty.
 */
import { expect, test } from './fixtures';

const BOARD = 'ESP32 DevKit V1 30-Pin';

test('a shopper buys a board with its extended warranty; the cart, checkout and staff Order Management show it', async ({
  page,
  browser,
}) => {
  const run = Date.now().toString(36).toUpperCase();
  // Names are letters and spaces only (auth.schemas.ts): the run's digits become letters.
  const name = `Warranty ${[...run].map((c) => (/\d/.test(c) ? String.fromCharCode(65 + Number(c)) : c)).join('')} Shopper`;
  const email = `warranty.${run.toLowerCase()}@example.in`;
  await test.step('sign up', async () => {
    const signup = await page.request.post('/api/v1/auth/signup', {
      data: { name, email, password: 'Maker@2026', phone: '9810000077' },
    });
    expect(signup.status()).toBe(201);
  });

  await test.step('tick the extended warranty on the product page and add the board', async () => {
    const list = await page.request.post('/api/v1/product/list', { data: { pageSize: 1, filters: { search: BOARD } } });
    const product = (await list.json()).data.productList[0];
    await page.goto(`/product/${product._id}`);
    const box = page.getByRole('checkbox', { name: /^Add extended warranty: \+12 months for ₹[\d,.]+ per unit/ });
    await expect(box).not.toBeChecked();
    await box.check();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added to cart successfully!')).toBeVisible();
  });

  await test.step('the cart line shows the warranty with its price and a way to remove it', async () => {
    await page.goto('/cart');
    const items = page.getByRole('list', { name: 'Cart items' });
    await expect(items.getByText('Extended warranty: +12 months')).toBeVisible();
    await expect(items.getByText(/^1 × ₹[\d,.]+ \+ 18% GST = ₹[\d,.]+$/)).toBeVisible();
    await expect(page.getByText('Extended warranty before GST')).toBeVisible();
    // Removing and adding it back from the cart.
    await items.getByRole('button', { name: /^Remove warranty/ }).click();
    await expect(page.getByText('Extended warranty before GST')).toHaveCount(0);
    await items.getByRole('button', { name: /^Add extended warranty: \+12 months/ }).click();
    await expect(page.getByText('Extended warranty before GST')).toBeVisible();
  });

  await test.step('checkout shows it, and the shopper pays in the sandbox', async () => {
    await page.goto('/checkout');
    await page.getByLabel('Address', { exact: true }).fill('7 Residency Road');
    await page.getByLabel('Pincode').fill('560038');
    await expect(page.getByLabel('City')).not.toHaveValue('');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByRole('radio', { name: /7 Residency Road/ })).toBeChecked();
    await expect(page.getByText(/^Extended warranty \+12 months: 1 × ₹/)).toBeVisible();
    await expect(page.getByText('Extended warranty before GST')).toBeVisible();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  });

  await test.step('staff Order Management shows Extended warranty Yes and the total warranty', async () => {
    const staff = await browser.newContext();
    const admin = await staff.newPage();
    await admin.goto('/admin-login');
    await admin.getByLabel('Email').fill('warranty.admin@makershop.in');
    await admin.getByLabel('Password', { exact: true }).fill('Admin@12345');
    await admin.getByRole('button', { name: 'Login' }).click();
    await expect(admin).toHaveURL(/\/admin-dashboard$/);
    await admin.goto(`/admin-dashboard/orders?q=${encodeURIComponent(name)}`);
    const list = admin.getByRole('region', { name: 'Orders' });
    await expect(list.locator('tbody[data-order-id]')).toHaveCount(1);
    const row = list.locator('tbody[data-order-id]').getByRole('row').first();
    await expect(row).toContainText(BOARD);
    // 6 months of the board's own + 12 extended = 1.5 years; the extended warranty column reads Yes.
    await expect(row).toContainText('1.5 years');
    await expect(row.getByRole('cell', { name: 'Yes', exact: true })).toBeVisible();
    await staff.close();
  });
});
