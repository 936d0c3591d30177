/**
 * A cart line's heading (shopper spec §2 Cart): the name linking to the product, the SKU, the bulk
 * tag ('Bulk 20–49'), and the line total incl. GST (after the coupon when one applies).
 */
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { paths } from '../../../config/paths';
import { formatRupees } from '../../../lib/format';
import type { QuoteLine } from '../hooks/use-cart-pricing';
import type { CartItem } from '../lib/cart-items';

interface CartLineHeadingProps {
  item: CartItem;
  line?: QuoteLine;
  /** The name to show: the quote's, else the cart's. */
  name: string;
  isRepricing: boolean;
}

/** The heading row; the total shows once the line is priced (a placeholder of its size before), dimmed while it is priced again. */
export function CartLineHeading({ item, line, name, isRepricing }: CartLineHeadingProps) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <h2 className="line-clamp-2 text-sm font-semibold text-slate-900 sm:text-base">
          <Link to={paths.product(item.product_id)} className="hover:text-brand-700 hover:underline">
            {name}
          </Link>
        </h2>
        <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-slate-500">
          {line?.SKU && <span>SKU: {line.SKU}</span>}
          {!line && <span className="h-4 w-32 animate-pulse rounded bg-slate-100" aria-hidden="true" />}
          {item.is_bulk_order && item.bulk_range && <Badge tone="teal">Bulk {item.bulk_range}</Badge>}
          {line?.bulk_quote_number && <Badge tone="teal">Quote {line.bulk_quote_number}</Badge>}
        </p>
      </div>
      {!line && (
        // Holds the total's place until the first quote, so the name and the lines below do not move.
        <span className="grid w-24 shrink-0 justify-items-end gap-1 sm:w-28" aria-hidden="true">
          <span className="h-5 w-20 animate-pulse rounded bg-slate-100" />
          <span className="h-3 w-12 animate-pulse rounded bg-slate-100" />
        </span>
      )}
      {line && (
        <p
          className={`w-24 shrink-0 text-right text-sm font-bold sm:w-auto sm:max-w-40 text-slate-900 sm:text-base ${isRepricing ? 'opacity-60' : ''}`}
        >
          <span className="block">{formatRupees(line.line_total)}</span>
          <span className="block text-xs font-normal text-slate-500">
            {line.coupon_discount > 0 ? 'after coupon, incl. GST' : 'incl. GST'}
          </span>
        </p>
      )}
    </div>
  );
}
