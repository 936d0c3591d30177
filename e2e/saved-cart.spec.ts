/**
 * A signed-in customer's cart is kept on the server too (issue 7; decision 029): it follows them
 * to a second browser, a guest cart is merged into it at sign-in (same product: the larger
 * quantity), it comes back after the browser's storage is cleared, and sign-out empties this
 * browser's cart while the account keeps it. Issue 27: a paid order empties the saved cart and a
 * stale browser copy does not bring it back; a failed payment's cart and coupon survive a second
 * browser's sign-in (decision 056).
 */
import { appReady, expect, test, type Page } from './fixtures';
import { signInSuperAdmin } from './people';

const PASSWORD = 'Maker@2026';

interface Line {
  product_id: string;
  quantity: number;
}

/** A product's id and name, found by a search word. */
async function findProduct(page: Page, search: string): Promise<{ id: string; name: string }> {
  const list = await page.request.post('/api/v1/product/list', { data: { pageSize: 1, filters: { search } } });
  const product = (await list.json()).data.productList[0];
  return { id: product._id, name: product.product_name };
}

/** This browser's cart lines (localStorage 'cart'), as product id × quantity. */
async function localCart(page: Page): Promise<string[]> {
  const lines = await page.evaluate(() => JSON.parse(window.localStorage.getItem('cart') ?? '[]') as Line[]);
  return lines.map((line) => `${line.product_id}×${line.quantity}`).sort();
}

/** The account's saved cart (GET /cart with this browser's session), as product id × quantity. */
async function savedCart(page: Page): Promise<string[]> {
  const reply = await (await page.request.get('/api/v1/cart')).json();
  return (reply.data.lines as Line[]).map((line) => `${line.product_id}×${line.quantity}`).sort();
}

const lines = (...pairs: [{ id: string }, number][]) =>
  pairs.map(([product, quantity]) => `${product.id}×${quantity}`).sort();

async function signUp(page: Page, email: string) {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Ritu Saxena');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('9811122233');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Signup successful')).toBeVisible();
}

// A second browser context's page is not the fixture's: its goto does not wait for the app itself.
async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await appReady(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
}

async function addToCart(page: Page, product: { id: string }, quantity = 1) {
  await page.goto(`/product/${product.id}`);
  await appReady(page);
  for (let i = 1; i < quantity; i += 1) await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart successfully!')).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
}

test('a customer’s cart follows them to another browser and comes back after the browser’s storage is cleared', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `ritu.${Date.now()}@example.in`;
  const sensor = await findProduct(page, 'DHT22');
  const board = await findProduct(page, 'ESP32');

  await test.step('the customer signs up and adds two products', async () => {
    await signUp(page, email);
    await addToCart(page, sensor, 2);
    await addToCart(page, board);
    expect(await localCart(page)).toEqual(lines([sensor, 2], [board, 1]));
    await expect.poll(() => savedCart(page)).toEqual(lines([sensor, 2], [board, 1]));
  });

  await test.step('signed in in a second, fresh browser, they see the same cart', async () => {
    const other = await browser.newContext();
    const second = await other.newPage();
    await signIn(second, email);
    await expect.poll(() => localCart(second)).toEqual(lines([sensor, 2], [board, 1]));
    await second.goto('/cart');
    const items = second.getByRole('main');
    await expect(items.getByRole('link', { name: sensor.name }).first()).toBeVisible();
    await expect(items.getByRole('link', { name: board.name }).first()).toBeVisible();
    await other.close();
  });

  await test.step('clearing the browser’s storage and reloading while signed in brings the cart back', async () => {
    await page.evaluate(() => window.localStorage.clear());
    expect(await localCart(page)).toEqual([]);
    await page.reload();
    await expect.poll(() => localCart(page)).toEqual(lines([sensor, 2], [board, 1]));
    await page.goto('/cart');
    await expect(page.getByRole('main').getByRole('link', { name: sensor.name }).first()).toBeVisible();
  });
});

test('sign-out empties this browser’s cart, and a guest cart is merged into the saved one at sign-in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `arjun.${Date.now()}@example.in`;
  const sensor = await findProduct(page, 'DHT22');
  const board = await findProduct(page, 'ESP32');
  const driver = await findProduct(page, 'L298N');

  await test.step('a customer saves three sensors, then signs out: this browser’s cart is empty, the account keeps it', async () => {
    await signUp(page, email);
    await addToCart(page, sensor, 3);
    await expect.poll(() => savedCart(page)).toEqual(lines([sensor, 3]));
    await signOut(page);
    expect(await localCart(page)).toEqual([]);
    expect(await page.evaluate(() => window.localStorage.getItem('appliedCoupon'))).toBeNull();
  });

  await test.step('as a guest they add one sensor, a board and two motor drivers', async () => {
    await addToCart(page, sensor, 1);
    await addToCart(page, board, 1);
    await addToCart(page, driver, 2);
    expect(await localCart(page)).toEqual(lines([sensor, 1], [board, 1], [driver, 2]));
  });

  await test.step('signing in merges the two carts: the larger quantity of the sensor, and the guest’s other lines', async () => {
    await signIn(page, email);
    const merged = lines([sensor, 3], [board, 1], [driver, 2]);
    await expect.poll(() => localCart(page)).toEqual(merged);
    await expect.poll(() => savedCart(page)).toEqual(merged);
  });
});

const ADDRESS = {
  name: 'Kavya Menon',
  phone: '9811122244',
  shippingAddress: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
};

/** Places an order of `products` as the customer signed in on `page` and starts its payment; returns the sandbox gateway's page URL. */
async function orderAndStartPayment(page: Page, email: string, products: Line[], couponCode?: string): Promise<string> {
  const placed = await page.request.post('/api/v1/order/new', {
    data: { order: { ...ADDRESS, email, products, ...(couponCode ? { couponCode } : {}) } },
  });
  expect(placed.status(), await placed.text()).toBeLessThan(300);
  const orderId = (await placed.json()).data.order._id;
  const started = await page.request.post('/api/v1/payment/create-phonepe-payment', { data: { orderId } });
  expect(started.status(), await started.text()).toBe(200);
  return (await started.json()).data.response.phonepeResponse.redirectUrl;
}

test('a paid cart does not come back: the result page in a fresh browser empties the saved cart, and the first browser’s copy follows (issue 27)', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `rohan.${Date.now()}@example.in`;
  const board = await findProduct(page, 'ESP32');

  await test.step('the customer puts two boards in the cart and goes to pay', async () => {
    await signUp(page, email);
    await addToCart(page, board, 2);
    await expect.poll(() => savedCart(page)).toEqual(lines([board, 2]));
  });
  const gateway = await orderAndStartPayment(page, email, [{ product_id: board.id, quantity: 2 }]);

  await test.step('the gateway returns in a fresh browser session, where the payment succeeds', async () => {
    const other = await browser.newContext();
    const second = await other.newPage();
    await signIn(second, email);
    await second.goto(gateway);
    await second.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(second.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
    await second.goto('/cart');
    await expect(second.getByText('Your cart is empty')).toBeVisible();
    await other.close();
  });

  await test.step('the saved cart is empty, and the first browser’s stale copy empties instead of coming back', async () => {
    expect(await savedCart(page)).toEqual([]);
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect.poll(() => localCart(page)).toEqual([]);
    expect(await savedCart(page)).toEqual([]);
  });
});

test('after a failed payment the saved cart keeps its two units and coupon, and a second browser’s one item is merged in (issue 27)', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const email = `kavya.${Date.now()}@example.in`;
  const code = `KEEP${Date.now() % 1_000_000}`;
  const board = await findProduct(page, 'ESP32');
  const sensor = await findProduct(page, 'DHT22');

  await test.step('staff create a coupon', async () => {
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInSuperAdmin(staff);
    expect(
      (
        await staff.request.post('/api/v1/coupon/create-coupon', {
          data: { code, discountPercentage: 5, expiryDate: '2099-12-31', usageLimit: 10 },
        })
      ).status(),
    ).toBe(201);
    await staffContext.close();
  });

  await test.step('the customer puts two boards in the cart with the coupon, and the payment fails', async () => {
    await signUp(page, email);
    await addToCart(page, board, 2);
    await page.goto('/cart');
    await page.getByLabel('Coupon code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(`Coupon ${code} applied`)).toBeVisible();
    await expect.poll(async () => (await (await page.request.get('/api/v1/cart')).json()).data.couponCode).toBe(code);
    const gateway = await orderAndStartPayment(page, email, [{ product_id: board.id, quantity: 2 }], code);
    await page.goto(gateway);
    await page.getByRole('button', { name: 'Fail', exact: true }).click();
    await expect(page.getByText('Payment verification failed').first()).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
  });

  await test.step('a second browser with one sensor in its cart signs in: it shows the two boards, its sensor and the coupon', async () => {
    const other = await browser.newContext();
    const second = await other.newPage();
    await addToCart(second, sensor, 1);
    await signIn(second, email);
    await expect.poll(() => localCart(second)).toEqual(lines([board, 2], [sensor, 1]));
    await second.goto('/cart');
    await expect(second.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(2);
    await expect(second.getByText(`Coupon ${code} applied`)).toBeVisible();
    expect(await savedCart(second)).toEqual(lines([board, 2], [sensor, 1]));
    await other.close();
  });

  await test.step('the first browser shows the merged cart too', async () => {
    await page.reload();
    await expect.poll(() => localCart(page)).toEqual(lines([board, 2], [sensor, 1]));
  });
});

test('an answer cut short on the way does not make a stale browser bring a paid cart back (issue 27)', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `meera.${Date.now()}@example.in`;
  const board = await findProduct(page, 'ESP32');

  await test.step('the customer puts two boards in the cart; the order is paid from another device', async () => {
    await signUp(page, email);
    await addToCart(page, board, 2);
    await expect.poll(() => savedCart(page)).toEqual(lines([board, 2]));
    const gateway = await orderAndStartPayment(page, email, [{ product_id: board.id, quantity: 2 }]);
    const other = await browser.newContext();
    const payer = await other.newPage();
    await payer.goto(gateway);
    await payer.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(payer).toHaveURL(/\/login\?from=/);
    await other.close();
    expect(await savedCart(page)).toEqual([]);
  });

  // This browser still holds the two boards. Its next save is made, but the answer arrives cut off
  // (a page leaving, a dropped connection): the browser must not take that as a refused base.
  const saves: { base: unknown }[] = [];
  let cut = false;
  await page.route('**/api/v1/cart', async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    saves.push(route.request().postDataJSON() as { base: unknown });
    const response = await route.fetch();
    if (cut) return route.fulfill({ response });
    cut = true;
    await route.fulfill({ response, body: (await response.text()).slice(0, 25) });
  });

  await test.step('the stale browser opens its cart and the answer to its save is cut short', async () => {
    await page.goto('/cart');
    await expect.poll(() => cut).toBe(true);
    await page.reload();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect.poll(() => localCart(page)).toEqual([]);
    expect(await savedCart(page)).toEqual([]);
    // Every save carried what the browser last saw: none fell back to a union with the paid lines.
    expect(saves.length).toBeGreaterThanOrEqual(2);
    expect(saves.filter((save) => save.base === null)).toEqual([]);
  });
});
