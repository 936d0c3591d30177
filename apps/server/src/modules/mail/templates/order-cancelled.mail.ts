/**
 * "Order cancelled": enqueued in the transaction that cancels an order at the customer's or staff's
 * request (orders.service; the lifecycle's cancel steps, issue 26). A paid order's mail says that
 * the whole amount goes back to the way it was paid, with no cancellation charge (Consumer
 * Protection (E-Commerce) Rules 2020, r.4(5)). Hold expiry has its own mail (order-hold-expired.mail.ts).
 */
import { text } from '@shop/domain/validation/text.schemas';
import { z } from 'zod';
import { formatInr } from '@shop/domain/money/money.rules';
import { shortId } from '@shop/domain/orders/order-status.rules';
import { esc, frame, ordersLink, type MailContext } from './layout.mail';

export const ORDER_CANCELLED_MAIL = 'order-cancelled';

export const orderCancelledData = z.object({
  orderId: text({ max: 100 }),
  customerName: text({ max: 200 }),
  /** Who asked for it: the customer themselves, or the shop. */
  by: z.enum(['customer', 'staff']),
  /** What goes back to the payer, in paise; 0 when the order was not paid. */
  refundPaise: z.number().int().nonnegative(),
});
export type OrderCancelledData = z.infer<typeof orderCancelledData>;

export function renderOrderCancelled(data: OrderCancelledData, ctx: MailContext) {
  const ref = shortId(data.orderId);
  const who = data.by === 'customer' ? 'As you asked, order' : 'We are sorry: order';
  const sentence = `${who} ${ref} is cancelled and its items are back on sale.`;
  const money =
    data.refundPaise > 0
      ? `The whole amount you paid, ${formatInr(data.refundPaise)}, goes back to the way you paid, with no cancellation charge. Banks usually show it within ${ctx.shop.refundDays} business days; we will write again when the refund is issued.`
      : 'No money was taken for this order.';
  const link = ordersLink(ctx);
  return frame(ctx, {
    subject: `Order ${ref} cancelled`,
    heading: `Order ${ref} is cancelled, ${data.customerName}`,
    html: `<p>${esc(sentence)}</p>\n<p>${esc(money)}</p>\n${link.html}`,
    text: [sentence, money, link.text],
  });
}
