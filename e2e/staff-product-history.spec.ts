/**
 * A product's history on Product Management's View modal (issue 9 "Audit log"): a SuperAdmin
 * edits a product's price in the Edit Product modal, opens View and finds the change in History
 * with the old and new price, who made it and when, above the product's creation.
 */
import sharp from 'sharp';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

test.use({ bypassCSP: true });

test('a SuperAdmin edits a price and sees old → new in the View modal’s History', async ({ page }) => {
  const sku = `E2E-HIST-${Date.now() % 1_000_000}`;
  const name = `INA219 Current Sensor ${sku}`;

  await page.goto('/admin-login');
  await page.getByLabel('Email').fill('history.admin@makershop.in');
  await page.getByLabel('Password', { exact: true }).fill('Admin@12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  await test.step('a product of its own, added through the API', async () => {
    const placements = (await (await page.request.post('/api/v1/product/all-categories')).json()).data.product;
    const sensors = placements.subcategories.find((c: { name: string }) => c.name === 'Sensors');
    const photo = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 30, g: 90, b: 160 } },
    })
      .jpeg()
      .toBuffer();
    const added = await page.request.post('/api/v1/product/add-product', {
      multipart: {
        SKU: sku,
        product_name: name,
        category_id: sensors._id,
        category_name: sensors.name,
        sub_category_id: sensors.subcategories[0]._id,
        non_discounted_price: '499',
        discounted_single_product_price: '349',
        no_of_product_instock: '25',
        images: { name: 'ina219.jpg', mimeType: 'image/jpeg', buffer: photo },
      },
    });
    expect(added.status()).toBe(201);
  });

  await test.step('edit its price in the Edit Product modal', async () => {
    await page.goto('/admin-dashboard/allproduct');
    await page.getByLabel('Search products').fill(sku);
    await expect(page.getByText(`1 results found for "${sku}" (page 1 of 1)`)).toBeVisible();
    await page.getByRole('article', { name }).getByRole('button', { name: 'Edit' }).click();
    const modal = page.getByRole('dialog', { name: `Edit ${name}` });
    await modal.getByLabel('Price before GST *').fill('329');
    await modal.getByRole('button', { name: 'Update Product' }).click();
    await expect(page.getByText('Product updated successfully!')).toBeVisible();
  });

  await test.step('View shows the change in History, newest first, with who and the old and new price', async () => {
    await page.getByRole('article', { name }).getByRole('button', { name: 'View' }).click();
    const view = page.getByRole('dialog', { name });
    const history = view.getByRole('region', { name: /History/ });
    const entries = history.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem');
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText('Edited');
    await expect(entries.first()).toContainText('E2E Admin');
    await expect(entries.first()).toContainText('Price (before GST): ₹349.00 → ₹329.00');
    await expect(entries.first().locator('del')).toHaveText('₹349.00');
    await expect(entries.first().locator('ins')).toHaveText('₹329.00');
    await expect(entries.nth(1)).toContainText('Added');
    await expect(entries.nth(1)).toContainText(`SKU: ${sku}`);
    expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
  });
});
