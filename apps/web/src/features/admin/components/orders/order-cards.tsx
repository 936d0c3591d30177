/** Orders as cards for narrow screens, with the same fields as the table (admin spec §2 "Order Management"). */
import { shortId } from '@shop/domain/orders/order-status';
import { formatDateTime, formatRupees } from '../../../../lib/format';
import type { AdminOrder } from '../../api/list-orders';
import { OrderProducts } from './order-products';
import { OrderStatusButton } from './order-status-button';
import { PaymentStatusBadge } from './payment-status-badge';

interface OrderCardsProps {
  orders: AdminOrder[];
  onChangeStatus: (order: AdminOrder) => void;
}

export function OrderCards({ orders, onChangeStatus }: OrderCardsProps) {
  return (
    <ul className="divide-y divide-slate-200">
      {orders.map((order) => {
        const id = shortId(order._id, 6);
        return (
          <li key={order._id} className="space-y-3 p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-mono text-sm font-semibold text-slate-900">#{id}</p>
                <p className="text-xs text-slate-500"><time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time></p>
              </div>
              <OrderStatusButton orderShortId={id} status={order.status} onClick={() => onChangeStatus(order)} />
            </div>
            <div className="text-sm">
              <p className="font-medium text-slate-900">{order.name}</p>
              <p className="truncate text-slate-500">{order.email}</p>
              <p className="tabular-nums text-slate-500">{order.phone}</p>
            </div>
            <OrderProducts lines={order.products} />
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-3 text-sm">
              <div>
                <dt className="text-xs text-slate-500">Total</dt>
                <dd className="font-semibold tabular-nums text-slate-900">{formatRupees(order.totalPrice)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">Payment</dt>
                <dd><PaymentStatusBadge status={order.payment_status} /></dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">City</dt>
                <dd className="text-slate-700">{order.city || '—'}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">State</dt>
                <dd className="text-slate-700">{order.state || '—'}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
