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

/**
 * LinePrice's place before the first quote: as tall as the price usually is (three lines on a
 * phone, where the MRP wraps; two from `sm`), so the lines below do not move when it comes.
 */
export function LinePricePlaceholder() {
  return (
    <div className="grid h-14 content-start gap-2 sm:h-9" aria-hidden="true">
      <span className="h-4 w-44 animate-pulse rounded bg-slate-100" />
      <span className="h-3 w-24 animate-pulse rounded bg-slate-100" />
    </div>
  );
}
