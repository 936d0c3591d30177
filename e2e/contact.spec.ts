/**
 * The contact form end to end (issue 30), on a phone's 390 px and a laptop's 1366 px: a visitor
 * reads the head office, e-mail and phone from the store settings on /contact, sends a message
 * ('Sending...', then 'Message sent successfully!') and gets the confirmation mail; a SubAdmin
 * finds it on Contact Us Submissions (message cut at 50), opens the Full Message, replies; the
 * message is then Handled with the reply shown, and the reply reaches the visitor's mailbox.
 */
import { expect, test, type Page } from './fixtures';
import { mailText } from './mailbox';

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

const MESSAGE =
  'We need 40 ESP32-WROOM boards for a college lab in Pune. Can you share a GST quote and the delivery time?';

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a visitor sends a message, staff read it whole and reply, and the reply reaches the visitor', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const stamp = `${viewport.width}-${Date.now()}`;
      const email = `lab.${stamp}@example.in`;
      const subject = `ESP32 quote ${stamp}`;

      await test.step('the visitor reads the contacts and sends the form', async () => {
        await page.goto('/contact');
        await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
        const contacts = page.getByRole('complementary', { name: 'Our contacts' });
        await expect(contacts.getByText('B-12, Sector 63, Noida')).toBeVisible();
        await expect(contacts.getByRole('link', { name: 'support@makershop.in' })).toBeVisible();
        await expect(contacts.getByRole('link', { name: '+91 120 4567 890' })).toBeVisible();

        const form = page.getByRole('form', { name: 'Contact form' });
        await form.getByRole('button', { name: 'Send Message' }).click();
        await expect(form.getByText('First name is required')).toBeVisible();
        await form.getByLabel('First name').fill('Nisha');
        await form.getByLabel('Last name').fill('Kulkarni');
        await form.getByLabel('Email').fill('not-an-email');
        await form.getByLabel('Subject').fill(subject);
        await form.getByLabel('Message').fill(MESSAGE);
        await form.getByRole('button', { name: 'Send Message' }).click();
        await expect(form.getByText('Please enter a valid email address')).toBeVisible();
        await form.getByLabel('Email').fill(email);
        await form.getByRole('button', { name: 'Send Message' }).click();
        await expect(form.getByRole('status')).toHaveText('Message sent successfully!');
        await expect(form.getByLabel('Subject')).toHaveValue('');
      });

      await test.step('the confirmation reaches the visitor', async () => {
        const text = await mailText(page, email, /We have received your message/);
        expect(text).toContain('We have received your message and will reply to this address soon.');
      });

      const staffContext = await browser.newContext({ viewport });
      const admin = await staffContext.newPage();
      await signInStaff(admin);

      // A table from 768 px, cards on phones.
      const entry = (text: string) =>
        admin.getByRole(viewport.width < 768 ? 'listitem' : 'row').filter({ hasText: text });
      await test.step('staff find it on Contact Us Submissions, cut at 50 characters', async () => {
        await admin.goto('/admin-dashboard/contactus');
        await expect(admin.getByRole('heading', { name: 'Contact Us Submissions', level: 1 })).toBeVisible();
        await admin.getByLabel('Search').fill(subject);
        const row = entry(subject);
        await expect(row).toHaveCount(1);
        await expect(row.getByText(`${MESSAGE.slice(0, 50).trimEnd()}…`)).toBeVisible();
        await expect(row.getByText('New', { exact: true })).toBeVisible();
        await admin.getByLabel('Show').selectOption('handled');
        await expect(admin.getByText('No messages found')).toBeVisible();
        await admin.getByLabel('Show').selectOption('unhandled');
        await row.getByRole('button', { name: 'View message from Nisha Kulkarni' }).click();
      });

      const dialog = admin.getByRole('dialog', { name: 'Full Message' });
      await test.step('the Full Message shows it whole; staff reply', async () => {
        await expect(dialog.getByText(MESSAGE)).toBeVisible();
        await expect(dialog.getByRole('link', { name: email })).toBeVisible();
        await dialog.getByRole('button', { name: 'Send Reply' }).click();
        await expect(dialog.getByText('Please enter a reply')).toBeVisible();
        await dialog
          .getByLabel(`Reply to ${email}`)
          .fill('Hello Nisha, 40 boards at ₹390 each plus GST; delivery in 3 days.');
        await dialog.getByRole('button', { name: 'Send Reply' }).click();
        await expect(admin.getByText('Reply sent.')).toBeVisible();
        await expect(dialog.getByRole('region', { name: 'Replies' })).toContainText('40 boards at ₹390 each');
        await expect(dialog.getByText('Handled', { exact: true })).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'Mark handled' })).toBeHidden();
        await dialog.getByRole('button', { name: 'Close' }).first().click();
        await admin.getByLabel('Show').selectOption('handled');
        await expect(entry(subject).getByText('Handled')).toBeVisible();
      });
      await staffContext.close();

      await test.step('the reply reaches the visitor', async () => {
        const text = await mailText(page, email, new RegExp(`Re: ${subject}`));
        expect(text).toContain('40 boards at ₹390 each plus GST; delivery in 3 days.');
      });
    });
  });
}
