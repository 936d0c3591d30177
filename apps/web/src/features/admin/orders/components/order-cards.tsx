/**
 * Orders as cards for phones and narrow screens (admin spec §2 "Order Management"), with the
 * table's fields: a checkbox per order, customer, each product line with its quantity and
 * warranty, total, payment, centres, city and state, status and order date in India time.
 */
import type { AdminOrder } from '../api/list-orders';
import { OrderCard } from './order-card';

interface OrderCardsProps {
  orders: AdminOrder[];
  selected: ReadonlySet<string>;
  onToggle: (orderId: string) => void;
  onToggleAll: () => void;
  onChangeStatus: (order: AdminOrder) => void;
}

/** The cards for a page of orders, under a select-all box; `selected` holds the checked orders' ids. */
export function OrderCards({ orders, selected, onToggle, onToggleAll, onChangeStatus }: OrderCardsProps) {
  const allSelected = orders.length > 0 && orders.every((order) => selected.has(order._id));
  return (
    <div>
      <label className="flex items-center gap-3 border-b border-slate-200 bg-slate-50 px-4 py-3 text-sm font-medium text-slate-700">
        <input type="checkbox" className="size-5 accent-brand-600" checked={allSelected} onChange={onToggleAll} />
        Select all on this page
      </label>
      <ul className="divide-y divide-slate-200">
        {orders.map((order) => (
          <OrderCard
            key={order._id}
            order={order}
            isSelected={selected.has(order._id)}
            onToggle={onToggle}
            onChangeStatus={onChangeStatus}
          />
        ))}
      </ul>
    </div>
  );
}
