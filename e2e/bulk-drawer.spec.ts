/**
 * The bulk drawer and the Insufficient Stock modal (shopper spec §2 Bulk drawer, §5, §8, §9; issue
 * 7): opened from Bulk Orders or /product/{id}?bulk=1; the tier and the quantity follow each other;
 * its figures are POST /cart/quote's for the bulk line; Add to Cart makes a bulk line; a product
 * with 10 or fewer units refuses bulk orders; more than the stock opens the modal.
 */
import { expect, test, type Page } from './fixtures';
import { rupees } from './money';

interface ListedProduct {
  _id: string;
  product_name: string;
  product_instock: boolean;
  no_of_product_instock: number;
}

/** The first listed product in stock whose units satisfy `fits`. */
async function productWith(page: Page, fits: (units: number) => boolean): Promise<ListedProduct> {
  const response = await page.request.post('/api/v1/product/list', {
    data: { pageNum: 1, pageSize: 100, filters: {} },
  });
  const list: ListedProduct[] = (await response.json()).data.productList;
  const found = list.find((p) => p.product_instock && fits(p.no_of_product_instock));
  if (!found) throw new Error('no product with such stock in the first 100');
  return found;
}

const drawerOf = (page: Page) => page.getByRole('dialog', { name: 'Bulk Orders' });
const quantityOf = (page: Page) => drawerOf(page).getByRole('textbox', { name: 'Quantity' });

test('the drawer prices the chosen tier as the cart quote does and adds a bulk line', async ({ page }) => {
  const product = await productWith(page, (units) => units >= 100);
  await page.goto(`/product/${product._id}`);
  await page.getByRole('button', { name: 'Bulk Orders' }).click();
  const drawer = drawerOf(page);
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/\?bulk=1$/);

  await test.step('choosing a tier presets its first quantity; a quantity outside it is refused', async () => {
    await drawer.getByRole('radio', { name: /^20–49 units/ }).check();
    await expect(quantityOf(page)).toHaveValue('20');
    await quantityOf(page).fill('3');
    await expect(drawer.getByText('Please enter a quantity between 20 and 49')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  await test.step('typing a quantity chooses the tier it falls in', async () => {
    await quantityOf(page).fill('60');
    await expect(drawer.getByRole('radio', { name: /^50–99 units/ })).toBeChecked();
    await quantityOf(page).fill('25');
    await expect(drawer.getByRole('radio', { name: /^20–49 units/ })).toBeChecked();
    await expect(drawer.getByText('Please enter a quantity between')).toBeHidden();
  });

  await test.step('unit price, subtotal and savings are the quote of that bulk line, GST included: the subtotal is the unit price × quantity', async () => {
    const response = await page.request.post('/api/v1/cart/quote', {
      data: { lines: [{ product_id: product._id, quantity: 25, is_bulk_order: true, bulk_range: '20–49' }] },
    });
    expect(response.status()).toBe(200);
    const [line] = (await response.json()).data.lines;
    await expect(drawer.getByTestId('bulk-unit-price')).toHaveText(rupees(line.unit_price_with_gst));
    await expect(drawer.getByTestId('bulk-subtotal')).toHaveText(rupees(line.line_total));
    expect(Math.round(line.line_total * 100)).toBe(25 * Math.round(line.unit_price_with_gst * 100));
    await expect(drawer.getByTestId('bulk-savings')).toHaveText(rupees(line.tier_saving_with_gst));
    expect(line.tier_saving_with_gst).toBeGreaterThan(0);
    await expect(drawer.getByText('Prices include GST')).toBeVisible();
  });

  await test.step('Add to Cart adds 25 units at the 20–49 tier and closes the drawer', async () => {
    await drawer.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added 25 items to cart with bulk pricing')).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(page).not.toHaveURL(/bulk=1/);
    await expect(page.getByRole('button', { name: /^Cart\W+25 items?$/ })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
    expect(stored).toEqual([
      expect.objectContaining({ product_id: product._id, quantity: 25, is_bulk_order: true, bulk_range: '20–49' }),
    ]);
  });

  await test.step('opened again, the drawer starts from the bulk line in the cart', async () => {
    await page.getByRole('button', { name: 'Bulk Orders' }).click();
    await expect(drawer.getByRole('radio', { name: /^20–49 units/ })).toBeChecked();
    await expect(quantityOf(page)).toHaveValue('25');
    await expect(drawer.getByText('Your cart has 25 of this at the 20–49 price')).toBeVisible();
  });
});

test('?bulk=1 opens the drawer on load, Esc closes it, and Buy Now goes to checkout', async ({ page }) => {
  const product = await productWith(page, (units) => units >= 100);
  await page.goto(`/product/${product._id}?bulk=1`);
  const drawer = drawerOf(page);
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('radio').first()).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).not.toHaveURL(/bulk=1/);

  await page.getByRole('button', { name: 'Bulk Orders' }).click();
  await drawer.getByRole('radio', { name: /^10–19 units/ }).check();
  await expect(drawer.getByTestId('bulk-subtotal')).toBeVisible();
  await drawer.getByRole('button', { name: 'Buy Now' }).click();
  // Checkout asks a stranger to sign in first, and comes back to it.
  await expect(page).toHaveURL(/\/(checkout|login\?from=%2Fcheckout)$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
  expect(stored).toEqual([
    expect.objectContaining({ product_id: product._id, quantity: 10, is_bulk_order: true, bulk_range: '10–19' }),
  ]);
});

test('a product with 10 or fewer units says bulk orders need more stock', async ({ page }) => {
  const product = await productWith(page, (units) => units > 0 && units <= 10);
  await page.goto(`/product/${product._id}?bulk=1`);
  const drawer = drawerOf(page);
  await expect(drawer.getByText('Bulk orders need more than 10 units in stock.')).toBeVisible();
  await expect(drawer.getByRole('radio').first()).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await expect(drawer.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
});

test('a bulk quantity above the stock opens Insufficient Stock; Browse Products goes to the listing', async ({
  page,
}) => {
  const product = await productWith(page, (units) => units > 10 && units < 99);
  const tooMany = product.no_of_product_instock + 1;
  await page.goto(`/product/${product._id}?bulk=1`);
  const drawer = drawerOf(page);
  await quantityOf(page).fill(String(tooMany));
  await drawer.getByRole('button', { name: 'Add to Cart' }).click();
  const modal = page.getByRole('dialog', { name: 'Insufficient Stock' });
  await expect(modal).toContainText(`Only ${product.no_of_product_instock} units of`);

  await modal.getByRole('button', { name: 'Got it' }).click();
  await expect(modal).toBeHidden();
  await expect(drawer).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

  await drawer.getByRole('button', { name: 'Buy Now' }).click();
  await modal.getByRole('link', { name: 'Browse Products' }).click();
  await expect(page).toHaveURL(/\/product$/);
});

test('a regular Add to Cart beyond the stock opens Insufficient Stock too', async ({ page }) => {
  const product = await productWith(page, (units) => units >= 2 && units <= 10);
  const units = product.no_of_product_instock;
  await page.goto(`/product/${product._id}`);
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill(String(units));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const modal = page.getByRole('dialog', { name: 'Insufficient Stock' });
  await expect(modal).toContainText(`Only ${units} units of`);
  await expect(modal).toContainText(`${units} are already in your cart`);
  await modal.getByRole('button', { name: 'Got it' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(`${units} already in your cart`)).toBeVisible();
});
