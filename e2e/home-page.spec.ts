/**
 * The home page (storefront spec §2 "Home page", issue 6): every section in the spec's order,
 * under the CSP; the hero's rotation and its pause on hover and focus; the product strip's tabs
 * against the server's answers; the drone-parts carousel; the reels (nothing loaded before they
 * come near, muted autoplay, one with sound at volume 0.7); the testimonials and their dots.
 */
import { expect, test, type Locator, type Page } from './fixtures';

// The home page plays videos and animations and waits out the hero's turns: on a busy 2-core
// machine a test here (its browser context included) can take longer than the default minute.
test.describe.configure({ timeout: 120_000 });

/**
 * Scrolls down the whole page a screen at a time, each step waiting until every lazy section that
 * came near has mounted (components/ui/lazy-section.tsx: its placeholder, and its Suspense fallback,
 * carry data-lazy-section), until the bottom is reached with nothing left to mount.
 */
async function scrollThrough(page: Page) {
  await page.waitForLoadState('networkidle');
  for (let i = 0; i < 80; i++) {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.7));
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[data-lazy-section]')).every(
        (node) => node.getBoundingClientRect().top >= window.innerHeight,
      ),
    );
    const atEnd = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    );
    if (atEnd) break;
  }
}

/** The 1-based number of the dot marked current among `dots`. */
async function currentDot(dots: Locator): Promise<number> {
  const states = await dots.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-current')));
  return states.indexOf('true') + 1;
}

test("shows every home section in the spec's order, without a CSP violation", async ({ page }) => {
  const violations: string[] = [];
  page.on(
    'console',
    (message) => /Content Security Policy|Refused to/i.test(message.text()) && violations.push(message.text()),
  );
  await page.goto('/');
  await scrollThrough(page);
  const sections = [
    page.locator('#categories-heading'),
    page.locator('#promo-heading'),
    page.getByRole('region', { name: 'Why shop with us' }),
    page.getByRole('region', { name: 'Highlights' }),
    page.getByRole('region', { name: 'Featured products' }),
    page.locator('#drone-heading'),
    page.getByRole('region', { name: 'Offers' }),
    page.locator('#reels-heading'),
    page.locator('#customer-feedback-section'),
    page.locator('#brands-heading'),
  ];
  const tops: number[] = [];
  for (const section of sections) {
    await expect(section).toBeAttached();
    tops.push(await section.evaluate((node) => node.getBoundingClientRect().top + window.scrollY));
  }
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
  await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/product');
  await expect(page.getByRole('complementary', { name: 'Featured product' }).getByRole('link')).toHaveAttribute(
    'href',
    /^\/product\/.+/,
  );
  await expect(page.getByRole('link', { name: /^Discover Now: / })).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Brands we stock' }).getByRole('img').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('the hero moves on by itself, and holds still while hovered or focused', async ({ page }) => {
  // Playwright's clock: time flows as usual, and runFor plays the hero's 2-second turns at once.
  await page.clock.install();
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Highlights' });
  const dots = hero.getByRole('button', { name: /^Go to slide / });
  // Below the first screen, the hero waits for the visitor (the next test).
  await hero.scrollIntoViewIfNeeded();
  await expect(dots).toHaveCount(3);
  await expect(hero.locator('img').first()).toHaveAttribute('fetchpriority', 'high');
  await expect(hero.locator('img').nth(1)).toHaveAttribute('loading', 'lazy');
  await expect.poll(() => currentDot(dots)).toBe(2);

  await hero.hover();
  const held = await currentDot(dots);
  await page.clock.runFor(5000); // more than two 2-second turns
  expect(await currentDot(dots)).toBe(held);
  await page.mouse.move(0, 0);
  await expect.poll(() => currentDot(dots)).not.toBe(held);

  await hero.getByRole('link', { name: 'Shop Now' }).focus();
  const focused = await currentDot(dots);
  await page.clock.runFor(5000);
  expect(await currentDot(dots)).toBe(focused);
});

test("loads no carousel code while every carousel is off a phone's screen, and turns the hero once it comes into view", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const carouselScripts: string[] = [];
  page.on('request', (request) => /embla/.test(request.url()) && carouselScripts.push(request.url()));
  await page.clock.install();
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const hero = page.getByRole('region', { name: 'Highlights' });
  const dots = hero.getByRole('button', { name: /^Go to slide / });
  await expect(hero).not.toBeInViewport();
  await page.clock.runFor(5000); // two of the hero's turns, had it been on screen
  expect(carouselScripts).toEqual([]);
  expect(await currentDot(dots)).toBe(1);

  await hero.scrollIntoViewIfNeeded();
  await expect.poll(() => carouselScripts.length).toBeGreaterThan(0);
  await expect.poll(() => currentDot(dots)).toBe(2);
});

test('the hero stands still for a visitor who prefers reduced motion, and its dots still move it', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  const dots = page.getByRole('region', { name: 'Highlights' }).getByRole('button', { name: /^Go to slide / });
  await expect.poll(() => currentDot(dots)).toBe(1);
  await page.clock.runFor(5000);
  expect(await currentDot(dots)).toBe(1);
  await dots.nth(2).click();
  await expect.poll(() => currentDot(dots)).toBe(3);
});

test('the product strip switches tabs to what the server answers', async ({ page }) => {
  const trending = (await (await page.request.get('/api/v1/product/trending?limit=5')).json()).data.productList;
  const offers = (
    await (
      await page.request.post('/api/v1/product/list', {
        data: { pageNum: 1, pageSize: 5, filters: { tab: 'on_sale' } },
      })
    ).json()
  ).data.productList;
  const newest = (
    await (
      await page.request.post('/api/v1/product/list', {
        data: { pageNum: 1, pageSize: 5, filters: { sort_by: 'created_at', sort_order: 'desc' } },
      })
    ).json()
  ).data.productList;
  const names = (list: { product_name: string }[]) => list.map((p) => p.product_name);

  await page.goto('/');
  // The strip mounts when it comes near the viewport, like every section below the hero.
  await page.locator('[data-lazy-section="Product picks"]').scrollIntoViewIfNeeded();
  const strip = page.getByRole('region', { name: 'Featured products' });
  await strip.scrollIntoViewIfNeeded();
  const panel = strip.getByRole('tabpanel');
  const shown = () => panel.getByRole('heading', { level: 3 }).allInnerTexts();
  await expect.poll(shown).toEqual(names(trending));
  await strip.getByRole('tab', { name: 'Offers' }).click();
  await expect(strip.getByRole('tab', { name: 'Offers' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(shown).toEqual(names(offers));
  await strip.getByRole('tab', { name: 'New Arrivals' }).click();
  await expect.poll(shown).toEqual(names(newest));
  await strip.getByRole('tab', { name: 'Trending Products' }).click();
  await expect.poll(shown).toEqual(names(trending));
});

test('the drone-parts Top 30 carousel wraps around', async ({ page }) => {
  const top = (await (await page.request.get('/api/v1/product/trending?limit=30&category=Drone%20Parts')).json()).data
    .productList;
  expect(top.length).toBeGreaterThan(4);
  await page.goto('/');
  await page.locator('[data-lazy-section="Drone parts"]').scrollIntoViewIfNeeded();
  const block = page.getByRole('region', { name: 'Drone Parts' });
  await block.scrollIntoViewIfNeeded();
  await expect(block.getByRole('tab', { name: 'Top 30' })).toHaveAttribute('aria-selected', 'true');
  await expect(block.getByRole('article')).toHaveCount(top.length);
  const pages = top.length; // a looping carousel stops at every card
  const counter = block.getByText(new RegExp(`^\\d+ / ${pages}$`));
  await expect(counter).toHaveText(`1 / ${pages}`);
  await block.getByRole('button', { name: 'Previous drone parts' }).click();
  await expect(counter).toHaveText(`${pages} / ${pages}`);
  await block.getByRole('button', { name: 'Next drone parts' }).click();
  await block.getByRole('button', { name: 'Next drone parts' }).click();
  await expect(counter).toHaveText(`2 / ${pages}`);
});

test('the reels load nothing until they come near, play muted when seen, and one at a time has sound', async ({
  page,
}) => {
  const clips: string[] = [];
  page.on('request', (request) => /\.webm($|\?)/.test(request.url()) && clips.push(request.url()));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(clips).toEqual([]);
  await expect(page.locator('video[src]')).toHaveCount(0);

  const reels = page.getByRole('region', { name: 'Made with our parts' });
  await scrollThrough(page);
  await reels.scrollIntoViewIfNeeded();
  const videos = reels.locator('video');
  await expect(videos).toHaveCount(11);
  for (const video of await videos.all()) await expect(video).toHaveAttribute('preload', 'none');
  await expect(reels.locator('video[src]')).toHaveCount(4); // the first page at 1280 px; the others wait
  const first = videos.nth(0);
  const second = videos.nth(1);
  await expect.poll(() => first.evaluate((v: HTMLVideoElement) => !v.paused && v.muted)).toBe(true);

  await first.click();
  await expect.poll(() => first.evaluate((v: HTMLVideoElement) => [v.muted, v.volume])).toEqual([false, 0.7]);
  await second.click();
  await expect.poll(() => second.evaluate((v: HTMLVideoElement) => [v.muted, v.volume])).toEqual([false, 0.7]);
  expect(await first.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await expect(reels.getByRole('button', { name: 'Sound: Servo sweep, 0 to 180°' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const dots = reels.getByRole('button', { name: /^Go to reels page / });
  await expect(dots).toHaveCount(3);
  await reels.getByRole('button', { name: 'Next reels' }).click();
  await expect.poll(() => currentDot(dots)).toBe(2);
  await expect(reels.locator('video[src]')).toHaveCount(8);
});

test('customer feedback: the section id, 7 testimonials, 3 to a slide on a desktop and 1 on a phone, with dots', async ({
  page,
}) => {
  await page.goto('/');
  await page.locator('[data-lazy-section="Customer feedback"]').scrollIntoViewIfNeeded();
  const feedback = page.locator('#customer-feedback-section');
  await expect(feedback.getByRole('figure')).toHaveCount(7);
  await expect(feedback.getByRole('button', { name: /^Go to testimonials page / })).toHaveCount(3);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(feedback.getByRole('button', { name: /^Go to testimonials page / })).toHaveCount(7);
  await feedback.getByRole('button', { name: 'Go to testimonials page 4' }).click();
  await expect(feedback.getByRole('button', { name: 'Go to testimonials page 4' })).toHaveAttribute(
    'aria-current',
    'true',
  );
});
