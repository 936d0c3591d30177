/** A selling price with the MRP struck through and the percent off (storefront spec §2 product card). */
import { formatRupees } from '../../lib/format';

interface PriceProps {
  price: number;
  mrp: number;
  discount: number;
  size?: 'md' | 'lg';
}

export function Price({ price, mrp, discount, size = 'md' }: PriceProps) {
  const big = size === 'lg';
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <span className={`font-bold text-slate-900 ${big ? 'text-3xl' : 'text-lg'}`}>{formatRupees(price)}</span>
      {mrp > price && (
        <>
          <span className={`text-slate-500 line-through ${big ? 'text-base' : 'text-sm'}`}>
            <span className="sr-only">MRP </span>
            {formatRupees(mrp)}
          </span>
          {discount > 0 && <span className={`font-semibold text-green-700 ${big ? 'text-base' : 'text-sm'}`}>{discount}% off</span>}
        </>
      )}
    </div>
  );
}
