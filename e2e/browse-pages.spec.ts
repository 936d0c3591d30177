/**
 * The category and brand pages of issue 6 (storefront spec §2): /subcategories shows a category's
 * subcategory tiles with their counts and a tile opens the listing filtered by it; /shopbybrand
 * groups products by the ticked brand, at most 4 with the brand's count, and clears back to all.
 */
import { expect, test } from './fixtures';

interface Sub { name: string; product_count: number; image: string }
interface Cat { name: string; subcategories: Sub[] }

test('a subcategory tile shows its count and opens the listing of that subcategory', async ({ page }) => {
  const res = await page.request.post('/api/v1/product/all-categories');
  const categories: Cat[] = (await res.json()).data.product.subcategories;
  const drones = categories.find((c) => c.name === 'Drone Parts');
  const sub = drones?.subcategories.find((s) => s.product_count > 0 && s.image);
  expect(sub).toBeDefined();

  await page.goto('/subcategories?category=Drone%20Parts');
  await expect(page).toHaveTitle(/^Shop by Category \|/);
  await expect(page.getByRole('heading', { level: 2, name: 'Drone Parts' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: /Drone Parts/ })).toHaveAttribute('aria-current', 'true');
  const tile = page.getByRole('link', { name: new RegExp(`^${sub!.name} ${sub!.product_count} products?$`) });
  await expect(tile).toBeVisible();
  await expect(tile.locator('img')).toHaveAttribute('src', sub!.image);

  await tile.click();
  await expect(page).toHaveURL(/\/allproducts\?category=Drone\+Parts&subcategory=/);
  await expect(page.getByText(`${sub!.product_count} product(s) found`)).toBeVisible();

  await page.goto('/subcategory');
  await page.getByRole('button', { name: /Sensors/ }).click();
  await expect(page).toHaveURL(/category=Sensors/);
  await expect(page.getByRole('heading', { level: 2, name: 'Sensors' })).toBeVisible();
});

test('ticking a brand shows only its group with its count and at most 4 products; Clear All Filters brings every brand back', async ({ page }) => {
  const list = await page.request.post('/api/v1/product/list', { data: { pageNum: 1, pageSize: 4, filters: { brand_name: 'Generic' } } });
  const generic = (await list.json()).data as { productCount: number; productList: { product_name: string; discount: number }[] };
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
  await expect(group.getByRole('link', { name: new RegExp(first.product_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first()).toBeVisible();
  if (first.discount > 0) await expect(group.getByText(`${first.discount}% OFF`).first()).toBeVisible();

  await page.getByRole('button', { name: 'Clear All Filters' }).first().click();
  await expect(page).toHaveURL(/\/shopbybrand$/);
  await expect(page.getByRole('main').getByRole('region')).toHaveCount(groupsBefore);
});
