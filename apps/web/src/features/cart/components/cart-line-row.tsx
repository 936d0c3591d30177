/**
 * One cart line (shopper spec §2 Cart, §5, §9; issue 7): image, name linking to the product, SKU,
 * the bulk tag ('Bulk 20–49'), the quote's unit price, MRP and % off, the line total, a stepper
 * capped at the stock ('Only {n} items available in stock') that keeps a bulk line in a valid
 * tier (lib/bulk-step.ts), Remove, the quote's problem in red and, with 5 or fewer units left,
 * the orange 'Only {n} left in stock'.
 */
import { Link } from 'react-router';
import { FEW_LEFT_THRESHOLD, fewLeftMessage } from '@shop/domain/catalog/stock-label.rules';
import { BULK_NEEDS_STOCK } from '@shop/domain/pricing/quantity-tiers.rules';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useCart } from '../lib/cart-context';
import { onlyInStock, type CartItem } from '../lib/cart-items';
import type { QuoteLine } from '../hooks/use-cart-pricing';
import { useLineQuantity } from '../hooks/use-line-quantity';
import { CartLineHeading } from './cart-line-heading';
import { WarrantyRow } from './cart-line-warranty';
import { LinePrice, LinePricePlaceholder } from './line-price';

interface CartLineRowProps {
  item: CartItem;
  line?: QuoteLine;
  /** Why the server refused to price this line (a bulk quantity outside its tier, a product gone). */
  error?: string;
  isRepricing: boolean;
}

/** The line as a list item; `line` is the quote's pricing of it, absent until the first quote. */
export function CartLineRow({ item, line, error, isRepricing }: CartLineRowProps) {
  const cart = useCart();
  const name = line?.product_name ?? item.product_name;
  const image = line?.product_image_main ?? item.product_image_main;
  const stock = line?.stock;
  const problem = error ?? line?.problem ?? undefined;

  const { note, changeQuantity } = useLineQuantity(item, line, stock);

  return (
    <li className={`flex gap-4 p-4 ${problem ? 'bg-red-50/60' : ''}`} aria-busy={isRepricing || undefined}>
      <Link
        to={paths.product(item.product_id)}
        className="size-16 shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-white p-1 sm:size-24"
        tabIndex={-1}
        aria-hidden="true"
      >
        {image && <img src={image} alt="" className="size-full object-contain" />}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <CartLineHeading item={item} line={line} name={name} isRepricing={isRepricing} />
        {line ? (
          <div className={isRepricing ? 'opacity-60' : undefined}>
            <LinePrice line={line} />
          </div>
        ) : (
          <LinePricePlaceholder />
        )}
        {(item.extended_warranty || line?.warranty_offer) && (
          <WarrantyRow item={item} line={line} isRepricing={isRepricing} />
        )}
        {problem && (
          <p role="alert" className="text-sm font-medium text-red-600">
            {problem}
          </p>
        )}
        {item.is_bulk_order && (error || line?.problem?.endsWith(BULK_NEEDS_STOCK)) && (
          <button
            type="button"
            onClick={() => cart.setRange(item.product_id, null)}
            className="self-start text-sm font-semibold text-brand-700 hover:underline"
          >
            Use the regular price instead
          </button>
        )}
        {!problem && stock !== undefined && stock > 0 && stock <= FEW_LEFT_THRESHOLD && (
          <p className="self-start rounded-md bg-orange-50 px-2 py-0.5 text-sm font-semibold text-orange-700">
            {fewLeftMessage(stock)}
          </p>
        )}
        {note && (
          <p role="status" className="text-sm text-slate-700">
            {note}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <QuantityStepper
            value={item.quantity}
            max={stock !== undefined ? Math.max(stock, 1) : item.quantity}
            disabled={!line || stock === 0 || Boolean(item.bulk_quote_line_id)}
            label={`Quantity of ${name}`}
            onChange={changeQuantity}
            onLimit={(max) => toast.error(onlyInStock(max))}
          />
          <button
            type="button"
            onClick={() => cart.remove(item.product_id)}
            className="text-sm font-semibold text-red-600 hover:underline"
          >
            Remove<span className="sr-only"> {name}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
