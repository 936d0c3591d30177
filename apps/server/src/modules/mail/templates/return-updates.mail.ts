/**
 * "Your return": one mail for every step of a return request (issue 26: every step mails the
 * customer), enqueued in the step's transaction by the returns module and its flows. Amounts in paise.
 */
import { text } from '@shop/domain/validation/text.schemas';
import { z } from 'zod';
import { formatInr } from '@shop/domain/money/money.rules';
import { shortId } from '@shop/domain/orders/order-status.rules';
import { absoluteLink, esc, frame, type MailContext } from './layout.mail';

export const RETURN_UPDATE_MAIL = 'return-update';

export const RETURN_MAIL_STEPS = ['requested', 'approved', 'rejected', 'pickup', 'received', 'refunded'] as const;

export const returnUpdateData = z.object({
  returnId: text({ max: 100 }),
  orderId: text({ max: 100 }),
  customerName: text({ max: 200 }),
  step: z.enum(RETURN_MAIL_STEPS),
  /** The refund (estimated until refunded), paise. */
  refundPaise: z.number().int().nonnegative(),
  rejectReason: text({ max: 600 }).nullable().optional(),
  waybill: text({ max: 100 }).nullable().optional(),
  trackingUrl: text({ max: 500 }).nullable().optional(),
  creditNoteNumber: text({ max: 40 }).nullable().optional(),
});
export type ReturnUpdateData = z.infer<typeof returnUpdateData>;

function sentences(data: ReturnUpdateData, ref: string, refundDays: number): { subject: string; lines: string[] } {
  const amount = formatInr(data.refundPaise);
  switch (data.step) {
    case 'requested':
      return {
        subject: `Return request for order ${ref} received`,
        lines: [
          `We have your return request ${shortId(data.returnId)} for order ${ref}. We will look at it within 2 business days.`,
          `If it is approved, about ${amount} goes back to the way you paid.`,
        ],
      };
    case 'approved':
      return {
        subject: `Return for order ${ref} approved`,
        lines: [
          `Your return ${shortId(data.returnId)} for order ${ref} is approved. We will book a pickup from your address and tell you its waybill.`,
        ],
      };
    case 'rejected':
      return {
        subject: `Return for order ${ref} not accepted`,
        lines: [
          `We could not accept your return ${shortId(data.returnId)} for order ${ref}.`,
          `Reason: ${data.rejectReason ?? 'not given'}`,
          'Reply to this mail or open a ticket under Help & Support if you disagree.',
        ],
      };
    case 'pickup':
      return {
        subject: `Pickup booked for your return of order ${ref}`,
        lines: [
          `A courier will collect the items at your delivery address. Waybill: ${data.waybill ?? ''}.`,
          'Please pack them with their accessories.',
        ],
      };
    case 'received':
      return {
        subject: `We received your return of order ${ref}`,
        lines: [`The items of return ${shortId(data.returnId)} reached us. Your refund of ${amount} follows.`],
      };
    case 'refunded':
      return {
        subject: `Refund of ${amount} for your return of order ${ref}`,
        lines: [
          `We refunded ${amount} for return ${shortId(data.returnId)} to the way you paid, with no deduction. Banks usually show it within ${refundDays} business days.`,
          `Credit note: ${data.creditNoteNumber ?? ''}.`,
        ],
      };
  }
}

export function renderReturnUpdate(data: ReturnUpdateData, ctx: MailContext) {
  const ref = shortId(data.orderId);
  const { subject, lines } = sentences(data, ref, ctx.shop.refundDays);
  const link = `${ctx.publicUrl}/profile?section=return-requests`;
  const pickup = data.trackingUrl ? absoluteLink(ctx, data.trackingUrl) : undefined;
  return frame(ctx, {
    subject,
    heading: `${subject}, ${data.customerName}`,
    html: [
      ...lines.map((l) => `<p>${esc(l)}</p>`),
      pickup ? `<p><a href="${esc(pickup)}">Track the pickup</a></p>` : '',
      `<p><a href="${esc(link)}">Your return requests</a></p>`,
    ].join('\n'),
    text: [...lines, ...(pickup ? [`Track the pickup: ${pickup}`] : []), `Your return requests: ${link}`],
  });
}
