/**
 * The bulk enquiry's messages (shopper spec §3, §10; admin spec §5 'Bulk enquiry email'; issue 30):
 * the new enquiry to the shop's inbox, the buyer's confirmation (we answer within 24 hours), a
 * message staff wrote from the enquiry, and a quote with its lines, validity and the links to the
 * account's Bulk Requests (to accept it) and to its PDF.
 */
import { text } from '@shop/domain/validation/text.schemas';
import { z } from 'zod';
import { esc, frame, indiaDate, type MailContext, type RenderedMail } from './layout.mail';

export const ENQUIRY_RECEIVED_MAIL = 'bulk-enquiry-received';
export const ENQUIRY_CONFIRMATION_MAIL = 'bulk-enquiry-confirmation';
export const ENQUIRY_MESSAGE_MAIL = 'bulk-enquiry-message';
export const BULK_QUOTE_MAIL = 'bulk-quote';

const short = text({ max: 600 });
const long = text({ max: 6000 });

export const enquiryReceivedData = z.object({
  enquiryId: short,
  companyName: short,
  contactPerson: short,
  email: short,
  phone: short,
  productName: short,
  quantity: z.number().int(),
  expectedPrice: short,
  deliveryTimeline: short,
  gstNumber: short,
  address: short,
  description: long,
});
export type EnquiryReceivedData = z.infer<typeof enquiryReceivedData>;

export const enquiryConfirmationData = z.object({
  contactPerson: short,
  productName: short,
  quantity: z.number().int(),
  contactHours: z.number().int(),
});

export const enquiryMessageData = z.object({ contactPerson: short, productName: short, message: long });

export const bulkQuoteData = z.object({
  contactPerson: short,
  quoteId: short,
  quoteNumber: short,
  validUntil: short,
  note: long,
  lines: z.array(z.object({ name: short, quantity: z.number().int(), unitPriceWithGst: short, total: short })),
  total: short,
});

export function renderEnquiryReceived(data: EnquiryReceivedData, ctx: MailContext): RenderedMail {
  const rows: [string, string][] = [
    ['Company', data.companyName],
    ['Contact person', data.contactPerson],
    ['E-mail', data.email],
    ['Phone', data.phone],
    ['Product', `${data.productName} × ${data.quantity}`],
    ['Expected price', data.expectedPrice || '—'],
    ['Delivery timeline', data.deliveryTimeline || '—'],
    ['GST number', data.gstNumber || 'N/A'],
    ['Address', data.address],
    ['Requirements', data.description || '—'],
  ];
  const link = `${ctx.publicUrl}/admin-dashboard/bulk-order-enquiry`;
  return frame(ctx, {
    subject: `New bulk enquiry from ${data.companyName}: ${data.productName} × ${data.quantity}`,
    heading: 'A new bulk enquiry',
    html: `<table style="font-size:14px">${rows.map(([k, v]) => `<tr><td style="padding-right:12px;color:#64748b">${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</table>\n<p><a href="${esc(link)}">Open Bulk Order Enquiries</a></p>`,
    text: [...rows.map(([k, v]) => `${k}: ${v}`), '', `Open Bulk Order Enquiries: ${link}`],
  });
}

export function renderEnquiryConfirmation(
  data: z.infer<typeof enquiryConfirmationData>,
  ctx: MailContext,
): RenderedMail {
  const sentence = `Thank you, ${data.contactPerson}. We have your enquiry for ${data.quantity} × ${data.productName} and will contact you within ${data.contactHours} hours.`;
  const link = `${ctx.publicUrl}/profile?section=bulk-request`;
  const follow = 'Signed in with this e-mail address, you can follow it under Your Bulk Requests.';
  return frame(ctx, {
    subject: `We have your bulk enquiry for ${data.productName}`,
    heading: 'Enquiry received',
    html: `<p>${esc(sentence)}</p>\n<p>${esc(follow)} <a href="${esc(link)}">Your Bulk Requests</a></p>`,
    text: [sentence, '', `${follow} ${link}`],
  });
}

export function renderEnquiryMessage(data: z.infer<typeof enquiryMessageData>, ctx: MailContext): RenderedMail {
  const link = `${ctx.publicUrl}/profile?section=bulk-request`;
  return frame(ctx, {
    subject: `About your bulk enquiry for ${data.productName}`,
    heading: `Hello ${data.contactPerson}`,
    html: `<p style="white-space:pre-wrap">${esc(data.message)}</p>\n<p><a href="${esc(link)}">Your Bulk Requests</a></p>`,
    text: [data.message, '', `Your Bulk Requests: ${link}`],
  });
}

export function renderBulkQuote(data: z.infer<typeof bulkQuoteData>, ctx: MailContext): RenderedMail {
  const account = `${ctx.publicUrl}/profile?section=bulk-request`;
  const pdf = `${ctx.publicUrl}/api/v1/bulk-enquiry/quote/${encodeURIComponent(data.quoteId)}/pdf`;
  const until = `Valid until ${indiaDate(`${data.validUntil}T12:00:00+05:30`)} (India time).`;
  const accept =
    'Accept it signed in, under Your Bulk Requests: its items go into your cart at these prices, and the order is priced with GST and shipping as usual.';
  const lines = data.lines.map((l) => `${l.name} × ${l.quantity}: ${l.unitPriceWithGst} each incl. GST = ${l.total}`);
  return frame(ctx, {
    subject: `Your quote ${data.quoteNumber}`,
    heading: `Quote ${data.quoteNumber} for ${data.contactPerson}`,
    html: `<ul>${lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>\n<p><strong>Total incl. GST: ${esc(data.total)}</strong> (shipping as at checkout)</p>\n${data.note ? `<p style="white-space:pre-wrap">${esc(data.note)}</p>\n` : ''}<p>${esc(until)}</p>\n<p>${esc(accept)}</p>\n<p><a href="${esc(account)}">Your Bulk Requests</a> · <a href="${esc(pdf)}">The quote as PDF</a> (signed in; also attached)</p>`,
    text: [
      ...lines,
      '',
      `Total incl. GST: ${data.total} (shipping as at checkout)`,
      ...(data.note ? ['', data.note] : []),
      '',
      until,
      accept,
      '',
      `Your Bulk Requests: ${account}`,
      `The quote as PDF is attached, and here (signed in): ${pdf}`,
    ],
  });
}
