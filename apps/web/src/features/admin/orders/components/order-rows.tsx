/**
 * One order in the Order Management table (admin spec §2): its own <tbody>, one row per product
 * line, so its lines hover and highlight together; the order's cells are merged across the lines.
 */
import { shortId } from '@shop/domain/orders/order-status.rules';
import type { AdminOrder, AdminOrderLine } from '../api/list-orders';
import { cell } from '../lib/orders-table-classes';
import { LineCells, OrderLeadCells, OrderTrailCells } from './order-row-cells';

/** A placeholder line for an order without lines, so it still shows as a row. */
const NO_LINE = null;

interface OrderRowsProps {
  order: AdminOrder;
  isSelected: boolean;
  onToggle: (orderId: string) => void;
  onChangeStatus: (order: AdminOrder) => void;
}

/** The rows of `order`; the selected order's rows are tinted. */
export function OrderRows({ order, isSelected, onToggle, onChangeStatus }: OrderRowsProps) {
  const id = shortId(order._id, 6);
  const lines: (AdminOrderLine | typeof NO_LINE)[] = order.products.length > 0 ? order.products : [NO_LINE];
  const span = lines.length;
  const rowTone = isSelected ? 'bg-brand-50/60' : 'bg-white';
  return (
    <tbody className="group" data-order-id={order._id}>
      {lines.map((line, i) => {
        const first = i === 0;
        const last = i === span - 1;
        const border = last ? 'border-b border-slate-200' : 'border-b border-dashed border-slate-100';
        const merged = `${cell} border-b border-slate-200 ${rowTone}`;
        return (
          <tr key={line?._id ?? 'none'} className={rowTone}>
            {first && (
              <OrderLeadCells
                order={order}
                id={id}
                span={span}
                merged={merged}
                isSelected={isSelected}
                onToggle={onToggle}
              />
            )}
            <LineCells line={line} border={border} />
            {first && (
              <OrderTrailCells order={order} id={id} span={span} merged={merged} onChangeStatus={onChangeStatus} />
            )}
          </tr>
        );
      })}
    </tbody>
  );
}
