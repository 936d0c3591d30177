/**
 * Track order (issue 8, shopper spec §2 Track order, §5, §8): a guest finds a paid order by its
 * short id and the order's e-mail, or by its full id and phone; a wrong contact reads the spec's
 * message; the open view picks up a status staff set when its 30 s refresh comes (Playwright's
 * clock moves time on); a signed-in customer sees My Orders with each order's timeline. The page is
 * rendered on the server as for a visitor (decision 092).
 */
import { expect, test, type Page } from './fixtures';
import { CUSTOMER_PASSWORD, newCustomer, type Browser } from './people';

const DESKTOP = { width: 1366, height: 900 };

/**
 * A distinct e-mail and phone for one order, so a look-up finds that order alone: newCustomer's
 * e-mail for `slug` and `tag`.
 */
function contactFor(label: string) {
  const n = Date.now() % 1_000_000_000;
  return { slug: label, tag: String(n), email: `${label}.${n}@example.in`, phone: `9${String(n).padStart(9, '0')}` };
}

/**
 * A customer signed up with `contact` (password CUSTOMER_PASSWORD) places an order to it and pays it
 * on the sandbox gateway; returns its id. Not the demo customer: its sign-ins, shared by many
 * specs on a worker, are limited to 10 a minute (plugins/rate-limit.rules.ts; e2e/people.ts).
 */
async function paidOrder(browser: Browser, contact: ReturnType<typeof contactFor>): Promise<string> {
  const buyer = await newCustomer(browser, DESKTOP, { name: 'Guest Buyer', ...contact });
  const api = buyer.request;
  const list = await api.post('/api/v1/product/list', { data: { pageSize: 1, filters: { search: 'DHT22' } } });
  const product = (await list.json()).data.productList[0];
  const address = {
    shippingAddress: '221B MG Road',
    name: 'Guest Buyer',
    pincode: '560001',
    city: 'Bengaluru',
    state: 'Karnataka',
    email: contact.email,
    phone: contact.phone,
  };
  const placed = await api.post('/api/v1/order/new', {
    data: { order: { products: [{ product_id: product._id, quantity: 1 }], ...address } },
  });
  expect(placed.status()).toBe(201);
  const orderId = (await placed.json()).data.order._id as string;
  const started = (await (await api.post('/api/v1/payment/create-phonepe-payment', { data: { orderId } })).json()).data
    .response;
  await api.post(started.phonepeResponse.redirectUrl, { form: { outcome: 'SUCCESS' } });
  await api.post('/api/v1/payment/verify-phonepe-payment', {
    data: { paymentId: started.payment._id, merchantTransactionId: started.payment.merchantTransactionId },
  });
  const order = (await (await api.get(`/api/v1/order/${orderId}`)).json()).data.order;
  expect(order.payment_status).toBe('Paid');
  await buyer.context().close();
  return orderId;
}

async function trackAsGuest(page: Page, orderId: string, contact: string) {
  await page.getByLabel('Order ID').fill(orderId);
  await page.getByLabel('Email or phone').fill(contact);
  await page.getByRole('button', { name: 'Track Order' }).click();
}

test('a guest finds a paid order by short id and e-mail, and by full id and phone', async ({ page, browser }) => {
  const contact = contactFor('guest');
  const orderId = await paidOrder(browser, contact);
  const short = orderId.slice(-8).toUpperCase();

  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Track Order' }).first().click();
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(page.getByRole('tab', { name: 'Track by Order ID' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'My Orders' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all fields' })).toBeVisible();

  await trackAsGuest(page, ` ${short.toLowerCase()} `, contact.email.toUpperCase());
  await expect(page.getByText('Order found successfully!')).toBeVisible();
  const card = page.getByRole('article', { name: `Order ${short}` });
  await expect(card.getByText('Payment: Paid')).toBeVisible();
  const timeline = card.getByRole('list', { name: 'Order timeline' });
  await expect(timeline.getByText('Order placed')).toBeVisible();
  await expect(timeline.getByText('Payment received')).toBeVisible();
  await expect(page.getByLabel('Auto refresh every 30 s')).toBeChecked();

  await page.reload();
  await trackAsGuest(page, orderId, contact.phone);
  await expect(page.getByRole('article', { name: `Order ${short}` })).toBeVisible();
});

test('a wrong contact reads the spec message and shows nothing of the order', async ({ page, browser }) => {
  const orderId = await paidOrder(browser, contactFor('owner'));
  await page.goto('/track-order');
  await trackAsGuest(page, orderId.slice(-8), 'someone-else@example.in');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Order not found or contact information does not match' }),
  ).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('the open view picks up a status staff set at its next 30 s refresh', async ({ page, browser }) => {
  const contact = contactFor('refresh');
  const orderId = await paidOrder(browser, contact);
  await page.clock.install();
  await page.goto('/track-order');
  await trackAsGuest(page, orderId.slice(-8), contact.email);
  const card = page.getByRole('article', { name: `Order ${orderId.slice(-8).toUpperCase()}` });
  await expect(card.locator('header').getByText('Confirmed', { exact: true })).toBeVisible();

  const staff = await browser.newContext();
  expect(
    (
      await staff.request.post('/api/v1/admin/login', {
        data: { email: 'admin@makershop.in', password: 'Admin@12345' },
      })
    ).ok(),
  ).toBe(true);
  expect((await staff.request.post(`/api/v1/order/${orderId}/update`, { data: { status: 'Shipped' } })).ok()).toBe(
    true,
  );
  await staff.close();

  // Nothing changes on the page until the refresh comes.
  const timeline = card.getByRole('list', { name: 'Order timeline' });
  await expect(timeline.getByText('Shipped')).toHaveCount(0);
  await page.clock.fastForward(30_000);
  await expect(card.locator('header').getByText('Shipped', { exact: true })).toBeVisible();
  await expect(timeline.getByText('Shipped')).toBeVisible();
});

test('a signed-in customer sees My Orders with each order and its timeline', async ({ page, browser }) => {
  const contact = contactFor('mine');
  const orderId = await paidOrder(browser, contact);
  await page.goto('/login');
  await page.getByLabel('Email').fill(contact.email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await page.goto('/track-order');
  await page.getByRole('tab', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/tab=my-orders/);
  const card = page.getByRole('article', { name: `Order ${orderId.slice(-8).toUpperCase()}` });
  await expect(card.getByRole('list', { name: 'Order timeline' }).getByText('Payment received')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
});

test('the page arrives rendered on the server as for a visitor; a signed-in customer gets My Orders once the session answers, with no hydration warning', async ({
  browser,
}) => {
  // A customer of its own: the demo customer's sign-ins, shared by many specs on a worker, are
  // limited to 10 a minute (plugins/rate-limit.rules.ts), as e2e/people.ts says of the staff's.
  const page = await newCustomer(browser, DESKTOP, {
    name: 'Isha Rao',
    slug: 'isha.track',
    tag: String(Date.now()),
    phone: '9822001177',
  });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  const response = await page.goto('/track-order');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('Track your order');
  expect(html).toContain('Have an account?');
  await expect(page.getByText('Signed in: all your orders are under')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await page.getByRole('button', { name: 'My Orders' }).click();
  await expect(page.getByRole('tab', { name: 'My Orders' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=my-orders/);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
