/**
 * Support tickets end to end (issue 26; docs/decisions/053), on a phone's 390 px and a laptop's
 * 1366 px: a customer raises a request under Help & Support and reads its ticket number; the
 * acknowledgement carrying it arrives in the development mailbox; a SubAdmin answers it by e-mail
 * and resolves it on Customer Complaints; the customer then sees it Resolved with the answers.
 */
import { signInDemoCustomer } from './checkout-steps';
import { expect, test, type Page } from './fixtures';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

async function signInStaff(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill('staff@makershop.in');
  await page.getByLabel('Password', { exact: true }).fill('Staff@12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
}

async function raiseRequest(page: Page, subject: string): Promise<string> {
  await page.goto('/profile?section=help-support');
  await expect(page.getByRole('heading', { name: 'Help & Support' })).toBeVisible();
  // The info cards read the store settings.
  await expect(page.getByRole('link', { name: 'support@makershop.in' }).first()).toBeVisible();
  await expect(page.getByRole('main').getByText('Mon–Sat, 10:00–18:00 IST')).toBeVisible();

  const form = page.getByRole('form', { name: 'Support request' });
  await form.getByLabel('Phone').fill('9876543210');
  await form.getByLabel('Category').selectOption('Product Issue');
  await expect(form.getByLabel('Priority')).toHaveValue('Medium');
  await form.getByLabel('Subject').fill(subject);
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByText('Please fill in all fields')).toBeVisible();
  await form.getByLabel('Description').fill('The DHT22 I received always reads 0 °C.\nI tried two boards.');
  await form.getByRole('button', { name: 'Submit Request' }).click();

  await expect(page.getByText('Your complaint has been submitted successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Request Submitted' })).toBeVisible();
  const ticket = (await page.getByTestId('ticket-number').textContent()) ?? '';
  expect(ticket).toMatch(/^TKT-\d{2}-\d{6}$/);
  await expect(
    page.getByRole('listitem', { name: `Ticket ${ticket}` }).getByText('Open', { exact: true }),
  ).toBeVisible();
  return ticket;
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a customer raises a ticket, staff answer and resolve it, and the customer sees the answer', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const subject = `Sensor reads zero ${viewport.width}-${Date.now()}`;
      await signInDemoCustomer(page);
      const ticket = await test.step('the customer raises a request and reads its ticket number', () =>
        raiseRequest(page, subject));

      await test.step('the acknowledgement with the ticket number is in the development mailbox', async () => {
        const mailbox = await page.context().newPage();
        const link = mailbox.getByRole('link', { name: `[${ticket}] We have received your complaint` });
        await expect(async () => {
          await mailbox.goto('/dev/mailbox');
          await expect(link).toBeVisible({ timeout: 1000 });
        }).toPass({ timeout: 15_000 });
        await link.click();
        await expect(mailbox.getByText(`Your ticket number is ${ticket}`)).toBeVisible();
        await mailbox.close();
      });

      const staffContext = await browser.newContext({ viewport });
      const admin = await staffContext.newPage();
      await signInStaff(admin);
      const card = admin.getByRole('article', { name: `Complaint ${ticket}` });

      await test.step('staff find it on Customer Complaints and answer by e-mail', async () => {
        await admin.goto('/admin-dashboard/complaints');
        await expect(admin.getByRole('heading', { name: 'Customer Complaints', level: 1 })).toBeVisible();
        await expect(card.getByText(subject)).toBeVisible();
        await card.getByRole('button', { name: 'Send Email' }).click();
        const dialog = admin.getByRole('dialog', { name: 'Send Email Response' });
        await expect(dialog.getByText('customer@makershop.in')).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'Send Email' })).toBeDisabled();
        await dialog.getByLabel('Message').fill('Please check the pull-up resistor on the data pin.');
        await dialog.getByRole('button', { name: 'Send Email' }).click();
        await expect(admin.getByText('Email sent successfully')).toBeVisible();
        await expect(dialog).toBeHidden();
      });

      await test.step('staff resolve it with a response; only the allowed statuses are offered', async () => {
        await card.getByRole('button', { name: 'Update Status' }).click();
        const dialog = admin.getByRole('dialog', { name: 'Update Complaint Status' });
        await expect(dialog.getByRole('button', { name: 'Open', exact: true })).toBeDisabled();
        await dialog.getByLabel('Admin Response (optional)').fill('A replacement DHT22 is on its way.');
        await dialog.getByRole('button', { name: 'Resolved' }).click();
        await expect(admin.getByText('Complaint updated successfully')).toBeVisible();
        await expect(card.getByText('Resolved', { exact: true })).toBeVisible();
        await expect(card.getByText('A replacement DHT22 is on its way.').first()).toBeVisible();
      });
      await staffContext.close();

      await test.step('the customer sees it Resolved with both answers', async () => {
        await page.goto('/profile?section=help-support');
        const mine = page.getByRole('listitem', { name: `Ticket ${ticket}` });
        await expect(mine.getByText('Resolved', { exact: true })).toBeVisible();
        await expect(mine.getByText('Please check the pull-up resistor on the data pin.')).toBeVisible();
        await expect(mine.getByText('A replacement DHT22 is on its way.')).toBeVisible();
        await expect(mine.getByText('Replying opens this request again.')).toBeVisible();
      });
    });
  });
}
