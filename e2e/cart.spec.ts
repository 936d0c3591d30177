/**
 * The cart and the Current Order drawer on the server's quote (issue 7; shopper spec §2 Cart, §5,
 * §8, §9): the coupon box's messages, an applied coupon giving the quote's total, Clear Cart, the
 * orange few-left warning, Bulk Order, a bulk line's tag, tier price and re-tagging stepper, and
 * the header's Current Order drawer. Coupons are made through the staff API. Issue 27: the cart
 * and the drawer quote shipping to the header's pincode (guessed from the IP address here) and
 * say how much more ships free.
 */
import { expect, test, type Page } from './fixtures';
import { rupees } from './money';
import { seriousViolations } from './axe';

interface Card {
  _id: string;
  product_name: string;
  product_image_main: string;
  product_instock: boolean;
  no_of_product_instock: number;
  discounted_single_product_price: number;
  non_discounted_price: number;
}
type APIRequestContext = Page['request'];
type Line = { product_id: string; quantity: number; is_bulk_order?: boolean; bulk_range?: string };

const CART_LINK = /^Cart\W+\d+ items?$/;

async function products(page: Page): Promise<Card[]> {
  const res = await page.request.post('/api/v1/product/list', { data: { pageNum: 1, pageSize: 200, filters: {} } });
  return (await res.json()).data.productList as Card[];
}

/** A product with more than `units` in stock and no wholesale breaks touched by other specs. */
async function productWithStock(page: Page, units: number): Promise<Card> {
  return (await products(page)).find(
    (p) => p.product_instock && p.no_of_product_instock > units && !/DHT22/.test(p.product_name),
  )!;
}

/** Opens the app with these lines in localStorage (and the coupon, if given), then /cart. */
async function openCart(page: Page, cards: { card: Card; line: Line }[], coupon?: string) {
  await page.goto('/');
  const cart = cards.map(({ card, line }) => ({
    ...line,
    product_name: card.product_name,
    product_image_main: card.product_image_main,
    discounted_single_product_price: card.discounted_single_product_price,
    non_discounted_price: card.non_discounted_price,
    no_of_product_instock: card.no_of_product_instock,
  }));
  await page.evaluate(
    ([json, code]) => {
      window.localStorage.setItem('cart', json!);
      if (code) window.localStorage.setItem('appliedCoupon', code);
    },
    [JSON.stringify(cart), coupon],
  );
  await page.goto('/cart');
}

/** The place the IP-location sandbox gives a test's address (the shop's city): the header's pincode, which the cart quotes for. */
const HEADER_PINCODE = '201301';

async function quote(page: Page, lines: Line[], couponCode?: string) {
  const res = await page.request.post('/api/v1/cart/quote', {
    data: { lines, pincode: HEADER_PINCODE, ...(couponCode ? { couponCode } : {}) },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

async function staffApi(
  playwright: { request: { newContext: (o: { baseURL: string }) => Promise<APIRequestContext> } },
  baseURL: string,
): Promise<APIRequestContext> {
  const staff = await playwright.request.newContext({ baseURL });
  const login = await staff.post('/api/v1/admin/login', {
    data: { email: 'admin@makershop.in', password: 'Admin@12345' },
  });
  expect(login.status()).toBe(200);
  return staff;
}

async function createCoupon(staff: APIRequestContext, data: Record<string, unknown>) {
  const res = await staff.post('/api/v1/coupon/create-coupon', { data: { perCustomerLimit: null, ...data } });
  expect(res.status(), await res.text()).toBe(201);
}

test('the coupon box: its messages, an applied coupon gives the quote total, a coupon that no longer applies says why', async ({
  page,
  playwright,
  baseURL,
}) => {
  const staff = await staffApi(playwright, baseURL!);
  await createCoupon(staff, { code: 'CARTTEN', discountPercentage: 10, expiryDate: '2099-12-31' });
  await createCoupon(staff, {
    code: 'CARTBIG',
    discountPercentage: 20,
    expiryDate: '2099-12-31',
    minOrderValue: 900000,
  });
  await createCoupon(staff, {
    code: 'CARTGONE',
    discountPercentage: 5,
    expiryDate: new Date(Date.now() + 3_000).toISOString(),
  });

  const card = await productWithStock(page, 20);
  const lines = [{ product_id: card._id, quantity: 2 }];
  await openCart(page, [{ card, line: lines[0]! }]);
  const summary = page.getByRole('region', { name: 'Summary' });
  const box = summary.getByLabel('Coupon code');
  const apply = summary.getByRole('button', { name: 'Apply' });

  await apply.click();
  await expect(summary.getByRole('alert')).toHaveText('Please enter a coupon code');
  await box.fill('nosuchcode');
  await expect(box).toHaveValue('NOSUCHCODE');
  await apply.click();
  await expect(summary.getByRole('alert')).toHaveText('Invalid or expired coupon');

  // The coupon expires on the server's clock, which Playwright's clock does not move: wait until
  // the server says so (a few checks, well inside the per-address limit of 20 a minute).
  await expect
    .poll(
      async () => (await page.request.post('/api/v1/coupon/validate-coupon', { data: { code: 'CARTGONE' } })).status(),
      { intervals: [500, 1000], timeout: 15_000 },
    )
    .toBe(422);
  await box.fill('cartgone');
  await apply.click();
  await expect(summary.getByRole('alert')).toHaveText('This coupon has expired');

  const before = await quote(page, lines);
  await expect(summary.getByRole('definition').last()).toHaveText(rupees(before.totalPrice));
  await box.fill('cartten');
  await apply.click();
  await expect(page.getByText('Coupon applied! 10% discount')).toBeVisible();
  const withCoupon = await quote(page, lines, 'CARTTEN');
  expect(withCoupon.totalPrice).toBeLessThan(before.totalPrice);
  await expect(summary.getByText('Coupon CARTTEN (10%)')).toBeVisible();
  await expect(summary.getByRole('definition').last()).toHaveText(rupees(withCoupon.totalPrice));
  expect(await page.evaluate(() => window.localStorage.getItem('appliedCoupon'))).toBe('CARTTEN');

  await summary.getByRole('button', { name: 'Remove coupon CARTTEN' }).click();
  await expect(page.getByText('Coupon removed')).toBeVisible();
  await expect(summary.getByRole('definition').last()).toHaveText(rupees(before.totalPrice));

  await box.fill('CARTBIG');
  await apply.click();
  await expect(page.getByText('Coupon applied! 20% discount')).toBeVisible();
  await expect(summary.getByRole('status')).toHaveText('This coupon needs an order of at least ₹9,00,000.00');
  await expect(summary.getByRole('definition').last()).toHaveText(rupees(before.totalPrice));
  await staff.dispose();
});

test("'₹64.00 each incl. GST' × 2 costs ₹128.00 on the cart line and in the total, never ₹128.01 (issue 27)", async ({
  page,
}) => {
  const list = await page.request.post('/api/v1/product/list', {
    data: { pageSize: 50, filters: { search: 'HC-SR04 Ultrasonic' } },
  });
  const found = ((await list.json()).data.productList as (Card & { discounted_price_with_gst: number })[]).find(
    (p) => p.product_instock && p.no_of_product_instock > 2 && p.discounted_price_with_gst === 64,
  );
  expect(found, 'the seed HC-SR04 at ₹54.24 before GST, ₹64.00 with it').toBeTruthy();

  await page.goto(`/product/${found!._id}`);
  await expect(page.getByText('₹64.00', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Increase quantity' }).first().click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' }).first()).toHaveValue('2');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.getByRole('button', { name: CART_LINK }).click();
  await page.getByRole('dialog', { name: 'Current Order' }).getByRole('link', { name: 'View Cart' }).click();

  const row = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(row.getByText('₹64.00', { exact: true })).toBeVisible();
  await expect(row.getByText('₹128.00', { exact: true })).toBeVisible();
  // The Summary: the goods cost exactly ₹128.00, GST inside; the Total is that plus the shipping
  // quoted to the header's pincode.
  const summary = page.getByRole('region', { name: 'Summary' });
  const figure = (label: string) =>
    summary.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  const priced = await quote(page, [{ product_id: found!._id, quantity: 2 }]);
  expect(priced).toMatchObject({ taxableValue: 108.47, gstAmount: 19.53 });
  await expect(figure(`Shipping to ${HEADER_PINCODE}`)).toHaveText(rupees(priced.shippingCost));
  await expect(figure('Total')).toHaveText(rupees(128 + priced.shippingCost));
  await expect(page.getByText('₹128.01')).toHaveCount(0);
});

test('a line with 5 or fewer units warns in orange; Bulk Order has none to offer; Clear Cart empties the cart and the coupon', async ({
  page,
}) => {
  const few = (await products(page)).find(
    (p) => p.product_instock && p.no_of_product_instock >= 1 && p.no_of_product_instock <= 5,
  )!;
  await openCart(page, [{ card: few, line: { product_id: few._id, quantity: 1 } }], 'CARTTEN');
  const row = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  const warning = row.getByText(`Only ${few.no_of_product_instock} left in stock`);
  await expect(warning).toBeVisible();
  await expect(warning).toHaveClass(/text-orange-700/);

  await page.getByRole('button', { name: 'Bulk Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk Order' });
  await expect(dialog.getByText('No Bulk Orders Available')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Clear Cart empties the page at once, then reloads it (shopper spec §2 cart): read the browser's
  // storage once the reloaded page is there.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await reloaded;
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  expect(
    await page.evaluate(() => [window.localStorage.getItem('cart'), window.localStorage.getItem('appliedCoupon')]),
  ).toEqual([null, null]);
});

test('Clear Cart of a signed-in customer also empties the cart the account keeps', async ({ page }) => {
  const email = `clear.${Date.now()}@example.in`;
  const signup = await page.request.post('/api/v1/auth/signup', {
    data: { name: 'Farhan Qureshi', email, password: 'Maker@2026', phone: '9822233344' },
  });
  expect(signup.status(), await signup.text()).toBeLessThan(300);
  const card = await productWithStock(page, 20);
  await openCart(page, [{ card, line: { product_id: card._id, quantity: 2 } }]);
  await expect.poll(async () => (await (await page.request.get('/api/v1/cart')).json()).data.lines.length).toBe(1);

  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  // The page empties at once; the saved cart is emptied by the save the page sends before it reloads.
  await expect.poll(async () => (await (await page.request.get('/api/v1/cart')).json()).data.lines).toEqual([]);
  // A fresh load of the same page (a reload raced the app's own navigation once: ERR_ABORTED).
  const cartUrl = page.url();
  await expect(async () => {
    await page.goto(cartUrl);
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});

test('a bulk line shows its tag and tier price; the stepper re-tags it and makes it regular below the lowest tier', async ({
  page,
}) => {
  const card = await productWithStock(page, 60);
  const line = { product_id: card._id, quantity: 20, is_bulk_order: true, bulk_range: '20–49' };
  const priced = (await quote(page, [line])).lines[0];
  await openCart(page, [{ card, line }]);
  const row = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(row.getByText('Bulk 20–49')).toBeVisible();
  await expect(row.getByText(rupees(priced.unit_price_with_gst), { exact: true })).toBeVisible();
  await expect(row.locator('s', { hasText: rupees(priced.regular_unit_price) })).toBeVisible();
  await expect(row.getByText(rupees(priced.line_total), { exact: true })).toBeVisible();

  const stored = () => page.evaluate(() => JSON.parse(window.localStorage.getItem('cart') ?? '[]')[0]);
  await row.getByRole('button', { name: /^Decrease quantity/ }).click();
  await expect(row.getByText('Bulk 10–19')).toBeVisible();
  expect(await stored()).toMatchObject({ quantity: 19, is_bulk_order: true, bulk_range: '10–19' });
  const tier = priced.tiers.find((t: { label: string }) => t.label === '10–19');
  await expect(row.getByText(rupees(tier.unit_price_with_gst), { exact: true })).toBeVisible();

  await row.getByRole('spinbutton').fill('4');
  await expect(row.getByRole('status')).toHaveText(
    'Bulk pricing starts at 5 units: this line is now at the regular price.',
  );
  await expect(row.getByText(/^Bulk \d/)).toHaveCount(0);
  expect(await stored()).toMatchObject({ quantity: 4 });
  expect((await stored()).is_bulk_order).toBeUndefined();
  await expect(row.getByRole('alert')).toHaveCount(0);

  await row.getByRole('spinbutton').fill('30');
  await expect(row.getByText('Bulk 20–49')).toBeVisible();
  await expect(row.getByRole('status')).toHaveText('Back to bulk pricing: 20–49 units.');

  await page.getByRole('button', { name: 'Bulk Order' }).click();
  const link = page
    .getByRole('dialog', { name: 'Bulk Order' })
    .getByRole('link', { name: new RegExp(card.product_name.slice(0, 20).replace(/[()+.]/g, '.')) });
  await expect(link).toHaveAttribute('href', `/product/${card._id}?bulk=1`);
});

test('the header cart opens the Current Order drawer with the lines and the quote, View Cart goes to /cart', async ({
  page,
}) => {
  const card = await productWithStock(page, 60);
  const lines = [{ product_id: card._id, quantity: 25, is_bulk_order: true, bulk_range: '20–49' }];
  await openCart(page, [{ card, line: lines[0]! }]);
  const priced = await quote(page, lines);
  await page.goto('/allproducts');

  const cartButton = page.getByRole('button', { name: CART_LINK });
  await expect(cartButton).toHaveAccessibleName(/^Cart\W+25 items$/);
  await cartButton.click();
  const drawer = page.getByRole('dialog', { name: 'Current Order' });
  await expect(drawer.getByRole('list', { name: 'Order items' }).getByText(card.product_name)).toBeVisible();
  await expect(drawer.getByText('Qty 25')).toBeVisible();
  await expect(drawer.getByText('Bulk 20–49')).toBeVisible();
  await expect(drawer.getByText(rupees(priced.lines[0].line_total), { exact: true }).first()).toBeVisible();
  await expect(drawer.getByRole('definition').last()).toHaveText(rupees(priced.totalPrice));
  await expect(drawer.getByRole('button', { name: 'Close' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(cartButton).toBeFocused();

  await cartButton.click();
  await drawer.getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('list', { name: 'Cart items' })).toBeVisible();

  await page.evaluate(() => window.localStorage.removeItem('cart'));
  await page.reload();
  await page.getByRole('button', { name: /^Cart\W+0 items$/ }).click();
  await expect(drawer.getByText('Your cart is empty')).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
});

test('a refused quote (a bulk quantity outside its tier) shows its message on the line and in the Summary, with a way out', async ({
  page,
}) => {
  const card = await productWithStock(page, 60);
  await openCart(page, [
    { card, line: { product_id: card._id, quantity: 20, is_bulk_order: true, bulk_range: '5–9' } },
  ]);
  const row = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(row.getByRole('alert')).toHaveText(`${card.product_name}: Please enter a quantity between 5 and 9`);
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByRole('alert')).toContainText('Please enter a quantity between 5 and 9');
  await expect(summary.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Checkout' })).toBeDisabled();

  await row.getByRole('button', { name: 'Use the regular price instead' }).click();
  await expect(row.getByRole('alert')).toHaveCount(0);
  await expect(summary.getByText('Total', { exact: true })).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Checkout' })).toBeEnabled();
});

test.describe('accessible cart', () => {
  test.use({ bypassCSP: true });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`the cart and the Current Order drawer have no serious axe violation at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const card = await productWithStock(page, 60);
      const few = (await products(page)).find(
        (p) => p.product_instock && p.no_of_product_instock >= 1 && p.no_of_product_instock <= 5,
      )!;
      await openCart(
        page,
        [
          { card, line: { product_id: card._id, quantity: 20, is_bulk_order: true, bulk_range: '20–49' } },
          { card: few, line: { product_id: few._id, quantity: 1 } },
        ],
        'NOSUCHCOUPON',
      );
      const summary = page.getByRole('region', { name: 'Summary' });
      await expect(summary.getByText('Total', { exact: true })).toBeVisible();
      // A re-price in flight dims the last figures (aria-busy), and the header's guessed pincode can
      // start one after the first settles; axe reads the page once nothing is being re-priced.
      await expect(summary.locator('[aria-busy]')).toHaveCount(0);
      await expect
        .poll(async () =>
          (await page.locator('main [aria-busy]').count()) > 0 ? ['re-pricing'] : seriousViolations(page),
        )
        .toEqual([]);
      await page.getByRole('button', { name: CART_LINK }).click();
      const drawer = page.getByRole('dialog', { name: 'Current Order' });
      await expect(drawer.getByText('Total', { exact: true })).toBeVisible();
      await expect(drawer.locator('[aria-busy]')).toHaveCount(0);
      await expect
        .poll(async () =>
          (await drawer.locator('[aria-busy]').count()) > 0 ? ['re-pricing'] : seriousViolations(page),
        )
        .toEqual([]);
    });
  }
});

test('a new visitor’s cart and drawer quote shipping to the header’s guessed pincode and say how much more ships free (issue 27)', async ({
  page,
}) => {
  const card = (await products(page)).find(
    (p) =>
      p.product_instock &&
      p.no_of_product_instock > 5 &&
      p.discounted_single_product_price < 200 &&
      !/DHT22/.test(p.product_name),
  )!;
  const lines = [{ product_id: card._id, quantity: 1 }];
  await openCart(page, [{ card, line: lines[0]! }]);
  await expect(page.getByTestId('location-text')).toHaveText(/^201301, Noida/);
  const priced = await quote(page, lines);
  expect(priced.shippingCost).toBeGreaterThan(0);
  expect(priced.addForFreeShipping).toBeGreaterThan(0);

  const summary = page.getByRole('region', { name: 'Summary' });
  const row = (label: string) =>
    summary.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(row(`Shipping to ${HEADER_PINCODE}`)).toHaveText(rupees(priced.shippingCost));
  await expect(
    summary.getByText(`Add ${rupees(priced.addForFreeShipping)} more (before GST) for free delivery`),
  ).toBeVisible();
  await expect(row('Total')).toHaveText(rupees(priced.totalPrice));
  await expect(summary.getByText('Calculated at checkout')).toHaveCount(0);

  await page.getByRole('button', { name: CART_LINK }).click();
  const drawer = page.getByRole('dialog', { name: 'Current Order' });
  await expect(
    drawer
      .getByRole('term')
      .filter({ hasText: `Shipping to ${HEADER_PINCODE}` })
      .locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(rupees(priced.shippingCost));
  await expect(
    drawer.getByText(`Add ${rupees(priced.addForFreeShipping)} more (before GST) for free delivery`),
  ).toBeVisible();
  await expect(drawer.getByRole('definition').last()).toHaveText(rupees(priced.totalPrice));
});
