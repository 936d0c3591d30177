/** Orders as a table, one row per order with its product lines inside (admin spec §2 "Order Management"). */
import { shortId } from '@shop/domain/orders/order-status';
import { formatRupees } from '../../../../lib/format';
import type { AdminOrder } from '../../api/list-orders';
import { OrderPayment } from './order-payment';
import { OrderProducts } from './order-products';
import { OrderShipment } from './order-shipment';
import { OrderStatusButton } from './order-status-button';
import { OrderCustomer, OrderReference } from './order-summary-cells';

interface OrdersTableProps {
  orders: AdminOrder[];
  onChangeStatus: (order: AdminOrder) => void;
}

// Date under the id, phone under the customer and city over state keep all the spec's fields in 1366 px.
const HEADINGS = ['Order', 'Customer', 'Products', 'Total', 'Payment', 'Ship to', 'Status'];

export function OrdersTable({ orders, onChangeStatus }: OrdersTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50">
          <tr>
            {HEADINGS.map((heading) => (
              <th key={heading} scope="col" className="whitespace-nowrap px-3 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 first:pl-5 last:pr-5">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {orders.map((order) => {
            const id = shortId(order._id, 6);
            return (
              <tr key={order._id} className="align-top hover:bg-slate-50/60">
                <td className="py-4 pr-3 pl-5">
                  <OrderReference shortId={id} createdAt={order.created_at} />
                </td>
                <td className="px-3 py-4">
                  <div className="max-w-52">
                    <OrderCustomer order={order} />
                  </div>
                </td>
                <td className="w-full min-w-72 px-3 py-4"><OrderProducts lines={order.products} /></td>
                <td className="px-3 py-4 font-medium whitespace-nowrap tabular-nums text-slate-900">{formatRupees(order.totalPrice)}</td>
                <td className="px-3 py-4"><OrderPayment order={order} /></td>
                <td className="px-3 py-4 text-slate-700">
                  <p className="whitespace-nowrap">{order.city || '—'}</p>
                  <p className="text-xs whitespace-nowrap text-slate-500">{order.state}</p>
                  <OrderShipment order={order} />
                </td>
                <td className="py-4 pr-5 pl-3">
                  <OrderStatusButton orderShortId={id} status={order.status} onClick={() => onChangeStatus(order)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
