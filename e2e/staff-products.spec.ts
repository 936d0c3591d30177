/**
 * A SuperAdmin runs the catalogue from the back office (issue 9): adds a product with three
 * pictures and two specification groups (upload progress shown), finds it on the storefront with
 * its WebP pictures, edits it in the Edit Product modal, and deletes it: it leaves the storefront
 * while an order placed before keeps showing it; restoring brings it back.
 */
import sharp from 'sharp';
import { expect, test, type Page } from './fixtures';

async function signIn(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill('products.admin@makershop.in');
  await page.getByLabel('Password', { exact: true }).fill('Admin@12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
}

const picture = async (r: number, g: number, b: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

test('a SuperAdmin adds, edits and archives a product, which leaves the shop but stays on an old order', async ({
  page,
  browser,
}) => {
  const sku = `E2E-BMP-${Date.now() % 100_000}`;
  const name = `BMP390 Barometer ${sku}`;
  await signIn(page);

  await test.step('add the product with three pictures and two specification groups', async () => {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Add Product' }).click();
    await expect(page.getByRole('heading', { name: 'Add Product' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please upload at least one image' }).first()).toBeVisible();

    await page.getByLabel('Choose images').setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await picture(200, 40, 40) },
      { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await picture(40, 200, 40) },
      { name: 'side.jpg', mimeType: 'image/jpeg', buffer: await picture(40, 40, 200) },
    ]);
    await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(3);
    await page.getByLabel('Category *', { exact: true }).selectOption({ label: 'Sensors' });
    await page.getByLabel('Sub category *').selectOption({ index: 1 });
    await page.getByLabel('Product name *').fill(name);
    await page.getByLabel('SKU *').fill(sku);
    await page.getByLabel('MRP (incl. GST) *').fill('899');
    await page.getByLabel('Price before GST *').fill('999');
    await page.getByLabel('Units in stock').fill('40');
    await page.getByLabel('Tags', { exact: true }).fill('barometer, bmp390');
    await page.getByLabel('Section 1 title').fill('Electrical');
    await page.getByLabel('Section 1 row 1 key').fill('Voltage');
    await page.getByLabel('Section 1 row 1 value').fill('1.7–3.6 V');
    await expect(page.getByRole('button', { name: 'Remove section' })).toBeDisabled();
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByLabel('Section 2 title').fill('Physical');
    await page.getByLabel('Section 2 row 1 key').fill('Size');
    await page.getByLabel('Section 2 row 1 value').fill('2 x 2 mm');

    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'above the MRP' }).first()).toBeVisible();
    await page.getByLabel('Price before GST *').fill('699');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Product added successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin-dashboard\/allproduct/);
  });

  const found = await page.request.get(`/api/v1/product/allProduct?search=${encodeURIComponent(sku.toLowerCase())}`);
  const product = (await found.json()).data.products[0];
  expect(product.product_image_urls).toHaveLength(3);

  await test.step('the storefront shows it with its WebP pictures', async () => {
    await page.goto(`/product?search=${encodeURIComponent(sku)}`);
    const image = page.locator(`img[src="${product.product_image_main}"]`).first();
    await expect(image).toHaveAttribute('srcset', /card\.webp 480w/);
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('img', { name }).first()).toHaveAttribute('src', /\/media\/catalog\/.+\/full\.webp$/);
    expect((await page.request.get(product.product_image_main)).headers()['content-type']).toBe('image/webp');
  });

  // A shopper orders it before it is deleted.
  const shopper = await browser.newContext();
  const shopperPage = await shopper.newPage();
  const email = `bmp.${Date.now()}@example.in`;
  expect(
    (
      await shopperPage.request.post('/api/v1/auth/signup', {
        data: { name: 'Meera Pillai', email, password: 'Maker@2026', phone: '9812345670' },
      })
    ).ok(),
  ).toBe(true);
  const order = await shopperPage.request.post('/api/v1/order/new', {
    data: {
      order: {
        products: [{ product_id: product._id, quantity: 1 }],
        name: 'Meera Pillai',
        email,
        phone: '9812345670',
        shippingAddress: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560038',
      },
    },
  });
  expect(order.status()).toBe(201);
  const orderId = (await order.json()).data.order._id;

  await test.step('edit it in the Edit Product modal', async () => {
    await page.goto('/admin-dashboard/allproduct');
    await page.getByLabel('Search products').fill(sku);
    await expect(page.getByText(`1 results found for "${sku}" (page 1 of 1)`)).toBeVisible();
    await page.getByRole('article', { name }).getByRole('button', { name: 'Edit' }).click();
    const modal = page.getByRole('dialog', { name: `Edit ${name}` });
    await modal.getByLabel('Product name *').fill(`${name} v2`);
    await modal.getByRole('button', { name: 'Remove image 3' }).click();
    await modal.getByRole('button', { name: 'Update Product' }).click();
    await expect(page.getByText('Product updated successfully!')).toBeVisible();
    await expect(page.getByRole('article', { name: `${name} v2` })).toBeVisible();
  });

  await test.step('delete archives it: gone from the shop, still on the old order, restorable', async () => {
    await page
      .getByRole('article', { name: `${name} v2` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page
      .getByRole('dialog', { name: 'Are you sure you want to delete this product?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Product deleted successfully.')).toBeVisible();
    await expect(page.getByText('No products found')).toBeVisible();

    await page.goto(`/product?search=${encodeURIComponent(sku)}`);
    await expect(page.locator(`img[src="${product.product_image_main}"]`)).toHaveCount(0);
    expect((await page.request.get(`/api/v1/product/${product._id}`)).status()).toBe(404);
    const past = await shopperPage.request.get(`/api/v1/order/${orderId}`);
    expect(JSON.stringify((await past.json()).data.order.products)).toContain(name);
    await shopper.close();

    await page.goto('/admin-dashboard/allproduct');
    await page.getByLabel('Archived (deleted) products').check();
    await page.getByLabel('Search products').fill(sku);
    await page
      .getByRole('article', { name: `${name} v2` })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expect(page.getByText('Product restored successfully.')).toBeVisible();
    expect((await page.request.get(`/api/v1/product/${product._id}`)).status()).toBe(200);
  });
});

test('a SuperAdmin orders Product Management by stock and by category, both ways', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin-dashboard/allproduct');
  const tiles = page.getByRole('article');
  await expect(tiles.first()).toBeVisible();
  const stocks = async () =>
    Promise.all((await tiles.all()).map(async (tile) => Number(await tile.getByRole('spinbutton').inputValue())));
  await page.getByLabel('Sort by').selectOption('stock');
  // The order toggle starts ascending: the fewest units first.
  await expect(page.getByRole('button', { name: 'Ascending, switch to descending' })).toBeVisible();
  await expect
    .poll(async () => {
      const units = await stocks();
      return units.length > 1 && units.every((n, i) => i === 0 || units[i - 1]! <= n);
    })
    .toBe(true);
  const fewest = (await stocks())[0]!;
  await page.getByRole('button', { name: 'Ascending, switch to descending' }).click();
  await expect.poll(async () => (await stocks())[0]! > fewest).toBe(true);
  expect((await stocks()).every((units, i, all) => i === 0 || all[i - 1]! >= units)).toBe(true);

  await page.getByLabel('Sort by').selectOption('category');
  // Descending still: the categories from Z to A, and within one the names from Z to A.
  const placed = async () =>
    Promise.all(
      (await tiles.all()).map(async (tile) => ({
        category: (await tile.locator('p').first().textContent())!.split(' · ')[1]!.toLowerCase(),
        name: (await tile.getByRole('heading').textContent())!.toLowerCase(),
      })),
    );
  await expect
    .poll(async () =>
      (await placed()).every(
        (p, i, all) =>
          all.length > 1 &&
          (i === 0 ||
            all[i - 1]!.category > p.category ||
            (all[i - 1]!.category === p.category && all[i - 1]!.name >= p.name)),
      ),
    )
    .toBe(true);
});

test('a SubAdmin meets the permission popup on the product screens, and the server refuses their calls', async ({
  page,
}) => {
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill('staff@makershop.in');
  await page.getByLabel('Password', { exact: true }).fill('Staff@12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  for (const path of ['/admin-dashboard/allproduct', '/admin-dashboard/addproduct']) {
    await page.goto(path);
    const popup = page.getByRole('dialog', { name: 'Permission required' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).last().click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
  }
  expect((await page.request.get('/api/v1/product/allProduct')).status()).toBe(403);
});
