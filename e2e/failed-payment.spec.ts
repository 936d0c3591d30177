/**
 * A failed payment leaves the order unpaid and Pending with its unit still held (issue 26): what
 * the shopper is told ("your items are still held") is true, and the retry pays the same order.
 */
import { expect, test } from './fixtures';

test('a failed payment leaves the order unpaid, Pending and its unit held', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('customer@makershop.in');
  await page.getByLabel('Password', { exact: true }).fill('Customer@123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();

  const list = await page.request.post('/api/v1/product/list', { data: { pageSize: 1, filters: { search: 'DHT22' } } });
  const product = (await list.json()).data.productList[0];
  const stockBefore: number = product.no_of_product_instock;

  await page.goto(`/product/${product._id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /221B MG Road/ })).toBeChecked();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Fail payment' }).click();

  await expect(page.getByText('Payment verification failed').first()).toBeVisible();
  const after = await page.request.get(`/api/v1/product/${product._id}`);
  expect((await after.json()).data.product.no_of_product_instock).toBe(stockBefore - 1);
  const orders = (await (await page.request.post('/api/v1/order/my-orders', { data: {} })).json()).data;
  expect(orders[0]).toMatchObject({ payment_status: 'Failed', status: 'Pending' });
  // The cart is kept so the shopper can try again.
  await page.goto('/cart');
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
});
