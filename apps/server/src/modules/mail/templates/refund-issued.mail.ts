/**
 * "Refund issued" (issue 8): sent in the transaction that marks a refund ISSUED with its
 * provider (payments refunds.service issueRefund), once per refund, with the amount.
 */
import { text } from '@shop/domain/validation/text.schemas';
import { z } from 'zod';
import { formatInr } from '@shop/domain/money/money.rules';
import { shortId } from '@shop/domain/orders/order-status.rules';
import { esc, frame, ordersLink, type MailContext } from './layout.mail';

export const REFUND_ISSUED_MAIL = 'refund-issued';

export const refundIssuedData = z.object({
  orderId: text({ max: 100 }),
  customerName: text({ max: 200 }),
  amountPaise: z.number().int().nonnegative(),
});
export type RefundIssuedData = z.infer<typeof refundIssuedData>;

export function renderRefundIssued(data: RefundIssuedData, ctx: MailContext) {
  const ref = shortId(data.orderId);
  const sentence = `We have refunded ${formatInr(data.amountPaise)} for order ${ref} to the account or card you paid with. Banks usually show it within ${ctx.shop.refundDays} business days.`;
  const link = ordersLink(ctx);
  return frame(ctx, {
    subject: `Refund of ${formatInr(data.amountPaise)} issued for order ${ref}`,
    heading: `Your refund is on its way, ${data.customerName}`,
    html: `<p>${esc(sentence)}</p>\n${link.html}`,
    text: [sentence, link.text],
  });
}
