/**
 * Accessible storefront (issue 6, "Every page"): axe-core finds no serious or critical violation
 * on the home, listing, product, brand and subcategory pages at a phone's 390 px and a laptop's
 * 1366 px, and every control on a listing can be reached with Tab. axe's own script is put into
 * the page by the test (CSP bypassed for that alone: the shop's policy allows no inline script).
 */
import { expect, test, type Page } from './fixtures';
import { seriousViolations } from './axe';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

test.use({ bypassCSP: true });

async function firstProductId(page: Page): Promise<string> {
  const res = await page.request.post('/api/v1/product/list', { data: { pageNum: 1, pageSize: 1 } });
  return ((await res.json()).data.productList as { _id: string }[])[0]!._id;
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
    path: async (page) => `/product/${await firstProductId(page)}`,
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'bulk drawer',
    path: async (page) => `/product/${await firstProductId(page)}?bulk=1`,
    ready: (page) => expect(page.getByRole('dialog', { name: 'Bulk Orders' }).getByRole('radio').first()).toBeChecked(),
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
    name: 'all-categories',
    path: async () => '/subcategory',
    ready: (page) => expect(page.getByText(/\d+ product\(s\) found/)).toBeVisible(),
  },
];

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const shopPage of PAGES) {
      test(`axe finds no serious or critical violation on the ${shopPage.name} page`, async ({ page }) => {
        await page.goto(await shopPage.path(page));
        await shopPage.ready(page);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test('every control on the listing can be reached with Tab', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/allproducts');
  await expect(page.getByText(/\d+ product\(s\) found/)).toBeVisible();
  // Every visible control a pointer can use, except those taken out of the Tab order on purpose
  // (tabindex -1: a card's picture link repeats its name link and is hidden from screen readers).
  const controls = await page.evaluate(() => {
    const all = Array.from(
      document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
    );
    const usable = all.filter((el) => {
      const box = el.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        !(el as HTMLButtonElement).disabled &&
        el.closest('[inert]') === null &&
        el.getAttribute('tabindex') !== '-1'
      );
    });
    // A radio group is one Tab stop; arrow keys move within it.
    usable.forEach((el, i) =>
      el.setAttribute(
        'data-control',
        el instanceof HTMLInputElement && el.type === 'radio' ? `radio:${el.name}` : String(i),
      ),
    );
    return new Set(usable.map((el) => el.dataset.control)).size;
  });
  expect(controls).toBeGreaterThan(20);

  const reached = new Set<string>();
  for (let i = 0; i < controls * 2 + 20 && reached.size < controls; i++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => document.activeElement?.getAttribute('data-control'));
    if (id) reached.add(id);
  }
  const missed = await page.evaluate(
    (seen) =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-control]'))
        .filter((el) => !seen.includes(el.dataset.control!))
        .map((el) => el.outerHTML.slice(0, 120)),
    [...reached],
  );
  expect(missed).toEqual([]);
});
