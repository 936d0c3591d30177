/**
 * The lines of a priced cart or a placed order (issue 7; shopper spec §2 Checkout): picture, name,
 * the bulk tier's range tag, quantity × the tax-inclusive unit price, the line's total with GST, and the
 * line's problem in red. Quote lines and order lines are mapped by `linesOfQuote` / `linesOfOrder`
 * (renaming only: the figures are the server's).
 */
import type { Order } from '@shop/domain/orders/order.responses';
import type { CartQuote } from '@shop/domain/pricing/quote.responses';
import { formatRupees } from '../../lib/format';
import { Badge } from '../../components/ui/badge';

export interface PriceLine {
  key: string;
  name: string;
  image: string;
  quantity: number;
  /** The bulk tier's label ("20–49"), null for a regular line. */
  bulkRange: string | null;
  /** The tax-inclusive unit price, rupees: quantity × this is the line's total before any coupon (decision 055). */
  unitPriceWithGst: number;
  /** The line's total with GST (after its coupon share), rupees. */
  lineTotal: number;
  problem?: string | null;
  /** The extended warranty bought with the line (decision 039): months, value before GST and total with GST, rupees; null when none. */
  warranty?: { months: number; unitPrice: number; total: number } | null;
}

export const linesOfQuote = (quote: CartQuote): PriceLine[] =>
  quote.lines.map((line) => ({
    key: line.product_id,
    name: line.product_name,
    image: line.product_image_main,
    quantity: line.quantity,
    bulkRange: line.is_bulk_order ? line.bulk_range : null,
    unitPriceWithGst: line.unit_price_with_gst,
    lineTotal: line.line_total,
    problem: line.problem,
    warranty: line.warranty
      ? { months: line.warranty.months, unitPrice: line.warranty.unit_price, total: line.warranty.total }
      : null,
  }));

export const linesOfOrder = (order: Order): PriceLine[] =>
  order.products.map((line) => ({
    key: line._id,
    name: line.product_name,
    image: line.product_img_url,
    quantity: line.quantity,
    bulkRange: line.is_bulk_order ? line.bulk_range : null,
    unitPriceWithGst: line.product_price_with_gst,
    lineTotal: line.line_total,
    warranty: line.warranty
      ? {
          months: line.warranty.months,
          unitPrice: line.warranty.unit_price,
          total: line.warranty.taxable_value + line.warranty.gst_amount,
        }
      : null,
  }));

export function PriceLines({ lines, className = '' }: { lines: PriceLine[]; className?: string }) {
  return (
    <ul aria-label="Items" className={`divide-y divide-slate-100 text-sm ${className}`}>
      {lines.map((line) => (
        <li key={line.key} className="flex gap-3 py-2.5">
          {line.image ? (
            <img
              src={line.image}
              alt=""
              className="size-12 shrink-0 rounded-md border border-slate-200 object-contain p-0.5"
            />
          ) : (
            <span aria-hidden="true" className="size-12 shrink-0 rounded-md border border-slate-200 bg-slate-50" />
          )}
          <div className="min-w-0 flex-1">
            <p className="line-clamp-2 font-medium text-slate-800">{line.name}</p>
            <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
              {line.bulkRange && <Badge tone="teal">Bulk {line.bulkRange}</Badge>}
              <span className="tabular-nums">
                {line.quantity} × {formatRupees(line.unitPriceWithGst)}{' '}
                <span className="text-slate-500">incl. GST</span>
              </span>
            </p>
            {line.warranty && (
              <p className="mt-0.5 text-xs text-brand-800">
                Extended warranty +{line.warranty.months} months: {line.quantity} ×{' '}
                {formatRupees(line.warranty.unitPrice)} <span className="text-slate-500">+ GST</span>
              </p>
            )}
            {line.problem && <p className="mt-0.5 text-xs font-medium text-red-600">{line.problem}</p>}
          </div>
          <p className="shrink-0 text-right">
            <span className="block font-semibold tabular-nums text-slate-900">{formatRupees(line.lineTotal)}</span>
            <span className="block text-[11px] text-slate-500">incl. GST</span>
            {line.warranty && (
              <span className="block text-xs font-medium tabular-nums text-brand-800">
                + {formatRupees(line.warranty.total)}
              </span>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
