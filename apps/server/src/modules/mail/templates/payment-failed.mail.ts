/**
 * "Payment failed": sent in the transaction that settles a failed or cancelled payment
 * (payments settlement). While the order's stock hold lasts (`retryUntil`) it links to the retry
 * page /payment-retry/{orderId}, where Retry Payment pays the same order (shopper spec §2).
 */
import { text } from '@shop/domain/validation/text.schemas';
import { z } from 'zod';
import { formatInr } from '@shop/domain/money/money.rules';
import { shortId } from '@shop/domain/orders/order-status.rules';
import { esc, frame, ordersLink, type MailContext } from './layout.mail';

export const PAYMENT_FAILED_MAIL = 'payment-failed';

export const paymentFailedData = z.object({
  orderId: text({ max: 100 }),
  customerName: text({ max: 200 }),
  amountPaise: z.number().int().nonnegative(),
  /** FAILED: the provider declined it; CANCELLED: the payer stopped it. */
  reason: z.enum(['FAILED', 'CANCELLED']),
  /** ISO time the order's hold ends: until then the payment can be retried. */
  retryUntil: text({ max: 40 }).nullable().optional(),
});
export type PaymentFailedData = z.infer<typeof paymentFailedData>;

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-IN', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'Asia/Kolkata',
  });

export function renderPaymentFailed(data: PaymentFailedData, ctx: MailContext) {
  const ref = shortId(data.orderId);
  const what = data.reason === 'CANCELLED' ? 'was cancelled' : 'did not go through';
  const sentence = `Your payment of ${formatInr(data.amountPaise)} for order ${ref} ${what}. No money was taken.`;
  const retryUrl = `${ctx.publicUrl}/payment-retry/${encodeURIComponent(data.orderId)}`;
  const retry = data.retryUntil
    ? `Your items are held for you until ${timeOf(data.retryUntil)} (India time): you can retry the payment for the same order until then.`
    : 'The order is cancelled and you can order again at any time.';
  const link = ordersLink(ctx);
  return frame(ctx, {
    subject: `Payment for order ${ref} ${what}`,
    heading: `Your payment ${what}, ${data.customerName}`,
    html: [
      `<p>${esc(sentence)}</p>`,
      `<p>${esc(retry)}</p>`,
      data.retryUntil
        ? `<p><a href="${esc(retryUrl)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Retry payment</a></p>`
        : '',
      link.html,
    ].join('\n'),
    text: [sentence, retry, ...(data.retryUntil ? [`Retry payment: ${retryUrl}`] : []), link.text],
  });
}
