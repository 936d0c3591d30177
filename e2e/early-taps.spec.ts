/**
 * Taps before the app has hydrated (app/ssr/early-input.ts, docs/decisions/096): a server-rendered
 * page shows before its code has run, as on a phone on a slow network. Here the app's code is held
 * back until the test lets it go: a tapped Add to Cart waits and then adds once, however often it
 * was tapped, and the track order form does not submit as plain HTML (the e-mail in the address
 * bar) but through the app once it is there.
 */
import { TRACK_NOT_FOUND } from '@shop/domain/orders/order-tracking.rules';
import { expect, test, type Page } from './fixtures';

/**
 * A new page of `page`'s context whose app code (the main chunk boot.ts imports) is held back
 * until `release` is called; its goto does not wait for the app, unlike the fixture's.
 */
async function pageWithHeldApp(page: Page): Promise<{ held: Page; release: () => void }> {
  const held = await page.context().newPage();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await held.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { held, release };
}

const appIsReady = (page: Page) => page.evaluate(() => document.documentElement.dataset.app === 'ready');

test('Add to Cart tapped twice before the page has hydrated adds one unit once it has', async ({ page }) => {
  const list = await page.request.post('/api/v1/product/list', { data: { pageSize: 1, filters: { search: 'DHT22' } } });
  const product = (await list.json()).data.productList[0];
  const { held, release } = await pageWithHeldApp(page);
  await held.goto(`/product/${product._id}`, { waitUntil: 'domcontentloaded' });
  const addToCart = held.getByRole('button', { name: 'Add to Cart' }).first();
  await expect(addToCart).toBeVisible();
  await addToCart.click();
  await addToCart.click();
  expect(await appIsReady(held)).toBe(false);
  await expect(held.getByText('Added to cart successfully!')).toHaveCount(0);

  release();
  await expect(held.getByText('Added to cart successfully!')).toBeVisible();
  const cart = await held.evaluate(() => JSON.parse(window.localStorage.getItem('cart') ?? '[]'));
  expect(cart).toEqual([expect.objectContaining({ product_id: product._id, quantity: 1 })]);
});

test('the track order form submitted before the page has hydrated is sent by the app, not as plain HTML', async ({
  page,
}) => {
  const { held, release } = await pageWithHeldApp(page);
  await held.goto('/track-order', { waitUntil: 'domcontentloaded' });
  await held.getByLabel('Order ID').fill('ABCD1234');
  await held.getByLabel('Email or phone').fill('early.tap@example.in');
  await held.getByLabel('Email or phone').press('Enter');
  await held.getByRole('button', { name: 'Track Order' }).click();
  expect(await appIsReady(held)).toBe(false);
  expect(held.url()).toMatch(/\/track-order$/);

  release();
  await expect.poll(() => appIsReady(held)).toBe(true);
  // What was typed is kept through hydration (not 'Please fill in all fields'), and the app sent
  // it: the server knows no such order, and the page says so.
  await expect(held.getByLabel('Order ID')).toHaveValue('ABCD1234');
  await expect(held.getByLabel('Email or phone')).toHaveValue('early.tap@example.in');
  await expect(held.getByRole('alert')).toHaveText(TRACK_NOT_FOUND);
  expect(held.url()).toMatch(/\/track-order$/);
  expect(held.url()).not.toContain('early.tap');
});
