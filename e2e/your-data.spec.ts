/**
 * Your data (issue 29; DPDP Act 2023): from Account → Privacy a customer asks for a copy of their
 * data, opens the mailed link and downloads the JSON file; then deletes the account, after which
 * the old password fails and staff see their (cancelled) order under the anonymised name. At a
 * phone's width and a desktop's.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { linkIn, mailText } from './mailbox';
import { newCustomer, signInSuperAdmin } from './people';

const BANGALORE = {
  shippingAddress: '42, 2nd Cross, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
};

/** Places and cancels an order as the signed-in customer on `page` (a finished order the law keeps); returns its id. */
async function cancelledOrder(page: Page, name: string, email: string): Promise<string> {
  const list = await page.request.post('/api/v1/product/list', { data: { pageNum: 1, pageSize: 50, filters: {} } });
  const product = (
    (await list.json()).data.productList as { _id: string; no_of_product_instock: number; product_instock: boolean }[]
  ).find((p) => p.product_instock && p.no_of_product_instock > 20)!;
  const placed = await page.request.post('/api/v1/order/new', {
    data: {
      order: { products: [{ product_id: product._id, quantity: 1 }], name, email, phone: '9812345671', ...BANGALORE },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = (await placed.json()).data.order._id as string;
  const cancelled = await page.request.post(`/api/v1/order/${orderId}/cancel`, { data: {} });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  return orderId;
}

const VIEWPORTS = [
  { label: 'phone', viewport: { width: 390, height: 844 } },
  { label: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

for (const { label, viewport } of VIEWPORTS) {
  test(`a customer downloads a copy of their data, then deletes the account (${label})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const tag = `${Date.now()}`;
    const email = `privacy.${label}.${tag}@example.in`;
    const shopper = await newCustomer(browser, viewport, {
      name: 'Tara Pillai',
      slug: `privacy.${label}`,
      tag,
      phone: '9812345671',
    });
    const orderId = await cancelledOrder(shopper, 'Tara Pillai', email);

    await test.step('Account → Privacy mails a link to the copy', async () => {
      await shopper.goto('/profile?section=privacy');
      await expect(shopper.getByRole('heading', { name: 'Privacy', level: 2 })).toBeVisible();
      await shopper.getByRole('button', { name: 'Email me a copy of my data' }).click();
      await expect(shopper.getByRole('status')).toHaveText(
        `We are preparing your data. A download link will reach ${email} shortly.`,
      );
      await shopper.screenshot({ path: test.info().outputPath(`privacy-${label}.png`), fullPage: true });
    });

    await test.step('the mailed link downloads one JSON file of everything kept', async () => {
      const mail = await mailText(shopper, email, /data is ready to download/);
      await shopper.goto(linkIn(mail, /http:\/\/[^/\s]+\/account\/my-data\?token=/));
      const downloading = shopper.waitForEvent('download');
      await shopper.getByRole('button', { name: 'Download my data' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^makershop-my-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
      expect(data.profile).toMatchObject({ name: 'Tara Pillai', email });
      expect(data.orders.map((order: { _id: string }) => order._id)).toContain(orderId);
      await expect(shopper.getByRole('status')).toContainText('Downloaded.');
    });

    await test.step('Delete my account asks for the password and a confirmation, then signs out', async () => {
      await shopper.goto('/profile?section=privacy');
      const del = shopper.getByRole('region', { name: 'Delete my account' });
      await del.getByLabel('Your password').fill('Wrong#Pass1');
      await del.getByRole('button', { name: 'Delete my account' }).click();
      await shopper
        .getByRole('dialog', { name: 'Delete your account?' })
        .getByRole('button', { name: 'Yes, delete it' })
        .click();
      await expect(del.getByRole('alert')).toHaveText('Your password is not correct');
      await del.getByLabel('Your password').fill('Maker@2026');
      await del.getByRole('button', { name: 'Delete my account' }).click();
      await shopper
        .getByRole('dialog', { name: 'Delete your account?' })
        .getByRole('button', { name: 'Yes, delete it' })
        .click();
      await expect(shopper.getByRole('status')).toHaveText('Your account was deleted. We are sorry to see you go.');
      await shopper.getByRole('button', { name: 'Continue to the shop' }).click();
      await expect(shopper).toHaveURL(/\/$/);
      const session = await shopper.request.get('/api/v1/auth/session');
      expect((await session.json()).data.user).toBeNull();
    });

    await test.step('the old password fails', async () => {
      await shopper.goto('/login');
      await shopper.getByLabel('Email').fill(email);
      await shopper.getByLabel('Password', { exact: true }).fill('Maker@2026');
      await shopper.getByRole('button', { name: 'Login' }).click();
      await expect(shopper.getByRole('alert')).toBeVisible();
      await expect(shopper).toHaveURL(/\/login/);
    });

    await test.step('staff see the kept order under the anonymised name, and the deletion in the audit log', async () => {
      await page.setViewportSize(viewport);
      await signInSuperAdmin(page);
      await page.goto(`/admin-dashboard/orders/${orderId}`);
      await expect(page.getByText('Deleted customer').first()).toBeVisible();
      await expect(page.getByText('Tara Pillai')).toHaveCount(0);
      await expect(page.getByText('Erased at the customer’s request')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`staff-order-${label}.png`), fullPage: true });
      await page.goto('/admin-dashboard/audit-log');
      await expect(page.getByText('Account deleted (by the customer)').first()).toBeVisible();
    });
    await shopper.context().close();
  });
}
