/**
 * The built app runs under the shop's Content-Security-Policy with no violation (issue 5): each
 * main page is loaded in a real Chromium, which reports every blocked script, style, image or
 * font as a `securitypolicyviolation` event and a console error; both are collected and must
 * stay empty. Toasts are shown on the way, since their styles are the likeliest to break.
 */
import { expect, test, type Page } from './fixtures';

interface Violation {
  page: string;
  text: string;
}

async function watchCsp(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      violations.push({ page: page.url(), text: message.text() });
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push({ page: page.url(), text }));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
}

test('the storefront, checkout, sandbox payment page, admin login and API docs run under the CSP without a violation', async ({
  page,
}) => {
  const violations = await watchCsp(page);

  await test.step('home and listing', async () => {
    await open(page, '/');
    await expect(page.getByLabel('Search products')).toBeVisible();
    await open(page, '/product?search=ESP32');
    await expect(page.getByText(/product\(s\) found/)).toBeVisible();
    await expect(page.locator('img').first()).toBeVisible();
  });

  await test.step("issue 30's pages: the B2B page with its moving brand strip, the blog, contact, news, a policy", async () => {
    await open(page, '/b2bpage');
    await expect(page.getByRole('heading', { name: 'Featured brands' })).toBeVisible();
    for (const path of ['/blogs', '/contact', '/news', '/return-policy']) {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  await test.step('sign in as the demo customer (a toast)', async () => {
    await open(page, '/login');
    await page.getByLabel('Email').fill('customer@makershop.in');
    await page.getByLabel('Password', { exact: true }).fill('Customer@123');
    await page.getByRole('button', { name: 'Login' }).click();
    const toast = page.getByText('Login successful');
    await expect(toast).toBeVisible();
    // sonner's own styles (from our stylesheet, not injected) position the toaster.
    await expect(page.locator('[data-sonner-toaster]')).toHaveCSS('position', 'fixed');
  });

  await test.step('a product page, add to cart, the cart', async () => {
    const list = await page.request.post('/api/v1/product/list', {
      data: { pageSize: 1, filters: { search: 'DHT22' } },
    });
    const product = (await list.json()).data.productList[0];
    await open(page, `/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added to cart successfully!')).toBeVisible();
    await open(page, '/cart');
    await expect(page.getByRole('list', { name: 'Cart items' })).toBeVisible();
  });

  await test.step('checkout and the sandbox payment page', async () => {
    await open(page, '/checkout');
    await expect(page.getByRole('radio', { name: /221B MG Road/ })).toBeChecked();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    const pay = page.getByRole('button', { name: /^Pay ₹/ });
    await expect(pay).toBeVisible();
    // The inline style applied (allowed by its hash): the Pay button is the page's teal.
    await expect(pay).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    await pay.click();
    await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  });

  await test.step('admin login', async () => {
    await open(page, '/admin-login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  await test.step('the API docs', async () => {
    await open(page, '/api/docs/');
    await expect(page.getByText('/api/v1/product/list').first()).toBeVisible();
  });

  expect(violations).toEqual([]);
});
