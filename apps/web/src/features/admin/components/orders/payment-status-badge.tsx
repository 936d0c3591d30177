/** An order's payment status as a coloured badge (admin spec §4 "Payment status values"). */
import type { PaymentStatus } from '@shop/domain/orders/order-status';
import { badgeClasses, PAYMENT_STATUS_STYLES, UNKNOWN_STATUS_STYLE } from './status-styles';

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const style = PAYMENT_STATUS_STYLES[status] ?? UNKNOWN_STATUS_STYLE;
  return <span className={`${badgeClasses} ${style}`}>{status || 'Unpaid'}</span>;
}
