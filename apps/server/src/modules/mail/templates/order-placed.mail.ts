/** "Order placed": sent in the transaction that places the order (orders.service placeOrder). */
import { text } from '@shop/domain/validation/text.schemas';
import { z } from 'zod';
import { formatInr } from '@shop/domain/money/money.rules';
import { shortId } from '@shop/domain/orders/order-status.rules';
import { esc, frame, indiaDate, ordersLink, type MailContext } from './layout.mail';

export const ORDER_PLACED_MAIL = 'order-placed';

export const orderPlacedData = z.object({
  orderId: text({ max: 100 }),
  customerName: text({ max: 200 }),
  totalPaise: z.number().int().nonnegative(),
  lines: z.array(z.object({ name: text({ max: 500 }), quantity: z.number().int().positive() })).max(200),
  /** ISO date the order is expected by. */
  expectedDelivery: text({ max: 40 }).nullable(),
});
export type OrderPlacedData = z.infer<typeof orderPlacedData>;

export function renderOrderPlaced(data: OrderPlacedData, ctx: MailContext) {
  const ref = shortId(data.orderId);
  const by = data.expectedDelivery ? indiaDate(data.expectedDelivery) : null;
  const link = ordersLink(ctx);
  return frame(ctx, {
    subject: `Order ${ref} placed with ${ctx.shop.shopName}`,
    heading: `Thank you, ${data.customerName}: we have your order ${ref}`,
    html: [
      `<ul>${data.lines.map((l) => `<li>${esc(l.quantity)} × ${esc(l.name)}</li>`).join('')}</ul>`,
      `<p>Total: <strong>${esc(formatInr(data.totalPaise))}</strong> (GST included)</p>`,
      '<p>Your units are held for you until the payment completes.</p>',
      by ? `<p>Expected delivery: ${esc(by)}</p>` : '',
      link.html,
    ].join('\n'),
    text: [
      ...data.lines.map((l) => `- ${l.quantity} x ${l.name}`),
      '',
      `Total: ${formatInr(data.totalPaise)} (GST included)`,
      'Your units are held for you until the payment completes.',
      ...(by ? [`Expected delivery: ${by}`] : []),
      link.text,
    ],
  });
}
