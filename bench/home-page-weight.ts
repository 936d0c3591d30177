/**
 * The JavaScript a shopper's browser loads to show the home, listing and product pages: every
 * script requested until the network is idle, with its gzip size (from the build's .gz copies)
 * and the bytes actually sent (brotli when the browser accepts it), and whether any admin code
 * came with it (bench/lib/script-weight.ts). Starts the production build as `npm start` does
 * (bench/lib/shop-server.ts) and drives the Chromium the browser tests use. Prints each page's
 * figure beside the budget (120 KB gzip, issue 6); a figure to read, not a test.
 *
 * Usage: npm run bench:weight -w bench   (BENCH_PORT, default 3556)
 */
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/browser';
import { kb, weighScript } from './lib/script-weight';
import { firstProductId, startShopServer } from './lib/shop-server';

const BUDGET_KB = 120;
const PORT = Number(process.env.BENCH_PORT ?? 3556);

const server = await startShopServer(PORT);
const browser = await chromium.launch(await chromiumLaunchOptions());
try {
  const pages = { home: '/', listing: '/allproducts', product: `/product/${await firstProductId(server.base)}` };
  for (const [name, path] of Object.entries(pages)) {
    // A fresh context: nothing cached from the page before.
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: { path: string; wireBytes: number }[] = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push({ path: new URL(request.url()).pathname, wireBytes: (await request.sizes()).responseBodySize });
    });
    await page.goto(`${server.base}${path}`, { waitUntil: 'networkidle' });
    // The app loads after the first paint (decision 030): on a cold server the network can rest
    // before it has; wait until it has taken over the page, then for the network to rest again.
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await context.close();

    const weighed = scripts.map((s) => ({ ...s, ...weighScript(s.path) })).sort((a, b) => b.gzipBytes - a.gzipBytes);
    console.log(`\n${name} ${path}`);
    for (const s of weighed)
      console.log(
        `  ${s.path.padEnd(48)} ${kb(s.gzipBytes).padStart(6)} KB gzip  ${kb(s.wireBytes).padStart(6)} KB sent`,
      );
    const gzip = weighed.reduce((sum, s) => sum + s.gzipBytes, 0);
    const wire = weighed.reduce((sum, s) => sum + s.wireBytes, 0);
    const admin = weighed.flatMap((s) => s.adminSources);
    console.log(
      `${name} JavaScript: ${weighed.length} files, ${kb(gzip)} KB gzip (budget ${BUDGET_KB} KB: ${gzip / 1024 <= BUDGET_KB ? 'MET' : 'MISSED'}), ${kb(wire)} KB sent; admin code: ${admin.length === 0 ? 'none' : admin.join(', ')}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
