/**
 * One bulk order (admin spec §2 Bulk Orders Management): a header button that expands the card
 * (status badge, short id of 6, customer, date in India time, total, count of bulk items), and when
 * open the customer, the delivery address, the bulk and regular items, the total, the expected
 * delivery ('TBD' without one) and the status dropdown.
 */
import { shortId } from '@shop/domain/orders/order-status.rules';
import { useId, useState, type ReactNode } from 'react';
import { OrderStatusBadge } from '../../../../components/ui/status-badge';
import { formatDate, formatDateTime, formatRupees } from '../../../../lib/format';
import type { AdminOrder } from '../../orders/api/list-orders';
import { BulkOrderLines } from './bulk-order-lines';
import { BulkOrderStatus } from './bulk-order-status';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      <div className="mt-1 text-sm text-slate-800">{children}</div>
    </section>
  );
}

export function BulkOrderCard({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const short = shortId(order._id, 6);
  const bulkLines = order.products.filter((line) => line.is_bulk_order);
  const regularLines = order.products.filter((line) => !line.is_bulk_order);
  const bulkCount = order.bulkOrderCount || bulkLines.length;

  return (
    <article
      aria-label={`Bulk order ${short}`}
      className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600"
        >
          {/* Phones: status and id, then the customer, then date, total and count, each on a line. */}
          <span className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
            <span className="flex items-center gap-3">
              <OrderStatusBadge status={order.status} />
              <span className="font-mono text-sm font-semibold text-slate-900">#{short}</span>
            </span>
            <span className="min-w-0 truncate text-sm font-medium text-slate-800 sm:flex-1">{order.name}</span>
            <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <span className="text-sm text-slate-600">{formatDate(order.created_at)}</span>
              <span className="text-sm font-semibold text-slate-900">{formatRupees(order.totalPrice)}</span>
              <span className="rounded-full bg-orange-50 px-2 py-0.5 text-xs font-medium text-orange-800 ring-1 ring-orange-200">
                {bulkCount} bulk {bulkCount === 1 ? 'item' : 'items'}
              </span>
            </span>
          </span>
          <svg
            aria-hidden
            viewBox="0 0 20 20"
            fill="currentColor"
            className={`size-5 shrink-0 text-slate-400 transition-transform ${open ? 'rotate-180' : ''}`}
          >
            <path
              fillRule="evenodd"
              d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
              clipRule="evenodd"
            />
          </svg>
        </button>
      </h2>
      {open && (
        <div id={panelId} className="space-y-5 border-t border-slate-200 px-4 py-4">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Section title="Customer information">
              <p className="font-medium">{order.name}</p>
              <p className="break-all">{order.email}</p>
              <p>{order.phone || 'Not provided'}</p>
            </Section>
            <Section title="Shipping address">
              <p>{order.shippingAddress}</p>
              <p>Pincode: {order.pincode}</p>
              <p>City: {order.city}</p>
            </Section>
            <Section title="Order">
              <p>Placed {formatDateTime(order.created_at)}</p>
              <p>Payment: {order.payment_status}</p>
              <p>Expected delivery: {order.expectedDelivery ? formatDate(order.expectedDelivery) : 'TBD'}</p>
            </Section>
            <BulkOrderStatus order={order} />
          </div>
          <BulkOrderLines title="Bulk items" lines={bulkLines} bulk />
          {regularLines.length > 0 && <BulkOrderLines title="Regular items" lines={regularLines} />}
          <p className="flex justify-between border-t border-slate-200 pt-3 text-base font-semibold text-slate-900">
            <span>Total (incl. GST and shipping)</span>
            <span>{formatRupees(order.totalPrice)}</span>
          </p>
        </div>
      )}
    </article>
  );
}
