/**
 * The sentence that explains an order's payment to its customer when the badge alone would
 * puzzle them (issue 5): a hold that ran out (payment Expired), a payment being given back
 * (refund due), or given back (Refunded, Partially refunded), or a failed payment (the order
 * still holds its units, or was cancelled when its hold ran out).
 */
import type { Order } from '@shop/domain/orders/order.responses';

export interface PaymentNote {
  /** 'warning': the order ended without payment; 'refund': money is going or went back. */
  kind: 'warning' | 'refund';
  text: string;
}

/** The note for `order`, or null when its status and payment badges say enough. */
export function paymentNote(order: Pick<Order, 'status' | 'payment_status' | 'refund_due'>): PaymentNote | null {
  if (order.refund_due) {
    return order.status === 'Cancelled'
      ? { kind: 'refund', text: 'Order cancelled — your payment is being refunded to you.' }
      : { kind: 'refund', text: 'We received an extra payment for this order — it is being refunded to you.' };
  }
  switch (order.payment_status) {
    case 'Expired':
      return { kind: 'warning', text: 'Payment not received in time — order cancelled.' };
    case 'Refunded':
      return { kind: 'refund', text: 'Your payment has been refunded.' };
    case 'Partially refunded':
      return { kind: 'refund', text: 'Part of your payment has been refunded for the items returned.' };
    case 'Failed':
      return order.status === 'Cancelled'
        ? { kind: 'warning', text: 'Payment failed — order cancelled.' }
        : {
            kind: 'warning',
            text: 'Payment failed — your items are still held for a while: retry the payment to keep them.',
          };
    default:
      return null;
  }
}
