/**
 * Account Details (issue 29; shopper spec §2 "Profile edit toggles between view and edit mode",
 * §5 rules): Edit and Cancel, the spec's messages, the saved name in the header, the password
 * changed from the account (other devices signed out), and Loyalty shown as coming soon.
 */
import { expect, test } from './fixtures';
import { newCustomer } from './people';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`at ${viewport.width} px a customer edits the name and phone, and changes the password`, async ({ browser }) => {
    test.setTimeout(60_000);
    const tag = `${viewport.width}.${Date.now()}`;
    const page = await newCustomer(browser, viewport, {
      name: 'Farah Khan',
      slug: 'farah',
      tag,
      phone: '9822001100',
    });
    const email = `farah.${tag}@example.in`;
    const otherDevice = await browser.newContext();
    const signIn = await otherDevice.request.post('/api/v1/auth/login', { data: { email, password: 'Maker@2026' } });
    expect(signIn.status()).toBe(200);

    await page.goto('/profile?section=profile');
    const details = page.getByRole('region', { name: 'Account Details' });
    await expect(details.getByText('+91 9822001100')).toBeVisible();

    await test.step('Edit, then Cancel, changes nothing', async () => {
      await details.getByRole('button', { name: 'Edit' }).click();
      await details.getByLabel('First name').fill('Someone');
      await details.getByRole('button', { name: 'Cancel' }).click();
      await expect(details.getByText('Farah Khan')).toBeVisible();
    });

    await test.step('the spec’s messages, then a saved name and phone', async () => {
      await details.getByRole('button', { name: 'Edit' }).click();
      await expect(details.getByLabel('Email')).toBeDisabled();
      await details.getByLabel('First name').fill('Farah2');
      await details.getByLabel('Last name').fill('');
      await details.getByLabel('Phone').fill('98ab76');
      await details.getByRole('button', { name: 'Save' }).click();
      await expect(details.getByText('Only alphabets are allowed')).toBeVisible();
      await expect(details.getByText('Last name is required')).toBeVisible();
      await expect(details.getByLabel('Phone')).toHaveValue('9876');
      await expect(details.getByText('Please enter a valid 10-digit phone number')).toBeVisible();

      await details.getByLabel('First name').fill('Farah Naaz');
      await details.getByLabel('Last name').fill('Khan');
      await details.getByLabel('Phone').fill('9811223344');
      await details.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Profile updated successfully!')).toBeVisible();
      await expect(details.getByText('Farah Naaz Khan')).toBeVisible();
      await expect(details.getByText('+91 9811223344')).toBeVisible();
      await expect(page.getByText('Hello, Farah Naaz')).toBeVisible();
      await page.reload();
      await expect(details.getByText('Farah Naaz Khan')).toBeVisible();
    });

    await test.step('a wrong current password is refused; the right one changes it and signs the other device out', async () => {
      // The form loads when the customer scrolls to it (below a phone's first screen).
      await details.getByRole('link', { name: 'Manage addresses' }).scrollIntoViewIfNeeded();
      const password = page.getByRole('region', { name: 'Change password' });
      await password.getByLabel('Current password').fill('Wrong@2026');
      await password.getByLabel('New password', { exact: true }).fill('Kicad#Layout7');
      await password.getByLabel('Confirm new password').fill('Kicad#Layout7');
      await password.getByRole('button', { name: 'Change password' }).click();
      await expect(password.getByRole('alert')).toHaveText('Your current password is not correct');

      await password.getByLabel('Current password').fill('Maker@2026');
      await password.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('Password changed successfully')).toBeVisible();
      expect((await (await otherDevice.request.get('/api/v1/auth/session')).json()).data.user).toBeNull();
      await page.reload();
      await expect(page.getByText('Hello, Farah Naaz')).toBeVisible();
      await otherDevice.close();
    });

    await test.step('Loyalty is coming soon', async () => {
      await page.getByRole('button', { name: 'Loyalty' }).click();
      await expect(page).toHaveURL(/section=loyalty/);
      await expect(page.getByText('Coming soon')).toBeVisible();
    });
    await page.context().close();
  });
}

test('the signup form shows what the shop keeps and why before the terms box', async ({ page }) => {
  await page.goto('/signup');
  const notice = page.getByRole('region', { name: 'How we use your data' });
  await expect(notice.getByRole('listitem')).toHaveCount(5);
  await expect(notice).toContainText('invoices are kept 6 years');
  await page.getByLabel('Full name').fill('Leela Nair');
  await page.getByLabel('Email').fill(`leela.${Date.now()}@example.in`);
  await page.getByLabel('Phone number').fill('9811122233');
  await page.getByLabel('Password', { exact: true }).fill('Maker@2026');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('You must agree to the Terms of Use and Privacy Policy')).toBeVisible();
  // The terms box links the terms of use and the privacy policy, in a new tab (shopper spec §2).
  await expect(page.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Signup successful')).toBeVisible();
});

test('on a phone, a refused sign-up scrolls its answer into view above the form', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Kiran Rao');
  // The demo customer's address: the shop already has an account with it.
  await page.getByLabel('Email').fill('customer@makershop.in');
  await page.getByLabel('Phone number').fill('9811122244');
  await page.getByLabel('Password', { exact: true }).fill('Maker@2026');
  await page.getByRole('checkbox').check();
  const signUp = page.getByRole('button', { name: 'Sign Up' });
  await signUp.scrollIntoViewIfNeeded();
  await signUp.click();
  const answer = page.getByRole('alert').filter({ hasText: 'An account with this email already exists' });
  await expect(answer).toBeInViewport();
});
