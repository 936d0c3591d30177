/**
 * One order as a card for phones and narrow screens (admin spec §2 "Order Management"): its
 * checkbox, short id (a link to the order), date, customer, status button, each product line with
 * its quantity and warranties, and the facts (total, payment, city, state, centres, shipment).
 */
import { shortId } from '@shop/domain/orders/order-status.rules';
import type { ReactNode } from 'react';
import { formatDateTime, formatRupees } from '../../../../lib/format';
import { OrderDetailLink } from '../../order-detail/components/order-detail-link';
import type { AdminOrder } from '../api/list-orders';
import { extendedWarrantyText, LineProduct, totalWarrantyText } from './order-line-cells';
import { OrderPayment } from './order-payment';
import { OrderShipment } from './order-shipment';
import { OrderStatusButton } from './order-status-button';

function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="break-words text-slate-800">{children}</dd>
    </div>
  );
}

interface OrderCardProps {
  order: AdminOrder;
  isSelected: boolean;
  onToggle: (orderId: string) => void;
  onChangeStatus: (order: AdminOrder) => void;
}

/** The card for `order`, tinted when selected. */
export function OrderCard({ order, isSelected, onToggle, onChangeStatus }: OrderCardProps) {
  const id = shortId(order._id, 6);
  return (
    <li data-order-id={order._id} className={`space-y-3 p-4 ${isSelected ? 'bg-brand-50/60' : ''}`}>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
          aria-label={`Select order ${id}`}
          checked={isSelected}
          onChange={() => onToggle(order._id)}
        />
        <div className="min-w-0 flex-1">
          <p className="font-mono text-xs font-semibold text-slate-500">
            <OrderDetailLink orderId={order._id}>#{id}</OrderDetailLink> ·{' '}
            <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
          </p>
          <p className="font-medium text-slate-900">{order.name}</p>
          <p className="truncate text-xs text-slate-500">{order.email}</p>
          <p className="text-xs tabular-nums text-slate-500">{order.phone}</p>
        </div>
        <OrderStatusButton orderShortId={id} status={order.status} onClick={() => onChangeStatus(order)} />
      </div>
      <ul className="rounded-lg ring-1 ring-slate-200">
        {order.products.map((line) => (
          <li key={line._id} className="space-y-1.5 p-3 not-first:border-t not-first:border-slate-100">
            <div className="flex items-center gap-3">
              <div className="min-w-0 flex-1">
                <LineProduct line={line} />
              </div>
              <span
                className="shrink-0 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium tabular-nums text-slate-700"
                aria-label={`Quantity ${line.quantity}`}
              >
                ×{line.quantity}
              </span>
            </div>
            <p className="text-xs text-slate-500">
              Warranty <span className="font-medium text-slate-700">{totalWarrantyText(line)}</span> · Extended{' '}
              <span className="font-medium text-slate-700">{extendedWarrantyText(line)}</span>
            </p>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-3 text-sm">
        <Fact label="Total">
          <span className="font-semibold tabular-nums text-slate-900">{formatRupees(order.totalPrice)}</span>
        </Fact>
        <Fact label="Payment">
          <OrderPayment order={order} />
        </Fact>
        <Fact label="City">{order.city || '—'}</Fact>
        <Fact label="State">{order.state || '—'}</Fact>
        <Fact label="Dispatch centre">{order.dispatchCenter ?? '—'}</Fact>
        <Fact label="Origin centre">{order.originCenter ?? '—'}</Fact>
        <Fact label="Return centre" wide>
          {order.returnCenter ?? '—'}
        </Fact>
        {order.shipment && (
          <Fact label="Shipment" wide>
            <OrderShipment order={order} showCentres={false} />
          </Fact>
        )}
      </dl>
    </li>
  );
}
