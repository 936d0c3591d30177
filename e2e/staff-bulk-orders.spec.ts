/**
 * Bulk Orders Management (admin spec §2, §8; issue 10): a customer's order with a line bought at a
 * bulk price break shows on the SuperAdmin's Bulk Orders screen; expanded, it shows the line's
 * range, quantity and discount; a status chosen there is saved with the spec's toast and the badge
 * follows. A SubAdmin meets the Unauthorized popup instead of the screen.
 */
import { seriousViolations } from './axe';
import { payOrderByApi } from './checkout-steps';
import { expect, test, type Page } from './fixtures';

interface ListedProduct {
  _id: string;
  product_name: string;
  product_instock: boolean;
  no_of_product_instock: number;
}

interface Tier {
  label: string;
  minQuantity: number;
}

/** Two products in stock (a bulk line needs more than 10 units in stock). */
async function twoProducts(page: Page): Promise<[ListedProduct, ListedProduct]> {
  const response = await page.request.post('/api/v1/product/list', {
    data: { pageNum: 1, pageSize: 100, filters: {} },
  });
  const list: ListedProduct[] = (await response.json()).data.productList;
  const stocked = list.filter((p) => p.product_instock && p.no_of_product_instock >= 50);
  if (stocked.length < 2) throw new Error('fewer than two products with 50 units in the first 100');
  return [stocked[0]!, stocked[1]!];
}

/** A new customer places an order through the API: the first price break of `bulk` and one unit of `regular`. */
async function placeBulkOrder(page: Page, bulk: ListedProduct, regular: ListedProduct) {
  const email = `bulk.${Date.now()}@example.in`;
  const buyer = { name: 'Kavya Menon', email, phone: '9812345671' };
  expect((await page.request.post('/api/v1/auth/signup', { data: { ...buyer, password: 'Maker@2026' } })).ok()).toBe(
    true,
  );
  const quote = await page.request.post('/api/v1/cart/quote', {
    data: { lines: [{ product_id: bulk._id, quantity: 1 }], pincode: '560038' },
  });
  const tier: Tier = (await quote.json()).data.lines[0].tiers[0];
  const products = [
    { product_id: bulk._id, quantity: tier.minQuantity, is_bulk_order: true, bulk_range: tier.label },
    { product_id: regular._id, quantity: 1 },
  ];
  const placed = await page.request.post('/api/v1/order/new', {
    data: {
      order: {
        products,
        ...buyer,
        shippingAddress: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560038',
      },
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()).data.order;
  // Paid: the lifecycle ships only a paid order (issue 26).
  await payOrderByApi(page, order._id);
  return { order, tier, line: order.products.find((l: { is_bulk_order: boolean }) => l.is_bulk_order) };
}

test("a customer's bulk order shows on Bulk Orders; staff expand it and change its status", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const [bulkProduct, regularProduct] = await twoProducts(page);
  const { order, tier, line } = await test.step('a customer orders at a price break', () =>
    placeBulkOrder(page, bulkProduct, regularProduct));
  const short = order._id.slice(-6).toUpperCase();

  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await test.step('a SuperAdmin opens Bulk Orders from the sidebar and finds the order', async () => {
    await admin.goto('/admin-login');
    await admin.getByLabel('Email').fill('bulk.admin@makershop.in');
    await admin.getByLabel('Password', { exact: true }).fill('Admin@12345');
    await admin.getByRole('button', { name: 'Login' }).click();
    await expect(admin).toHaveURL(/\/admin-dashboard$/);
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Bulk Orders' }).click();
    await expect(admin).toHaveURL(/\/admin-dashboard\/wholesale-bulk-orders$/);
    await expect(admin.getByRole('heading', { name: 'Bulk Orders', level: 1 })).toBeVisible();
  });

  const card = admin.getByRole('article', { name: `Bulk order ${short}` });
  const toggle = card.getByRole('button', { name: new RegExp(`#${short}`) });
  await test.step('the collapsed card shows status, short id, customer and the count of bulk items', async () => {
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toContainText('Confirmed');
    await expect(toggle).toContainText('Kavya Menon');
    await expect(toggle).toContainText('1 bulk item');
  });

  await test.step('expanded, it shows the bulk line with its range, quantity and discount, and the regular line', async () => {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const bulkItems = card.getByRole('listitem').filter({ hasText: 'BULK ORDER' });
    await expect(bulkItems).toHaveCount(1);
    await expect(bulkItems).toContainText(bulkProduct.product_name);
    await expect(bulkItems).toContainText(`Range${tier.label} units`);
    await expect(bulkItems).toContainText(`Quantity${tier.minQuantity}`);
    await expect(bulkItems).toContainText(line.product_discount ? `Discount${line.product_discount}%` : 'Discount—');
    await expect(card.getByRole('heading', { name: 'Regular items (1)' })).toBeVisible();
    await expect(card.getByText(regularProduct.product_name)).toBeVisible();
    await expect(card.getByText('Not provided')).toHaveCount(0);
    await expect(card.getByText('Pincode: 560038')).toBeVisible();
    expect(await seriousViolations(admin, 'main')).toEqual([]);
  });

  await test.step('choosing Shipped saves it with the toast, and the badge follows', async () => {
    // Only the lifecycle's steps from Confirmed are offered to a SuperAdmin.
    expect(await card.getByLabel('Order status').locator('option').allTextContents()).toEqual([
      'Confirmed',
      'Processing',
      'Shipped',
      'Cancelled',
    ]);
    await card.getByLabel('Order status').selectOption('Shipped');
    await expect(
      admin.locator('[data-sonner-toast]').filter({ hasText: 'Order status updated successfully' }),
    ).toBeVisible();
    await expect(toggle).toContainText('Shipped');
    await expect(card.getByLabel('Order status')).toHaveValue('Shipped');
    const saved = await admin.request.get(`/api/v1/order/${order._id}`);
    expect((await saved.json()).data.order.status).toBe('Shipped');
  });
  await staff.close();

  await test.step('a SubAdmin sees the Unauthorized popup instead of the screen', async () => {
    const sub = await browser.newContext();
    const subPage = await sub.newPage();
    expect(
      (
        await subPage.request.post('/api/v1/admin/login', {
          data: { email: 'staff@makershop.in', password: 'Staff@12345' },
        })
      ).ok(),
    ).toBe(true);
    await subPage.goto('/admin-dashboard/wholesale-bulk-orders');
    const popup = subPage.getByRole('dialog', { name: 'Permission required' });
    await expect(popup).toContainText('Only a SuperAdmin can open Bulk Orders.');
    await expect(subPage.getByRole('article', { name: `Bulk order ${short}` })).toHaveCount(0);
    // The popup's own Close (the footer's), beside the dialog's ✕ of the same name.
    await popup.getByRole('button', { name: 'Close' }).last().click();
    await expect(subPage).toHaveURL(/\/admin-dashboard$/);
    await sub.close();
  });
});
