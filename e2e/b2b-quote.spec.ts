/**
 * The business buyer's enquiry turned into a paid order (issue 30), clicked through by a buyer at
 * 1366 and at 390 px (staff at 1366): a signed-in customer sends a bulk enquiry on /b2bpage (the
 * form prefilled from the account); staff see it on Bulk Order Enquiries, e-mail the buyer (a blank
 * message refused) and send a quote of a catalogue product (mailed with its PDF attached); the
 * customer sees the quote in Your Bulk Requests, accepts it (its line in the cart at the quoted
 * price), pays in the sandbox, and both see the enquiry Ordered with the order's id. At 390 px the
 * B2B page (reviews scrolled into view) and Your Bulk Requests are also checked to fit the phone.
 */
import { scrollToOrderSummary } from './checkout-steps';
import { expect, test, type Page } from './fixtures';
import { mailText } from './mailbox';
import { rupees } from './money';

const BENGALURU = { address: '42, 2nd Cross, Indiranagar', city: 'Bengaluru', state: 'Karnataka', pincode: '560038' };

async function newCustomerWithAddress(page: Page, name: string): Promise<string> {
  const email = `${name.split(' ')[0]!.toLowerCase()}.${Date.now()}@example.in`;
  const signup = await page.request.post('/api/v1/auth/signup', {
    data: { name, email, password: 'Maker@2026', phone: '9812345678' },
  });
  expect(signup.ok()).toBe(true);
  expect((await page.request.post('/api/v1/addresses', { data: BENGALURU })).status()).toBe(201);
  return email;
}

async function sendEnquiry(page: Page, company: string, email: string) {
  await page.goto('/b2bpage');
  await expect(page.getByRole('heading', { name: 'Who We Are' })).toBeVisible();
  await expect(page.locator('#customer-section')).toBeInViewport();
  const form = page.getByRole('form', { name: 'Bulk order quote' });
  await expect(form.getByLabel('E-mail')).toHaveValue(email);
  await form.getByLabel('Company name').fill(company);
  await form.getByLabel('Product name').fill('DHT22 sensors');
  await form.getByLabel('Quantity (units)').fill('12');
  await form.getByLabel('GST number (optional)').fill('29AAPFU0939F1Z0');
  await form.getByRole('button', { name: 'Request Quote' }).click();
  await expect(form.getByText(/valid 15-character GST number|not valid|does not start/)).toBeVisible();
  await form.getByLabel('GST number (optional)').fill('');
  await form.getByLabel('Delivery address').fill('42, 2nd Cross, Indiranagar, Bengaluru 560038');
  await form.getByRole('button', { name: 'Request Quote' }).click();
  await expect(page.getByText('Bulk order request submitted successfully! We will contact you soon.')).toBeVisible();
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an enquiry becomes a quote, is accepted, paid, and shows Ordered with the order for both', async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      const company = `Indiranagar Robotics ${viewport.width} ${Date.now()}`;
      const email = await newCustomerWithAddress(page, 'Meera Iyer');
      await test.step('the customer sends an enquiry from the B2B page', () => sendEnquiry(page, company, email));

      const staff = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const admin = await staff.newPage();
      await admin.goto('/admin-login');
      await admin.getByLabel('Email').fill('staff@makershop.in');
      await admin.getByLabel('Password', { exact: true }).fill('Staff@12345');
      await admin.getByRole('button', { name: 'Login' }).click();
      await expect(admin).toHaveURL(/\/admin-dashboard$/);
      await admin.goto('/admin-dashboard/bulk-order-enquiry');
      const card = admin.getByRole('article', { name: `Enquiry from ${company}` });

      await test.step('staff see every field and e-mail the buyer', async () => {
        await expect(card).toContainText('DHT22 sensors · 12 units');
        await expect(card).toContainText(email);
        await expect(card).toContainText('N/A');
        await expect(card.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:9812345678');
        await card.getByRole('button', { name: 'Send Email' }).click();
        const dialog = admin.getByRole('dialog', { name: 'Send Email' });
        await dialog.getByRole('button', { name: 'Send Email' }).click();
        await expect(dialog.getByText('Please enter a message')).toBeVisible();
        await dialog.getByLabel('Message').fill('Thank you. A quote follows today.');
        await dialog.getByRole('button', { name: 'Send Email' }).click();
        await expect(admin.getByText('Email sent successfully')).toBeVisible();
        await expect(card).toContainText('Thank you. A quote follows today.');
      });

      await test.step('staff send a quote of a catalogue product', async () => {
        await card.getByRole('button', { name: 'Send quote' }).click();
        const dialog = admin.getByRole('dialog', { name: `Quote for ${company}` });
        await dialog.getByLabel('Add a product').fill('DHT22');
        await dialog.getByRole('button', { name: /DHT22/ }).first().click();
        await dialog.getByLabel('Unit price before GST (₹)').fill('100');
        await dialog.getByLabel('Note (optional)').fill('Dispatch within two days.');
        await dialog.getByRole('button', { name: 'Send quote' }).click();
        await expect(admin.getByText('Quote sent to the buyer')).toBeVisible();
        await expect(card.getByLabel('Status')).toHaveValue('Quoted');
      });

      await test.step('the quote mail reaches the buyer with the quote attached as a PDF', async () => {
        const mail = await mailText(page, email, /Your quote BQ-/);
        expect(mail).toMatch(/Attachments\s+BQ-\d{2}-\d{6}\.pdf \(application\/pdf, \d+ KB\)/);
      });

      await test.step('the customer sees the quote and accepts it into the cart', async () => {
        await page.goto('/profile?section=bulk-request');
        const request = page.getByRole('listitem').filter({ hasText: 'DHT22 sensors × 12' });
        await expect(request.getByText('Quoted', { exact: true })).toBeVisible();
        await expect(request.getByText('Updated', { exact: true })).toBeVisible();
        await expect(request).toContainText('Thank you. A quote follows today.');
        await expect(request.getByRole('cell', { name: rupees(118) }).first()).toBeVisible();
        await request.getByRole('button', { name: 'Accept and add to cart' }).click();
        await expect(page).toHaveURL(/\/cart$/);
        await expect(page.getByRole('list', { name: 'Cart items' })).toContainText(/Quote BQ-\d{2}-\d{6}/);
      });

      await test.step('the customer pays in the sandbox', async () => {
        await page.getByRole('region', { name: 'Summary' }).getByRole('button', { name: 'Checkout' }).click();
        await expect(page).toHaveURL(/\/checkout$/);
        await scrollToOrderSummary(page);
        await page.getByRole('button', { name: 'Proceed to Payment' }).click();
        await expect(page).toHaveURL(/\/sandbox\/pay\//);
        await page.getByRole('button', { name: /^Pay ₹/ }).click();
        await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
      });

      const orders = (await (await page.request.post('/api/v1/order/my-orders', { data: {} })).json()).data;
      const orderId = orders[0]._id as string;
      const short = `#${orderId.slice(-8).toUpperCase()}`;
      await test.step('both see the enquiry Ordered with the order id', async () => {
        await page.goto('/profile?section=bulk-request');
        const request = page.getByRole('listitem').filter({ hasText: 'DHT22 sensors × 12' }).first();
        await expect(request.getByText('Ordered', { exact: true }).first()).toBeVisible();
        await expect(request).toContainText(`Order ${short}`);
        await admin.reload();
        await expect(card.getByLabel('Status')).toHaveValue('Ordered');
        await expect(card).toContainText(short);
      });
      await staff.close();
    });
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the B2B page and Your Bulk Requests fit a phone', async ({ page }) => {
    const email = await newCustomerWithAddress(page, 'Rohan Das');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'B2B Enquiry' }).click();
    await expect(page).toHaveURL(/\/b2bpage$/);
    await expect(page.locator('#customer-section')).toBeInViewport();
    const form = page.getByRole('form', { name: 'Bulk order quote' });
    await expect(form.getByLabel('E-mail')).toHaveValue(email);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.goto('/profile?section=bulk-request');
    await expect(page.getByRole('heading', { name: 'Your Bulk Requests' })).toBeVisible();
    await expect(page.getByText('No bulk requests yet')).toBeVisible();
  });
});
