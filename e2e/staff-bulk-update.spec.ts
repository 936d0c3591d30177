/**
 * Bulk Update on Order Management (admin spec §2, §5, §8; issues 10 and 26): staff select five
 * orders, one of which cannot take the new status, and apply one status to all. Four are paid
 * (Confirmed); the fifth was cancelled, and the order lifecycle never reopens a cancelled order:
 * the modal says so before Apply, the order stays Cancelled with the lifecycle's reason listed,
 * the other four ship, and the toasts count both. The table shows one row per product line with
 * the order's cells merged, and each line's warranty.
 */
import { REOPEN_CANCELLED } from '@shop/domain/orders/order-lifecycle.rules';
import { payOrderByApi } from './checkout-steps';
import { expect, test, type Page } from './fixtures';

type Browser = NonNullable<ReturnType<ReturnType<Page['context']>['browser']>>;

const run = Date.now().toString(36).toUpperCase();
/** The run in letters only (names take no digits): the customers' surname, which the search finds. */
const tag = `Bulk${[...Date.now().toString().slice(-8)].map((d) => String.fromCharCode(97 + Number(d))).join('')}`;
const HEADER = 'sku,product_name,category,hsn_code,gst_rate,mrp,price,stock,warranty_months';

const NAMES = ['', 'Asha Rao', 'Vikram Iyer'];

/** A new customer in their own browser context (its own address, so sign-up limits count it alone). */
async function newCustomer(browser: Browser, n: number): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `10.251.${n}.${Math.floor(Math.random() * 250) + 1}` },
  });
  const page = await context.newPage();
  const email = `bulk.${run.toLowerCase()}.${n}@example.in`;
  const signup = await page.request.post('/api/v1/auth/signup', {
    data: { name: `${tag} ${NAMES[n]}`, email, password: 'Maker@2026', phone: `98100000${10 + n}` },
  });
  expect(signup.status(), await signup.text()).toBeLessThan(300);
  return page;
}

/** Places an order by the API for `customer` to a Bengaluru address; returns its id. */
async function placeOrder(
  customer: Page,
  n: number,
  lines: { product_id: string; quantity: number }[],
): Promise<string> {
  const address = {
    name: `${tag} ${NAMES[n]}`,
    email: `bulk.${run.toLowerCase()}.${n}@example.in`,
    phone: `98100000${10 + n}`,
    shippingAddress: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
  };
  const placed = await customer.request.post('/api/v1/order/new', { data: { order: { products: lines, ...address } } });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()).data.order._id as string;
}

test('staff bulk-update five orders, one of which fails', async ({ page, browser }) => {
  test.setTimeout(120_000);

  await test.step('staff sign in', async () => {
    await page.goto('/admin-login');
    await page.getByLabel('Email').fill('orders.admin@makershop.in');
    await page.getByLabel('Password', { exact: true }).fill('Admin@12345');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
  });

  // Three products of this run, by the catalogue import: two with a warranty, one with only two units.
  const importCsv = (rows: string[]) =>
    page.request.post('/api/v1/inventory/import/apply', { data: { csv: [HEADER, ...rows].join('\n') } });
  const board = `BULK-${run}-A`;
  const sensor = `BULK-${run}-B`;
  const scarce = `BULK-${run}-S`;
  const imported = await importCsv([
    `${board},Bulk ${run} Board,Development Board,84733099,18,999.00,699.00,100,18`,
    `${sensor},Bulk ${run} Sensor,Sensors,90258090,18,499.00,349.00,100,6`,
    `${scarce},Bulk ${run} Scarce Motor,Sensors,90258090,18,499.00,349.00,2,0`,
  ]);
  expect(imported.status(), await imported.text()).toBe(200);
  const idOf = async (sku: string) =>
    (
      await (
        await page.request.post('/api/v1/product/list', { data: { pageSize: 1, filters: { search: sku } } })
      ).json()
    ).data.productList[0]._id as string;
  const [boardId, sensorId, scarceId] = [await idOf(board), await idOf(sensor), await idOf(scarce)];

  const first = await newCustomer(browser, 1);
  const second = await newCustomer(browser, 2);
  const ids = [
    await placeOrder(first, 1, [
      { product_id: boardId, quantity: 1 },
      { product_id: sensorId, quantity: 2 },
    ]),
    await placeOrder(first, 1, [{ product_id: sensorId, quantity: 1 }]),
    await placeOrder(second, 2, [
      { product_id: boardId, quantity: 3 },
      { product_id: sensorId, quantity: 1 },
    ]),
    await placeOrder(second, 2, [{ product_id: boardId, quantity: 1 }]),
  ];
  const doomed = await placeOrder(second, 2, [{ product_id: scarceId, quantity: 2 }]);
  for (const [i, id] of ids.entries()) await payOrderByApi(i < 2 ? first : second, id);
  await first.context().close();
  await second.context().close();
  // Staff cancel the unpaid fifth: a cancelled order is never reopened.
  expect((await page.request.post(`/api/v1/order/${doomed}/update`, { data: { status: 'Cancelled' } })).status()).toBe(
    200,
  );
  const short = (id: string) => id.slice(-6).toUpperCase();

  const list = page.getByRole('region', { name: 'Orders' });
  await test.step("the table shows the run's five orders, a row per product line", async () => {
    await page.goto(`/admin-dashboard/orders?q=${tag}`);
    await expect(list.locator('tbody[data-order-id]')).toHaveCount(5);
    // Two orders have two lines: seven product rows under one heading row.
    await expect(list.getByRole('row')).toHaveCount(8);
    const firstOrder = list.locator(`tbody[data-order-id="${ids[0]}"]`);
    await expect(firstOrder.getByRole('row')).toHaveCount(2);
    await expect(firstOrder.getByRole('row').first()).toContainText(`Bulk ${run} Board`);
    await expect(firstOrder.getByRole('row').first()).toContainText('1.5 years');
    await expect(firstOrder.getByRole('row').nth(1)).toContainText('6 months');
    await expect(list.locator(`tbody[data-order-id="${doomed}"]`)).toContainText('N/A');
    await expect(
      list.getByRole('button', { name: `Change status of order ${short(doomed)}, now Cancelled` }),
    ).toBeVisible();
  });

  await test.step('Bulk Update with nothing selected asks for orders', async () => {
    await page.getByRole('button', { name: 'Bulk Update' }).click();
    await expect(page.getByText('Please select orders and status')).toBeVisible();
  });

  await test.step('select all, choose Shipped, read which order cannot take it, and apply', async () => {
    await list.getByRole('checkbox', { name: 'Select all orders on this page' }).check();
    for (const id of [...ids, doomed])
      await expect(list.getByRole('checkbox', { name: `Select order ${short(id)}` })).toBeChecked();
    await expect(page.getByText('5 orders selected')).toBeVisible();
    await page.getByRole('button', { name: 'Bulk Update' }).click();
    const modal = page.getByRole('dialog', { name: 'Bulk Update' });
    await expect(modal.getByRole('list', { name: 'Selected orders' }).getByRole('listitem')).toHaveCount(5);
    await modal.getByRole('button', { name: 'Apply' }).click();
    // No status chosen yet: the same toast again (the first may still be showing).
    await expect(page.getByText('Please select orders and status')).toHaveCount(2);
    // Only the steps the lifecycle allows from Confirmed are offered: nothing leads back to Confirmed or Pending.
    const options = await modal.getByLabel('New status').locator('option').allTextContents();
    expect(options).toEqual(['Choose a status', 'Processing', 'Shipped', 'Cancelled']);
    await modal.getByLabel('New status').selectOption('Shipped');
    await expect(
      modal.getByText(
        '1 of the selected orders cannot go to Shipped; they will be left as they are and listed with the reason.',
      ),
    ).toBeVisible();
    await modal.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('4 orders updated successfully!')).toBeVisible();
    await expect(page.getByText('1 orders failed to update')).toBeVisible();
    const failed = modal.getByRole('list', { name: 'Orders that failed' }).getByRole('listitem');
    await expect(failed).toHaveCount(1);
    await expect(failed).toContainText(`#${short(doomed)}`);
    await expect(failed).toContainText(REOPEN_CANCELLED);
    await modal.getByRole('button', { name: 'Done' }).click();
    await expect(modal).toBeHidden();
  });

  await test.step('four orders are Shipped; the one that failed is unchanged and still selected', async () => {
    for (const id of ids)
      await expect(
        list.getByRole('button', { name: `Change status of order ${short(id)}, now Shipped` }),
      ).toBeVisible();
    await expect(
      list.getByRole('button', { name: `Change status of order ${short(doomed)}, now Cancelled` }),
    ).toBeVisible();
    await expect(list.getByRole('checkbox', { name: `Select order ${short(doomed)}` })).toBeChecked();
    await expect(page.getByText('1 order selected')).toBeVisible();
    const order = (await (await page.request.get(`/api/v1/order/${doomed}`)).json()).data.order;
    expect(order.status).toBe('Cancelled');
  });
});
