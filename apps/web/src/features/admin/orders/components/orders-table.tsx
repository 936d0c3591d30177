/**
 * Order Management as the spec's table (admin spec §2): one row per product line, the order's own
 * cells merged (rowSpan) across its lines. Columns: select, order details, product, quantity,
 * extended warranty, total warranty, phone, total, payment, dispatch, origin and return centre,
 * city, state, status (opens Update Order Status) and order date in India time. Wider than a
 * laptop screen, so it scrolls sideways with the select and order columns held in place.
 */
import { shortId } from '@shop/domain/orders/order-status';
import { OrderDetailLink } from '../../order-detail/components/order-detail-link';
import { formatDateTime, formatRupees } from '../../../../lib/format';
import type { AdminOrder, AdminOrderLine } from '../api/list-orders';
import { extendedWarrantyText, LineProduct, totalWarrantyText } from './order-line-cells';
import { OrderPayment } from './order-payment';
import { OrderShipment } from './order-shipment';
import { OrderStatusButton } from './order-status-button';

interface OrdersTableProps {
  orders: AdminOrder[];
  selected: ReadonlySet<string>;
  onToggle: (orderId: string) => void;
  onToggleAll: () => void;
  onChangeStatus: (order: AdminOrder) => void;
}

const HEADINGS = [
  'Product',
  'Qty',
  'Extended warranty',
  'Total warranty',
  'Phone',
  'Total',
  'Payment',
  'Dispatch centre',
  'Origin centre',
  'Return centre',
  'City',
  'State',
  'Status',
  'Order date',
];
// Headings wrap between words: the Yes/No and month columns need no more than their longest word.
const th =
  'px-3 py-3 text-left align-bottom text-xs font-semibold uppercase leading-tight tracking-wide text-slate-500';
const cell = 'px-3 py-3 align-top';
// The select and order columns stay in view while the rest scrolls sideways.
const stickySelect = 'sticky left-0 z-10 w-10 bg-white pl-4 pr-2';
const stickyOrder =
  'sticky left-10 z-10 w-52 min-w-52 max-w-52 bg-white shadow-[inset_-1px_0_0_var(--color-slate-200)]';

/** A placeholder line for an order without lines, so it still shows as a row. */
const NO_LINE = null;

export function OrdersTable({ orders, selected, onToggle, onToggleAll, onChangeStatus }: OrdersTableProps) {
  const allSelected = orders.length > 0 && orders.every((order) => selected.has(order._id));
  const someSelected = !allSelected && orders.some((order) => selected.has(order._id));
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full border-separate border-spacing-0 text-sm">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={`${th} ${stickySelect} bg-slate-50 border-b border-slate-200`}>
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                aria-label="Select all orders on this page"
                checked={allSelected}
                ref={(box) => {
                  if (box) box.indeterminate = someSelected;
                }}
                onChange={onToggleAll}
              />
            </th>
            <th scope="col" className={`${th} ${stickyOrder} bg-slate-50 border-b border-slate-200`}>
              Order details
            </th>
            {HEADINGS.map((heading) => (
              <th key={heading} scope="col" className={`${th} border-b border-slate-200 last:pr-5`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        {orders.map((order) => {
          const id = shortId(order._id, 6);
          const lines: (AdminOrderLine | typeof NO_LINE)[] = order.products.length > 0 ? order.products : [NO_LINE];
          const span = lines.length;
          const isSelected = selected.has(order._id);
          const rowTone = isSelected ? 'bg-brand-50/60' : 'bg-white';
          // Each order is its own <tbody>: its lines hover and highlight together.
          return (
            <tbody key={order._id} className="group" data-order-id={order._id}>
              {lines.map((line, i) => {
                const first = i === 0;
                const last = i === span - 1;
                const border = last ? 'border-b border-slate-200' : 'border-b border-dashed border-slate-100';
                const merged = `${cell} border-b border-slate-200 ${rowTone}`;
                return (
                  <tr key={line?._id ?? 'none'} className={rowTone}>
                    {first && (
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
                    )}
                    {line ? (
                      <>
                        <td className={`${cell} ${border} min-w-56 max-w-64`}>
                          <LineProduct line={line} />
                        </td>
                        <td className={`${cell} ${border} text-center tabular-nums text-slate-900`}>{line.quantity}</td>
                        <td className={`${cell} ${border} text-slate-700`}>{extendedWarrantyText(line)}</td>
                        <td className={`${cell} ${border} whitespace-nowrap text-slate-700`}>
                          {totalWarrantyText(line)}
                        </td>
                      </>
                    ) : (
                      <td colSpan={4} className={`${cell} ${border} text-slate-400`}>
                        No products
                      </td>
                    )}
                    {first && (
                      <>
                        <td rowSpan={span} className={`${merged} whitespace-nowrap tabular-nums text-slate-700`}>
                          {order.phone}
                        </td>
                        <td
                          rowSpan={span}
                          className={`${merged} whitespace-nowrap font-medium tabular-nums text-slate-900`}
                        >
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
                          <OrderStatusButton
                            orderShortId={id}
                            status={order.status}
                            onClick={() => onChangeStatus(order)}
                          />
                        </td>
                        <td rowSpan={span} className={`${merged} min-w-28 pr-5 text-xs text-slate-600`}>
                          <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
                        </td>
                      </>
                    )}
                  </tr>
                );
              })}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
