/**
 * The walking skeleton end to end: a guest finds an ESP32 board, signs up, pays in the sandbox
 * gateway and sees the order; staff mark it Shipped in the admin; the customer sees Shipped.
 */
import { expect, test, type Page } from './fixtures';

const BOARD = /ESP32 DevKit V1 30-Pin/;

async function signUp(page: Page, email: string) {
  await page.getByLabel('Full name').fill('Kavya Menon');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('9812345678');
  await page.getByLabel('Password', { exact: true }).fill('Maker@2026');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Signup successful')).toBeVisible();
}

test('a guest buys two ESP32 boards, pays in the sandbox, and staff ship the order', async ({ page, browser }) => {
  await test.step('search for ESP32 and open the board', async () => {
    await page.goto('/');
    const search = page.getByLabel('Search products');
    await search.fill('ESP32');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/product\?search=ESP32/);
    await expect(page.getByText(/product\(s\) found/)).toBeVisible();
    await page.getByRole('link', { name: BOARD }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: BOARD })).toBeVisible();
  });

  await test.step('add two to the cart', async () => {
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByLabel('Quantity')).toHaveValue('2');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added to cart successfully!')).toBeVisible();
    await page.getByRole('button', { name: /^Cart\W+\d+ items?$/ }).click();
    await page.getByRole('dialog', { name: 'Current Order' }).getByRole('link', { name: 'View Cart' }).click();
    await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('link', { name: BOARD })).toBeVisible();
  });

  const email = `kavya.${Date.now()}@example.in`;
  await test.step('checkout asks a guest to sign in; the guest signs up', async () => {
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByText('Please login to proceed with checkout')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?from=%2Fcart/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await signUp(page, email);
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  await test.step('save the address and pay in the sandbox', async () => {
    await page.getByLabel('Address', { exact: true }).fill('42, 2nd Cross, Indiranagar');
    await page.getByLabel('Pincode').fill('560038');
    await expect(page.getByLabel('City')).not.toHaveValue('');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByRole('radio', { name: /42, 2nd Cross, Indiranagar/ })).toBeChecked();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    // Two boards at ₹337.29 + 18% GST (₹398 each with GST, within the ₹549 MRP); free delivery above ₹499.
    await expect(page.getByText('₹796.00').first()).toBeVisible();
    await page.getByRole('button', { name: /^Pay ₹796\.00/ }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  });

  let orderShortId = '';
  await test.step('the order is in My Orders, confirmed and paid', async () => {
    await page.getByRole('link', { name: 'View My Orders' }).click();
    const order = page.getByRole('article', { name: /^Order / });
    await expect(order).toHaveCount(1);
    orderShortId = ((await order.getAttribute('aria-label')) ?? '').replace('Order ', '');
    await expect(order.getByText('Confirmed')).toBeVisible();
    await expect(order.getByText('₹796.00')).toBeVisible();
  });

  await test.step('staff sign in and mark the order Shipped', async () => {
    const staff = await browser.newContext();
    const admin = await staff.newPage();
    await admin.goto('/admin-login');
    await admin.getByLabel('Email').fill('admin@makershop.in');
    await admin.getByLabel('Password', { exact: true }).fill('Admin@12345');
    await admin.getByRole('button', { name: 'Login' }).click();
    await expect(admin).toHaveURL(/\/admin-dashboard$/);
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders', exact: true }).click();
    await admin
      .getByRole('button', { name: `Change status of order ${orderShortId.slice(-6)}, now Confirmed` })
      .click();
    const dialog = admin.getByRole('dialog', { name: 'Update Order Status' });
    await dialog.getByLabel('Status', { exact: true }).selectOption('Shipped');
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await expect(admin.getByText('Order status updated to Shipped successfully!')).toBeVisible();
    await staff.close();
  });

  await test.step('the customer sees Shipped', async () => {
    await page.reload();
    await expect(page.getByRole('article', { name: `Order ${orderShortId}` }).getByText('Shipped')).toBeVisible();
  });
});
