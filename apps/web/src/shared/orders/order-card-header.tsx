/**
 * The head of an order's card (shopper spec §2 profile orders, Track order): "Order #{short id}",
 * when it was placed, and the order and payment status badges. Your Orders and the tracking page
 * show the same head.
 */
import type { OrderStatus, PaymentStatus } from '@shop/domain/orders/order-status.rules';
import { OrderStatusBadge, PaymentStatusBadge } from '../../components/ui/status-badge';
import { formatDateTime } from '../../lib/format';

export function OrderCardHeader({
  shortId,
  createdAt,
  status,
  paymentStatus,
}: {
  shortId: string;
  createdAt: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
}) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
      <div>
        <p className="text-sm font-bold text-slate-900">Order #{shortId}</p>
        <p className="text-xs text-slate-500">Placed on {formatDateTime(createdAt)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <OrderStatusBadge status={status} />
        <PaymentStatusBadge status={paymentStatus} prefix="Payment: " />
      </div>
    </header>
  );
}
