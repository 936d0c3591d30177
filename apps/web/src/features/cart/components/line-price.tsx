/**
 * A cart line's unit price from the quote (shopper spec §2 Product detail, Cart; issue 7): the
 * tax-inclusive unit price, the MRP struck through and the % off (like for like, both with
 * GST), then the price before GST; a bulk line shows its tier's price with the regular price
 * (before GST) struck beside it.
 */
import type { QuoteLine } from '../hooks/use-cart-pricing';
import { formatRupees } from '../../../lib/format';

export function LinePrice({ line }: { line: QuoteLine }) {
  const bulk = line.is_bulk_order && line.regular_unit_price > line.unit_price;
  return (
    <div className="text-sm">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold text-slate-900">{formatRupees(line.unit_price_with_gst)}</span>
        <span className="text-xs text-slate-500">each incl. GST</span>
        {line.mrp > line.unit_price_with_gst && (
          <>
            <span className="text-xs text-slate-500">
              MRP <s>{formatRupees(line.mrp)}</s>
            </span>
            {line.discount > 0 && <span className="text-xs font-semibold text-green-700">{line.discount}% off</span>}
          </>
        )}
      </p>
      <p className="text-xs text-slate-500">
        {formatRupees(line.unit_price)} + GST
        {bulk && (
          <>
            {', regular '}
            <s>{formatRupees(line.regular_unit_price)}</s>
          </>
        )}
      </p>
    </div>
  );
}
