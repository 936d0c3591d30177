/**
 * Back-in-stock alerts (issue 29): on an out-of-stock product a guest leaves an e-mail, confirms it
 * with the mailed link, and gets one mail when staff restock; a signed-in customer asks with one
 * button, staff see them waiting in Inventory, the restock mails them, and the mail's unsubscribe
 * link stops their alerts. At a phone's width and a desktop's.
 */
import { expect, test, type Page } from './fixtures';
import { linkIn, mailText } from './mailbox';
import { newCustomer, signInSuperAdmin } from './people';

interface InventoryItem {
  _id: string;
  SKU: string;
  product_name: string;
}

/** A staff page, signed in, on a context of its own (the shopper's stays a shopper's). */
async function staffPage(page: Page): Promise<Page> {
  const context = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 1366, height: 900 } });
  const staff = await context.newPage();
  await signInSuperAdmin(staff);
  return staff;
}

/** The product with this SKU, from Inventory's list. */
async function productBySku(staff: Page, sku: string): Promise<InventoryItem> {
  const res = await staff.request.post('/api/v1/inventory/list', {
    data: { pageNum: 1, pageSize: 5, filters: { search: sku } },
  });
  expect(res.status(), await res.text()).toBe(200);
  const item = ((await res.json()).data.items as InventoryItem[]).find((row) => row.SKU === sku);
  expect(item, `no product ${sku}`).toBeDefined();
  return item!;
}

/** Quick Stock: `units` on sale (0: out of stock). */
async function setStock(staff: Page, id: string, units: number): Promise<void> {
  const res = await staff.request.post(`/api/v1/product/${id}/update`, {
    data: { product: { no_of_product_instock: units, product_instock: true } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const VIEWPORTS = [
  { label: 'phone', viewport: { width: 390, height: 844 }, sku: 'SN-MQ3-ALCOHOL' },
  { label: 'desktop', viewport: { width: 1366, height: 900 }, sku: 'SN-ZMPT101B-AC' },
] as const;

for (const { label, viewport, sku } of VIEWPORTS) {
  test(`a guest confirms an alert by mail and hears once when it is back (${label})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const staff = await staffPage(page);
    const product = await productBySku(staff, sku);
    await setStock(staff, product._id, 0);
    const email = `guest.${label}.${Date.now()}@example.in`;

    await test.step('the out-of-stock product offers the alert; a bad e-mail is refused', async () => {
      await page.goto(`/product/${product._id}`);
      await expect(page.getByText('This product is out of stock right now.')).toBeVisible();
      const box = page.getByRole('region', { name: "Notify me when it's back" });
      await box.getByRole('button', { name: 'Notify me' }).click();
      await expect(box.getByText('Please enter your email address')).toBeVisible();
      await box.getByLabel('Your email').fill('not-an-email');
      await box.getByRole('button', { name: 'Notify me' }).click();
      await expect(box.getByText('Please enter a valid email address')).toBeVisible();
      await box.getByLabel('Your email').fill(email);
      await box.getByRole('button', { name: 'Notify me' }).click();
      await expect(box.getByRole('status')).toHaveText(`Check ${email}: confirm the alert with the link we sent.`);
      await box.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`notify-me-${label}.png`) });
    });

    await test.step('the mailed link confirms it', async () => {
      const mail = await mailText(page, email, /Confirm your back-in-stock alert/);
      await page.goto(linkIn(mail, /http:\/\/[^/\s]+\/stock-alerts\/confirm\?token=/));
      await expect(page.getByRole('status')).toHaveText(
        `Confirmed. We will e-mail ${email} once, when ${product.product_name} is back in stock.`,
      );
    });

    await test.step('staff restock it; one mail says it is back and links to the product', async () => {
      await setStock(staff, product._id, 7);
      const mail = await mailText(page, email, /is back in stock/);
      expect(mail).toContain('This was your one alert for this product');
      await page.goto(linkIn(mail, /http:\/\/[^/\s]+\/product\//));
      await expect(page.getByRole('heading', { level: 1, name: product.product_name })).toBeVisible();
      await expect(page.getByText('7 units available')).toBeVisible();
      await expect(page.getByRole('region', { name: "Notify me when it's back" })).toHaveCount(0);
    });
    await staff.context().close();
  });

  test(`a customer asks with one button, staff see them waiting, and the mail's link unsubscribes (${label})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const slug = `alerts.${label}`;
    const tag = `${Date.now()}`;
    const shopper = await newCustomer(browser, viewport, { name: 'Rohan Das', slug, tag, phone: '9876501234' });
    const email = `${slug}.${tag}@example.in`;
    const staff = await staffPage(page);
    const product = await productBySku(staff, label === 'phone' ? 'BT-LG-MJ1-18650' : 'DR-MATEK-PDB-XT60');
    await setStock(staff, product._id, 0);

    await test.step('one button; the page remembers the alert and offers to stop it', async () => {
      await shopper.goto(`/product/${product._id}`);
      const box = shopper.getByRole('region', { name: "Notify me when it's back" });
      await expect(box).toContainText(`We will write once to ${email}`);
      await box.getByRole('button', { name: 'Notify me' }).click();
      await expect(box.getByRole('status')).toHaveText(`We will e-mail ${email} when it is back in stock.`);
      await shopper.reload();
      await expect(box.getByRole('status')).toHaveText(`We will e-mail ${email} when it is back in stock.`);
      await expect(box.getByRole('button', { name: 'Stop this alert' })).toBeVisible();
      await box.scrollIntoViewIfNeeded();
      await shopper.screenshot({ path: test.info().outputPath(`alert-waiting-${label}.png`) });
    });

    await test.step('staff see the customer waiting in Inventory', async () => {
      await staff.setViewportSize(viewport);
      await staff.goto('/admin-dashboard/inventory');
      await staff.getByPlaceholder('Name or SKU').fill(product.SKU);
      const row = staff.getByTestId(`${viewport.width < 768 ? 'inventory-card' : 'inventory-row'}-${product.SKU}`);
      await expect(row.getByTestId('alert-waiting')).toHaveText(
        /^\d+ (customer waits|customers wait) for a back-in-stock mail$/,
      );
      await row.scrollIntoViewIfNeeded();
      await staff.screenshot({ path: test.info().outputPath(`inventory-waiting-${label}.png`) });
    });

    await test.step("the restock's mail comes, and its unsubscribe link works", async () => {
      await setStock(staff, product._id, 3);
      const mail = await mailText(shopper, email, /is back in stock/);
      await shopper.goto(linkIn(mail, /http:\/\/[^/\s]+\/stock-alerts\/unsubscribe\?token=/));
      await expect(shopper.getByRole('status')).toHaveText(
        `Unsubscribed. ${email} will get no more back-in-stock mails.`,
      );
    });
    await staff.context().close();
    await shopper.context().close();
  });
}
