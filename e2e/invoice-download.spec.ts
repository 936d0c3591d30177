/**
 * A customer downloads the GST tax invoice of their paid order from Your Orders (issue 10): the
 * invoice is issued by its job once the payment is captured, and the PDF is theirs to save.
 */
import { readFile } from 'node:fs/promises';
import { payForOneDht22, signInDemoCustomer } from './checkout-steps';
import { expect, test } from './fixtures';

test('a customer pays for an order and downloads its invoice from Your Orders', async ({ page }) => {
  await signInDemoCustomer(page);
  const orderId = (await payForOneDht22(page))._id;
  // The invoice job runs in the background: it is there within a few seconds of the payment.
  await expect
    .poll(async () => (await page.request.get(`/api/v1/order/${orderId}/invoice`)).status(), { timeout: 15_000 })
    .toBe(200);

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
