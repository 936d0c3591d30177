/**
 * Playwright's `test` and `expect`, with a `page` whose goto and reload also wait until the app
 * has taken over the page (docs/decisions/024): a server-rendered page shows before its scripts
 * have hydrated it. Taps in that moment are held and replayed (decision 096, early-taps.spec.ts
 * tests that); the other specs act on the app as it is once it has taken over. Pages that
 * are not the app (the sandbox gateway's, the mailbox) have no #root and are not waited for.
 */
import { test as base, type Page } from '@playwright/test';
import { E2E_BASE_PORT, serverPort } from './server-port';

export { expect, type Locator, type Page } from '@playwright/test';

/** Resolves once the page is the app and has hydrated or rendered (main.tsx sets data-app). */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.app === 'ready',
  );
}

let visitor = 0;

/**
 * Each test comes from its own private address (10.x.y.z, which the IP-location sandbox treats as
 * local, like 127.0.0.1): the server believes X-Forwarded-For from the loopback proxy (TRUST_PROXY
 * in playwright.config.ts), so the per-address rate limits (10 sign-ups an hour) count each test
 * as one visitor, as real shoppers are, instead of the whole suite as one.
 */
function visitorAddress(): string {
  visitor += 1;
  return `10.${(process.pid >> 8) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

export const test = base.extend({
  // Each worker tests against its own server and database (playwright.config.ts).
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(`http://127.0.0.1:${serverPort(E2E_BASE_PORT, testInfo.parallelIndex)}`);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': visitorAddress() });
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await appReady(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await appReady(page);
      return response;
    };
    await use(page);
  },
});
