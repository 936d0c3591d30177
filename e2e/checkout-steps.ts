/**
 * The steps several payment specs share: the demo customer signs in; a signed-in shopper with a
 * saved address (221B MG Road) puts one DHT22 in the cart, reaches the checkout with that address
 * chosen, and pays in the sandbox.
 */
import { expect, type Page } from './fixtures';

/**
 * Scrolls checkout to its order summary, as a shopper on a phone does: below the payment choice,
 * the summary (and Proceed to Payment) is drawn when it comes near the viewport (decision 099).
 */
export async function scrollToOrderSummary(page: Page): Promise<void> {
  const heading = page.getByRole('heading', { name: 'Order Summary' });
  await expect(heading.or(page.locator('[data-lazy-section="Order Summary"]')).first()).toBeAttached();
  await page.evaluate(() => document.querySelector('[data-lazy-section="Order Summary"]')?.scrollIntoView());
  await heading.scrollIntoViewIfNeeded();
}

/** Adds one DHT22 to the cart from its product page and opens /checkout with the saved address checked. */
export async function checkoutWithOneDht22(page: Page): Promise<void> {
  const list = await page.request.post('/api/v1/product/list', { data: { pageSize: 1, filters: { search: 'DHT22' } } });
  const product = (await list.json()).data.productList[0];
  await page.goto(`/product/${product._id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart successfully!')).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /221B MG Road/ })).toBeChecked();
}

/** Signs the demo customer (customer@makershop.in) in through the login page. */
export async function signInDemoCustomer(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill('customer@makershop.in');
  await page.getByLabel('Password', { exact: true }).fill('Customer@123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
}

/**
 * Buys one DHT22 as the signed-in shopper (checkoutWithOneDht22) and pays it on the sandbox page;
 * returns the shopper's newest order as GET my-orders gives it (the one just paid).
 */
export async function payForOneDht22(
  page: Page,
): Promise<{ _id: string; status: string; payment_status: string; refund_due: boolean }> {
  await checkoutWithOneDht22(page);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  const orders = (await (await page.request.post('/api/v1/order/my-orders', { data: {} })).json()).data;
  return orders[0];
}

/**
 * Pays `orderId` through the API as the customer signed in on `customer` (their own request
 * context): starts a payment and presses Pay on the sandbox gateway's page by its form, as the
 * payer's browser would. The order is Confirmed and Paid when this returns.
 */
export async function payOrderByApi(customer: Page, orderId: string): Promise<void> {
  const started = await customer.request.post('/api/v1/payment/create-phonepe-payment', { data: { orderId } });
  expect(started.status(), await started.text()).toBe(200);
  const redirectUrl = (await started.json()).data.response.phonepeResponse.redirectUrl as string;
  const paid = await customer.request.post(redirectUrl, { form: { outcome: 'SUCCESS' }, maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBeLessThan(400);
}
