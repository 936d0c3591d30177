/**
 * Google sign-in in a real browser (issue 29; shopper spec §2 /login "Sign in with Google",
 * /auth/success, /auth/error, §4 "Google signup completion", §5 "Google mobile prompt"): the shop
 * sends the shopper to a local OpenID provider standing in for Google (e2e/serve.ts), where the
 * test types the Google account, and back. A new person adds only a mobile number; a returning
 * person is signed straight in; a refusal says why. At a phone's width and a laptop's.
 */
import { appReady, expect, test, type Page } from './fixtures';

const WIDTHS = [390, 1366] as const;

/** At the provider's account page: signs in as `email` (verified unless told otherwise). */
async function chooseGoogleAccount(page: Page, email: string, name: string, verified = true) {
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Name').fill(name);
  if (!verified) await page.getByLabel('Email verified by Google').uncheck();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Who the shop says is signed in on this page's browser. */
async function sessionEmail(page: Page): Promise<string | undefined> {
  const res = await page.request.get('/api/v1/auth/session');
  return ((await res.json()) as { data: { user: { email: string } | null } }).data.user?.email;
}

for (const width of WIDTHS) {
  test(`a new person signs up with Google, adding only a mobile number, and goes back to the cart (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = `nisha.${width}.${Date.now()}@example.in`;
    await page.goto('/login?from=%2Fcart');
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await chooseGoogleAccount(page, email, 'Nisha Verma');

    await expect(page).toHaveURL(/\/signup\?google=true&token=[^&]+&from=%2Fcart$/);
    await expect(page.getByRole('heading', { name: 'Complete your signup' })).toBeVisible();
    await expect(page.getByText('Signing up with Google as Nisha Verma')).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    // Only the mobile number is asked for: no name, e-mail or password field.
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(1);

    const mobile = page.getByLabel('Mobile number');
    await page.getByRole('button', { name: 'Complete Signup' }).click();
    await expect(page.getByText('Please enter your mobile number')).toBeVisible();
    await mobile.fill('98765ab43');
    await expect(mobile).toHaveValue('9876543');
    await page.getByRole('button', { name: 'Complete Signup' }).click();
    await expect(page.getByText('Please enter a valid 10-digit mobile number')).toBeVisible();
    await mobile.fill('9876543210');
    await page.getByRole('button', { name: 'Complete Signup' }).click();
    await expect(page.getByText('You must agree to the Terms of Use and Privacy Policy')).toBeVisible();
    await page.getByLabel('I agree to the Terms of Use and Privacy Policy').check();
    await page.getByRole('button', { name: 'Complete Signup' }).click();

    await expect(page.getByText('Google signup completed successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('button', { name: 'Account menu for Nisha Verma' })).toBeVisible();
    expect(await sessionEmail(page)).toBe(email);
  });

  test(`a customer who signed up with a password signs in with Google, and again next time (${width} px)`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = `ravi.${width}.${Date.now()}@example.in`;
    const signup = await page.request.post('/api/v1/auth/signup', {
      data: { name: 'Ravi Kumar', email, password: 'Maker@2026', phone: '9812345670' },
    });
    expect(signup.status(), await signup.text()).toBe(201);
    await page.context().clearCookies();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await chooseGoogleAccount(page, email, 'Ravi K');
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('button', { name: 'Account menu for Ravi Kumar' })).toBeVisible();
    expect(await sessionEmail(page)).toBe(email);

    // Another day, another browser: the linked Google account signs them straight in, from signup too.
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: 900 },
      extraHTTPHeaders: { 'x-forwarded-for': `10.252.${width % 250}.${Math.floor(Math.random() * 250) + 1}` },
    });
    const later = await context.newPage();
    await later.goto('/signup');
    await appReady(later);
    await later.getByRole('link', { name: 'Sign up with Google' }).click();
    await chooseGoogleAccount(later, email, 'Ravi K');
    await expect(later.getByRole('button', { name: 'Account menu for Ravi Kumar' })).toBeVisible();
    expect(await sessionEmail(later)).toBe(email);
    await context.close();
  });
}

test('an e-mail Google has not verified is refused with the reason and the way back to login', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await chooseGoogleAccount(page, `unverified.${Date.now()}@example.in`, 'Asha Rao', false);
  await expect(page).toHaveURL(/\/auth\/error\?reason=email_not_verified$/);
  await expect(page.getByRole('alert')).toContainText('e-mail address is not verified');
  expect(await sessionEmail(page)).toBeUndefined();
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
