/**
 * The admin's own not-found page (issue 27 item 11): an admin address that names no screen shows
 * a not-found page inside the admin frame, with the sidebar and a way back to the dashboard,
 * instead of a blank white page; on a phone too.
 */
import { expect, test } from './fixtures';
import { signInSuperAdmin } from './people';

for (const address of ['/admin/no-such-page', '/admin-dashboard/no-such-page', '/admin-dashboard/not-built-yet']) {
  test(`${address} shows the admin's not-found page with the sidebar and a way back`, async ({ page }) => {
    await signInSuperAdmin(page);
    await page.goto(address);
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    await expect(page.getByText('There is no admin screen at this address')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders', exact: true }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  });
}

test('on a phone the not-found page keeps the menu button and the way back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInSuperAdmin(page);
  await page.goto('/admin/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /menu/i })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
});

test('a stranger at an unknown admin address is sent to the admin login', async ({ page }) => {
  await page.goto('/admin/no-such-page');
  await expect(page).toHaveURL(/\/admin-login$/);
});
