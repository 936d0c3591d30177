/**
 * The staff area (issue 9): a SubAdmin lands on the Dashboard, sees the SuperAdmin screens locked
 * in the sidebar and meets the Unauthorized popup there, which closes back to the Dashboard (and
 * the server refuses the call anyway); a SuperAdmin adds a SubAdmin on Staff accounts, who signs
 * in at once; deactivated, that person is signed out on their next call; the Audit log shows both
 * changes.
 */
import { expect, test, type Page } from './fixtures';
import { seriousViolations } from './axe';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
}

test('a SubAdmin meets the Unauthorized popup on SuperAdmin screens and closes it', async ({ page }) => {
  await signIn(page, 'staff@makershop.in', 'Staff@12345');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Staff accounts (SuperAdmin only)' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();

  await nav.getByRole('link', { name: /^Staff accounts/ }).click();
  const popup = page.getByRole('dialog', { name: 'Permission required' });
  await expect(popup).toContainText('Only a SuperAdmin can open Staff accounts.');
  await expect(page.getByRole('heading', { name: 'Staff accounts' })).toHaveCount(0);
  await popup.getByRole('button', { name: 'Close' }).first().click();
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  await page.goto('/admin-dashboard/audit-log');
  await expect(page.getByRole('dialog', { name: 'Permission required' })).toContainText('the Audit log');

  // Whatever the browser shows, the server refuses the SubAdmin's calls.
  expect((await page.request.get('/api/v1/admin/staff')).status()).toBe(403);
  expect((await page.request.get('/api/v1/admin/audit')).status()).toBe(403);
});

test('a SuperAdmin adds a SubAdmin who signs in at once, then deactivates them', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = `neha.${Date.now()}@makershop.in`;
  await signIn(page, 'admin@makershop.in', 'Admin@12345');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Staff accounts' }).click();
  await expect(page.getByRole('heading', { name: 'Staff accounts' })).toBeVisible();

  await page.getByRole('button', { name: 'Add staff member' }).click();
  const modal = page.getByRole('dialog', { name: 'Add staff member' });
  await modal.getByLabel('Name').fill('Neha Verma');
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Role').selectOption('SubAdmin');
  await modal.getByLabel('Password').fill('weakpass');
  await modal.getByRole('button', { name: 'Add staff member' }).click();
  await expect(modal.getByText('Password must contain at least one uppercase letter')).toBeVisible();
  await modal.getByLabel('Password').fill('Neha@2026x');
  await modal.getByRole('button', { name: 'Add staff member' }).click();
  await expect(page.getByText('Neha Verma can now sign in as SubAdmin')).toBeVisible();
  const row = page.getByRole('listitem', { name: 'Neha Verma' });
  await expect(row).toContainText(email);
  await expect(row).toContainText('Active');

  const other = await browser.newContext();
  const neha = await other.newPage();
  await signIn(neha, email, 'Neha@2026x');
  await expect(neha.getByText('SubAdmin', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Deactivate' }).click();
  await page
    .getByRole('dialog', { name: 'Deactivate staff member' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(page.getByText('Neha Verma is deactivated')).toBeVisible();
  await expect(row).toContainText('Deactivated');
  expect((await neha.request.post('/api/v1/order/list', { data: {} })).status()).toBe(401);
  await other.close();

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('What changed').selectOption('staff');
  const entries = page.getByRole('region', { name: 'Audit entries' });
  await expect(entries.getByRole('row', { name: /staff\.deactivate/ })).toBeVisible();
  await expect(entries.getByRole('row', { name: /staff\.create/ }).first()).toContainText(email);
});

test.describe('accessible staff screens', () => {
  test.use({ bypassCSP: true });
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`Dashboard, Staff accounts and Audit log have no serious axe violation at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signIn(page, 'admin@makershop.in', 'Admin@12345');
      for (const [path, heading] of [
        ['/admin-dashboard', 'Dashboard'],
        ['/admin-dashboard/staff', 'Staff accounts'],
        ['/admin-dashboard/audit-log', 'Audit log'],
        ['/admin-dashboard/password', 'Your password'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      }
    });
  }
});
