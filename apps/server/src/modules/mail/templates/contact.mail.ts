/**
 * The contact form's mail (storefront spec §2 Contact; admin spec §2 'Contact Us Submissions';
 * issue 30): the message forwarded to the shop's inbox (supportEmail of the store settings, with
 * the sender as Reply-To), the sender's confirmation, and staff's reply. The confirmation repeats
 * nothing the sender typed: the form takes any address, and the shop must not be a way to mail a
 * stranger's words to someone else.
 */
import {
  MAX_CONTACT_MESSAGE_LENGTH,
  MAX_CONTACT_NAME_LENGTH,
  MAX_CONTACT_REPLY_LENGTH,
  MAX_CONTACT_SUBJECT_LENGTH,
} from '@shop/domain/contact/contact.rules';
import { text } from '@shop/domain/validation/text.schemas';
import { z } from 'zod';
import { esc, frame, type MailContext } from './layout.mail';

export const CONTACT_INBOX_MAIL = 'contact-inbox';
export const CONTACT_RECEIVED_MAIL = 'contact-received';
export const CONTACT_REPLY_MAIL = 'contact-reply';

const sender = {
  firstName: text({ max: MAX_CONTACT_NAME_LENGTH }),
  lastName: text({ max: MAX_CONTACT_NAME_LENGTH }),
  email: text({ max: 254 }),
  subject: text({ max: MAX_CONTACT_SUBJECT_LENGTH }),
};

export const contactInboxData = z.object({ ...sender, message: text({ max: MAX_CONTACT_MESSAGE_LENGTH }) });
export type ContactInboxData = z.infer<typeof contactInboxData>;

export const contactReceivedData = z.object({});
export type ContactReceivedData = z.infer<typeof contactReceivedData>;

export const contactReplyData = z.object({
  firstName: text({ max: MAX_CONTACT_NAME_LENGTH }),
  subject: text({ max: MAX_CONTACT_SUBJECT_LENGTH }),
  reply: text({ max: MAX_CONTACT_REPLY_LENGTH }),
});
export type ContactReplyData = z.infer<typeof contactReplyData>;

/** Plain text as HTML paragraphs, escaped, line breaks kept. */
const paragraphs = (value: string) =>
  value
    .split(/\n{2,}/)
    .map((p) => `<p style="white-space:pre-wrap">${esc(p)}</p>`)
    .join('\n');

/** One line of a subject: no line breaks or runs of spaces. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The message as it reached /contact, for the shop's inbox. */
export function renderContactInbox(data: ContactInboxData, ctx: MailContext) {
  const from = `${data.firstName} ${data.lastName} <${data.email}>`;
  const link = `${ctx.publicUrl}/admin-dashboard/contactus`;
  const framed = frame(ctx, {
    subject: `Contact form: ${oneLine(data.subject)}`,
    heading: 'A new message from the contact form',
    html: [
      `<p><strong>From:</strong> ${esc(from)}</p>`,
      `<p><strong>Subject:</strong> ${esc(data.subject)}</p>`,
      paragraphs(data.message),
      `<p><a href="${esc(link)}">Answer it in Contact Us Submissions</a></p>`,
    ].join('\n'),
    text: [`From: ${from}`, `Subject: ${data.subject}`, '', data.message, '', `Answer it: ${link}`],
  });
  return { ...framed, replyTo: data.email };
}

/** "We have your message": nothing the sender typed is repeated. */
export function renderContactReceived(_data: ContactReceivedData, ctx: MailContext) {
  const lines = [
    `Thank you for writing to ${ctx.shop.shopName}. We have received your message and will reply to this address soon.`,
    'If you did not send a message through our contact form, you can ignore this e-mail.',
  ];
  return frame(ctx, {
    subject: `We have received your message`,
    heading: 'Thank you for contacting us',
    html: lines.map((line) => `<p>${esc(line)}</p>`).join('\n'),
    text: lines,
  });
}

/** Staff's answer to a message. */
export function renderContactReply(data: ContactReplyData, ctx: MailContext) {
  return frame(ctx, {
    subject: `Re: ${oneLine(data.subject)}`,
    heading: `Hello ${data.firstName}`,
    html: paragraphs(data.reply),
    text: [data.reply],
  });
}
