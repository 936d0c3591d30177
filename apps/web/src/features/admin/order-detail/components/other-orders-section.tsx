/** The customer's other orders, newest first (at most 20 of them), each linking to its own detail. */
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../../components/ui/status-badge';
import { formatDate, formatRupees } from '../../../../lib/format';
import type { OrderDetail } from '../api/get-order-detail';
import { DetailSection } from './detail-section';

export function OtherOrdersSection({ orders, total }: { orders: OrderDetail['otherOrders']; total: number }) {
  const aside =
    total > orders.length ? `Newest ${orders.length} of ${total}` : `${total} ${total === 1 ? 'order' : 'orders'}`;
  return (
    <DetailSection title="Customer's other orders" aside={aside}>
      {orders.length === 0 ? (
        <p className="text-sm text-slate-500">This is the customer's only order.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {orders.map((order) => (
            <li key={order._id} className="flex flex-wrap items-center justify-between gap-2 py-2 first:pt-0 last:pb-0">
              <span className="min-w-0">
                <Link
                  to={paths.adminOrderDetail(order._id)}
                  className="font-mono font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  #{order.shortId}
                </Link>
                <span className="ml-2 text-xs text-slate-500">{formatDate(order.created_at)}</span>
              </span>
              <span className="flex flex-wrap items-center gap-1.5">
                <span className="text-sm font-medium tabular-nums text-slate-900">
                  {formatRupees(order.totalPrice)}
                </span>
                <OrderStatusBadge status={order.status} />
                <PaymentStatusBadge status={order.payment_status} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
