/**
 * A signed-in customer's cart is kept on the server too (issue 7; decision 029): it follows them
 * to a second browser, a guest cart is merged into it at sign-in (same product: the larger
 * quantity), it comes back after the browser's storage is cleared, and sign-out empties this
 * browser's cart while the account keeps it.
 */
import { expect, test, type Page } from './fixtures';

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

const lines = (...pairs: [{ id: string }, number][]) => pairs.map(([product, quantity]) => `${product.id}×${quantity}`).sort();

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

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
}

async function addToCart(page: Page, product: { id: string }, quantity = 1) {
  await page.goto(`/product/${product.id}`);
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

test('a customer’s cart follows them to another browser and comes back after the browser’s storage is cleared', async ({ page, browser }) => {
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

test('sign-out empties this browser’s cart, and a guest cart is merged into the saved one at sign-in', async ({ page }) => {
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
