/**
 * Policies and disclosures (issue 30), at a phone's 390 px and a laptop's 1366 px: a SuperAdmin
 * changes the return window on the Policies screen and both the Return Policy page and the
 * customer's Return button follow it (one setting, DESIGN.md); the footer reaches every policy
 * page, /terms, /privacy and /coming-soon, and shows the seller's disclosures and grievance officer.
 */
import { POLICY_PAGES } from '@shop/domain/policies/policy-pages.config';
import { payOrderByApi } from './checkout-steps';
import { expect, test, type Page } from './fixtures';
import { newCustomer, signInSuperAdmin } from './people';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

/** Places and pays an order of one product in stock; gives its id. */
async function paidOrder(customer: Page): Promise<string> {
  const list = await customer.request.post('/api/v1/product/list', {
    data: { pageSize: 20, filters: { search: 'sensor' } },
  });
  const products = (await list.json()).data.productList as { _id: string; no_of_product_instock: number }[];
  const product = products.find((p) => p.no_of_product_instock >= 3)!;
  const placed = await customer.request.post('/api/v1/order/new', {
    data: {
      order: {
        products: [{ product_id: product._id, quantity: 1 }],
        name: 'Meera Policy',
        email: 'meera@example.in',
        phone: '9810000077',
        shippingAddress: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = (await placed.json()).data.order._id as string;
  await payOrderByApi(customer, orderId);
  return orderId;
}

/** Sets the return window on the Policies screen and saves. */
async function setReturnWindow(staff: Page, days: number) {
  await staff.goto('/admin-dashboard/policies');
  const field = staff.getByLabel('Return window (days after delivery)');
  await field.fill(String(days));
  await staff.getByRole('button', { name: 'Save policies' }).click();
  await expect(staff.getByText('Policies saved')).toBeVisible();
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the return window set by staff is what the Return Policy says and what the account allows', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const customer = await newCustomer(browser, viewport, {
        name: 'Meera Policy',
        slug: 'policies',
        tag: `${viewport.width}-${Date.now()}`,
        phone: '9810000077',
      });
      await signInSuperAdmin(page);
      try {
        const orderId = await paidOrder(customer);
        for (const status of ['Shipped', 'Delivered']) {
          const moved = await page.request.post(`/api/v1/order/${orderId}/update`, { data: { status } });
          expect(moved.status(), await moved.text()).toBe(200);
        }
        const card = customer.getByRole('article', { name: `Order ${orderId.slice(-8).toUpperCase()}` });

        await test.step('a window of 0 days: the policy says so and the delivered order cannot be returned', async () => {
          await setReturnWindow(page, 0);
          await customer.goto('/return-policy');
          await expect(customer.getByRole('heading', { level: 1, name: 'Return and Refund Policy' })).toBeVisible();
          await expect(customer.getByText('within 0 days of delivery').first()).toBeVisible();
          await customer.goto('/profile?section=orders');
          await expect(
            card.getByText('Return period has expired. Returns are only available within 0 days of delivery.'),
          ).toBeVisible();
          await expect(card.getByRole('button', { name: 'Return', exact: true })).toHaveCount(0);
        });

        await test.step('staff make it 15 days, seeing the preview follow before saving', async () => {
          await page.setViewportSize(viewport);
          await page.goto('/admin-dashboard/policies');
          await page.getByLabel('Return window (days after delivery)').fill('15');
          await page.getByRole('tab', { name: 'Return and Refund Policy' }).click();
          const preview = page.getByRole('region', { name: 'Preview of Return and Refund Policy' });
          await expect(preview).toContainText('within 15 days of delivery');
          await page.screenshot({ path: test.info().outputPath(`policies-screen-${viewport.width}.png`) });
          await page.getByRole('button', { name: 'Save policies' }).click();
          await expect(page.getByText('Policies saved')).toBeVisible();
        });

        await test.step('the page says 15 days and the account offers the return', async () => {
          await customer.goto('/return-policy');
          await expect(customer.getByText('within 15 days of delivery').first()).toBeVisible();
          await expect(customer.getByText('within 7 days')).toHaveCount(0);
          await customer.screenshot({ path: test.info().outputPath(`return-policy-${viewport.width}.png`) });
          await customer.goto('/profile?section=orders');
          await expect(card.getByRole('button', { name: 'Return', exact: true })).toBeVisible();
          await expect(card.getByText(/Return period has expired/)).toHaveCount(0);
        });
      } finally {
        const reset = await page.request.patch('/api/v1/admin/settings', { data: { returnWindowDays: 7 } });
        expect(reset.status()).toBe(200);
        await customer.context().close();
      }
    });

    test('the footer reaches every policy page and the coming-soon page, and shows the disclosures', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const settings = (await (await page.request.get('/api/v1/settings/public')).json()).data.settings;
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      const disclosures = footer.getByRole('region', { name: 'Seller and grievance officer' });
      await expect(disclosures).toContainText(settings.sellerName);
      await expect(disclosures).toContainText(settings.sellerAddress);
      await expect(disclosures).toContainText(settings.grievanceOfficerName);
      await expect(disclosures.getByRole('link', { name: settings.grievanceOfficerEmail })).toBeVisible();
      await expect(footer.getByRole('list', { name: 'Payment methods' })).toContainText('UPI');
      await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
      await footer.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`footer-${viewport.width}.png`), fullPage: true });

      for (const policy of POLICY_PAGES) {
        await page
          .getByRole('contentinfo')
          .getByRole('navigation', { name: 'Policies' })
          .getByRole('link', { name: policy.title })
          .click();
        await expect(page).toHaveURL(new RegExp(`/${policy.slug}$`));
        await expect(page.getByRole('heading', { level: 1, name: policy.title })).toBeVisible();
        // Opened at the top, with its text loaded and the grievance officer at its foot.
        await expect(page.locator('article p').first()).toBeVisible();
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        await expect(page.locator('#grievance-officer')).toContainText(settings.grievanceOfficerName);
      }
      await page.screenshot({ path: test.info().outputPath(`warranty-policy-${viewport.width}.png`), fullPage: true });

      await page.goto('/terms');
      await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
      await expect(page.getByText('courts of Uttar Pradesh')).toBeVisible();
      await page.goto('/privacy');
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      await expect(page.getByText(/Digital Personal Data Protection Act, 2023/)).toBeVisible();

      await page.getByRole('contentinfo').getByRole('link', { name: 'Manufacturing' }).click();
      await expect(page).toHaveURL(/\/coming-soon\?topic=manufacturing$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Coming soon' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Financing' })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`coming-soon-${viewport.width}.png`), fullPage: true });
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });
}
