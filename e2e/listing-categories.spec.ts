/**
 * The listing's category filter (storefront spec §2 listing "categories (with subcategories)",
 * §4, §9; issue 6 "every filter kept in the URL so that a link and the back button restore it"):
 * several categories, a category's subcategories, removing a category drops its subcategories,
 * and back and forward walk through the choices.
 */
import { expect, test, type Page } from './fixtures';

/** The number of products the server lists for these filters, asked the way the listing asks. */
async function serverCount(page: Page, filters: Record<string, unknown>): Promise<number> {
  const response = await page.request.post('/api/v1/product/list', { data: { pageNum: 1, pageSize: 24, filters } });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.productCount;
}

test('categories and subcategories are kept in the URL, and back and forward restore them', async ({ page }) => {
  const boards = await serverCount(page, { category_name: 'Development Board' });
  const esp32 = await serverCount(page, { category_name: 'Development Board', sub_category_name: 'ESP32 Boards' });
  const espAndSensors = await serverCount(page, {
    category_name: ['Development Board', 'Sensors'],
    sub_category_name: ['ESP32 Boards'],
  });
  const sensors = await serverCount(page, { category_name: 'Sensors' });
  expect(esp32).toBeGreaterThan(0);
  expect(esp32).toBeLessThan(boards);
  expect(espAndSensors).toBe(esp32 + sensors);

  await page.goto('/allproducts');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const found = (n: number) => page.getByText(`${n} product(s) found`);

  await filters.getByRole('checkbox', { name: /^Development Board/ }).check();
  await expect(page).toHaveURL(/\?category=Development\+Board$/);
  await expect(found(boards)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Development Board' })).toBeVisible();

  await filters.getByRole('checkbox', { name: /^ESP32 Boards/ }).check();
  await expect(page).toHaveURL(/\?category=Development\+Board&subcategory=ESP32\+Boards$/);
  await expect(found(esp32)).toBeVisible();

  await filters.getByRole('checkbox', { name: /^Sensors/ }).check();
  await expect(page).toHaveURL(/\?category=Development\+Board&category=Sensors&subcategory=ESP32\+Boards$/);
  await expect(found(espAndSensors)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();

  // Removing a category drops its subcategories.
  await filters.getByRole('checkbox', { name: /^Development Board/ }).uncheck();
  await expect(page).toHaveURL(/\?category=Sensors$/);
  await expect(found(sensors)).toBeVisible();
  await expect(filters.getByRole('checkbox', { name: /^ESP32 Boards/ })).toHaveCount(0);

  // Back walks through every choice, forward comes back, a reload keeps it.
  await page.goBack();
  await expect(page).toHaveURL(/subcategory=ESP32\+Boards$/);
  await expect(found(espAndSensors)).toBeVisible();
  await expect(filters.getByRole('checkbox', { name: /^ESP32 Boards/ })).toBeChecked();
  await page.goBack();
  await expect(found(esp32)).toBeVisible();
  await expect(filters.getByRole('checkbox', { name: /^Sensors/ })).not.toBeChecked();
  await page.goForward();
  await expect(found(espAndSensors)).toBeVisible();
  await page.reload();
  await expect(found(espAndSensors)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove filter ESP32 Boards' })).toBeVisible();

  // The chip of a category drops its subcategories too.
  await page.getByRole('button', { name: 'Remove filter Development Board' }).click();
  await expect(page).toHaveURL(/\?category=Sensors$/);
  await expect(found(sensors)).toBeVisible();
});

test("the spec's link with a lower-cased subcategory opens that subcategory", async ({ page }) => {
  const esp32 = await serverCount(page, { category_name: 'Development Board', sub_category_name: 'ESP32 Boards' });
  await page.goto('/allproducts?category=Development%20Board&subcategory=esp32%20boards');
  await expect(page.getByText(`${esp32} product(s) found`)).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: /^ESP32 Boards/ }),
  ).toBeChecked();
});
