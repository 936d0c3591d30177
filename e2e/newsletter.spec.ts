/**
 * The newsletter (issue 30), at a phone's 390 px and a laptop's 1366 px: a visitor signs up in the
 * footer, confirms with the mailed link (staff's CSV then lists the address), and leaves with the
 * unsubscribe link of the welcome mail (the CSV no longer lists it).
 */
import { expect, test, type Page } from './fixtures';
import { linkIn, mailText } from './mailbox';
import { signInSuperAdmin } from './people';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

/** The confirmed subscribers' CSV as the signed-in staff page downloads it. */
async function exportedCsv(staff: Page): Promise<string> {
  const res = await staff.request.get('/api/v1/admin/newsletter/export.csv');
  expect(res.status()).toBe(200);
  return res.text();
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a visitor subscribes in the footer, confirms by mail and unsubscribes with the mail’s link', async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      const email = `reader.${viewport.width}.${Date.now()}@example.in`;
      const staff = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
      await signInSuperAdmin(staff);

      await test.step('the footer form refuses an empty address, then takes one', async () => {
        await page.goto('/');
        const form = page.getByRole('region', { name: 'Newsletter' });
        await form.getByRole('button', { name: 'Subscribe' }).click();
        await expect(form.getByRole('alert')).toHaveText('Please enter your email address');
        await form.getByLabel('Newsletter sign-up address').fill(email);
        await form.getByRole('button', { name: 'Subscribe' }).click();
        await expect(form.getByRole('status')).toHaveText(
          'Thanks! Please check your inbox and confirm your subscription with the link we sent.',
        );
        await form.scrollIntoViewIfNeeded();
        await page.screenshot({ path: test.info().outputPath(`newsletter-footer-${viewport.width}.png`) });
        expect(await exportedCsv(staff)).not.toContain(email);
      });

      await test.step('the mailed link confirms it, and staff export it', async () => {
        const mail = await mailText(page, email, /Confirm your MakerShop newsletter subscription/);
        await page.goto(linkIn(mail, /http:\/\/[^/\s]+\/newsletter\/confirm\?token=/));
        await expect(page.getByRole('status')).toHaveText(
          `Subscribed. ${email} will get our newsletter; every issue has a one-click unsubscribe link.`,
        );
        await page.screenshot({ path: test.info().outputPath(`newsletter-confirmed-${viewport.width}.png`) });
        expect(await exportedCsv(staff)).toContain(email);
      });

      await test.step("the welcome mail's link unsubscribes", async () => {
        const mail = await mailText(page, email, /Welcome to the MakerShop newsletter/);
        await page.goto(linkIn(mail, /http:\/\/[^/\s]+\/newsletter\/unsubscribe\?token=/));
        await expect(page.getByRole('status')).toHaveText(`Unsubscribed. ${email} will get no more newsletter mails.`);
        expect(await exportedCsv(staff)).not.toContain(email);
      });
      await staff.context().close();
    });
  });
}
