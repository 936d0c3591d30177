/**
 * A return from the account to the refund (issue 26), on a phone's 390 px and a laptop's 1366 px:
 * a delivered order of two lines (one of 2 units) is returned in part from Your Orders (that line,
 * both units, a reason and a photo); the customer reads Pending Review; a SuperAdmin approves
 * (Confirm Update), schedules the pickup (its waybill shows), marks the parcel received (one unit
 * restocked, one written off) and refunds (Confirm Update); the card shows the refund issued and
 * the credit note, whose PDF downloads; the customer reads Refund Completed.
 */
import { readFile } from 'node:fs/promises';
import { payOrderByApi } from './checkout-steps';
import { expect, test, type Page } from './fixtures';
import { newCustomer, signInSuperAdmin } from './people';

type Product = { _id: string; product_name: string; no_of_product_instock: number };

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

/** A 1×1 PNG: the smallest picture the upload takes. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function findProduct(customer: Page, search: string, not?: string): Promise<Product> {
  const list = await customer.request.post('/api/v1/product/list', { data: { pageSize: 20, filters: { search } } });
  const products = (await list.json()).data.productList as Product[];
  const product = products.find((p) => p._id !== not && p.no_of_product_instock >= 5);
  if (!product) throw new Error(`No product in stock for "${search}"`);
  return product;
}

/** Places and pays an order of 2 DHT22 and 1 other sensor; gives its id and the two products. */
async function placePaidOrder(customer: Page): Promise<{ orderId: string; returned: Product; kept: Product }> {
  const returned = await findProduct(customer, 'DHT22');
  const kept = await findProduct(customer, 'sensor', returned._id);
  const address = {
    name: 'Kavya Returns',
    email: 'kavya@example.in',
    phone: '9810000088',
    shippingAddress: '7 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560025',
  };
  const lines = [
    { product_id: returned._id, quantity: 2 },
    { product_id: kept._id, quantity: 1 },
  ];
  const placed = await customer.request.post('/api/v1/order/new', { data: { order: { products: lines, ...address } } });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = (await placed.json()).data.order._id as string;
  await payOrderByApi(customer, orderId);
  return { orderId, returned, kept };
}

/** Ships and delivers the order as the signed-in SuperAdmin, through the API. */
async function deliver(admin: Page, orderId: string) {
  for (const status of ['Shipped', 'Delivered']) {
    const moved = await admin.request.post(`/api/v1/order/${orderId}/update`, { data: { status } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}

/** Clicks `button` on the card and confirms in the spec's 'Confirm Update' modal. */
async function confirmUpdate(admin: Page, button: ReturnType<Page['getByRole']>) {
  await button.click();
  const dialog = admin.getByRole('dialog', { name: 'Confirm Update' });
  await expect(dialog.getByText('Are you sure you want to update this status?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a customer returns part of a delivered order; staff approve, collect, receive and refund it with a credit note', async ({
      page,
      browser,
    }) => {
      test.setTimeout(150_000);
      const shot = (p: Page, name: string) =>
        p.screenshot({ path: `test-results/returns-${name}-${viewport.width}.png`, fullPage: true });
      const customer = await newCustomer(browser, viewport, {
        name: 'Kavya Returns',
        slug: 'returns',
        tag: `${viewport.width}-${Date.now()}`,
        phone: '9810000088',
      });
      const { orderId, returned } = await placePaidOrder(customer);
      const short = orderId.slice(-8).toUpperCase();
      await signInSuperAdmin(page);
      await deliver(page, orderId);

      await test.step('the customer returns both units of one line with a reason and a photo', async () => {
        await customer.goto('/profile?section=orders');
        const card = customer.getByRole('article', { name: `Order ${short}` });
        await card.getByRole('button', { name: 'Return', exact: true }).click();
        const dialog = customer.getByRole('dialog', { name: 'Return Items' });
        await dialog.getByRole('button', { name: 'Submit Return Request' }).click();
        await expect(dialog.getByText('Please select a return reason')).toBeVisible();
        await dialog.getByRole('checkbox', { name: new RegExp(escape(returned.product_name)) }).check();
        await expect(
          dialog.getByRole('spinbutton', { name: `Units of ${returned.product_name} to return` }),
        ).toHaveValue('2');
        await dialog.getByLabel('Return reason').selectOption('Defective/Damaged Product');
        await dialog.getByLabel('Description (optional)').fill('One sensor reads 0 °C, the other has a bent pin.');
        await dialog
          .locator('input[type=file]')
          .setInputFiles({ name: 'sensor.png', mimeType: 'image/png', buffer: PHOTO });
        await expect(dialog.getByRole('img', { name: 'Photo 1' })).toBeVisible();
        await shot(customer, 'form');
        await dialog.getByRole('button', { name: 'Submit Return Request' }).click();
        await expect(customer.getByText('Return request submitted successfully!')).toBeVisible();
        await expect(dialog).toBeHidden();
        await expect(card.getByText('Return Request Submitted')).toBeVisible();
        // The other line is still the customer's to return.
        await expect(card.getByRole('button', { name: 'Return Other Items' })).toBeVisible();
      });

      await test.step('the customer reads Pending Review under Return Requests', async () => {
        await customer.goto('/profile?section=return-requests');
        const request = customer.getByRole('listitem', { name: `Return request for order ${short}` });
        await expect(request.getByText('Pending Review')).toBeVisible();
        await expect(request.getByText('Defective/Damaged Product')).toBeVisible();
        await expect(request.getByRole('button', { name: 'Withdraw' })).toBeVisible();
        await shot(customer, 'customer-pending');
      });

      const card = page.getByRole('article', { name: `Return request for order ${short}` });
      await test.step('a SuperAdmin sees the request and approves it', async () => {
        await page.goto('/admin-dashboard/return-requests');
        await expect(card.getByText('Requested', { exact: true })).toBeVisible();
        await expect(card.getByText('Defective/Damaged Product')).toBeVisible();
        await expect(card.getByRole('list', { name: 'Products returned' })).toContainText('× 2');
        const photo = card.getByRole('img', { name: 'Photo 1' });
        await expect(photo).toBeVisible();
        expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
        await expect(card.getByRole('button', { name: 'Refund status: Mark as Refunded' })).toBeDisabled();
        await shot(page, 'admin-requested');
        await confirmUpdate(page, card.getByRole('button', { name: 'Approval status: Pending Approval' }));
        await expect(card.getByRole('button', { name: 'Approval status: Approved' })).toBeDisabled();
      });

      await test.step('staff schedule the pickup: its waybill shows', async () => {
        await confirmUpdate(page, card.getByRole('button', { name: 'Schedule Pickup' }));
        await expect(card.getByText('Pickup scheduled', { exact: true })).toBeVisible();
        await expect(card.getByText('Pickup waybill:')).toBeVisible();
      });

      await test.step('staff mark it received: one unit restocked, one written off', async () => {
        await card.getByRole('button', { name: 'Mark Received' }).click();
        const dialog = page.getByRole('dialog', { name: 'Mark Received' });
        await dialog.getByLabel('Restock').fill('2');
        await dialog.getByLabel('Write off').fill('1');
        await dialog.getByRole('button', { name: 'Mark Received' }).click();
        await expect(dialog.getByText('Restocked and written off must add up to 2')).toBeVisible();
        await dialog.getByLabel('Restock').fill('1');
        await dialog.getByRole('button', { name: 'Mark Received' }).click();
        await expect(dialog).toBeHidden();
        await expect(card.getByText('1 restocked, 1 written off')).toBeVisible();
        await expect(card.getByRole('button', { name: 'Refund status: Mark as Refunded' })).toBeEnabled();
      });

      await test.step('staff refund it: the refund is issued and the credit note downloads', async () => {
        await confirmUpdate(page, card.getByRole('button', { name: 'Refund status: Mark as Refunded' }));
        await expect(card.getByRole('button', { name: 'Refund status: Refund Completed' })).toBeDisabled();
        await expect(card.getByText(/^Refund issued/)).toBeVisible();
        await expect(card.getByText('Credit note:')).toBeVisible();
        await shot(page, 'admin-refunded');
        const downloading = page.waitForEvent('download');
        await card.getByRole('button', { name: 'Download Credit Note' }).click();
        const bytes = await readFile((await (await downloading).path())!);
        expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
      });

      await test.step('the customer reads Refund Completed', async () => {
        await customer.goto('/profile?section=return-requests');
        const request = customer.getByRole('listitem', { name: `Return request for order ${short}` });
        await expect(request.getByText('Refund Completed')).toBeVisible();
        await expect(request.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
        await shot(customer, 'customer-refunded');
      });
      await customer.context().close();
    });
  });
}
