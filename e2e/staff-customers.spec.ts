/**
 * Staff's Customers screen (issue 29 "Staff: Customers"): a SuperAdmin finds a customer by e-mail,
 * blocks them (signed out at once, sign-in refused with a clear message) and unblocks them; a
 * SubAdmin reads the list without the actions, and the server refuses their block anyway.
 */
import { expect, test, type Page } from './fixtures';
import { newCustomer, signInSuperAdmin } from './people';

async function openCustomers(page: Page) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Customers', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
}

test('a SuperAdmin finds a customer, blocks them out of every session, then unblocks them', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const tag = `${Date.now()}`;
  const shopper = await newCustomer(
    browser,
    { width: 1366, height: 900 },
    {
      name: 'Ishaan Bose',
      slug: 'ishaan',
      tag,
      phone: '9800011122',
    },
  );
  const email = `ishaan.${tag}@example.in`;

  await signInSuperAdmin(page);
  await openCustomers(page);
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  const list = page.getByRole('region', { name: 'Customers' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('+91 9800011122');

  await list.getByRole('button', { name: 'Block Ishaan Bose' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block Ishaan Bose?' });
  await expect(dialog).toContainText('signed out everywhere at once');
  await dialog.getByRole('button', { name: 'Block customer' }).click();
  await expect(page.getByText('Ishaan Bose is blocked')).toBeVisible();
  await expect(list.getByText('Blocked', { exact: true })).toBeVisible();

  expect((await (await shopper.request.get('/api/v1/auth/session')).json()).data.user).toBeNull();
  const refused = await shopper.request.post('/api/v1/auth/login', { data: { email, password: 'Maker@2026' } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(
    'This account is blocked. Please write to our support to have it reviewed.',
  );

  await list.getByRole('button', { name: 'Unblock Ishaan Bose' }).click();
  await page
    .getByRole('dialog', { name: 'Unblock Ishaan Bose?' })
    .getByRole('button', { name: 'Unblock customer' })
    .click();
  await expect(page.getByText('Ishaan Bose can sign in again')).toBeVisible();
  await expect(list.getByText('Blocked', { exact: true })).toHaveCount(0);
  const back = await shopper.request.post('/api/v1/auth/login', { data: { email, password: 'Maker@2026' } });
  expect(back.status()).toBe(200);
  await shopper.context().close();
});

test('a SubAdmin reads the customers without Block, and the server refuses their block', async ({ page }) => {
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill('staff@makershop.in');
  await page.getByLabel('Password', { exact: true }).fill('Staff@12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await openCustomers(page);
  const list = page.getByRole('region', { name: 'Customers' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(list.getByRole('button', { name: /^Block / })).toHaveCount(0);
  const id = (await (await page.request.get('/api/v1/admin/customers')).json()).data.customers[0]._id;
  expect((await page.request.post(`/api/v1/admin/customers/${id}/block`, { data: {} })).status()).toBe(403);
});
