/**
 * A customer downloads the GST tax invoice of their paid order from Your Orders (issue 10): the
 * invoice is issued by its job once the payment is captured, and the PDF is theirs to save.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill('customer@makershop.in');
  await page.getByLabel('Password', { exact: true }).fill('Customer@123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
}

test('a customer pays for an order and downloads its invoice from Your Orders', async ({ page }) => {
  await signIn(page);
  const list = await page.request.post('/api/v1/product/list', { data: { pageSize: 1, filters: { search: 'DHT22' } } });
  const product = (await list.json()).data.productList[0];
  await page.goto(`/product/${product._id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart successfully!')).toBeVisible();
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  const orders = (await (await page.request.post('/api/v1/order/my-orders', { data: {} })).json()).data as { _id: string }[];
  const orderId = orders[0]!._id;
  // The invoice job runs in the background: it is there within a few seconds of the payment.
  await expect.poll(async () => (await page.request.get(`/api/v1/order/${orderId}/invoice`)).status(), { timeout: 15_000 }).toBe(200);

  await page.goto('/profile?section=orders');
  const card = page.getByRole('article', { name: `Order ${orderId.slice(-8).toUpperCase()}` });
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download invoice' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^invoice-MS-\d\d-\d\d-\d{6}\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText('Invoice downloaded successfully')).toBeVisible();
});
