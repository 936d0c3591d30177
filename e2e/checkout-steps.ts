/**
 * The steps several payment specs share: a signed-in shopper with a saved address (221B MG Road)
 * puts one DHT22 in the cart and reaches the checkout with that address chosen.
 */
import { expect, type Page } from './fixtures';

/** Adds one DHT22 to the cart from its product page and opens /checkout with the saved address checked. */
export async function checkoutWithOneDht22(page: Page): Promise<void> {
  const list = await page.request.post('/api/v1/product/list', { data: { pageSize: 1, filters: { search: 'DHT22' } } });
  const product = (await list.json()).data.productList[0];
  await page.goto(`/product/${product._id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart successfully!')).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /221B MG Road/ })).toBeChecked();
}
