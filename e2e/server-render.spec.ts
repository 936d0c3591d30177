/**
 * Server rendering of the storefront (issue 6 "Speed on a phone", docs/decisions/024): the public
 * pages arrive as HTML with their heading and content, readable without JavaScript, and hydrate
 * in the browser with no console error and no React hydration warning, at 390 and 1366 px.
 */
import { expect, test, type Page } from './fixtures';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

interface Card {
  _id: string;
  product_name: string;
  product_image_main: string;
}

/** The listing's first page as /allproducts asks for it (24 cards, default order). */
async function firstListingCard(page: Page): Promise<Card> {
  const res = await page.request.post('/api/v1/product/list', { data: { pageNum: 1, pageSize: 24, filters: {} } });
  return ((await res.json()).data.productList as Card[])[0]!;
}

const PAGES: { name: string; path: (page: Page) => Promise<string>; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'home',
    path: async () => '/',
    ready: (page) => expect(page.getByRole('heading', { name: 'Shop by Category' })).toBeVisible(),
  },
  {
    name: 'listing',
    path: async () => '/allproducts',
    ready: (page) => expect(page.getByText(/\d+ product\(s\) found/)).toBeVisible(),
  },
  {
    name: 'product',
    path: async (page) => `/product/${(await firstListingCard(page))._id}`,
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'brand',
    path: async () => '/shopbybrand',
    ready: (page) => expect(page.getByRole('main').getByRole('region').first()).toBeVisible(),
  },
  {
    name: 'subcategory',
    path: async () => '/subcategories?category=Sensors',
    ready: (page) => expect(page.getByRole('heading', { level: 2, name: 'Sensors' })).toBeVisible(),
  },
  {
    name: 'track order',
    path: async () => '/track-order?order=65E0FED1',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Track your order' })).toBeVisible();
      await expect(page.getByLabel('Order ID')).toHaveValue('65E0FED1');
      await expect(page.getByRole('link', { name: 'Log in' }).last()).toBeVisible();
    },
  },
];

/** A cart line of `card` as the browser keeps it in localStorage. */
function cartLine(card: Card, quantity: number) {
  return {
    product_id: card._id,
    quantity,
    product_name: card.product_name,
    product_image_main: card.product_image_main,
    discounted_single_product_price: 100,
    non_discounted_price: 120,
    no_of_product_instock: 50,
  };
}

/** Console errors, React's hydration warnings and uncaught errors of the page, as they happen. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const shopPage of PAGES) {
      test(`the ${shopPage.name} page arrives server-rendered and hydrates without an error or warning`, async ({
        page,
      }) => {
        const problems = problemsOf(page);
        const path = await shopPage.path(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        // The server's HTML, before any script ran, holds the page and the data to hydrate with.
        const html = (await response?.text()) ?? '';
        expect(html).toContain('<div id="root">');
        expect(html).not.toContain('<div id="root"></div>');
        expect(html).toContain('<script type="application/json" id="ssr-data">');
        await shopPage.ready(page);
        await page.waitForLoadState('networkidle');
        expect(problems).toEqual([]);
      });
    }
  });
}

test('a returning shopper (a cart line and a chosen place in localStorage) sees them after hydration, without a hydration warning', async ({
  page,
}) => {
  const card = await firstListingCard(page);
  const cart = [cartLine(card, 2)];
  const place = { postcode: '110001', city: 'New Delhi', state: 'Delhi', serviceable: true, deliveryTime: '2-3 days' };
  await page.addInitScript(
    ({ cartJson, placeJson }) => {
      window.localStorage.setItem('cart', cartJson);
      window.localStorage.setItem('location', placeJson);
    },
    { cartJson: JSON.stringify(cart), placeJson: JSON.stringify(place) },
  );
  const problems = problemsOf(page);
  for (const path of ['/', '/allproducts', `/product/${card._id}`]) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /Cart\W+2 items/ })).toBeVisible();
    await expect(page.getByTestId('location-text')).toContainText('110001');
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

test('without JavaScript, the listing shows its heading and its first card with its name and picture; home and product show their h1', async ({
  browser,
  page,
}) => {
  const card = await firstListingCard(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  try {
    const listing = await noScript.goto('/allproducts');
    expect(listing?.status()).toBe(200);
    await expect(noScript.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    const first = noScript.getByRole('article').first();
    await expect(first.getByText(card.product_name, { exact: true })).toBeVisible();
    await expect(first.locator(`img[src="${card.product_image_main}"]`)).toBeVisible();
    expect(await first.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
      true,
    );

    await noScript.goto('/');
    await expect(noScript.getByRole('heading', { level: 1 })).toHaveText('MakerShop: electronics and maker parts');
    await noScript.goto(`/product/${card._id}`);
    await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(card.product_name);
  } finally {
    await context.close();
  }
});

test('unknown paths and unknown products answer 404 with their page rendered on the server', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  try {
    const missing = await noScript.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(noScript.getByText('The page you were looking for does not exist or has moved.')).toBeVisible();
    const missingProduct = await noScript.goto('/product/no-such-product');
    expect(missingProduct?.status()).toBe(404);
    await expect(noScript.getByText('Product not found')).toBeVisible();
  } finally {
    await context.close();
  }
});

test("the shopper's own pages arrive with the layout rendered on the server and a placeholder, then draw their content in the browser, without a hydration warning", async ({
  page,
}) => {
  const card = await firstListingCard(page);
  const cart = [cartLine(card, 3)];
  await page.addInitScript((cartJson) => window.localStorage.setItem('cart', cartJson), JSON.stringify(cart));
  const problems = problemsOf(page);
  const response = await page.goto('/cart');
  const html = (await response?.text()) ?? '';
  // The header, the cart's frame (its heading and the delivery terms) and a placeholder for the
  // lines, not the cart itself: the server does not read the shopper's localStorage.
  expect(html).toContain('<header');
  expect(html).toMatch(/<h1[^>]*>Shopping Cart <\/h1>/);
  expect(html).toContain('Free delivery above ₹');
  expect(html).toContain('role="status"');
  expect(html).not.toContain(card.product_name);
  // Every Suspense boundary is written in place: none is left for an inline script, which the
  // Content-Security-Policy would block (the hydration then fails with React error 419).
  expect(html).not.toContain('<template id="B:');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { level: 1, name: /Shopping Cart \(3 items\)/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Cart\W+3 items/ })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Checkout arrives as its frame too; a visitor there and at the account is sent to log in once
  // the session answers.
  const checkout = await page.goto('/checkout');
  const checkoutHtml = (await checkout?.text()) ?? '';
  expect(checkoutHtml).toMatch(/<h1[^>]*>Checkout<\/h1>/);
  expect(checkoutHtml).toContain('Free delivery above ₹');
  expect(checkoutHtml).not.toContain('<template id="B:');
  expect(checkout?.headers()['cache-control']).toBe('private, no-store');
  await expect(page).toHaveURL(/\/login\?from=%2Fcheckout$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?from=%2Fprofile$/);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
