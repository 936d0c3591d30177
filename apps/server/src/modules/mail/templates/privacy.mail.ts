/**
 * The privacy messages (issue 29 "Your data"; DPDP Act 2023): the link to the copy of one's data
 * (it opens only for the same signed-in customer, until it expires), and the note that the
 * account was deleted, sent to the address it had.
 */
import { text } from '@shop/domain/validation/text.schemas';
import { z } from 'zod';
import { esc, frame, type MailContext } from './layout.mail';

export const DATA_EXPORT_READY_MAIL = 'data-export-ready';
export const ACCOUNT_DELETED_MAIL = 'account-deleted';

export const dataExportReadyData = z.object({
  customerName: text({ max: 200 }),
  token: text({ max: 100 }).regex(/^[A-Za-z0-9_-]+$/),
  validHours: z.number().int().positive(),
});
export type DataExportReadyData = z.infer<typeof dataExportReadyData>;

export const accountDeletedData = z.object({ customerName: text({ max: 200 }) });
export type AccountDeletedData = z.infer<typeof accountDeletedData>;

export function renderDataExportReady(data: DataExportReadyData, ctx: MailContext) {
  const url = `${ctx.publicUrl}/account/my-data?token=${encodeURIComponent(data.token)}`;
  const sentence = `The copy of your ${ctx.shop.shopName} data you asked for is ready: your profile, addresses, orders, support tickets, return requests, reviews and back-in-stock alerts, in one JSON file.`;
  const how = `Download it within ${data.validHours} hours, signed in to your account. The link works only for you.`;
  return frame(ctx, {
    subject: `Your ${ctx.shop.shopName} data is ready to download`,
    heading: `Hello ${data.customerName}`,
    html: `<p>${esc(sentence)}</p>\n<p>${esc(how)}</p>\n<p><a href="${esc(url)}">Download my data</a></p>`,
    text: [sentence, '', how, '', `Download my data: ${url}`],
  });
}

export function renderAccountDeleted(data: AccountDeletedData, ctx: MailContext) {
  const sentence = `Your ${ctx.shop.shopName} account was deleted as you asked: your profile, addresses, saved cart and alerts are gone, and you were signed out everywhere.`;
  const kept =
    'Indian tax law (CGST Act s.36) makes us keep your orders and invoices for 72 months; they no longer carry your name, phone or address.';
  const warning = `If you did not ask for this, write to ${ctx.shop.supportEmail} at once.`;
  return frame(ctx, {
    subject: `Your ${ctx.shop.shopName} account was deleted`,
    heading: `Goodbye ${data.customerName}`,
    html: `<p>${esc(sentence)}</p>\n<p>${esc(kept)}</p>\n<p>${esc(warning)}</p>`,
    text: [sentence, '', kept, '', warning],
  });
}
