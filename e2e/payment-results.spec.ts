/**
 * The payment result pages (issue 8, shopper spec §2, §4, §8): a failed sandbox payment is retried
 * for the same order from its retry page and paid; a payment cancelled on the sandbox page is
 * shown as cancelled and goes home after 3 seconds unless the shopper stays; the fallback page follows a fresh pending payment or counts down home; the
 * retry page of a paid order says it is paid.
 */
import { checkoutWithOneDht22 } from './checkout-steps';
import { expect, test, type Page } from './fixtures';

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill('customer@makershop.in');
  await page.getByLabel('Password', { exact: true }).fill('Customer@123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
}

/** Puts one DHT22 in the cart and goes from checkout to the sandbox gateway's page. */
async function toGateway(page: Page) {
  await checkoutWithOneDht22(page);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
}

test('a failed payment is retried for the same order and paid; its retry page then says it is paid', async ({
  page,
}) => {
  await signIn(page);
  await toGateway(page);
  await page.getByRole('button', { name: 'Fail payment' }).click();

  await expect(page.getByRole('heading', { name: 'Payment verification failed' })).toBeVisible();
  await page.getByRole('link', { name: 'Retry Payment' }).click();
  await expect(page).toHaveURL(/\/payment-retry\/[^/]+$/);
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
  await expect(page.getByText(orderId.slice(-8).toUpperCase())).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();

  await page.getByRole('button', { name: 'Retry Payment' }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  await expect(page.getByText('delivered in 3-5 working days')).toBeVisible();
  await expect(page.getByText(orderId.slice(-8).toUpperCase())).toBeVisible();
  await expect(page.getByRole('link', { name: 'Track Order' }).last()).toHaveAttribute('href', '/track-order');
  await expect(page.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/profile?section=orders');
  // The paid order's cart is emptied, here and in the saved cart, and stays so after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  await expect.poll(async () => (await (await page.request.get('/api/v1/cart')).json()).data.lines.length).toBe(0);
  await page.goto('/cart');
  await expect(page.getByRole('list', { name: 'Cart items' })).toHaveCount(0);
  const order = (await (await page.request.get(`/api/v1/order/${orderId}`)).json()).data.order;
  expect(order).toMatchObject({ payment_status: 'Paid', status: 'Confirmed' });

  await page.goto(`/payment-retry/${orderId}`);
  await expect(page.getByRole('heading', { name: 'This order is already paid' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry Payment' })).toHaveCount(0);
});

test('a payment cancelled on the gateway page is shown as cancelled, with a way to try again', async ({ page }) => {
  await signIn(page);
  await toGateway(page);
  await page.getByRole('button', { name: 'Cancel payment' }).click();

  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  // The page would go home in 3 seconds; the shopper stays to use its buttons.
  await page.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page.getByText('Payment verification failed')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to Cart' })).toBeVisible();
  const tryAgain = page.getByRole('link', { name: 'Try Again' });
  const href = (await tryAgain.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/payment-retry\//);
  const orderId = href.split('/').pop()!;

  await page.goto(`/payment-cancelled/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await page.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page.getByRole('link', { name: 'Try Again' })).toBeVisible();
  await page.goto('/phonepe-payment-cancel');
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
});

test('a cancelled page goes home after 3 seconds, saying so, with a link that does not wait and a way to stay', async ({
  page,
}) => {
  await page.clock.install();
  const note = page.getByRole('status').filter({ hasText: 'Taking you to the home page' });

  await page.goto('/phonepe-payment-cancel');
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await expect(note).toContainText(/in [1-3] seconds?…/);
  await expect(note.getByRole('link', { name: 'Go now' })).toHaveAttribute('href', '/');
  await page.clock.runFor(3000);
  await expect(page).toHaveURL(/\/$/);

  // Stay on this page stops the countdown and takes the note away.
  await page.goto('/payment-cancelled');
  await expect(note).toBeVisible();
  await note.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(note).toHaveCount(0);
  await page.clock.runFor(5000);
  await expect(page).toHaveURL(/\/payment-cancelled$/);
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();

  // Go now does not wait.
  await page.goto('/payment-cancelled');
  await note.getByRole('link', { name: 'Go now' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the fallback page goes to a fresh pending payment, and otherwise counts down to home', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  // A payment started a minute ago: its status page (which sends this signed-out visitor to log in first).
  await page.evaluate(() =>
    sessionStorage.setItem(
      'pendingPayment',
      JSON.stringify({ orderId: 'order-1', paymentId: 'payment-1', timestamp: Date.now() - 60_000 }),
    ),
  );
  await page.goto('/payment-fallback');
  await expect(page).toHaveURL(/\/login\?from=%2Fpayment-status%2Fpayment-1$/);

  // One older than 30 minutes counts for nothing: 10 seconds, then home.
  await page.evaluate(() =>
    sessionStorage.setItem(
      'pendingPayment',
      JSON.stringify({ orderId: 'order-1', paymentId: 'payment-1', timestamp: Date.now() - 31 * 60_000 }),
    ),
  );
  // The page's clock stands still from here (a busy machine may take seconds to render it), so
  // the countdown shows 10 until the test moves the clock on. Playwright's own waiting is not the
  // page's clock; a goto of the fixture's would wait on the page's (appReady), hence location.assign.
  await page.clock.pauseAt(Date.now() + 1000);
  await page.evaluate(() => window.location.assign('/payment-fallback'));
  await expect(page.getByRole('heading', { name: 'Payment gateway issue' })).toBeVisible();
  await expect(page.getByText('Redirecting to home in 10 seconds')).toBeVisible();
  // A second at a time: each tick's timer is set once the page has shown the last one.
  for (let left = 9; left >= 1; left -= 1) {
    await page.clock.runFor(1000);
    await expect(page.getByText(`Redirecting to home in ${left} second${left === 1 ? '' : 's'}`)).toBeVisible();
  }
  await page.clock.runFor(1000);
  await expect(page).toHaveURL(/\/$/);

  // None at all, and Go to Home now does not wait.
  await page.evaluate(() => sessionStorage.removeItem('pendingPayment'));
  await page.goto('/payment-fallback');
  await expect(page.getByText('Redirecting to home in 10 seconds')).toBeVisible();
  await page.getByRole('button', { name: 'Go to Home now' }).click();
  await expect(page).toHaveURL(/\/$/);
});
