/** The payment note of an order (lib/payment-note.ts) as a small coloured line: amber for an order that ended unpaid, indigo for refunds. */
import type { Order } from '@shop/domain/orders/order.responses';
import { paymentNote } from '../lib/payment-note';

const KIND_CLASSES = {
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  refund: 'bg-indigo-50 text-indigo-900 ring-indigo-200',
} as const;

export function PaymentNoteLine({
  order,
  className = '',
}: {
  order: Pick<Order, 'status' | 'payment_status' | 'refund_due'>;
  className?: string;
}) {
  const note = paymentNote(order);
  if (!note) return null;
  return (
    <p className={`rounded-md px-3 py-2 text-sm ring-1 ring-inset ${KIND_CLASSES[note.kind]} ${className}`}>
      {note.text}
    </p>
  );
}
