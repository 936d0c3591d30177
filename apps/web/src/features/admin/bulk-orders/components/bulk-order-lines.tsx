/**
 * The items of a bulk order (admin spec §2): each bulk line with its 'BULK ORDER' tag, range,
 * quantity, price, original price and discount; regular lines with quantity and price. Prices are
 * the order's as stored: the unit price before GST and the tax-inclusive MRP it is compared with.
 */
import { Badge } from '../../../../components/ui/badge';
import { formatRupees } from '../../../../lib/format';
import type { AdminOrderLine } from '../../orders/api/list-orders';

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function Line({ line, bulk }: { line: AdminOrderLine; bulk: boolean }) {
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 font-medium text-slate-900">{line.product_name}</span>
        {bulk && <Badge tone="orange">BULK ORDER</Badge>}
        {line.product_sku && <span className="text-xs text-slate-500">SKU {line.product_sku}</span>}
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-6">
        {bulk && <Figure label="Range">{line.bulk_range ?? '—'} units</Figure>}
        <Figure label="Quantity">{line.quantity}</Figure>
        <Figure label="Price (before GST)">{formatRupees(line.product_price)}</Figure>
        <Figure label="Original price (MRP)">
          <span className={line.original_price > line.product_price ? 'text-slate-500 line-through' : ''}>
            {formatRupees(line.original_price)}
          </span>
        </Figure>
        <Figure label="Discount">{line.product_discount ? `${line.product_discount}%` : '—'}</Figure>
        <Figure label="Line total">{formatRupees(line.line_total)}</Figure>
      </dl>
    </li>
  );
}

export function BulkOrderLines({
  title,
  lines,
  bulk = false,
}: {
  title: string;
  lines: AdminOrderLine[];
  bulk?: boolean;
}) {
  return (
    <section>
      <h3 className="text-sm font-semibold text-slate-900">
        {title} ({lines.length})
      </h3>
      <ul className="mt-2 space-y-2">
        {lines.map((line) => (
          <Line key={line._id} line={line} bulk={bulk} />
        ))}
      </ul>
    </section>
  );
}
