/**
 * Order Management as the spec's table (admin spec §2): one row per product line, the order's own
 * cells merged (rowSpan) across its lines. Columns: select, order details, product, quantity,
 * extended warranty, total warranty, phone, total, payment, dispatch, origin and return centre,
 * city, state, status (opens Update Order Status) and order date in India time. Wider than a
 * laptop screen, so it scrolls sideways with the select and order columns held in place.
 */
import type { AdminOrder } from '../api/list-orders';
import { OrderRows } from './order-rows';
import { OrdersTableHead } from './orders-table-head';

interface OrdersTableProps {
  orders: AdminOrder[];
  selected: ReadonlySet<string>;
  onToggle: (orderId: string) => void;
  onToggleAll: () => void;
  onChangeStatus: (order: AdminOrder) => void;
}

/** The table for a page of orders; `selected` holds the checked orders' ids. */
export function OrdersTable({ orders, selected, onToggle, onToggleAll, onChangeStatus }: OrdersTableProps) {
  const allSelected = orders.length > 0 && orders.every((order) => selected.has(order._id));
  const someSelected = !allSelected && orders.some((order) => selected.has(order._id));
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full border-separate border-spacing-0 text-sm">
        <OrdersTableHead allSelected={allSelected} someSelected={someSelected} onToggleAll={onToggleAll} />
        {orders.map((order) => (
          <OrderRows
            key={order._id}
            order={order}
            isSelected={selected.has(order._id)}
            onToggle={onToggle}
            onChangeStatus={onChangeStatus}
          />
        ))}
      </table>
    </div>
  );
}
