/** One line of the Current Order drawer (shopper spec §2 Cart; issue 7): picture, name, quantity, bulk tag, problem and total. */
import { Badge } from '../../../components/ui/badge';
import { formatRupees } from '../../../lib/format';
import type { QuoteLine } from '../hooks/use-cart-pricing';
import type { CartItem } from '../lib/cart-items';

interface DrawerLineProps {
  item: CartItem;
  line?: QuoteLine;
  /** Why the server refused to price this line, if it did. */
  error?: string;
  isRepricing: boolean;
}

/** The line as a list item; the total shows once the line is priced. */
export function DrawerLine({ item, line, error, isRepricing }: DrawerLineProps) {
  const problem = error ?? line?.problem;
  const image = line?.product_image_main ?? item.product_image_main;
  return (
    <li className="flex items-start gap-3 py-3">
      {image && (
        <img src={image} alt="" className="size-12 shrink-0 rounded border border-slate-200 object-contain p-0.5" />
      )}
      <div className="min-w-0 flex-1 text-sm">
        <p className="line-clamp-2 font-medium text-slate-900">{line?.product_name ?? item.product_name}</p>
        <p className="mt-0.5 flex flex-wrap items-center gap-2 text-slate-600">
          <span>Qty {item.quantity}</span>
          {item.is_bulk_order && item.bulk_range && <Badge tone="teal">Bulk {item.bulk_range}</Badge>}
        </p>
        {problem && <p className="mt-0.5 text-red-600">{problem}</p>}
      </div>
      {line && (
        <p className={`shrink-0 text-sm font-semibold tabular-nums text-slate-900 ${isRepricing ? 'opacity-60' : ''}`}>
          {formatRupees(line.line_total)}
        </p>
      )}
    </li>
  );
}
