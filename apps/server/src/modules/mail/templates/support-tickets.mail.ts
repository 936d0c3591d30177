/**
 * Support ticket mail (docs/decisions/053): the acknowledgement, sent in the transaction that
 * opens the ticket (Consumer Protection (E-Commerce) Rules 2020, r.4(5): acknowledged within 48
 * hours, so at once), and staff's answers, sent with a status change or on their own.
 */
import { text } from '@shop/domain/validation/text.schemas';
import { MAX_TICKET_MESSAGE_LENGTH, MAX_TICKET_SUBJECT_LENGTH } from '@shop/domain/support/ticket.rules';
import { TICKET_STATUSES } from '@shop/domain/support/ticket-status.rules';
import { z } from 'zod';
import { esc, frame, indiaDate, type MailContext } from './layout.mail';

export const TICKET_ACKNOWLEDGED_MAIL = 'ticket-acknowledged';
export const TICKET_REPLY_MAIL = 'ticket-reply';

const ticketFacts = {
  ticketNumber: text({ max: 20 }),
  customerName: text({ max: 200 }),
  subject: text({ max: MAX_TICKET_SUBJECT_LENGTH }),
};

export const ticketAcknowledgedData = z.object({
  ...ticketFacts,
  /** ISO instant redress is due by. */ dueBy: text({ max: 40 }),
});
export type TicketAcknowledgedData = z.infer<typeof ticketAcknowledgedData>;

export const ticketReplyData = z.object({
  ...ticketFacts,
  status: z.enum(TICKET_STATUSES),
  /** True when staff changed the status with this mail. */
  statusChanged: z.boolean(),
  /** Staff's words, or null for a status change without a response. */
  message: text({ max: MAX_TICKET_MESSAGE_LENGTH }).nullable(),
});
export type TicketReplyData = z.infer<typeof ticketReplyData>;

function helpLink(ctx: MailContext): { html: string; text: string } {
  const url = `${ctx.publicUrl}/profile?section=help-support`;
  return { html: `<p><a href="${esc(url)}">See your requests</a></p>`, text: `See your requests: ${url}` };
}

/** Plain text as HTML paragraphs, escaped, line breaks kept. */
const paragraphs = (value: string) =>
  value
    .split(/\n{2,}/)
    .map((p) => `<p style="white-space:pre-wrap">${esc(p)}</p>`)
    .join('\n');

/** "We have received your complaint": the ticket number and the date redress is due by. */
export function renderTicketAcknowledged(data: TicketAcknowledgedData, ctx: MailContext) {
  const lines = [
    `We have received your complaint "${data.subject}". Your ticket number is ${data.ticketNumber}; please quote it when you write to us.`,
    `We will resolve it by ${indiaDate(data.dueBy)} at the latest. You can follow it and reply in your account.`,
  ];
  const link = helpLink(ctx);
  return frame(ctx, {
    subject: `[${data.ticketNumber}] We have received your complaint`,
    heading: `Thank you, ${data.customerName}`,
    html: `${lines.map((l) => `<p>${esc(l)}</p>`).join('\n')}\n${link.html}`,
    text: [...lines, '', link.text],
  });
}

/** Staff's answer and/or the ticket's new status. */
export function renderTicketReply(data: TicketReplyData, ctx: MailContext) {
  const statusLine = data.statusChanged ? `Your complaint is now ${data.status}.` : null;
  const link = helpLink(ctx);
  const html = [statusLine && `<p>${esc(statusLine)}</p>`, data.message && paragraphs(data.message), link.html]
    .filter(Boolean)
    .join('\n');
  const text = [statusLine, data.message, '', link.text].filter((line): line is string => line !== null);
  return frame(ctx, {
    subject: `[${data.ticketNumber}] Re: ${data.subject.replace(/\s+/g, ' ')}`,
    heading: `Hello ${data.customerName}, about ticket ${data.ticketNumber}`,
    html,
    text,
  });
}
