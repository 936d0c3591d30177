/**
 * The cells of one order in the Order Management table (admin spec §2): the order's own cells,
 * merged (rowSpan) across its product lines, and one line's product, quantity and warranties.
 */
import type { AdminOrder, AdminOrderLine } from '../api/list-orders';
import { formatDateTime, formatRupees } from '../../../../lib/format';
import { OrderDetailLink } from '../../order-detail/components/order-detail-link';
import { cell, stickyOrder, stickySelect } from '../lib/orders-table-classes';
import { extendedWarrantyText, LineProduct, totalWarrantyText } from './order-line-cells';
import { OrderPayment } from './order-payment';
import { OrderShipment } from './order-shipment';
import { OrderStatusButton } from './order-status-button';

interface MergedCellsProps {
  order: AdminOrder;
  /** The order's short id, as shown. */
  id: string;
  /** How many rows the order takes (one per line). */
  span: number;
  /** The merged cells' class names. */
  merged: string;
}

/** The select box and the order's details, leading the order's first row. */
export function OrderLeadCells({
  order,
  id,
  span,
  merged,
  isSelected,
  onToggle,
}: MergedCellsProps & { isSelected: boolean; onToggle: (orderId: string) => void }) {
  return (
    <>
      <td rowSpan={span} className={`${merged} ${stickySelect}`}>
        <input
          type="checkbox"
          className="mt-1 size-4 accent-brand-600"
          aria-label={`Select order ${id}`}
          checked={isSelected}
          onChange={() => onToggle(order._id)}
        />
      </td>
      <td rowSpan={span} className={`${merged} ${stickyOrder}`}>
        <p className="font-mono text-xs font-semibold">
          <OrderDetailLink orderId={order._id}>#{id}</OrderDetailLink>
        </p>
        <p className="mt-0.5 font-medium text-slate-900">{order.name}</p>
        <p className="max-w-46 truncate text-xs text-slate-500" title={order.email}>
          {order.email}
        </p>
        {span > 1 && <p className="mt-1 text-xs text-slate-400">{span} products</p>}
      </td>
    </>
  );
}

/** One line's product, quantity, extended and total warranty; "No products" across them for an order without lines. */
export function LineCells({ line, border }: { line: AdminOrderLine | null; border: string }) {
  if (!line)
    return (
      <td colSpan={4} className={`${cell} ${border} text-slate-400`}>
        No products
      </td>
    );
  return (
    <>
      <td className={`${cell} ${border} min-w-56 max-w-64`}>
        <LineProduct line={line} />
      </td>
      <td className={`${cell} ${border} text-center tabular-nums text-slate-900`}>{line.quantity}</td>
      <td className={`${cell} ${border} text-slate-700`}>{extendedWarrantyText(line)}</td>
      <td className={`${cell} ${border} whitespace-nowrap text-slate-700`}>{totalWarrantyText(line)}</td>
    </>
  );
}

/** Phone, total, payment, centres, city, state, status (opens Update Order Status) and order date, after the first line. */
export function OrderTrailCells({
  order,
  id,
  span,
  merged,
  onChangeStatus,
}: MergedCellsProps & { onChangeStatus: (order: AdminOrder) => void }) {
  return (
    <>
      <td rowSpan={span} className={`${merged} whitespace-nowrap tabular-nums text-slate-700`}>
        {order.phone}
      </td>
      <td rowSpan={span} className={`${merged} whitespace-nowrap font-medium tabular-nums text-slate-900`}>
        {formatRupees(order.totalPrice)}
      </td>
      <td rowSpan={span} className={merged}>
        <OrderPayment order={order} />
      </td>
      <td rowSpan={span} className={`${merged} min-w-36 text-slate-700`}>
        <p className="break-words">{order.dispatchCenter ?? '—'}</p>
        <OrderShipment order={order} showCentres={false} />
      </td>
      <td rowSpan={span} className={`${merged} min-w-32 break-words text-slate-700`}>
        {order.originCenter ?? '—'}
      </td>
      <td rowSpan={span} className={`${merged} min-w-32 break-words text-slate-700`}>
        {order.returnCenter ?? '—'}
      </td>
      <td rowSpan={span} className={`${merged} whitespace-nowrap text-slate-700`}>
        {order.city || '—'}
      </td>
      <td rowSpan={span} className={`${merged} whitespace-nowrap text-slate-700`}>
        {order.state || '—'}
      </td>
      <td rowSpan={span} className={merged}>
        <OrderStatusButton orderShortId={id} status={order.status} onClick={() => onChangeStatus(order)} />
      </td>
      <td rowSpan={span} className={`${merged} min-w-28 pr-5 text-xs text-slate-600`}>
        <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
      </td>
    </>
  );
}
