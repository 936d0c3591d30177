/**
 * News and updates end to end (issue 30), on a phone's 390 px and a laptop's 1366 px: a SubAdmin
 * creates a news item with two pictures on News and Updates, edits it removing one; a shopper
 * sees it on the home page's strip (subtitle cut to 200 characters) and on /news, and reads it
 * whole at /news/{id}; staff delete it and it is gone from /news.
 */
import sharp from 'sharp';
import { expect, test, type Page } from './fixtures';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

const picture = async (shade: number) =>
  sharp({ create: { width: 640, height: 360, channels: 3, background: { r: shade, g: 110, b: 170 } } })
    .jpeg()
    .toBuffer();

async function signInStaff(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill('staff@makershop.in');
  await page.getByLabel('Password', { exact: true }).fill('Staff@12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('staff post and edit a news item, shoppers read it on the home page and /news, staff delete it', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const title = `Raspberry Pi 5 back in stock ${viewport.width}-${Date.now() % 100_000}`;
      const subtitle = `${'All 4 GB and 8 GB boards are back, with the official cooler and the 27 W supply. '.repeat(3)}TAIL-END`;
      const cut = `${subtitle.slice(0, 200).trimEnd()}…`;

      await signInStaff(page);
      await page.goto('/admin-dashboard/news-updates');
      await expect(page.getByRole('heading', { name: 'News and Updates', level: 1 })).toBeVisible();

      await test.step('staff create it with two pictures', async () => {
        await page.getByRole('button', { name: 'Create News Article' }).click();
        const dialog = page.getByRole('dialog', { name: 'Create News Article' });
        await dialog.getByRole('button', { name: 'Create' }).click();
        await expect(dialog.getByText('Title is required', { exact: true })).toBeVisible();
        await dialog.getByLabel('Title', { exact: true }).fill(title);
        await dialog.getByLabel('Subtitle', { exact: true }).fill(subtitle);
        await dialog.getByLabel('Description').fill('Order today: every board ships from Noida within a day.');
        await dialog.getByRole('button', { name: 'Create' }).click();
        await expect(dialog.getByText('Please add at least one image.')).toBeVisible();
        await dialog.getByLabel('Choose images').setInputFiles([
          { name: 'pi5-front.jpg', mimeType: 'image/jpeg', buffer: await picture(40) },
          { name: 'pi5-box.jpg', mimeType: 'image/jpeg', buffer: await picture(200) },
        ]);
        await expect(dialog.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(2);
        await dialog.getByRole('button', { name: 'Create' }).click();
        await expect(page.getByText('News created successfully!')).toBeVisible();
        await expect(dialog).toBeHidden();
      });

      const card = page.getByRole('article', { name: title });
      await test.step('the card shows the first picture, the title and the subtitle cut to 200', async () => {
        await expect(card.getByText(cut)).toBeVisible();
        await expect(card.getByText('2 images')).toBeVisible();
        await expect(card.locator('img')).toHaveAttribute('src', /\/media\/catalog\/.+\/card\.webp$/);
      });

      await test.step('staff edit it, removing one picture', async () => {
        await card.getByRole('button', { name: `Edit ${title}` }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit News Article' });
        const chosen = dialog.getByRole('list', { name: 'Chosen images' }).getByRole('listitem');
        await expect(chosen).toHaveCount(2);
        await dialog.getByRole('button', { name: 'Remove image 1' }).click();
        await expect(chosen).toHaveCount(1);
        await dialog.getByLabel('Description').fill('Order today: every board ships from Noida the same day.');
        await dialog.getByRole('button', { name: 'Update' }).click();
        await expect(page.getByText('News updated successfully!')).toBeVisible();
        await expect(card.getByText('1 image', { exact: true })).toBeVisible();
        await card.getByRole('button', { name: `View ${title}` }).click();
        const view = page.getByRole('dialog', { name: title });
        await expect(view.getByText('ships from Noida the same day')).toBeVisible();
        await expect(view.getByRole('list', { name: 'Images' }).getByRole('listitem')).toHaveCount(1);
        await view.getByRole('button', { name: 'Close' }).first().click();
      });

      const shopperContext = await browser.newContext({ viewport });
      const shopper = await shopperContext.newPage();
      await test.step('a shopper sees it on the home page strip and on /news, and reads it whole', async () => {
        await shopper.goto('/');
        const strip = shopper.getByRole('region', { name: 'News and Updates' });
        await expect(async () => {
          await shopper.mouse.wheel(0, 4000);
          await expect(strip).toBeVisible({ timeout: 1000 });
        }).toPass({ timeout: 20_000 });
        await expect(strip.getByRole('link', { name: title })).toBeVisible();
        await expect(strip.getByText(cut)).toBeVisible();

        await shopper.goto('/news');
        await expect(shopper.getByRole('heading', { name: 'News and Updates', level: 1 })).toBeVisible();
        await shopper.getByRole('link', { name: title }).click();
        await expect(shopper).toHaveURL(/\/news\/[^/]+$/);
        await expect(shopper.getByRole('heading', { name: title, level: 1 })).toBeVisible();
        await expect(shopper.getByText(subtitle)).toBeVisible();
        await expect(shopper.getByText('ships from Noida the same day')).toBeVisible();
      });

      await test.step('staff delete it, and it is gone from /news', async () => {
        await card.getByRole('button', { name: `Delete ${title}` }).click();
        const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
        await dialog.getByRole('button', { name: 'Delete' }).click();
        await expect(page.getByText('News deleted successfully!')).toBeVisible();
        await expect(card).toBeHidden();
        await shopper.goto('/news');
        await expect(shopper.getByRole('heading', { name: 'News and Updates', level: 1 })).toBeVisible();
        await expect(shopper.getByRole('link', { name: title })).toBeHidden();
      });
      await shopperContext.close();
    });
  });
}
