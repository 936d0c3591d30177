/**
 * An order's details (shopper spec §2 profile): its stored lines with their bulk range and the
 * figures the checkout showed (OrderFigures: coupon, taxable value, CGST + SGST or IGST, shipping,
 * total), and the delivery address with the business buyer's company name and GSTIN.
 */
import { shortOrderId } from '@shop/domain/orders/order-tracking.rules';
import { TrackingLink } from '../../../shared/orders/tracking-link';
import { Modal } from '../../../components/ui/modal';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/ui/status-badge';
import { OrderFigures } from '../../../shared/pricing/order-figures';
import { formatDate, formatDateTime } from '../../../lib/format';
import type { Order } from '@shop/domain/orders/order.responses';
import { OrderCancel } from './order-cancel';
import { PaymentNoteLine } from './payment-note';

export function OrderDetailModal({ order, onClose }: { order: Order; onClose: () => void }) {
  return (
    <Modal title={`Order #${shortOrderId(order._id)}`} size="lg" onClose={onClose}>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <OrderStatusBadge status={order.status} />
        <PaymentStatusBadge status={order.payment_status} prefix="Payment: " />
        <span>Placed {formatDateTime(order.created_at)}</span>
        <span className="font-mono text-xs text-slate-500">{order._id}</span>
        {/* A cancelled or returned order is not on its way: no delivery date to promise. */}
        {order.expectedDelivery && order.status !== 'Cancelled' && order.status !== 'Returned' && (
          <span>· Expected by {formatDate(order.expectedDelivery)}</span>
        )}
      </div>
      <PaymentNoteLine order={order} className="mt-3" />
      <div className="mt-4">
        <OrderFigures order={order} />
      </div>
      <section className="mt-4 rounded-lg bg-slate-50 p-3 text-sm">
        <h3 className="font-semibold text-slate-900">Delivery address</h3>
        <p className="mt-1 text-slate-700">
          {order.name}, {order.phone}
          <br />
          {order.shippingAddress}, {order.city}
          {order.state && `, ${order.state}`} – {order.pincode}
        </p>
        {(order.companyName || order.gstNumber) && (
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-slate-700">
            {order.companyName && (
              <>
                <dt className="text-slate-500">Company</dt>
                <dd>{order.companyName}</dd>
              </>
            )}
            {order.gstNumber && (
              <>
                <dt className="text-slate-500">GSTIN</dt>
                <dd className="font-mono">{order.gstNumber}</dd>
              </>
            )}
          </dl>
        )}
        <TrackingLink
          url={order.trackingUrl}
          className="mt-2 inline-block font-semibold text-brand-700 hover:underline"
        >
          Track shipment{order.waybill ? ` (${order.waybill})` : ''}
        </TrackingLink>
      </section>
      <OrderCancel order={order} />
    </Modal>
  );
}
