/**
 * The business buyer's whole money path, clicked through (issue 7 "Tests: Browser"): staff set a
 * wholesale price break and a coupon, and the storefront prices with them at once; the buyer opens
 * the bulk drawer, picks the 20+ break, types 25, adds to the cart, applies the coupon in the cart,
 * adds an address with a GSTIN at checkout and pays in the sandbox. The drawer, cart, checkout,
 * payment page and order show the figures POST /cart/quote gives for the same cart.
 */
import type { CartQuote } from '@shop/domain/pricing/quote.responses';
import { expect, test, type Page } from './fixtures';
import { rupees } from './money';

const PUNE = {
  address: 'Unit 4, Kalpataru Industrial Estate, Bhosari',
  pincode: '411026',
  companyName: 'Sahyadri Robotics LLP',
  gstNumber: '27AAPFU0939F1ZV',
};

interface Product {
  _id: string;
  product_name: string;
  no_of_product_instock: number;
  product_instock: boolean;
}

async function quote(page: Page, body: object): Promise<CartQuote> {
  const response = await page.request.post('/api/v1/cart/quote', { data: body });
  expect(response.status()).toBe(200);
  return (await response.json()).data as CartQuote;
}

/** The value beside a summary row's label. */
const valueOf = (region: ReturnType<Page['getByRole']>, label: string | RegExp) =>
  region.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');

test('staff set a break and a coupon; a business buyer buys 25 at the break with the coupon and a GSTIN, and every screen shows the quote', async ({
  page,
  browser,
}) => {
  const code = `B2B${Date.now() % 1_000_000}`;
  const staff = await browser.newContext();
  expect(
    (
      await staff.request.post('/api/v1/admin/login', {
        data: { email: 'admin@makershop.in', password: 'Admin@12345' },
      })
    ).ok(),
  ).toBe(true);

  const list = await page.request.post('/api/v1/product/list', {
    data: { pageSize: 50, filters: { search: 'driver' } },
  });
  const product = ((await list.json()).data.productList as Product[]).find(
    (p) => p.product_instock && p.no_of_product_instock >= 100,
  );
  expect(product, 'a driver with 100 or more units in stock').toBeTruthy();
  const productId = product!._id;

  const created = await staff.request.post('/api/v1/wholesale/new', {
    data: {
      product_id: productId,
      priceBreaks: [
        { minQuantity: 10, maxQuantity: 20, discount: 2 },
        { minQuantity: 20, maxQuantity: null, discount: 4 },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const wholesaleId = (await created.json()).data.wholesaleProduct._id as string;
  try {
    expect(
      (
        await staff.request.post('/api/v1/coupon/create-coupon', {
          data: { code, discountPercentage: 5, expiryDate: '2099-12-31', usageLimit: 10 },
        })
      ).status(),
    ).toBe(201);

    const email = `buyer.${Date.now()}@example.in`;
    expect(
      (
        await page.request.post('/api/v1/auth/signup', {
          data: { name: 'Aditi Deshpande', email, password: 'Maker@2026', phone: '9890012345' },
        })
      ).ok(),
    ).toBe(true);

    const bulkLine = { product_id: productId, quantity: 25, is_bulk_order: true, bulk_range: '20+' };
    await test.step('the bulk drawer offers the staff break at once and prices 25 units as the quote does', async () => {
      await page.goto(`/product/${productId}`);
      await page.getByRole('button', { name: 'Bulk Orders' }).click();
      const drawer = page.getByRole('dialog', { name: 'Bulk Orders' });
      await expect(drawer.getByRole('radio')).toHaveCount(2);
      await drawer.getByRole('radio', { name: /^20\+ units/ }).check();
      await drawer.getByRole('textbox', { name: 'Quantity' }).fill('25');
      const q = await quote(page, { lines: [bulkLine] });
      expect(q.lines[0]!.tiers.map((t) => [t.label, t.source])).toEqual([
        ['10–19', 'wholesale'],
        ['20+', 'wholesale'],
      ]);
      expect(q.lines[0]!.unit_price).toBe(q.lines[0]!.regular_unit_price - 4);
      await expect(drawer.getByTestId('bulk-unit-price')).toHaveText(rupees(q.lines[0]!.unit_price_with_gst));
      await expect(drawer.getByTestId('bulk-subtotal')).toHaveText(rupees(q.lines[0]!.line_total));
      await drawer.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page.getByText('Added 25 items to cart with bulk pricing')).toBeVisible();
    });

    await test.step('the cart takes the coupon and shows the quote’s total', async () => {
      await page.getByRole('button', { name: /^Cart\W+25 items$/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Current Order' });
      await expect(drawer).toContainText('Bulk 20+');
      await drawer.getByRole('link', { name: 'View Cart' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      const summary = page.getByRole('region', { name: 'Summary' });
      await summary.getByLabel('Coupon code').fill(code.toLowerCase());
      await summary.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText('Coupon applied! 5% discount')).toBeVisible();
      const q = await quote(page, { lines: [bulkLine], couponCode: code });
      await expect(summary.getByText(`Coupon ${code} (5%)`)).toBeVisible();
      await expect(valueOf(summary, 'Total')).toHaveText(rupees(q.totalPrice));
      await expect(page.getByRole('list', { name: 'Cart items' })).toContainText('Bulk 20+');
      await summary.getByRole('button', { name: 'Checkout' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
    });

    const q = await quote(page, { lines: [bulkLine], couponCode: code, pincode: PUNE.pincode });
    expect(q).toMatchObject({
      supply: 'inter',
      cgst: 0,
      sgst: 0,
      appliedCoupon: { code, discountPercentage: 5 },
      orderable: true,
    });
    await test.step('checkout: a new address with a GSTIN in Maharashtra gives IGST and the quote’s figures', async () => {
      const form = page.getByRole('form', { name: 'New address' });
      await form.getByLabel('Address', { exact: true }).fill(PUNE.address);
      await form.getByLabel('Pincode').fill(PUNE.pincode);
      await expect(form.getByLabel('State')).toHaveValue('Maharashtra');
      await form.getByLabel('Company name (optional)').fill(PUNE.companyName);
      await form.getByLabel('GST number (optional)').fill(PUNE.gstNumber);
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByText('Address added successfully')).toBeVisible();
      const summary = page.getByRole('region', { name: 'Order Summary' });
      await expect(summary.getByRole('list', { name: 'Items' })).toContainText('Bulk 20+');
      await expect(valueOf(summary, 'Taxable value')).toHaveText(rupees(q.taxableValue));
      await expect(valueOf(summary, 'IGST')).toHaveText(rupees(q.igst));
      await expect(valueOf(summary, 'Shipping')).toHaveText(q.shippingCost === 0 ? 'Free' : rupees(q.shippingCost!));
      await expect(valueOf(summary, 'Total')).toHaveText(rupees(q.totalPrice));
    });

    await test.step('the sandbox takes the quoted total; the result and the stored order agree', async () => {
      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      await expect(page).toHaveURL(/\/sandbox\/pay\//);
      await page.getByRole('button', { name: `Pay ${rupees(q.totalPrice)}` }).click();
      await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
      const paid = page.getByRole('region', { name: 'Order summary' });
      await expect(valueOf(paid, 'IGST')).toHaveText(rupees(q.igst));
      await expect(valueOf(paid, 'Total')).toHaveText(rupees(q.totalPrice));
      const orders = (await (await page.request.post('/api/v1/order/my-orders', { data: {} })).json()).data;
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({
        totalPrice: q.totalPrice,
        couponDiscount: q.couponDiscount,
        hasBulkItems: true,
        appliedCoupon: { code },
      });
    });
  } finally {
    await staff.request.post(`/api/v1/wholesale/${wholesaleId}/remove`, { data: {} });
    await staff.close();
  }
});
