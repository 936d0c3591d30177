/** The development mailbox (/dev/mailbox) as a test reads it: the mail a shopper would open. */
import { expect, type Page } from './fixtures';

/** The mail to `to` whose subject matches, from the development mailbox on a tab of its own; returns its text. */
export async function mailText(page: Page, to: string, subject: RegExp): Promise<string> {
  const mailbox = await page.context().newPage();
  const link = mailbox.getByRole('row').filter({ hasText: to }).getByRole('link', { name: subject }).first();
  await expect(async () => {
    await mailbox.goto('/dev/mailbox');
    await expect(link).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await link.click();
  const text = await mailbox.locator('body').innerText();
  await mailbox.close();
  return text;
}

/** The first address in `text` that starts with `prefix` (a link of a mail). */
export function linkIn(text: string, prefix: RegExp): string {
  const found = new RegExp(`${prefix.source}\\S*`).exec(text);
  if (!found) throw new Error(`No link matching ${prefix} in the mail:\n${text}`);
  return found[0];
}
