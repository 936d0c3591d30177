/**
 * Small storefront pieces of issue 6: the skip link and focus on navigation, the listing's price
 * slider (applied only on Apply, kept in the URL through reload and back), and the floating
 * WhatsApp chat link that the back office never shows.
 */
import { scrollToOrderSummary, signInDemoCustomer } from './checkout-steps';
import { expect, test, type Page } from './fixtures';

/** The number of products the server lists for a price range, asked the way the listing asks. */
async function serverCount(page: Page, min?: number, max?: number): Promise<number> {
  const filters = min === undefined ? {} : { min_price: min, max_price: max };
  const response = await page.request.post('/api/v1/product/list', { data: { pageNum: 1, pageSize: 24, filters } });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.productCount;
}

test('the skip link is the first Tab stop and jumps to the page; navigating focuses the new heading', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Shop By Brands/i })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop By Brands' })).toBeFocused();
});

test('the price slider filters the listing only on Apply, and the URL keeps it through reload and back', async ({
  page,
}) => {
  const all = await serverCount(page);
  const cheap = await serverCount(page, 100, 300);
  expect(cheap).toBeGreaterThan(0);
  expect(cheap).toBeLessThan(all);

  await page.goto('/allproducts');
  await expect(page.getByText(`${all} product(s) found`)).toBeVisible();
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await expect(filters.getByText('₹100 – ₹10,000')).toBeVisible();
  await expect(filters.getByText('(not applied)')).toBeVisible();

  await filters.getByRole('slider', { name: 'Maximum price' }).fill('300');
  await expect(filters.getByText('₹100 – ₹300')).toBeVisible();
  await expect(filters.getByText('(not applied)')).toBeVisible();
  await expect(page.getByText(`${all} product(s) found`)).toBeVisible();
  await expect(page).not.toHaveURL(/max_price/);

  await filters.getByRole('button', { name: 'Apply price' }).click();
  await expect(page).toHaveURL(/min_price=100&max_price=300/);
  await expect(page.getByText(`${cheap} product(s) found`)).toBeVisible();
  await expect(filters.getByText('(applied)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove filter ₹100 – ₹300' })).toBeVisible();

  await page.reload();
  await expect(page.getByText(`${cheap} product(s) found`)).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Maximum price' })).toHaveValue('300');
  await expect(filters.getByText('(applied)')).toBeVisible();

  await page.goBack();
  await expect(page).not.toHaveURL(/max_price/);
  await expect(page.getByText(`${all} product(s) found`)).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Maximum price' })).toHaveValue('10000');
  await expect(filters.getByText('(not applied)')).toBeVisible();
});

test('an empty listing offers Clear All Filters and View All Products', async ({ page }) => {
  await page.goto('/allproducts?search=zzqqxxnothing');
  await expect(page.getByText('No products found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear All Filters' })).toBeVisible();
  await page.getByRole('link', { name: 'View All Products' }).click();
  await expect(page).toHaveURL(/\/allproducts$/);
  await expect(page.getByText(/[1-9]\d* product\(s\) found/)).toBeVisible();
});

test('the chat link is hidden on the admin login', async ({ page }) => {
  await page.goto('/admin-login');
  await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
});

test.describe('the chat link at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('floats on the product page but not over the cart summary or the checkout address form', async ({ page }) => {
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
    await signInDemoCustomer(page);
    const list = await page.request.post('/api/v1/product/list', {
      data: { pageSize: 1, filters: { search: 'DHT22' } },
    });
    await page.goto(`/product/${(await list.json()).data.productList[0]._id}`);
    await expect(chat).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added to cart successfully!')).toBeVisible();

    await page.goto('/cart');
    const summary = page.getByRole('region', { name: 'Summary', exact: true });
    await summary.scrollIntoViewIfNeeded();
    await expect(summary).toBeVisible();
    await expect(chat).toHaveCount(0);

    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Delivery Address' })).toBeVisible();
    await page
      .getByRole('button', { name: /Add (a )?new address/i })
      .first()
      .click();
    await expect(page.getByLabel(/Pincode/i).first()).toBeVisible();
    await expect(chat).toHaveCount(0);
    await scrollToOrderSummary(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).scrollIntoViewIfNeeded();
    await expect(chat).toHaveCount(0);

    // Back on a browsing page it is there again.
    await page.goto('/');
    await expect(chat).toBeVisible();
  });
});
