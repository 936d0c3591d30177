/**
 * "Order cancelled: hold expired": enqueued by the stock-hold expiry job when an unpaid order
 * is cancelled because its hold time (store setting orderHoldMinutes) ran out.
 */
import { text } from '@shop/domain/validation/text.schemas';
import { z } from 'zod';
import { shortId } from '@shop/domain/orders/order-status.rules';
import { esc, frame, ordersLink, type MailContext } from './layout.mail';

export const ORDER_HOLD_EXPIRED_MAIL = 'order-hold-expired';

export const orderHoldExpiredData = z.object({
  orderId: text({ max: 100 }),
  customerName: text({ max: 200 }),
  /** How long the order was held unpaid, in minutes. */
  holdMinutes: z.number().int().positive(),
});
export type OrderHoldExpiredData = z.infer<typeof orderHoldExpiredData>;

export function renderOrderHoldExpired(data: OrderHoldExpiredData, ctx: MailContext) {
  const ref = shortId(data.orderId);
  const sentence = `We did not receive payment for order ${ref} within ${data.holdMinutes} minutes, so it is cancelled and its items are back on sale. No money was taken.`;
  const link = ordersLink(ctx);
  return frame(ctx, {
    subject: `Order ${ref} cancelled: payment not received`,
    heading: `Order ${ref} is cancelled, ${data.customerName}`,
    html: `<p>${esc(sentence)}</p>\n${link.html}`,
    text: [sentence, link.text],
  });
}
