/**
 * Saved addresses with a GSTIN (issue 7, decision 028): a new customer reaches checkout with no
 * address, is told to add one, adds a business address in Pune whose GSTIN is checked as typed
 * (check digit, then state), sees it chosen, edits it, and finds the same address in the
 * profile's Your Addresses.
 */
import { expect, test } from './fixtures';

test('a business buyer adds an address with a GSTIN at checkout, sees it chosen, edits it and finds it in the profile', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await test.step('sign up and put a product in the cart', async () => {
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Nikhil Joshi');
    await page.getByLabel('Email').fill(`nikhil.${Date.now()}@example.in`);
    await page.getByLabel('Phone number').fill('9822012345');
    await page.getByLabel('Password', { exact: true }).fill('Maker@2026');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Signup successful')).toBeVisible();
    const list = await page.request.post('/api/v1/product/list', {
      data: { pageSize: 1, filters: { search: 'DHT22' } },
    });
    const product = (await list.json()).data.productList[0];
    await page.goto(`/product/${product._id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added to cart successfully!')).toBeVisible();
  });

  await test.step('the add form is open at once, before the address book answers (the session says there is none)', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/addresses', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/checkout');
    await expect(page.getByRole('form', { name: 'New address' })).toBeVisible();
    await expect(page.getByText('Loading your addresses...')).toHaveCount(0);
    const answered = page.waitForResponse('**/api/v1/addresses');
    release();
    await answered;
    await page.unroute('**/api/v1/addresses');
  });

  await test.step('checkout without an address asks for one and will not proceed', async () => {
    await page.goto('/checkout');
    await expect(page.getByRole('form', { name: 'New address' })).toBeVisible();
    await expect(page.getByText('Please add a delivery address')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled();
  });

  const form = page.getByRole('form', { name: 'New address' });
  await test.step('the form gives the spec’s messages and checks the GSTIN', async () => {
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form.getByText('Address cannot be empty')).toBeVisible();
    await expect(form.getByText('City cannot be empty')).toBeVisible();
    await expect(form.getByText('Please enter a valid 6-digit postal code')).toBeVisible();

    await form.getByLabel('Address', { exact: true }).fill('Office 7, Sai Plaza, FC Road, Shivajinagar');
    await form.getByLabel('Pincode').fill('411005');
    await expect(form.getByLabel('City')).toHaveValue('Pune');
    await expect(form.getByLabel('State')).toHaveValue('Maharashtra');
    await form.getByLabel('Company name (optional)').fill('Umbrella Fab LLP');
    const gst = form.getByLabel('GST number (optional)');
    await gst.fill('27aapfu0939f1zw');
    await expect(gst).toHaveValue('27AAPFU0939F1ZW');
    await gst.blur();
    await expect(form.getByText('This GST number is not valid: please check it for a typing mistake')).toBeVisible();
    await gst.fill('29AAICA3918J1ZE');
    await expect(
      form.getByText('This GST number is registered in Karnataka, but the address is in Maharashtra'),
    ).toBeVisible();
    await gst.fill('27AAPFU0939F1ZV');
    await expect(form.getByRole('alert')).toHaveCount(0);
  });

  const chosen = page.getByRole('radio', { name: /Umbrella Fab LLP/ });
  await test.step('saving chooses the address and lets the order proceed', async () => {
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Address added successfully')).toBeVisible();
    await expect(chosen).toBeChecked();
    await expect(page.getByRole('list', { name: 'Saved addresses' })).toContainText('GSTIN 27AAPFU0939F1ZV');
    await expect(page.getByText('Please add a delivery address')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  });

  await test.step('edit the address: a new line, still chosen', async () => {
    await page.getByRole('button', { name: /^Edit address Office 7/ }).click();
    const edit = page.getByRole('form', { name: 'Edit address' });
    await expect(edit.getByLabel('GST number (optional)')).toHaveValue('27AAPFU0939F1ZV');
    await edit.getByLabel('Address', { exact: true }).fill('Office 9, Sai Plaza, FC Road, Shivajinagar');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Address updated successfully')).toBeVisible();
    await expect(chosen).toBeChecked();
    await expect(chosen).toHaveAccessibleName(/Office 9, Sai Plaza/);
  });

  await test.step('the profile lists the same address', async () => {
    await page.goto('/profile?section=addresses');
    await expect(page.getByRole('heading', { name: 'Your Addresses' })).toBeVisible();
    const saved = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText('Office 9, Sai Plaza');
    await expect(saved).toContainText('Pune, Maharashtra 411005');
    await expect(saved).toContainText('GSTIN 27AAPFU0939F1ZV');
  });
});
