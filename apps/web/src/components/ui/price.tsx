/**
 * A product's price (storefront spec §2 product card; issue 7): the MRP includes all taxes, so the
 * struck-through MRP and the percent off stand beside the tax-inclusive price, like for like; the
 * price before GST (the spec's selling price) shows under it.
 */
import { formatRupees } from '../../lib/format';

interface PriceProps {
  /** Selling price with GST, rupees. */
  withGst: number;
  /** Selling price before GST, rupees. */
  beforeGst: number;
  /** MRP (tax-inclusive), rupees. */
  mrp: number;
  /** Whole percent the tax-inclusive price saves against the MRP (from the server). */
  discount: number;
  size?: 'md' | 'lg';
}

export function Price({ withGst, beforeGst, mrp, discount, size = 'md' }: PriceProps) {
  const big = size === 'lg';
  return (
    <div>
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
        <span className={`font-bold text-slate-900 ${big ? 'text-3xl' : 'text-lg'}`}>{formatRupees(withGst)}</span>
        {mrp > withGst && (
          <>
            <span className={`text-slate-500 line-through ${big ? 'text-base' : 'text-sm'}`}>
              <span className="sr-only">MRP </span>
              {formatRupees(mrp)}
            </span>
            {discount > 0 && (
              <span className={`font-semibold text-green-700 ${big ? 'text-base' : 'text-sm'}`}>{discount}% off</span>
            )}
          </>
        )}
      </div>
      <p className={`text-slate-500 ${big ? 'text-sm' : 'text-xs'}`}>
        incl. GST <span className="whitespace-nowrap">({formatRupees(beforeGst)} + GST)</span>
      </p>
    </div>
  );
}
