/**
 * Whether an order can still be paid, as the retry and cancelled pages read it from the order
 * (shopper spec §2, §4 payment states; issue 26). An order whose payment failed or was cancelled
 * at the gateway stays Pending, holding its units, while its hold lasts: Retry Payment pays the
 * same order, and the server says so (409 with its reason) once the hold is over.
 */
import type { Order } from '@shop/domain/orders/order.responses';

export type Payability = 'payable' | 'paid' | 'cancelled' | 'expired';

/** 'payable', or why not: paid (or refunded after paying), cancelled, or expired (its hold ran out unpaid). */
export function payabilityOf(order: Pick<Order, 'status' | 'payment_status'>): Payability {
  if (order.payment_status === 'Paid' || order.payment_status === 'Partially refunded') return 'paid';
  if (order.payment_status === 'Expired') return 'expired';
  if (order.payment_status === 'Refunded' || order.status === 'Cancelled') return 'cancelled';
  return 'payable';
}

/** The retry page's sentence for an order that cannot be paid. */
export const NOT_PAYABLE_TEXT: Record<Exclude<Payability, 'payable'>, { title: string; text: string }> = {
  paid: {
    title: 'This order is already paid',
    text: 'Nothing more to pay. You can follow it from Track Order or My Orders.',
  },
  cancelled: {
    title: 'This order was cancelled',
    text: 'It can no longer be paid. Add the items to your cart again to place a new order.',
  },
  expired: {
    title: 'The time to pay for this order has run out',
    text: 'The order was cancelled and its items are back on sale. Nothing was charged.',
  },
};
