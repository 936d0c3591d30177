/**
 * Store settings through the screen (issue 27 item 6): the seller GSTIN goes on every tax invoice,
 * so the form refuses one with a wrong check digit and one of another state than the seller's,
 * each with its message and nothing saved; a GSTIN with its own state is saved and shown after a
 * reload. The test puts the demo seller back as it found it, for the specs that print invoices.
 */
import { expect, test } from './fixtures';
import { signInSuperAdmin } from './people';

const DEMO_GSTIN = '09AAACM1234F1ZW';

test('the seller GSTIN must be valid and of the seller state; a valid pair is saved', async ({ page }) => {
  await signInSuperAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Store settings' }).click();
  await expect(page.getByRole('heading', { name: 'Store settings' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Seller details' });
  const gstin = form.getByLabel('Seller GSTIN');
  const state = form.getByLabel('Seller state');
  await expect(gstin).toHaveValue(DEMO_GSTIN);
  await expect(state).toHaveValue('Uttar Pradesh');

  await gstin.fill('09AAACM1234F1ZX');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'This GST number is not valid: please check it for a typing mistake',
  );

  await gstin.fill('29AAACM1234F1ZU');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'This GST number is registered in Karnataka, but the seller state is Uttar Pradesh',
  );
  const stored = await page.request.get('/api/v1/admin/settings');
  expect((await stored.json()).data.settings).toMatchObject({ sellerGstin: DEMO_GSTIN, sellerState: 'Uttar Pradesh' });

  await state.selectOption('Karnataka');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Seller GSTIN')).toHaveValue('29AAACM1234F1ZU');
  await expect(form.getByLabel('Seller state')).toHaveValue('Karnataka');

  await form.getByLabel('Seller state').selectOption('Uttar Pradesh');
  await form.getByLabel('Seller GSTIN').fill(DEMO_GSTIN);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  expect((await (await page.request.get('/api/v1/admin/settings')).json()).data.settings).toMatchObject({
    sellerGstin: DEMO_GSTIN,
    sellerState: 'Uttar Pradesh',
  });
});
