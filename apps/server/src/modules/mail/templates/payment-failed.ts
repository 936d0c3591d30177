/** "Payment failed": sent in the transaction that settles a failed or cancelled payment (payments.service). */
import { text } from '@shop/domain/validation/text';
import { z } from 'zod';
import { formatInr } from '@shop/domain/money/money';
import { shortId } from '@shop/domain/orders/order-status';
import { esc, frame, ordersLink, type MailContext } from './mail-layout';

export const PAYMENT_FAILED_MAIL = 'payment-failed';

export const paymentFailedData = z.object({
  orderId: text({ max: 100 }),
  customerName: text({ max: 200 }),
  amountPaise: z.number().int().nonnegative(),
  /** FAILED: the provider declined it; CANCELLED: the payer stopped it. */
  reason: z.enum(['FAILED', 'CANCELLED']),
});
export type PaymentFailedData = z.infer<typeof paymentFailedData>;

export function renderPaymentFailed(data: PaymentFailedData, ctx: MailContext) {
  const ref = shortId(data.orderId);
  const what = data.reason === 'CANCELLED' ? 'was cancelled' : 'did not go through';
  const sentence = `Your payment of ${formatInr(data.amountPaise)} for order ${ref} ${what}. No money was taken; the order is cancelled and you can order again at any time.`;
  const link = ordersLink(ctx);
  return frame(ctx, {
    subject: `Payment for order ${ref} ${what}`,
    heading: `Your payment ${what}, ${data.customerName}`,
    html: `<p>${esc(sentence)}</p>\n${link.html}`,
    text: [sentence, link.text],
  });
}
