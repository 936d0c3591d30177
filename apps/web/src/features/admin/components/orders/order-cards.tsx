/** Orders as cards for narrow screens, with the same fields as the table (admin spec §2 "Order Management"). */
import { shortId } from '@shop/domain/orders/order-status';
import { formatRupees } from '../../../../lib/format';
import type { AdminOrder } from '../../api/list-orders';
import { OrderPayment } from './order-payment';
import { OrderProducts } from './order-products';
import { OrderShipment } from './order-shipment';
import { OrderStatusButton } from './order-status-button';
import { OrderCustomer, OrderReference } from './order-summary-cells';

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
              <OrderReference shortId={id} createdAt={order.created_at} />
              <OrderStatusButton orderShortId={id} status={order.status} onClick={() => onChangeStatus(order)} />
            </div>
            <OrderCustomer order={order} />
            <OrderProducts lines={order.products} />
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-3 text-sm">
              <div>
                <dt className="text-xs text-slate-500">Total</dt>
                <dd className="font-semibold tabular-nums text-slate-900">{formatRupees(order.totalPrice)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">Payment</dt>
                <dd><OrderPayment order={order} /></dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">City</dt>
                <dd className="text-slate-700">{order.city || '—'}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">State</dt>
                <dd className="text-slate-700">{order.state || '—'}</dd>
              </div>
              {(order.shipment || order.dispatchCenter) && (
                <div className="col-span-2">
                  <dt className="text-xs text-slate-500">Shipment</dt>
                  <dd><OrderShipment order={order} /></dd>
                </div>
              )}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
