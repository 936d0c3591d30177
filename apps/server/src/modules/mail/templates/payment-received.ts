/** "Payment received": sent in the transaction that settles a captured payment (payments.service). */
import { text } from '@shop/domain/validation/text';
import { z } from 'zod';
import { formatInr } from '@shop/domain/money/money';
import { shortId } from '@shop/domain/orders/order-status';
import { esc, frame, ordersLink, type MailContext } from './mail-layout';

export const PAYMENT_RECEIVED_MAIL = 'payment-received';

export const paymentReceivedData = z.object({
  orderId: text({ max: 100 }),
  customerName: text({ max: 200 }),
  amountPaise: z.number().int().nonnegative(),
});
export type PaymentReceivedData = z.infer<typeof paymentReceivedData>;

export function renderPaymentReceived(data: PaymentReceivedData, ctx: MailContext) {
  const ref = shortId(data.orderId);
  const link = ordersLink(ctx);
  return frame(ctx, {
    subject: `Payment received for order ${ref}`,
    heading: `We received your payment, ${data.customerName}`,
    html: `<p>${esc(formatInr(data.amountPaise))} for order <strong>${esc(ref)}</strong> is paid. We are getting it ready to ship.</p>\n${link.html}`,
    text: [`${formatInr(data.amountPaise)} for order ${ref} is paid. We are getting it ready to ship.`, link.text],
  });
}
