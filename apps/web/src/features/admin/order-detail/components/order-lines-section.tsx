/** The order's lines (product, SKU, HSN, warranty, quantity, unit price, taxable value, GST, line total) and its totals as the server stored them. */
import { warrantyLabel } from '@shop/domain/catalog/warranty.rules';
import type { OrderDetail } from '../api/get-order-detail';
import { Badge } from '../../../../components/ui/badge';
import { formatRupees } from '../../../../lib/format';
import { DetailSection } from './detail-section';

type DetailOrder = OrderDetail['order'];

function Totals({ order }: { order: DetailOrder }) {
  const rows: [string, number, boolean?][] = [
    ['Items (before GST)', order.itemsSubtotal],
    ...(order.tierSavings > 0 ? [['Bulk savings', -order.tierSavings] as [string, number]] : []),
    ...(order.couponDiscount > 0
      ? [[`Coupon ${order.appliedCoupon?.code ?? ''}`.trim(), -order.couponDiscount] as [string, number]]
      : []),
    ['Taxable value', order.subtotal],
    ...(order.supply === 'intra'
      ? ([
          ['CGST', order.cgst],
          ['SGST', order.sgst],
        ] as [string, number][])
      : ([['IGST', order.igst]] as [string, number][])),
    ['Shipping', order.shippingCost],
    ['Total', order.totalPrice, true],
  ];
  return (
    <div className="ml-auto mt-4 w-full max-w-sm">
      <dl className="space-y-1 text-sm">
        {rows.map(([label, amount, strong]) => (
          <div
            key={label}
            className={`flex justify-between gap-4 ${strong ? 'border-t border-slate-200 pt-2 text-base font-semibold text-slate-900' : 'text-slate-600'}`}
          >
            <dt>{label}</dt>
            <dd className="tabular-nums">{amount < 0 ? `− ${formatRupees(-amount)}` : formatRupees(amount)}</dd>
          </div>
        ))}
      </dl>
      {order.discountTotal > 0 && (
        <p className="pt-1 text-right text-xs text-green-700">
          Saves {formatRupees(order.discountTotal)} against MRP (tax included)
        </p>
      )}
    </div>
  );
}

export function OrderLinesSection({ order }: { order: DetailOrder }) {
  return (
    <DetailSection title="Lines" aside={`${order.products.length} ${order.products.length === 1 ? 'line' : 'lines'}`}>
      <ul className="divide-y divide-slate-100">
        {order.products.map((line) => (
          <li key={line._id} className="flex gap-3 py-3 first:pt-0">
            {line.product_img_url ? (
              <img
                src={line.product_img_url}
                alt=""
                className="size-14 shrink-0 rounded-lg object-cover ring-1 ring-slate-200"
                loading="lazy"
              />
            ) : (
              <div aria-hidden className="size-14 shrink-0 rounded-lg bg-slate-100" />
            )}
            <div className="min-w-0 flex-1 sm:flex sm:gap-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{line.product_name}</p>
                <p className="text-xs text-slate-500">
                  SKU {line.product_sku || '—'} · HSN {line.product_hsn_code || '—'} · GST {line.product_tax_rate}%
                </p>
                <p className="text-xs text-slate-500">
                  Warranty {warrantyLabel(line.total_warranty)} · Extended warranty{' '}
                  {line.extended_warranty ? 'Yes' : 'No'}
                </p>
                {line.is_bulk_order && (
                  <Badge tone="indigo" className="mt-1">
                    Bulk {line.bulk_range}
                  </Badge>
                )}
                {line.returned_quantity > 0 && (
                  <Badge tone="indigo" className="ml-1 mt-1">
                    {line.returned_quantity} of {line.quantity} in return requests
                  </Badge>
                )}
                <p className="mt-1 text-sm text-slate-600">
                  {line.quantity} × {formatRupees(line.product_price)}{' '}
                  <span className="text-xs text-slate-500">(MRP {formatRupees(line.original_price)})</span>
                </p>
              </div>
              <div className="mt-1 flex flex-wrap items-baseline gap-x-3 text-sm sm:mt-0 sm:block sm:shrink-0 sm:text-right">
                <p className="font-semibold tabular-nums text-slate-900">{formatRupees(line.line_total)}</p>
                <p className="text-xs tabular-nums text-slate-500">Taxable {formatRupees(line.taxable_value)}</p>
                <p className="text-xs tabular-nums text-slate-500">GST {formatRupees(line.gst_amount)}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <Totals order={order} />
    </DetailSection>
  );
}
