/**
 * The people a browser test signs in as: a new customer on a page of their own (a browser context
 * with its own address, so sign-up limits count them alone; the clipboard allowed), and the demo
 * SuperAdmin on a page of the test's.
 */
import { expect, type Page } from './fixtures';

export type Browser = NonNullable<ReturnType<ReturnType<Page['context']>['browser']>>;

/** The password newCustomer signs its customers up with. */
export const CUSTOMER_PASSWORD = 'Maker@2026';

/** Signs up `name` with the e-mail `<slug>.<tag>@example.in` and phone `phone` on a new context of `viewport`; returns its page, signed in. */
export async function newCustomer(
  browser: Browser,
  viewport: { width: number; height: number },
  who: { name: string; slug: string; tag: string; phone: string },
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    permissions: ['clipboard-read', 'clipboard-write'],
    extraHTTPHeaders: { 'x-forwarded-for': `10.251.${viewport.width % 250}.${Math.floor(Math.random() * 250) + 1}` },
  });
  const page = await context.newPage();
  const signup = await page.request.post('/api/v1/auth/signup', {
    data: { name: who.name, email: `${who.slug}.${who.tag}@example.in`, password: CUSTOMER_PASSWORD, phone: who.phone },
  });
  expect(signup.status(), await signup.text()).toBeLessThan(300);
  return page;
}

/**
 * The SuperAdmins `signInSuperAdmin` takes turns with: the demo one and three made for the tests
 * (e2e/serve.ts), so the staff specs, run close together, stay under one account's 10 sign-ins a
 * minute (plugins/rate-limit.rules.ts).
 */
export const SUPER_ADMIN_POOL = [
  'admin@makershop.in',
  'pool1.admin@makershop.in',
  'pool2.admin@makershop.in',
  'pool3.admin@makershop.in',
] as const;
let turn = 0;

/** Signs a SuperAdmin of the pool in on `page` through the admin login form (each call the next one). */
export async function signInSuperAdmin(page: Page): Promise<void> {
  const email = SUPER_ADMIN_POOL[turn % SUPER_ADMIN_POOL.length]!;
  turn += 1;
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Admin@12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
}
