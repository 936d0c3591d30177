/**
 * The category and brand pages of issue 6 (storefront spec §2): /subcategories shows a category's
 * subcategory tiles with their counts and a tile opens the listing filtered by it; /shopbybrand
 * groups products by the ticked brand, at most 4 with the brand's count, and clears back to all;
 * /subcategory is its own page: a hero, every category, then the product listing (issue 27 item 15).
 */
import { expect, test } from './fixtures';

interface Sub {
  name: string;
  product_count: number;
  image: string;
}
interface Cat {
  name: string;
  product_count: number;
  subcategories: Sub[];
}

test('a subcategory tile shows its count and opens the listing of that subcategory', async ({ page }) => {
  const res = await page.request.post('/api/v1/product/all-categories');
  const categories: Cat[] = (await res.json()).data.product.subcategories;
  const drones = categories.find((c) => c.name === 'Drone Parts');
  const sub = drones?.subcategories.find((s) => s.product_count > 0 && s.image);
  expect(sub).toBeDefined();

  await page.goto('/subcategories?category=Drone%20Parts');
  await expect(page).toHaveTitle(/^Shop by Category \|/);
  await expect(page.getByRole('heading', { level: 2, name: 'Drone Parts' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: /Drone Parts/ }),
  ).toHaveAttribute('aria-current', 'true');
  const tile = page.getByRole('link', { name: new RegExp(`^${sub!.name} ${sub!.product_count} products?$`) });
  await expect(tile).toBeVisible();
  await expect(tile.locator('img')).toHaveAttribute('src', sub!.image);

  await tile.click();
  await expect(page).toHaveURL(/\/allproducts\?category=Drone\+Parts&subcategory=/);
  await expect(page.getByText(`${sub!.product_count} product(s) found`)).toBeVisible();

  await page.goto('/subcategories');
  await page.getByRole('button', { name: /Sensors/ }).click();
  await expect(page).toHaveURL(/category=Sensors/);
  await expect(page.getByRole('heading', { level: 2, name: 'Sensors' })).toBeVisible();
});

test('ticking a brand shows only its group with its count and at most 4 products; Clear All Filters brings every brand back', async ({
  page,
}) => {
  const list = await page.request.post('/api/v1/product/list', {
    data: { pageNum: 1, pageSize: 4, filters: { brand_name: 'Generic' } },
  });
  const generic = (await list.json()).data as {
    productCount: number;
    productList: { product_name: string; discount: number }[];
  };
  expect(generic.productCount).toBeGreaterThan(4);

  await page.goto('/shopbybrand');
  await expect(page).toHaveTitle(/^Shop by Brand \|/);
  const groupOf = (brand: string) => page.getByRole('region', { name: new RegExp(`^${brand} \\(`) });
  await expect(page.getByRole('main').getByRole('region').first()).toBeVisible();
  const groupsBefore = await page.getByRole('main').getByRole('region').count();
  expect(groupsBefore).toBeGreaterThan(1);

  // The tick is the URL's: the box shows it once the router has navigated, so click, then expect.
  const box = page.getByRole('checkbox', { name: 'Generic', exact: true });
  await box.click();
  await expect(box).toBeChecked();
  await expect(page).toHaveURL(/\/shopbybrand\?brand=Generic$/);
  const group = groupOf('Generic');
  await expect(group.getByRole('heading', { name: `Generic (${generic.productCount} products)` })).toBeVisible();
  await expect(page.getByRole('main').getByRole('region')).toHaveCount(1);
  await expect(group.getByRole('listitem')).toHaveCount(4);
  const first = generic.productList[0]!;
  await expect(
    group.getByRole('link', { name: new RegExp(first.product_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first(),
  ).toBeVisible();
  if (first.discount > 0) await expect(group.getByText(`${first.discount}% OFF`).first()).toBeVisible();

  await page.getByRole('button', { name: 'Clear All Filters' }).first().click();
  await expect(page).toHaveURL(/\/shopbybrand$/);
  await expect(page.getByRole('main').getByRole('region')).toHaveCount(groupsBefore);
});

test.describe('/subcategory', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`shows a hero, every category with its subcategories, then the product listing, at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const categories: Cat[] = (await (await page.request.post('/api/v1/product/all-categories')).json()).data.product
        .subcategories;
      const listed = await page.request.post('/api/v1/product/list', {
        data: { pageNum: 1, pageSize: 24, filters: {} },
      });
      const all: number = (await listed.json()).data.productCount;
      expect(all).toBeGreaterThan(24);

      await page.goto('/subcategory');
      await expect(page).toHaveTitle(/^All Categories \|/);
      const hero = page.getByRole('region', { name: 'All Categories' });
      await expect(hero.getByRole('heading', { level: 1, name: 'All Categories' })).toBeVisible();
      const subcategories = categories.reduce((n, c) => n + c.subcategories.length, 0);
      await expect(hero).toContainText(`${categories.length} categories and ${subcategories} subcategories`);

      const block = page.getByRole('region', { name: 'Browse by category' });
      for (const category of categories) {
        const card = block
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { level: 3, name: category.name, exact: true }) });
        await expect(card).toContainText(`${category.product_count} product`);
        for (const sub of category.subcategories.slice(0, 4))
          await expect(card.getByRole('link', { name: sub.name, exact: true })).toBeVisible();
      }
      const listing = page.getByRole('heading', { level: 2, name: 'All products' });
      await expect(listing).toBeVisible();
      await expect(page.getByText(`${all} product(s) found`)).toBeVisible();
      // In that order, top to bottom.
      const tops = await Promise.all([hero, block, listing].map(async (l) => (await l.boundingBox())!.y));
      expect([...tops].sort((a, b) => a - b)).toEqual(tops);

      // The listing's pages stay on this page.
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/\/subcategory\?page=2$/);
      await expect(page.getByRole('heading', { level: 1, name: 'All Categories' })).toBeAttached();

      // A category card leads to that category's page of tiles, /subcategories.
      const sensors = categories.find((c) => c.name === 'Sensors')!;
      await block.getByRole('link', { name: `All ${sensors.name}` }).click();
      await expect(page).toHaveURL(/\/subcategories\?category=Sensors$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Sensors' })).toBeVisible();
    });
  }
});
