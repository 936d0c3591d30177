/**
 * The header's location picker (storefront spec §2, §4, §5; issue 6): a new visitor's place from
 * the IP address (the server's sandbox puts 127.0.0.1 in the shop's city), a place chosen by
 * pincode, by name or from the popular list, the browser's position, and the chosen place
 * remembered across visits and pre-filling the product page's delivery check and checkout.
 */
import { expect, test, type Page } from './fixtures';

const picker = (page: Page) => page.getByRole('button', { name: /^Delivery location:/ });
const locationText = (page: Page) => page.getByTestId('location-text');
const estimate = (page: Page) => page.getByTestId('delivery-estimate');

async function searchInPicker(page: Page, text: string) {
  await picker(page).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your delivery location' });
  const input = dialog.getByLabel("Search a place, pincode or 'lat, lon'");
  await expect(input).toBeFocused();
  await input.fill(text);
  return dialog;
}

async function firstProductId(page: Page): Promise<string> {
  const response = await page.request.post('/api/v1/product/list', { data: { pageNum: 1, pageSize: 1, filters: {} } });
  return (await response.json()).data.productList[0]._id;
}

test("a new visitor's place comes from the IP address: the shop's city, with its delivery estimate", async ({
  page,
}) => {
  await page.goto('/');
  await expect(locationText(page)).toHaveText('201301, Noida, Uttar Pradesh');
  await expect(estimate(page)).toHaveText('Delivery in 24 hours');
});

test('a shopper chooses a place by pincode; Enter takes the first result', async ({ page }) => {
  await page.goto('/');
  const dialog = await searchInPicker(page, '411001');
  await expect(dialog.getByRole('list', { name: 'Matching places' }).getByRole('button')).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: /411001, Pune, Maharashtra/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(locationText(page)).toHaveText('411001, Pune, Maharashtra');
  await expect(estimate(page)).toHaveText('Delivery in 24 to 72 hours');
  await expect(picker(page)).toBeFocused();
});

test('a shopper chooses a place by name; it is remembered and pre-fills the delivery check and checkout', async ({
  page,
}) => {
  await page.goto('/');
  const dialog = await searchInPicker(page, 'Chennai');
  const results = dialog.getByRole('list', { name: 'Matching places' }).getByRole('button');
  await expect(results.first()).toContainText('600001, Chennai, Tamil Nadu');
  expect(await results.count()).toBeLessThanOrEqual(5);
  await results.first().click();
  await expect(locationText(page)).toHaveText('600001, Chennai, Tamil Nadu');

  await page.reload();
  await expect(locationText(page)).toHaveText('600001, Chennai, Tamil Nadu');

  await page.goto(`/product/${await firstProductId(page)}`);
  await expect(page.getByLabel('Check delivery to your pincode')).toHaveValue('600001');
  await expect(page.getByText('Delivery available in Chennai, Tamil Nadu!')).toBeVisible();

  // Choosing another place while on the page moves the check along.
  await searchInPicker(page, '201301');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Check delivery to your pincode')).toHaveValue('201301');
  await expect(page.getByText('Delivery available in Noida, Uttar Pradesh!')).toBeVisible();

  await test.step('checkout starts a new address from the chosen pincode', async () => {
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Arjun Rao');
    await page.getByLabel('Email').fill(`arjun.${Date.now()}@example.in`);
    await page.getByLabel('Phone number').fill('9812345670');
    await page.getByLabel('Password', { exact: true }).fill('Maker@2026');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Signup successful')).toBeVisible();
    await page.goto('/checkout');
    await expect(page.getByLabel('Pincode')).toHaveValue('201301');
    await expect(page.getByLabel('City')).toHaveValue('Noida');
  });
});

test('popular locations: 10 on a desktop, 5 on a phone, each chosen in one click', async ({ page }) => {
  await page.goto('/');
  await picker(page).click();
  const popular = page.getByRole('region', { name: 'Popular locations' }).getByRole('button');
  await expect(popular).toHaveCount(10);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    page.getByRole('region', { name: 'Popular locations' }).getByRole('button', { includeHidden: false }),
  ).toHaveCount(5);
  await page.getByRole('button', { name: /^Mumbai/ }).click();
  await expect(locationText(page)).toHaveText('400001, Mumbai, Maharashtra');
});

test.describe('with the browser’s position', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 28.4555, longitude: 77.0219 } });

  test('the position is reverse-geocoded to its pincode on start, and Use current location goes back to it', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(locationText(page)).toHaveText('122001, Gurgaon, Haryana');
    await expect(estimate(page)).toHaveText('Delivery in 72 hours');

    await picker(page).click();
    await page.getByRole('button', { name: /^Mumbai/ }).click();
    await expect(locationText(page)).toHaveText('400001, Mumbai, Maharashtra');
    await picker(page).click();
    await page.getByRole('button', { name: 'Use current location' }).click();
    await expect(locationText(page)).toHaveText('122001, Gurgaon, Haryana');
  });
});
