/**
 * One order in Your Orders (shopper spec §2 profile): short id, date, status, payment (and what an
 * expired or refunded payment means), items and total, with View Details and, once delivered, Return (§4).
 */
import { shortOrderId } from '@shop/domain/orders/order-tracking.rules';
import { Button } from '../../../components/ui/button';
import { OrderCardHeader } from '../../../shared/orders/order-card-header';
import { formatRupees } from '../../../lib/format';
import type { Order } from '@shop/domain/orders/order.responses';
import { CopyOrderId } from './copy-order-id';
import { InvoiceDownload } from './invoice-download';
import { PaymentNoteLine } from './payment-note';
import { OrderReturnAction, OrderReturnNote } from './returns/order-return';

export function OrderCard({ order, onOpen }: { order: Order; onOpen: () => void }) {
  return (
    <article
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
      aria-label={`Order ${shortOrderId(order._id)}`}
    >
      <OrderCardHeader
        shortId={shortOrderId(order._id)}
        createdAt={order.created_at}
        status={order.status}
        paymentStatus={order.payment_status}
      />
      <PaymentNoteLine order={order} className="mx-4 mt-3" />
      <ul className="space-y-2 px-4 py-3">
        {order.products.map((line) => (
          <li key={line._id} className="flex items-center gap-3 text-sm">
            {line.product_img_url && (
              <img
                src={line.product_img_url}
                alt=""
                className="size-10 shrink-0 rounded-md border border-slate-200 object-contain p-0.5"
              />
            )}
            <span className="min-w-0 flex-1 truncate text-slate-800">{line.product_name}</span>
            <span className="shrink-0 text-slate-500">
              × {line.quantity}
              {/* A partial return keeps the order's status: the line says how many units are being returned. */}
              {line.returned_quantity > 0 && (
                <span className="ml-1 font-medium text-indigo-700">· {line.returned_quantity} returned</span>
              )}
            </span>
          </li>
        ))}
      </ul>
      <OrderReturnNote order={order} className="mx-4 mb-3" />
      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-4 py-3">
        <p className="text-sm text-slate-600">
          Total <span className="ml-1 text-base font-bold text-slate-900">{formatRupees(order.totalPrice)}</span>
        </p>
        <div className="flex flex-wrap gap-2 whitespace-nowrap">
          <CopyOrderId orderId={order._id} />
          <OrderReturnAction order={order} />
          <InvoiceDownload order={order} />
          <Button variant="outline" size="sm" onClick={onOpen}>
            View Details
          </Button>
        </div>
      </footer>
    </article>
  );
}
