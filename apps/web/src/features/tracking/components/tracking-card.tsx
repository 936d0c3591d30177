/**
 * One order's tracking view (shopper spec §2 Track order): short id, placed date, order and payment
 * status, expected delivery, items, total, the timeline and, once shipped, the waybill with its
 * live-tracking link (the shop's own page here, a courier's page in a new tab).
 */
import type { TrackingView } from '@shop/domain/orders/order-tracking.responses';
import { buttonClasses } from '../../../components/ui/button';
import { OrderCardHeader } from '../../../shared/orders/order-card-header';
import { TrackingLink, trackingTarget } from '../../../shared/orders/tracking-link';
import { formatDate, formatRupees } from '../../../lib/format';
import { OrderTimeline } from './order-timeline';

export function TrackingCard({ order }: { order: TrackingView }) {
  return (
    <article className="rounded-xl border border-slate-200 bg-white shadow-sm" aria-label={`Order ${order.shortId}`}>
      <OrderCardHeader
        shortId={order.shortId}
        createdAt={order.created_at}
        status={order.status}
        paymentStatus={order.payment_status}
      />
      <div className="grid grid-cols-1 gap-5 px-4 py-4 md:grid-cols-2">
        <section aria-label="Progress" className="min-w-0">
          <h3 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500">Progress</h3>
          <OrderTimeline events={order.timeline} />
        </section>
        <section aria-label="Details" className="min-w-0 space-y-3 text-sm">
          {order.expectedDelivery && order.status !== 'Cancelled' && (
            <p className="text-slate-700">
              Expected delivery:{' '}
              <span className="font-semibold text-slate-900">{formatDate(order.expectedDelivery)}</span>
            </p>
          )}
          <ul className="space-y-1.5">
            {order.products.map((line, i) => (
              <li key={`${line.product_name}-${i}`} className="flex items-center gap-3">
                {line.product_img_url && (
                  <img
                    src={line.product_img_url}
                    alt=""
                    className="size-9 shrink-0 rounded-md border border-slate-200 object-contain p-0.5"
                  />
                )}
                <span className="min-w-0 flex-1 truncate text-slate-800">{line.product_name}</span>
                <span className="shrink-0 text-slate-500">× {line.quantity}</span>
              </li>
            ))}
          </ul>
          <p className="flex justify-between border-t border-slate-100 pt-2 font-semibold text-slate-900">
            <span>Total</span>
            <span>{formatRupees(order.totalPrice)}</span>
          </p>
          {order.waybill ? (
            <div className="rounded-lg bg-slate-50 p-3">
              <p className="text-slate-700">
                Waybill: <span className="font-mono font-semibold text-slate-900">{order.waybill}</span>
              </p>
              <TrackingLink url={order.trackingUrl} className={buttonClasses('primary', 'sm', 'mt-2')}>
                Live tracking{trackingTarget(order.trackingUrl)?.external ? ' ↗' : ''}
              </TrackingLink>
            </div>
          ) : (
            <p className="text-slate-500">
              No waybill yet: the courier's tracking link appears here once the shipment is booked.
            </p>
          )}
        </section>
      </div>
    </article>
  );
}
