/**
 * The people a browser test signs in as: a new customer on a page of their own (a browser context
 * with its own address, so sign-up limits count them alone; the clipboard allowed), and the demo
 * SuperAdmin on a page of the test's.
 */
import { expect, type Page } from './fixtures';

type Browser = NonNullable<ReturnType<ReturnType<Page['context']>['browser']>>;

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
    data: { name: who.name, email: `${who.slug}.${who.tag}@example.in`, password: 'Maker@2026', phone: who.phone },
  });
  expect(signup.status(), await signup.text()).toBeLessThan(300);
  return page;
}

/** Signs the demo SuperAdmin in on `page` through the admin login form. */
export async function signInSuperAdmin(page: Page): Promise<void> {
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill('admin@makershop.in');
  await page.getByLabel('Password', { exact: true }).fill('Admin@12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
}
