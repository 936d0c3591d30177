/** An order's details (shopper spec §2 profile): lines with prices, GST breakdown, totals and the delivery address. */
import { shortId } from '@shop/domain/orders/order-status';
import { Modal } from '../../../components/ui/modal';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/ui/status-badge';
import { formatDate, formatDateTime, formatRupees } from '../../../lib/format';
import type { Order } from '@shop/domain/orders/order.responses';
import { PaymentNoteLine } from './payment-note';

export function OrderDetailModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const money: [string, number][] = [
    ['MRP total', order.mrpTotal],
    ['Discount', -order.discountTotal],
    ['Taxable value', order.subtotal],
    ...(order.igst > 0 ? [['IGST', order.igst] as [string, number]] : [['CGST', order.cgst] as [string, number], ['SGST', order.sgst] as [string, number]]),
    ['Shipping', order.shippingCost],
  ];
  return (
    <Modal title={`Order #${shortId(order._id, 8)}`} size="lg" onClose={onClose}>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <OrderStatusBadge status={order.status} />
        <PaymentStatusBadge status={order.payment_status} prefix="Payment: " />
        <span>Placed {formatDateTime(order.created_at)}</span>
        {/* A cancelled or returned order is not on its way: no delivery date to promise. */}
        {order.expectedDelivery && order.status !== 'Cancelled' && order.status !== 'Returned' && <span>· Expected by {formatDate(order.expectedDelivery)}</span>}
      </div>
      <PaymentNoteLine order={order} className="mt-3" />
      <table className="mt-4 w-full text-sm">
        <thead className="text-left text-xs uppercase text-slate-500">
          <tr>
            <th className="py-2 font-semibold">Item</th>
            <th className="whitespace-nowrap py-2 pl-3 text-right font-semibold">Qty</th>
            <th className="whitespace-nowrap py-2 pl-3 text-right font-semibold">Price</th>
            <th className="whitespace-nowrap py-2 pl-3 text-right font-semibold">Total</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {order.products.map((line) => (
            <tr key={line._id}>
              <td className="py-2 pr-2">
                <p className="font-medium text-slate-800">{line.product_name}</p>
                <p className="text-xs text-slate-500">SKU {line.product_sku} · GST {line.product_tax_rate}% {formatRupees(line.gst_amount)}</p>
              </td>
              <td className="py-2 pl-3 text-right">{line.quantity}</td>
              <td className="whitespace-nowrap py-2 pl-3 text-right">{formatRupees(line.product_price)}</td>
              <td className="whitespace-nowrap py-2 pl-3 text-right font-semibold">{formatRupees(line.line_total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-4 space-y-1 border-t border-slate-200 pt-3 text-sm">
        {money.map(([label, value]) => (
          <div key={label} className="flex justify-between">
            <dt className="text-slate-600">{label}</dt>
            <dd>{label === 'Shipping' && value === 0 ? 'Free' : value < 0 ? `− ${formatRupees(-value)}` : formatRupees(value)}</dd>
          </div>
        ))}
        <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-bold">
          <dt>Total</dt>
          <dd>{formatRupees(order.totalPrice)}</dd>
        </div>
      </dl>
      <section className="mt-4 rounded-lg bg-slate-50 p-3 text-sm">
        <h3 className="font-semibold text-slate-900">Delivery address</h3>
        <p className="mt-1 text-slate-700">
          {order.name}, {order.phone}
          <br />
          {order.shippingAddress}, {order.city}
          {order.state && `, ${order.state}`} – {order.pincode}
        </p>
        {order.trackingUrl && (
          <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block font-semibold text-brand-700 hover:underline">
            Track shipment{order.waybill ? ` (${order.waybill})` : ''}
          </a>
        )}
      </section>
    </Modal>
  );
}
