/**
 * Staff's Customers screen (issue 29 "Staff: Customers"): a SuperAdmin finds a customer by e-mail,
 * blocks them (signed out at once, sign-in refused with a clear message) and unblocks them; a
 * SubAdmin reads the list without the actions, and the server refuses their block anyway. At a
 * phone's 390 px and a laptop's 1366 px, staff open a customer who paid for an order and opened a
 * ticket, see both (and no returns or alerts yet) in a dialog axe finds no serious fault in, and
 * follow the order to its staff page.
 */
import { seriousViolations } from './axe';
import { payOrderByApi } from './checkout-steps';
import { expect, test, type Page } from './fixtures';
import { rupees } from './money';
import { newCustomer, signInSuperAdmin } from './people';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

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

/** `customer` places and pays for one DHT22 and opens a ticket about it; returns the order as the API answered it and the ticket number. */
async function orderAndTicket(customer: Page, name: string) {
  const list = await customer.request.post('/api/v1/product/list', {
    data: { pageSize: 1, filters: { search: 'DHT22' } },
  });
  const product = (await list.json()).data.productList[0];
  const contact = { name, email: 'nandini.detail@example.in', phone: '9810000088' };
  const placed = await customer.request.post('/api/v1/order/new', {
    data: {
      order: {
        products: [{ product_id: product._id, quantity: 2 }],
        ...contact,
        shippingAddress: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).data.order as { _id: string; totalPrice: number };
  await payOrderByApi(customer, order._id);
  const ticket = await customer.request.post('/api/v1/complaint/create', {
    data: {
      complaint: {
        ...contact,
        category: 'Product Issue',
        subject: 'DHT22 reads 0 °C',
        description: 'One of the two sensors always reads 0 °C.',
        orderId: order._id,
      },
    },
  });
  expect(ticket.status(), await ticket.text()).toBe(201);
  return { order, ticketNumber: (await ticket.json()).data.complaint.ticket_number as string };
}

for (const viewport of WIDTHS) {
  test.describe(`a customer's record at ${viewport.width} px`, () => {
    // axe-core runs in the page, under the shop's strict CSP only with it bypassed.
    test.use({ viewport, bypassCSP: true });

    test("staff find a customer who ordered and see their order and ticket, then open the order's page", async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      const tag = `${viewport.width}-${Date.now()}`;
      const name = 'Nandini Rao';
      const customer = await newCustomer(browser, viewport, { name, slug: 'nandini', tag, phone: '9810000088' });
      const { order, ticketNumber } = await orderAndTicket(customer, name);
      const shortId = order._id.slice(-6).toUpperCase();

      await signInSuperAdmin(page);
      // A phone keeps the admin menu behind a button: go to the screen by its address.
      await page.goto('/admin-dashboard/customers');
      await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search customers' }).fill(`nandini.${tag}@example.in`);
      await page.getByRole('button', { name: 'Search' }).click();
      const list = page.getByRole('region', { name: 'Customers' });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await list.getByRole('button', { name: `View ${name}` }).click();

      const dialog = page.getByRole('dialog', { name });
      const orders = dialog.getByRole('region', { name: 'Orders' });
      await expect(orders.getByRole('link', { name: `Order #${shortId}` })).toBeVisible();
      await expect(orders).toContainText(rupees(order.totalPrice));
      await expect(orders).toContainText('2 items');
      await expect(orders.getByText('Payment: Paid')).toBeVisible();
      await expect(dialog.getByRole('region', { name: 'Return requests' })).toContainText('No return requests yet.');
      await expect(dialog.getByRole('region', { name: 'Tickets' })).toContainText(ticketNumber);
      await expect(dialog.getByRole('region', { name: 'Back-in-stock alerts' })).toContainText(
        'No back-in-stock alerts yet.',
      );
      expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);

      await orders.getByRole('link', { name: `Order #${shortId}` }).click();
      await expect(page).toHaveURL(new RegExp(`/admin-dashboard/orders/${order._id}$`));
      await expect(
        page.getByRole('heading', { level: 1, name: `Order #${order._id.slice(-8).toUpperCase()}` }),
      ).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await customer.context().close();
    });
  });
}
