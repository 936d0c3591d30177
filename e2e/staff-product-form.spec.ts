/**
 * The Add Product form (issue 27 items 4 and 10): its list of problems follows the fields as they
 * are fixed; an 11th picture is refused with a message instead of dropped without a word; bulk
 * prices that rise with quantity are refused naming the tier; and the saved product's page shows
 * no size or weight that nobody entered.
 */
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { signInSuperAdmin } from './people';

const picture = async (shade: number) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: shade, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

test('Add Product: problems leave the list as they are fixed, an 11th picture is refused aloud, tiers may not rise', async ({
  page,
}) => {
  const sku = `E2E-MPU-${Date.now() % 100_000}`;
  const name = `MPU6050 Gyro ${sku}`;
  await signInSuperAdmin(page);
  await page.goto('/admin-dashboard/addproduct');
  await expect(page.getByRole('heading', { name: 'Add Product' })).toBeVisible();
  const problems = page.getByRole('alert').filter({ has: page.getByRole('listitem') });

  await test.step('the list of problems updates as fields are fixed', async () => {
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(problems).toContainText('Please upload at least one image');
    await expect(problems).toContainText('SKU is required');
    await expect(problems).toContainText('Product name is required');
    await page.getByLabel('SKU *').fill(sku);
    await expect(problems).not.toContainText('SKU is required');
    await expect(problems).toContainText('Product name is required');
    await page.getByLabel('Product name *').fill(name);
    await expect(problems).not.toContainText('Product name is required');
  });

  await test.step('an 11th picture is not added, and the form says so', async () => {
    const files = await Promise.all(
      Array.from({ length: 11 }, async (_, i) => ({
        name: `photo-${i + 1}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await picture(10 + i * 20),
      })),
    );
    await page.getByLabel('Choose images').setInputFiles(files);
    await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(10);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'At most 10 images can be uploaded: 1 of the chosen image was not added.' }),
    ).toBeVisible();
    await expect(problems).not.toContainText('Please upload at least one image');
  });

  await test.step('a tier dearer than the one before is refused, naming the tier', async () => {
    await page.getByLabel('Category *', { exact: true }).selectOption({ label: 'Sensors' });
    await page.getByLabel('Sub category *').selectOption({ index: 1 });
    await page.getByLabel('MRP (incl. GST) *').fill('149');
    await page.getByLabel('Price before GST *').fill('126.27');
    await page.getByLabel('Units in stock').fill('40');
    await page.getByLabel('Price for 10–19 units').fill('100');
    await expect(problems).toHaveCount(0);
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(problems).toContainText(
      'The 20–49 price (₹107.33, the default 15% off) is higher than the 10–19 price (₹100.00)',
    );
    await page.getByLabel('Price for 20–49 units').fill('95');
    await expect(problems).toHaveCount(0);
    await page.getByLabel('Price for 50–99 units').fill('90');
    await page.getByLabel('Price for 100+ units').fill('85');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Product added successfully!')).toBeVisible();
  });

  await test.step('the product page shows no size or weight that nobody entered', async () => {
    const found = await page.request.get(`/api/v1/product/allProduct?search=${encodeURIComponent(sku.toLowerCase())}`);
    const product = (await found.json()).data.products[0];
    expect(product.product_image_urls).toHaveLength(10);
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const packageTable = page.getByRole('table', { name: 'Package' });
    await expect(packageTable).toContainText('HSN code');
    await expect(packageTable).not.toContainText('Weight');
    await expect(packageTable).not.toContainText('Size');
    await expect(page.getByText('0.1 kg')).toHaveCount(0);
  });
});
