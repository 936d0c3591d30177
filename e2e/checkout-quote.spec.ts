/**
 * Checkout on the server's quote (issue 7): a business buyer with a bulk line (20–49), a coupon
 * made by staff and a saved Pune address with a GSTIN (IGST, the seller being in Uttar Pradesh)
 * sees at checkout exactly the figures POST /cart/quote gives, pays in the sandbox, and finds the
 * same figures on the payment result and in the order's detail. A stock shortfall found by the
 * live recheck at Proceed to Payment gives the spec's message and places no order.
 */
import type { CartQuote } from '@shop/domain/pricing/quote.responses';
import { expect, test, type Page } from './fixtures';
import { rupees } from './money';

const PUNE = {
  address: 'Office 7, Sai Plaza, FC Road, Shivajinagar',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411005',
  companyName: 'Umbrella Fab LLP',
  gstNumber: '27AAPFU0939F1ZV',
};
const BANGALORE = { address: '42, 2nd Cross, Indiranagar', city: 'Bengaluru', state: 'Karnataka', pincode: '560038' };

interface Product {
  _id: string;
  product_name: string;
  product_image_main: string;
  discounted_single_product_price: number;
  non_discounted_price: number;
  no_of_product_instock: number;
}

/** A new customer signed in on this page's context, with one saved address; returns its id. */
async function newCustomerWithAddress(page: Page, name: string, address: object): Promise<string> {
  const email = `${name.split(' ')[0]!.toLowerCase()}.${Date.now()}@example.in`;
  const signup = await page.request.post('/api/v1/auth/signup', {
    data: { name, email, password: 'Maker@2026', phone: '9812345678' },
  });
  expect(signup.ok()).toBe(true);
  const added = await page.request.post('/api/v1/addresses', { data: address });
  expect(added.status()).toBe(201);
  return (await added.json()).data.address._id;
}

/** The first in-stock product of a search whose stock lies in [min, max]. */
async function productWithStock(page: Page, search: string, min: number, max: number): Promise<Product> {
  const list = await page.request.post('/api/v1/product/list', { data: { pageSize: 50, filters: { search } } });
  const found = ((await list.json()).data.productList as Product[]).find(
    (p) => p.no_of_product_instock >= min && p.no_of_product_instock <= max,
  );
  expect(found, `a ${search} product with ${min}–${max} units in stock`).toBeTruthy();
  return found!;
}

const snapshotOf = (product: Product, quantity: number) => ({
  product_id: product._id,
  quantity,
  product_name: product.product_name,
  product_image_main: product.product_image_main,
  discounted_single_product_price: product.discounted_single_product_price,
  non_discounted_price: product.non_discounted_price,
  no_of_product_instock: product.no_of_product_instock,
});

/** Puts the cart (and the applied coupon) into localStorage, as the cart page leaves them. */
async function storeCart(page: Page, cart: object[], coupon?: string) {
  await page.goto('/');
  await page.evaluate(
    ([items, code]) => {
      window.localStorage.setItem('cart', JSON.stringify(items));
      if (code) window.localStorage.setItem('appliedCoupon', code);
    },
    [cart, coupon] as const,
  );
}

test('a bulk line, a coupon and an IGST address: checkout, payment result and order show the quote’s figures', async ({
  page,
  browser,
}) => {
  const code = `E2EBULK${Date.now() % 100_000}`;
  await test.step('staff create a single-use 10% coupon', async () => {
    const staff = await browser.newContext();
    const login = await staff.request.post('/api/v1/admin/login', {
      data: { email: 'admin@makershop.in', password: 'Admin@12345' },
    });
    expect(login.ok()).toBe(true);
    const created = await staff.request.post('/api/v1/coupon/create-coupon', {
      data: { code, discountPercentage: 10, expiryDate: '2099-12-31', usageLimit: 1 },
    });
    expect(created.status()).toBe(201);
    await staff.close();
  });

  await newCustomerWithAddress(page, 'Nisha Kulkarni', PUNE);
  const product = await productWithStock(page, 'sensor', 60, 10_000);
  // The tier 25 units fall in, as the server names it ("20–49").
  const tiers = (
    await (
      await page.request.post('/api/v1/cart/quote', { data: { lines: [{ product_id: product._id, quantity: 25 }] } })
    ).json()
  ).data.lines[0].tiers as CartQuote['lines'][0]['tiers'];
  const tier = tiers.find((t) => t.minQuantity <= 25 && (t.maxQuantity === null || 25 < t.maxQuantity))!;
  const line = { product_id: product._id, quantity: 25, is_bulk_order: true, bulk_range: tier.label };
  await storeCart(page, [{ ...snapshotOf(product, 25), is_bulk_order: true, bulk_range: tier.label }], code);

  const quoted = await page.request.post('/api/v1/cart/quote', {
    data: { lines: [line], couponCode: code, pincode: PUNE.pincode },
  });
  const q = (await quoted.json()).data as CartQuote;
  expect(q).toMatchObject({ supply: 'inter', appliedCoupon: { code, discountPercentage: 10 }, orderable: true });
  expect(q.igst).toBeGreaterThan(0);

  const summary = page.getByRole('region', { name: 'Order Summary' });
  await test.step('the checkout summary shows the quote’s figures', async () => {
    await page.goto('/checkout');
    await expect(page.getByRole('radio', { name: /Office 7, Sai Plaza/ })).toBeChecked();
    const items = summary.getByRole('list', { name: 'Items' }).getByRole('listitem');
    await expect(items).toHaveCount(1);
    await expect(items).toContainText(`Bulk ${tier.label}`);
    // The unit as the shopper saw it, with GST: 25 × that is the line before its coupon share (decision 055).
    await expect(items).toContainText(`25 × ${rupees(q.lines[0]!.unit_price_with_gst)} incl. GST`);
    await expect(items).toContainText(rupees(q.lines[0]!.line_total));
    await expect(summary.getByText(`Coupon ${code} applied (10% off)`)).toBeVisible();
    const row = (label: string | RegExp) =>
      summary.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expect(row(/^Items \(25\) before GST$/)).toHaveText(rupees(q.subtotal));
    await expect(row(`Coupon ${code} (10%)`)).toHaveText(`− ${rupees(q.couponDiscount)}`);
    await expect(row('Taxable value')).toHaveText(rupees(q.taxableValue));
    await expect(row('IGST')).toHaveText(rupees(q.igst));
    await expect(summary.getByRole('term').filter({ hasText: /^CGST$/ })).toHaveCount(0);
    await expect(row('Shipping')).toHaveText(q.shippingCost === 0 ? 'Free' : rupees(q.shippingCost!));
    await expect(row('Total')).toHaveText(rupees(q.totalPrice));
  });

  await test.step('pay the quoted total in the sandbox; the result shows the order’s figures', async () => {
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: `Pay ${rupees(q.totalPrice)}` }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
    const paid = page.getByRole('region', { name: 'Order summary' });
    await expect(paid.getByRole('list', { name: 'Items' })).toContainText(`Bulk ${tier.label}`);
    await expect(paid.getByRole('list', { name: 'Items' })).toContainText(
      `25 × ${rupees(q.lines[0]!.unit_price_with_gst)} incl. GST`,
    );
    await expect(paid.getByText(`Coupon ${code} (10%)`)).toBeVisible();
    await expect(
      paid.getByRole('term').filter({ hasText: 'IGST' }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(rupees(q.igst));
    await expect(
      paid.getByRole('term').filter({ hasText: 'Total' }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(rupees(q.totalPrice));
  });

  await test.step('the order’s detail shows the same figures, the company name and the GSTIN', async () => {
    await page.getByRole('link', { name: 'View My Orders' }).click();
    const order = page.getByRole('article', { name: /^Order / });
    await expect(order).toHaveCount(1);
    await expect(order.getByText(rupees(q.totalPrice))).toBeVisible();
    await order.getByRole('button', { name: 'View Details' }).click();
    const detail = page.getByRole('dialog');
    await expect(detail.getByRole('list', { name: 'Items' })).toContainText(`Bulk ${tier.label}`);
    await expect(detail.getByRole('list', { name: 'Items' })).toContainText(
      `25 × ${rupees(q.lines[0]!.unit_price_with_gst)} incl. GST`,
    );
    const row = (label: string) =>
      detail.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expect(row(`Coupon ${code} (10%)`)).toHaveText(`− ${rupees(q.couponDiscount)}`);
    await expect(row('Taxable value')).toHaveText(rupees(q.taxableValue));
    await expect(row('IGST')).toHaveText(rupees(q.igst));
    await expect(row('Total')).toHaveText(rupees(q.totalPrice));
    await expect(detail.getByText(PUNE.companyName)).toBeVisible();
    await expect(detail.getByText(PUNE.gstNumber)).toBeVisible();
  });

  await test.step('the customer cancels the order within the window; its coupon can be used again', async () => {
    const quoteWithCoupon = async () =>
      (
        await (
          await page.request.post('/api/v1/cart/quote', {
            data: { lines: [line], couponCode: code, pincode: PUNE.pincode },
          })
        ).json()
      ).data as CartQuote;
    expect(await quoteWithCoupon()).toMatchObject({ appliedCoupon: null, couponMessage: expect.any(String) });
    const detail = page.getByRole('dialog');
    await detail.getByRole('button', { name: 'Cancel Order' }).click();
    await detail.getByRole('button', { name: 'Yes, Cancel Order' }).click();
    await expect(page.getByText('Order cancelled successfully!')).toBeVisible();
    await expect(detail.getByText('This order has already been cancelled.')).toBeVisible();
    expect((await quoteWithCoupon()).appliedCoupon).toMatchObject({ code });
  });
});

test('a stock shortfall found at Proceed to Payment gives the spec’s message and places no order', async ({
  page,
  browser,
}) => {
  await newCustomerWithAddress(page, 'Rohan Iyer', BANGALORE);
  const product = await productWithStock(page, 'module', 3, 60);
  const stock = product.no_of_product_instock;
  await storeCart(page, [snapshotOf(product, stock)]);
  await page.goto('/checkout');
  const proceed = page.getByRole('button', { name: 'Proceed to Payment' });
  await expect(proceed).toBeEnabled();

  // Meanwhile another customer buys one unit.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await newCustomerWithAddress(otherPage, 'Farah Khan', BANGALORE);
  const bought = await otherPage.request.post('/api/v1/order/new', {
    data: {
      order: {
        products: [{ product_id: product._id, quantity: 1 }],
        name: 'Farah Khan',
        email: 'farah@example.in',
        phone: '9812345679',
        shippingAddress: BANGALORE.address,
        city: BANGALORE.city,
        state: BANGALORE.state,
        pincode: BANGALORE.pincode,
      },
    },
  });
  expect(bought.status()).toBe(201);
  await other.close();

  await proceed.click();
  const message = `${product.product_name} is out of stock or insufficient quantity available`;
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: message })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  const orders = (await (await page.request.post('/api/v1/order/my-orders', { data: {} })).json()).data;
  expect(orders).toHaveLength(0);
  // The summary now shows the fresh quote's problem on the line and will not proceed.
  await expect(page.getByRole('region', { name: 'Order Summary' }).getByText(message)).toBeVisible();
  await expect(proceed).toBeDisabled();
});

test('a coupon used up while the shopper is at checkout is dropped at Proceed with its message, and the summary re-prices', async ({
  page,
  browser,
}) => {
  const code = `E2EONCE${Date.now() % 100_000}`;
  const staff = await browser.newContext();
  expect(
    (
      await staff.request.post('/api/v1/admin/login', {
        data: { email: 'admin@makershop.in', password: 'Admin@12345' },
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await staff.request.post('/api/v1/coupon/create-coupon', {
        data: { code, discountPercentage: 5, expiryDate: '2099-12-31', usageLimit: 1 },
      })
    ).status(),
  ).toBe(201);
  await staff.close();

  await newCustomerWithAddress(page, 'Meera Pillai', BANGALORE);
  const product = await productWithStock(page, 'sensor', 20, 10_000);
  await storeCart(page, [snapshotOf(product, 2)], code);
  await page.goto('/checkout');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText(`Coupon ${code} applied (5% off)`)).toBeVisible();

  // Another customer takes the coupon's only use.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await newCustomerWithAddress(otherPage, 'Farah Khan', BANGALORE);
  const taken = await otherPage.request.post('/api/v1/order/new', {
    data: {
      order: {
        products: [{ product_id: product._id, quantity: 1 }],
        couponCode: code,
        name: 'Farah Khan',
        email: 'farah@example.in',
        phone: '9812345679',
        shippingAddress: BANGALORE.address,
        city: BANGALORE.city,
        state: BANGALORE.state,
        pincode: BANGALORE.pincode,
      },
    },
  });
  expect(taken.status()).toBe(201);
  await other.close();

  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'This coupon has been used up' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await page.evaluate(() => window.localStorage.getItem('appliedCoupon'))).toBeNull();
  await expect(summary.getByText(`Coupon ${code}`)).toHaveCount(0);
  const orders = (await (await page.request.post('/api/v1/order/my-orders', { data: {} })).json()).data;
  expect(orders).toHaveLength(0);
  // Without the coupon the order goes ahead.
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
});
