/**
 * Moving around the shop inside the app (decision 043: our routes on React Router's declarative
 * API, lib/routing/): a page opened from a link starts at its top; Back returns to where the
 * shopper was on the page before; a page whose code is not loaded yet opens once it is, with the
 * old page kept until then; the admin's paths still answer.
 */
import { expect, test, type Page } from './fixtures';

/** The index of a product card link fully on screen, below the header. */
async function cardOnScreen(page: Page): Promise<number> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main a[href^="/product/"]')).findIndex((link) => {
      const box = link.getBoundingClientRect();
      return box.top > 150 && box.bottom < window.innerHeight - 150;
    }),
  );
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('a product opened from far down the listing starts at its top, and Back returns to the same place', async ({
  page,
}) => {
  await page.goto('/allproducts');
  await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  const before = await scrollY(page);

  const index = await cardOnScreen(page);
  expect(index).toBeGreaterThan(0);
  const card = page.locator('main a[href^="/product/"]').nth(index);
  const id = (await card.getAttribute('href'))!.split('/').pop()!;
  const name: string = (await (await page.request.get(`/api/v1/product/${id}`)).json()).data.product.product_name;
  await card.click();
  // The listing has an h1 too, and stays until the product page has rendered: wait for the product's.
  const productHeading = page.getByRole('heading', { level: 1, name });
  await expect(productHeading).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/allproducts$/);
  await expect.poll(() => scrollY(page)).toBe(before);

  // Forward opens the product again where it was left: at its top.
  await page.goForward();
  await expect(productHeading).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a page whose code has not loaded yet opens from a link, and the 404 page is an app page too', async ({
  page,
}) => {
  await page.goto('/');
  // Track Order's code is not part of the home page's scripts: it loads on the click.
  await page.getByRole('navigation').getByRole('link', { name: 'Track Order' }).first().click();
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Track Order/);

  await page.goto('/no-such-page');
  await expect(page.getByText('The page you were looking for does not exist or has moved.')).toBeVisible();
  await page.getByRole('link', { name: 'Browse Products' }).click();
  await expect(page).toHaveURL(/\/product$/);
  await expect(page.getByText(/product\(s\) found/)).toBeVisible();
});

test("the admin's second spelling of its sign-in path goes to the sign-in page", async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(page.getByLabel(/email/i)).toBeVisible();
});
