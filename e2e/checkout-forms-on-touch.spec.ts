/**
 * Checkout's forms load their form library when the shopper first touches them (decision 099):
 * a new customer's checkout opens with the new address form and the contact fields drawn, and no
 * react-hook-form; what the shopper types while it loads is kept, checked and saved.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { scrollToOrderSummary } from './checkout-steps';
import { expect, test, type Page } from './fixtures';
import { newCustomer, type Browser } from './people';

/** The build's files that come with the forms' library: the deferred part and what it imports beyond the page. */
function formLibraryFiles(): string[] {
  const manifest = JSON.parse(
    readFileSync(fileURLToPath(new URL('../apps/web/dist/.vite/manifest.json', import.meta.url)), 'utf8'),
  ) as Record<string, { file: string; imports?: string[] }>;
  const entry = manifest['src/lib/forms/deferred-form-control.ts'];
  if (!entry) throw new Error('the build has no deferred-form-control chunk');
  const imported = (entry.imports ?? []).map((key) => manifest[key]!.file);
  // react-hook-form's own chunk; the store and the bundler's runtime load with every page.
  return [entry.file, ...imported.filter((file) => !/\/(store|rolldown-runtime)-/.test(file))];
}

async function customerWithOneDht22(browser: Browser): Promise<Page> {
  const page = await newCustomer(
    browser,
    { width: 390, height: 844 },
    {
      name: 'Meera Iyer',
      slug: 'meera',
      tag: `${Date.now()}`,
      phone: '9845012345',
    },
  );
  const list = await page.request.post('/api/v1/product/list', { data: { pageSize: 1, filters: { search: 'DHT22' } } });
  const product = (await list.json()).data.productList[0];
  await page.goto(`/product/${product._id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart successfully!')).toBeVisible();
  return page;
}

test('a new customer’s checkout draws its forms without their library, and keeps what is typed while it loads', async ({
  browser,
}) => {
  const files = formLibraryFiles();
  expect(files.length).toBeGreaterThanOrEqual(2);
  const page = await customerWithOneDht22(browser);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/deferred-form-control-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });

  await page.goto('/checkout');
  const form = page.getByRole('form', { name: 'New address' });
  await expect(form.getByLabel('Address', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveValue('9845012345');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => files.some((file) => path.endsWith(file)))).toEqual([]);

  // Typed while the library is held back: it stays in the fields.
  await form.getByLabel('Address', { exact: true }).fill('14, 5th Main, Jayanagar');
  await form.getByLabel('Pincode').fill('560041');
  await page.getByLabel('Phone number').fill('12');
  await expect.poll(() => requested.some((path) => path.endsWith(files[0]!))).toBe(true);
  await expect(form.getByLabel('Address', { exact: true })).toHaveValue('14, 5th Main, Jayanagar');
  await expect(page.getByText('Please enter a valid 10-digit phone number')).toHaveCount(0);

  release();
  // Loaded: the contact fields, checked as they change, check what was typed meanwhile; the pincode
  // typed before it fills the city and state, and the address form checks and saves.
  await expect(page.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveValue('12');
  await expect(form.getByLabel('State')).toHaveValue('Karnataka');
  await expect(form.getByLabel('City')).not.toHaveValue('');
  await expect(form.getByLabel('Address', { exact: true })).toHaveValue('14, 5th Main, Jayanagar');
  await form.getByLabel('GST number (optional)').fill('12345');
  await form.getByLabel('GST number (optional)').blur();
  await expect(form.getByRole('alert')).toBeVisible();
  await form.getByLabel('GST number (optional)').fill('');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('radio', { name: /14, 5th Main, Jayanagar/ })).toBeChecked();

  // On a phone the order summary, with Proceed, is below the payment choice: its code loads as the
  // shopper scrolls to it. The invalid phone number keeps Proceed disabled until it is put right.
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toHaveCount(0);
  await scrollToOrderSummary(page);
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled();
  await page.getByLabel('Phone number').fill('9845012345');
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  await page.context().close();
});
