/**
 * The blog end to end (issue 30), on a phone's 390 px and a laptop's 1366 px: staff write a post
 * with headings (long enough for a table of contents) and an uploaded picture in Blog Management
 * and publish it; a visitor finds it on /blogs by search and by tag, opens it, sees its table of
 * contents and follows it, and sees it in the home page's Latest Blogs; a post whose HTML carried
 * a script, an event handler and a javascript: link runs none of them in the browser.
 */
import { expect, test, type Page } from './fixtures';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

/** A 1×1 PNG: the smallest picture the upload takes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const paragraph = (topic: string) =>
  `${topic} is where most first builds go wrong, so take it slowly and check every joint twice. `.repeat(8);

async function signInStaff(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill('staff@makershop.in');
  await page.getByLabel('Password', { exact: true }).fill('Staff@12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
}

/** Writes and publishes the post through the Create modal; the editor gets three H2 sections. */
async function writePost(page: Page, title: string, tag: string) {
  await page.goto('/admin-dashboard/blog-management');
  await expect(page.getByRole('heading', { name: 'Blog Management' })).toBeVisible();
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Blog Post' });
  await dialog.getByLabel('Title', { exact: true }).fill('Tiny');
  await dialog.getByRole('button', { name: 'Create Post' }).click();
  await expect(dialog.getByText('Title must be at least 5 characters long')).toBeVisible();
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Excerpt').fill('A weather station on an ESP32 with a BME280, step by step.');

  const editor = dialog.locator('#blog-content');
  await editor.click();
  for (const [i, heading] of ['Parts you need', 'Wiring the sensor', 'Reading the data'].entries()) {
    const h2 = dialog.getByRole('button', { name: 'H2', exact: true });
    await expect(h2).toHaveAttribute('aria-pressed', 'false');
    await h2.click();
    await expect(h2).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.locator('[contenteditable="true"]')).toBeFocused();
    await page.keyboard.insertText(heading);
    await expect(editor.locator('h2')).toHaveCount(i + 1);
    await page.keyboard.press('Enter');
    await expect(h2).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.insertText(paragraph(heading));
    await page.keyboard.press('Enter');
  }
  await expect(editor.locator('h2')).toHaveCount(3);

  await dialog
    .getByLabel('Upload featured image')
    .setInputFiles({ name: 'station.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByLabel('Featured image URL')).toHaveValue(/^\/media\/catalog\/.+\/full\.webp$/);
  await dialog.getByLabel('Tags', { exact: true }).fill(`esp32, ${tag}, sensors`);
  await dialog.getByLabel('Status', { exact: true }).selectOption('published');
  await dialog.getByRole('tab', { name: 'SEO Settings' }).click();
  await dialog.getByLabel('Meta description').fill('Build an ESP32 weather station with a BME280 sensor.');
  await dialog.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText('Blog post created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Edit ${title}` })).toBeVisible();
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('staff publish a post; a visitor finds it by search and tag, reads it with its TOC, and sees it on the home page', async ({
      page,
      browser,
    }) => {
      test.setTimeout(150_000);
      const stamp = `${viewport.width}x${Date.now().toString(36)}`;
      const title = `ESP32 weather station ${stamp}`;
      const tag = `weather-${stamp}`;

      await test.step('staff write and publish the post', async () => {
        await signInStaff(page);
        await writePost(page, title, tag);
      });

      const hostileSlug = `hostile-${stamp}`;
      await test.step('a post whose HTML carries a script, a handler and a javascript: link is stored', async () => {
        const res = await page.request.post('/api/v1/blog/create', {
          data: {
            title: `Unsafe markup test ${stamp}`,
            slug: hostileSlug,
            status: 'published',
            content:
              '<p>Before</p><script>window.__blogPwned = "script"</script>' +
              '<img src="https://127.0.0.1:1/x.png" onerror="window.__blogPwned = \'onerror\'">' +
              '<p><a href="javascript:window.__blogPwned=\'link\'">Click me</a></p>' +
              `<p onmouseover="window.__blogPwned='hover'">${'Plain words for the length rule. '.repeat(3)}</p>`,
          },
        });
        expect(res.status(), await res.text()).toBe(201);
      });

      const visitorContext = await browser.newContext({ viewport });
      const visitor = await visitorContext.newPage();

      await test.step('the visitor finds it on /blogs by search and by tag', async () => {
        await visitor.goto('/blogs');
        await expect(visitor.getByRole('heading', { name: 'Blogs', level: 1 })).toBeVisible();
        await visitor.getByRole('searchbox', { name: 'Search blogs' }).fill(stamp);
        const card = visitor.getByRole('article').filter({ has: visitor.getByRole('heading', { name: title }) });
        await expect(card).toBeVisible();
        await expect(visitor.getByRole('article')).toHaveCount(2);
        await visitor.getByRole('searchbox', { name: 'Search blogs' }).fill(`nothing-${stamp}`);
        await expect(visitor.getByText('No blogs found matching your criteria')).toBeVisible();
        await visitor.getByRole('button', { name: 'Clear All Filters' }).click();
        await visitor.getByRole('button', { name: tag }).click();
        await expect(visitor.getByRole('article')).toHaveCount(1);
        await expect(card).toBeVisible();
        await expect(card.getByText('+1 more')).toBeVisible();
        await card.getByRole('link', { name: /^Read More/ }).click();
      });

      await test.step('the post shows its table of contents, which leads to its sections', async () => {
        await expect(visitor).toHaveURL(/\/blog\/esp32-weather-station-/);
        await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
        await expect(visitor.getByText('1 view', { exact: true })).toBeVisible();
        await expect(visitor.getByText('3 min read')).toBeVisible();
        const toc = visitor.getByRole('navigation', { name: 'Table of contents' });
        await expect(toc.getByRole('link')).toHaveText(['Parts you need', 'Wiring the sensor', 'Reading the data']);
        await toc.getByRole('link', { name: 'Reading the data' }).click();
        await expect(visitor).toHaveURL(/#section-reading-the-data$/);
        await expect(visitor.getByRole('heading', { name: 'Reading the data' })).toBeInViewport();
        await expect(visitor.locator('article img').first()).toHaveAttribute('src', /\/media\/catalog\/.+\.webp$/);
        expect(await visitor.title()).toContain(title);
        await visitor.getByRole('button', { name: 'Bookmark' }).click();
        await expect(visitor.getByRole('button', { name: 'Bookmarked' })).toBeVisible();
        expect(await visitor.evaluate(() => localStorage.getItem('bookmarkedBlogs'))).toContain(
          'esp32-weather-station',
        );
      });

      await test.step('the home page lists it under Latest Blogs', async () => {
        await visitor.goto('/');
        const block = visitor.getByRole('region', { name: 'Latest Blogs' });
        await expect(async () => {
          await visitor.mouse.wheel(0, 4000);
          await expect(block).toBeVisible({ timeout: 1000 });
        }).toPass({ timeout: 20_000 });
        await expect(block.getByRole('link', { name: new RegExp(title) })).toBeVisible();
      });

      await test.step('the unsafe post runs none of its script, handler or link', async () => {
        await visitor.goto(`/blog/${hostileSlug}`);
        await expect(visitor.getByText('Before')).toBeVisible();
        await visitor.getByText('Plain words for the length rule.').first().hover();
        await visitor.getByText('Click me').click();
        await visitor.waitForTimeout(500);
        expect(await visitor.evaluate(() => (window as { __blogPwned?: string }).__blogPwned)).toBeUndefined();
        expect(
          await visitor.locator('.blog-prose script, .blog-prose [onerror], .blog-prose [onmouseover]').count(),
        ).toBe(0);
      });

      await visitorContext.close();
    });

    test('an unknown post shows Blog Not Found with Back to Blogs', async ({ page }) => {
      const res = await page.goto('/blog/no-such-post-anywhere');
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Blog Not Found' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to Blogs' }).click();
      await expect(page).toHaveURL(/\/blogs$/);
    });
  });
}
