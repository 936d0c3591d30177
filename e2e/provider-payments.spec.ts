/**
 * Paying through the real providers' local fakes (issue 8; e2e/serve.ts starts them): the checkout
 * offers the configured ways to pay, card through Cashfree's hosted checkout (opened by its JS SDK
 * from our /pay/cashfree page) and UPI through PhonePe's hosted page; a declined card is retried
 * from the retry page; the fallback page follows a payment still open; and the shopper finds the
 * order's e-mails in the development mailbox.
 */
import { seriousViolations } from './axe';
import { checkoutWithOneDht22 } from './checkout-steps';
import { expect, test, type Page } from './fixtures';

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill('customer@makershop.in');
  await page.getByLabel('Password', { exact: true }).fill('Customer@123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
}

const SANDBOX_GROUP = 'Sandbox: test payments';

/** Puts one DHT22 in the cart, chooses `method` under `provider` at checkout and proceeds to that provider's page. */
async function payWith(page: Page, provider: string, method: RegExp) {
  await checkoutWithOneDht22(page);
  const methods = page.getByRole('group', { name: 'Payment method' });
  // The sandbox's card is the development default; the configured providers are offered beside it.
  await expect(
    methods.getByRole('group', { name: SANDBOX_GROUP }).getByRole('radio', { name: /Credit or debit card/ }),
  ).toBeChecked();
  await methods.getByRole('group', { name: provider }).getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
}

/** The latest order of the signed-in customer. */
async function latestOrderId(page: Page): Promise<string> {
  const orders = (await (await page.request.post('/api/v1/order/my-orders', { data: {} })).json()).data;
  return orders[0]._id;
}

/** Waits until the development mailbox lists `subject`, then opens that message. */
async function openMail(page: Page, subject: string) {
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(page.getByRole('link', { name: subject })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('link', { name: subject }).click();
}

test('pays by card through the Cashfree fake’s hosted checkout, and the confirmation e-mail arrives', async ({
  page,
}) => {
  await signIn(page);
  await payWith(page, 'Cashfree', /Credit or debit card/);
  await expect(page.getByRole('heading', { name: 'Cashfree (local fake)' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/payment-status\/[^/?]+\?order_id=MT/);
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  const orderId = await latestOrderId(page);
  await expect(page.getByText(orderId.slice(-8).toUpperCase())).toBeVisible();

  const ref = orderId.slice(-8).toUpperCase();
  await openMail(page, `Order ${ref} confirmed: payment received`);
  await expect(page.getByText('We received your payment of')).toBeVisible();
  await expect(page.getByText('DHT22', { exact: false }).first()).toBeVisible();
  await expect(page.getByText(/Track your order: http:\/\/127\.0\.0\.1:\d+\/track-order/)).toBeVisible();
});

test('pays by UPI through the PhonePe fake’s hosted page and lands on the PhonePe result page', async ({ page }) => {
  await signIn(page);
  await payWith(page, 'PhonePe', /^UPI/);
  await expect(page.getByRole('heading', { name: 'PhonePe (local fake)' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/phonepe-payment-status\/[^/?]+$/);
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  expect(await (await page.request.get(`/api/v1/order/${await latestOrderId(page)}`)).json()).toMatchObject({
    data: { order: { payment_status: 'Paid', status: 'Confirmed' } },
  });
});

test('a declined card is retried from the retry page and paid; the failure e-mail links to that page', async ({
  page,
}) => {
  await signIn(page);
  await payWith(page, 'Cashfree', /Credit or debit card/);
  await expect(page.getByRole('heading', { name: 'Cashfree (local fake)' })).toBeVisible();
  await page.getByRole('button', { name: 'Fail' }).click();

  await expect(page.getByRole('heading', { name: 'Payment verification failed' })).toBeVisible();
  await page.getByRole('link', { name: 'Retry Payment' }).click();
  await expect(page).toHaveURL(/\/payment-retry\/[^/]+$/);
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await page.getByRole('button', { name: 'Retry Payment' }).click();
  // The retry pays the same way as the first attempt: Cashfree again.
  await expect(page.getByRole('heading', { name: 'Cashfree (local fake)' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  await expect(page.getByText(orderId.slice(-8).toUpperCase())).toBeVisible();

  await openMail(page, `Payment for order ${orderId.slice(-8).toUpperCase()} did not go through`);
  await expect(page.getByText(`/payment-retry/${orderId}`)).toBeVisible();
});

test('the fallback page follows a payment still open at PhonePe, which can then be completed', async ({ page }) => {
  await signIn(page);
  await payWith(page, 'PhonePe', /^UPI/);
  await expect(page.getByRole('heading', { name: 'PhonePe (local fake)' })).toBeVisible();
  const hostedPage = page.url();

  await page.goto('/payment-fallback');
  await expect(page).toHaveURL(/\/payment-status\/[^/?]+\?fallback=true$/);
  await expect(page.getByRole('heading', { name: 'Verifying your payment…' })).toBeVisible();

  await page.goto(hostedPage);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/phonepe-payment-status\//);
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
});

test('offers every method GET /payment/methods lists under its provider, and pays by the one chosen', async ({
  page,
}) => {
  await signIn(page);
  const listed: { method: string; gateway: string }[] = (
    await (await page.request.get('/api/v1/payment/methods')).json()
  ).data.methods;
  await checkoutWithOneDht22(page);
  const methods = page.getByRole('group', { name: 'Payment method' });
  // One radio a listed pair, under its provider's name: not one "test payment" for the sandbox's four.
  await expect(methods.getByRole('radio')).toHaveCount(listed.length);
  for (const [provider, gateway] of [
    [SANDBOX_GROUP, 'sandbox'],
    ['Cashfree', 'cashfree'],
    ['PhonePe', 'phonepe'],
  ] as const) {
    await expect(methods.getByRole('group', { name: provider }).getByRole('radio')).toHaveCount(
      listed.filter((m) => m.gateway === gateway).length,
    );
  }
  const sandbox = methods.getByRole('group', { name: SANDBOX_GROUP });
  await expect(sandbox.getByText('Test payment: no real money moves')).toBeVisible();
  await expect(sandbox.getByText('Test', { exact: true })).toBeVisible();

  await sandbox.getByRole('radio', { name: /^UPI/ }).check();
  const start = page.waitForRequest((r) => r.url().endsWith('/api/v1/payment/create-phonepe-payment'));
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  expect((await start).postDataJSON()).toMatchObject({ gateway: 'sandbox', method: 'upi' });
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
});

test.describe('the payment method choice at 390 px', () => {
  test.use({ bypassCSP: true, viewport: { width: 390, height: 844 } });

  test('is a labelled radio group that arrow keys move through, with no serious axe violation', async ({ page }) => {
    await signIn(page);
    const list = await page.request.post('/api/v1/product/list', {
      data: { pageSize: 1, filters: { search: 'DHT22' } },
    });
    await page.goto(`/product/${(await list.json()).data.productList[0]._id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added to cart successfully!')).toBeVisible();
    await page.goto('/checkout');
    const methods = page.getByRole('group', { name: 'Payment method' });
    const sandbox = methods.getByRole('group', { name: SANDBOX_GROUP });
    await expect(sandbox.getByRole('radio', { name: /Credit or debit card/ })).toBeChecked();
    await sandbox.getByRole('radio', { name: /Credit or debit card/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(sandbox.getByRole('radio', { name: /Net banking/ })).toBeChecked();
    await expect(sandbox.getByRole('radio', { name: /Net banking/ })).toBeFocused();
    // The method choice itself (the order summary's own findings belong to its spec).
    expect(await seriousViolations(page, 'section[aria-labelledby="payment-method-heading"]')).toEqual([]);
  });
});
