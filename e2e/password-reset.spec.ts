/**
 * Password reset by e-mail OTP (issue 29; shopper spec §2 Forgot password, §5, §8): from the login
 * page's "Forgot password?", the OTP read from the mail in the development mailbox, six boxes, a
 * new password with the spec's rules, every other session signed out, and the "password changed"
 * mail. The OTP check's reset token is what lets the new password be set (DESIGN.md).
 */
import { seriousViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { mailText } from './mailbox';

const OLD_PASSWORD = 'Maker@2026';
const NEW_PASSWORD = 'Solder#Iron42';

/** A customer signed up (and signed in) on a browser of their own: the "other device". */
async function customerOnAnotherDevice(page: Page, email: string) {
  const context = await page.context().browser()!.newContext();
  const signup = await context.request.post('/api/v1/auth/signup', {
    data: { name: 'Nisha Verma', email, password: OLD_PASSWORD, phone: '9812345670' },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  return context;
}

test('a shopper who forgot the password resets it with the mailed OTP; the old sessions end', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `nisha.${Date.now()}@example.in`;
  const otherDevice = await customerOnAnotherDevice(page, email);

  await test.step('from the login page, the e-mail is asked for and the OTP sent', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('OTP sent to your email address')).toBeVisible();
    await expect(page).toHaveURL(/\/verify-otp$/);
    await expect(page.getByText(`we sent to ${email}`)).toBeVisible();
    // Resend waits out its 120 s countdown.
    await expect(page.getByRole('button', { name: /^Resend OTP in [12]:\d\d$/ })).toBeDisabled();
  });

  const otp = /(\d{6}) is your MakerShop password reset code/.exec(
    await mailText(page, email, /is your MakerShop password reset code/),
  )![1]!;

  await test.step('six boxes take the OTP: too few digits and a wrong code are refused', async () => {
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type('123');
    await expect(page.getByLabel('Digit 3 of 6')).toHaveValue('3');
    await expect(page.getByLabel('Digit 4 of 6')).toBeFocused();
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('Please enter the 6-digit OTP')).toBeVisible();

    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    await page.getByLabel('Digit 1 of 6').fill(wrong);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid OTP. Please try again.' })).toBeVisible();
  });

  await test.step('the right code, pasted, is verified and leads to the new password', async () => {
    await page.getByLabel('Digit 1 of 6').focus();
    await page.evaluate((code) => {
      const data = new DataTransfer();
      data.setData('text/plain', ` ${code.slice(0, 3)}-${code.slice(3)} `);
      document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    }, otp);
    await expect(page.getByLabel('Digit 6 of 6')).toHaveValue(otp[5]!);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('OTP verified successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password$/);
  });

  await test.step('the new password follows the spec’s rules, then the shopper signs in with it', async () => {
    await page.getByLabel('New password').fill('solder#iron42');
    await page.getByLabel('Confirm password').fill('solder#iron4');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Password must contain at least one uppercase letter')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Password reset successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login successful')).toBeVisible();
  });

  await test.step('the other device is signed out, and a mail says the password changed', async () => {
    const session = await (await otherDevice.request.get('/api/v1/auth/session')).json();
    expect(session.data.user).toBeNull();
    await otherDevice.close();
    expect(await mailText(page, email, /Your MakerShop password was changed/)).toContain('signed out');
  });
});

test('the reset pages send a shopper with nothing in progress back to the start', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.goto('/verify-otp');
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
});

test.describe('at 390 px', () => {
  test.use({ bypassCSP: true, viewport: { width: 390, height: 844 } });

  test('the OTP boxes fit the phone and the reset pages have no serious axe violation', async ({ page }) => {
    await page.goto('/forgot-password');
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() =>
      sessionStorage.setItem('passwordReset', JSON.stringify({ email: 'asha@example.in', sentAt: Date.now() })),
    );
    await page.goto('/verify-otp');
    // The six boxes stay inside the card, as wide as the button under them.
    const last = await page.getByLabel('Digit 6 of 6').boundingBox();
    const button = await page.getByRole('button', { name: 'Verify OTP' }).boundingBox();
    expect(last!.x + last!.width).toBeLessThanOrEqual(button!.x + button!.width + 0.5);
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() =>
      sessionStorage.setItem(
        'passwordReset',
        JSON.stringify({ email: 'asha@example.in', sentAt: Date.now(), resetToken: 'a-token' }),
      ),
    );
    await page.goto('/reset-password');
    await expect(page.getByLabel('New password')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
