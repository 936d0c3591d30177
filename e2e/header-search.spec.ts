/**
 * The header of issue 6 (storefront spec §2 Header and Search, §4, §8, §9): the search box as a
 * combobox driven by the keyboard (typo-tolerant suggestions, swapped letters too (issue 27),
 * Arrow keys, Enter, Escape), voice
 * search with and without the browser's speech recognition, and the All Categories mega-menu
 * opening on keyboard focus and closing on Escape, on a click outside and 5 s after the pointer
 * leaves.
 */
import { expect, test, type Page } from './fixtures';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search products' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });

test('a typo still suggests Arduino; Arrow Down and Enter open the highlighted suggestion and clear the box', async ({
  page,
}) => {
  await page.goto('/');
  const box = searchBox(page);
  await box.fill('arduno');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const list = suggestions(page);
  await expect(list.getByRole('option', { name: /Arduino Boards/ })).toBeVisible();
  await expect(list.getByRole('option', { name: /^Brand\s*Arduino$/ })).toBeVisible();
  const options = list.getByRole('option');
  expect(await options.count()).toBeLessThanOrEqual(8);
  expect(await list.getByRole('option', { name: /^Product/ }).count()).toBeLessThanOrEqual(4);

  // Categories come first: Arrow Down highlights 'Arduino Boards', announced through aria-activedescendant.
  await box.press('ArrowDown');
  const first = options.first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await box.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowUp');
  await expect(first).toHaveAttribute('aria-selected', 'true');

  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\?category=Development\+Board&subcategory=Arduino\+Boards/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Arduino Boards');
  await expect(box).toHaveValue('');
});

test('Enter without a highlighted suggestion searches the typed text, and finds Arduino boards for a typo', async ({
  page,
}) => {
  await page.goto('/');
  const box = searchBox(page);
  await box.fill('   ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/$/);

  await box.fill('arduno');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\?search=arduno/);
  await expect(page.getByText(/[1-9]\d* product\(s\) found/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Arduino Uno/ }).first()).toBeVisible();
  await expect(box).toHaveValue('arduno');
});

test('swapped letters find Arduino: the box suggests Arduino for "ardiuno" and Enter lists the Arduino boards', async ({
  page,
}) => {
  await page.goto('/');
  const box = searchBox(page);
  await box.fill('ardiuno');
  const list = suggestions(page);
  await expect(list.getByRole('option', { name: /Arduino Boards/ })).toBeVisible();
  await expect(list.getByRole('option', { name: /^Product.*Arduino/ }).first()).toBeVisible();

  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\?search=ardiuno/);
  await expect(page.getByText(/[1-9]\d* product\(s\) found/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Arduino Uno/ }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeHidden();
});

test('a search that finds nothing offers "did you mean", whose link finds the parts and keeps the other filters', async ({
  page,
}) => {
  await page.goto('/');
  const box = searchBox(page);
  await box.fill('motr drivr');
  await box.press('Enter');
  await expect(page.getByText('0 product(s) found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  const respelt = page.getByRole('link', { name: '“motor drive”' });
  await expect(respelt).toBeVisible();

  await respelt.click();
  await expect(page).toHaveURL(/search=motor\+drive/);
  await expect(page.getByText(/^[1-9]\d*\+? product\(s\) found$/)).toBeVisible();
  await expect(page.getByRole('link', { name: '“motor drive”' })).toBeHidden();

  // With a tab chosen, the respelt search keeps it.
  await page.goto('/product?search=motr+drivr&tab=featured');
  await page.getByRole('link', { name: '“motor drive”' }).click();
  await expect(page).toHaveURL(/search=motor\+drive/);
  await expect(page).toHaveURL(/tab=featured/);
});

test('Escape closes the suggestions and then clears the box; a click outside closes them too', async ({ page }) => {
  await page.goto('/');
  const box = searchBox(page);
  await box.fill('servo');
  await expect(suggestions(page).getByRole('option').first()).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Escape');
  await expect(suggestions(page)).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).not.toHaveAttribute('aria-activedescendant');
  await expect(box).toHaveValue('servo');
  await box.press('Escape');
  await expect(box).toHaveValue('');

  await box.fill('servo');
  await expect(suggestions(page).getByRole('option').first()).toBeVisible();
  await page.mouse.click(10, 700);
  await expect(suggestions(page)).toBeHidden();
});

test('voice search says so where the browser has no speech recognition', async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { SpeechRecognition?: unknown }).SpeechRecognition;
    delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Search by voice' }).click();
  await expect(page.getByText('Voice search is not supported in this browser')).toBeVisible();
});

test('voice search fills the box with what was heard and then searches it', async ({ page }) => {
  await page.addInitScript(() => {
    class FakeRecognition {
      lang = '';
      interimResults = true;
      maxAlternatives = 5;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        setTimeout(() => {
          this.onresult?.({ results: [[{ transcript: 'esp32 board' }]] });
          this.onend?.();
        }, 50);
      }
      abort() {
        this.onend?.();
      }
    }
    const w = window as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
    w.SpeechRecognition = w.webkitSpeechRecognition = FakeRecognition;
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Search by voice' }).click();
  await expect(searchBox(page)).toHaveValue('esp32 board');
  await expect(page).toHaveURL(/\/product\?search=esp32\+board/);
});

test('voice search reports a recognition error with the spec message', async ({ page }) => {
  await page.addInitScript(() => {
    class FailingRecognition {
      onerror: ((event: { error: string }) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        setTimeout(() => {
          this.onerror?.({ error: 'network' });
          this.onend?.();
        }, 50);
      }
      abort() {}
    }
    const w = window as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
    w.SpeechRecognition = w.webkitSpeechRecognition = FailingRecognition;
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Search by voice' }).click();
  await expect(page.getByText('Sorry, there was an error with voice recognition. Please try again.')).toBeVisible();
});

test.describe('the All Categories mega-menu', () => {
  const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
  const menu = (page: Page) => page.locator('#category-mega-menu');

  test('opens on keyboard focus with up to 8 subcategories a category, and closes on Escape', async ({ page }) => {
    await page.goto('/');
    const allCategories = nav(page).getByRole('link', { name: 'All Categories' });
    await allCategories.focus();
    await expect(menu(page)).toBeVisible();
    await expect(nav(page).getByRole('button', { name: 'Show categories' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu(page).getByRole('link', { name: 'Development Board' })).toBeVisible();
    for (const list of await menu(page).locator('li > ul').all())
      expect(await list.getByRole('link').count()).toBeLessThanOrEqual(8);

    // Tab moves on into the menu's links; Escape closes it and gives focus back to the link.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(menu(page).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(allCategories).toBeFocused();
  });

  test('opens on hover, closes 5 s after the pointer leaves, and on a click outside', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await nav(page).getByRole('link', { name: 'All Categories' }).hover();
    await expect(menu(page)).toBeVisible();
    await page.mouse.move(5, 600);
    await page.clock.fastForward(3_000);
    await expect(menu(page)).toBeVisible();
    await page.clock.fastForward(2_500);
    await expect(menu(page)).toBeHidden();

    await nav(page).getByRole('button', { name: 'Show categories' }).click();
    await expect(menu(page)).toBeVisible();
    await page.mouse.click(10, 700);
    await expect(menu(page)).toBeHidden();
  });

  test('every header link is there: B2B Enquiry leads to /b2bpage and Track Order to the tracking page', async ({
    page,
  }) => {
    await page.goto('/');
    for (const name of ['HOME', 'All Categories', 'Shop By Brands', 'B2B Enquiry', 'Track Order'])
      await expect(nav(page).getByRole('link', { name })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'B2B Enquiry' })).toHaveAttribute('href', '/b2bpage');
    await nav(page).getByRole('link', { name: 'Track Order' }).click();
    await expect(page).toHaveURL(/\/track-order$/);
    await expect(page.getByRole('tab', { name: 'Track by Order ID' })).toBeVisible();
  });

  test('the mobile menu repeats every link', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of [
      'HOME',
      'All Categories',
      'Development Board',
      'Arduino Boards',
      'Shop By Brands',
      'B2B Enquiry',
      'Track Order',
    ]) {
      await expect(mobile.getByRole('link', { name, exact: true })).toBeVisible();
    }
  });
});
