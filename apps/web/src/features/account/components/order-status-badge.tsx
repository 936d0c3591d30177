/** An order's status as a coloured badge: Pending amber, Confirmed/Processing sky, Shipped blue, Delivered green, Cancelled red, Returned indigo. */
import type { OrderStatus, PaymentStatus } from '@shop/domain/orders/order-status';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  Pending: 'amber',
  Confirmed: 'sky',
  Processing: 'sky',
  Shipped: 'blue',
  Delivered: 'green',
  Cancelled: 'red',
  Returned: 'indigo',
};

const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = {
  Pending: 'amber',
  Paid: 'green',
  Failed: 'red',
  Refunded: 'indigo',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={STATUS_TONES[status] ?? 'slate'}>{status}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={PAYMENT_TONES[status] ?? 'slate'}>Payment: {status}</Badge>;
}
