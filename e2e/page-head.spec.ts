/**
 * The server-rendered <head> and the HTTP status of pages, and the client keeping document.title
 * in step on navigation (issue 6 "Every page"). The head's contents are checked in detail by
 * apps/server/src/modules/seo/seo.routes.test.ts; here a real browser loads the real build.
 */
import { expect, test } from './fixtures';

test('an unknown path answers 404 with the 404 page of the app; navigating inside the app updates the title', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found | MakerShop');
  await expect(page.getByText('The page you were looking for does not exist or has moved.')).toBeVisible();
  await page.getByRole('link', { name: 'Browse Products' }).click();
  await expect(page).toHaveTitle('All Products | MakerShop');
  await page.goBack();
  await expect(page).toHaveTitle('Page not found | MakerShop');
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveTitle('MakerShop: electronics and maker parts');
});

test('a product page is titled by the product and carries its Product JSON-LD; an unknown product is a 404', async ({
  page,
}) => {
  const list = await page.request.post('/api/v1/product/list', { data: { pageSize: 1, filters: { search: 'DHT22' } } });
  const product = (await list.json()).data.productList[0];
  const response = await page.goto(`/product/${product._id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${product.product_name} | MakerShop`);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.map((text) => JSON.parse(text)['@type'])).toEqual(['Product', 'BreadcrumbList']);

  const missing = await page.goto('/product/no-such-product');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('Product not found')).toBeVisible();
  await expect(page).toHaveTitle('Product not found | MakerShop');
});
