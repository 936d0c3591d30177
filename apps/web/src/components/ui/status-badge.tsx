/**
 * Order and payment statuses as coloured badges, one palette for the account and the admin (admin spec §4:
 * Pending amber, Shipped blue, Delivered green, Cancelled red, Returned indigo; an empty payment reads 'Unpaid').
 */
import type { OrderStatus, PaymentStatus } from '@shop/domain/orders/order-status.rules';
import { Badge, type BadgeTone } from './badge';

const ORDER_STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  Pending: 'amber',
  Confirmed: 'sky',
  Processing: 'sky',
  Shipped: 'blue',
  Delivered: 'green',
  Cancelled: 'red',
  Returned: 'indigo',
};

const PAYMENT_STATUS_TONES: Record<PaymentStatus, BadgeTone> = {
  Pending: 'amber',
  Paid: 'green',
  Failed: 'red',
  Expired: 'slate',
  Refunded: 'indigo',
  'Partially refunded': 'indigo',
};

/** The tone of an order status; a status the web app does not know yet is grey. */
export function orderStatusTone(status: OrderStatus): BadgeTone {
  return ORDER_STATUS_TONES[status] ?? 'slate';
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={orderStatusTone(status)}>{status}</Badge>;
}

/** prefix: 'Payment: ' where the badge stands beside the order status without a column heading. */
export function PaymentStatusBadge({ status, prefix = '' }: { status: PaymentStatus; prefix?: string }) {
  return (
    <Badge tone={PAYMENT_STATUS_TONES[status] ?? 'slate'}>
      {prefix}
      {status || 'Unpaid'}
    </Badge>
  );
}
