/**
 * One cart line (shopper spec §2 Cart, §5, §9; issue 7): image, name linking to the product, SKU,
 * the bulk tag ('Bulk 20–49'), the quote's unit price, MRP and % off, the line total, a stepper
 * capped at the stock ('Only {n} items available in stock') that keeps a bulk line in a valid
 * tier (lib/bulk-step.ts), Remove, the quote's problem in red and, with 5 or fewer units left,
 * the orange 'Only {n} left in stock'.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { FEW_LEFT_THRESHOLD, fewLeftMessage } from '@shop/domain/catalog/stock-label';
import { BULK_NEEDS_STOCK } from '@shop/domain/pricing/quantity-tiers';
import { Badge } from '../../../components/ui/badge';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useCart } from '../lib/cart-context';
import { onlyInStock, type CartItem } from '../lib/cart-items';
import { formatRupees } from '../../../lib/format';
import type { QuoteLine } from '../hooks/use-cart-pricing';
import { bulkStep } from '../lib/bulk-step';
import { LinePrice } from './line-price';

interface CartLineRowProps {
  item: CartItem;
  line?: QuoteLine;
  /** Why the server refused to price this line (a bulk quantity outside its tier, a product gone). */
  error?: string;
  isRepricing: boolean;
}

/**
 * The line's extended warranty (decision 039): when bought, its months and price (per unit × quantity,
 * GST at 18%) with Remove warranty; when only offered, a button that adds it to the line.
 */
function WarrantyRow({ item, line, isRepricing }: { item: CartItem; line?: QuoteLine; isRepricing: boolean }) {
  const cart = useCart();
  const bought = line?.warranty;
  if (item.extended_warranty) {
    return (
      <div
        className={`flex flex-wrap items-center justify-between gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm ${isRepricing ? 'opacity-60' : ''}`}
      >
        <p className="text-slate-800">
          <span className="font-medium">Extended warranty{bought ? `: +${bought.months} months` : ''}</span>
          {bought && (
            <span className="block text-xs text-slate-600">
              {bought.quantity} × {formatRupees(bought.unit_price)} + {bought.gst_rate}% GST ={' '}
              {formatRupees(bought.total)}
            </span>
          )}
        </p>
        <button
          type="button"
          onClick={() => cart.setWarranty(item.product_id, false)}
          className="text-sm font-semibold text-red-600 hover:underline"
        >
          Remove warranty<span className="sr-only"> of {item.product_name}</span>
        </button>
      </div>
    );
  }
  const offer = line?.warranty_offer;
  if (!offer) return null;
  return (
    <button
      type="button"
      onClick={() => cart.setWarranty(item.product_id, true)}
      className="self-start text-sm font-semibold text-brand-700 hover:underline"
    >
      Add extended warranty: +{offer.months} months for {formatRupees(offer.unit_price_with_gst)} per unit
      <span className="sr-only"> of {item.product_name}</span>
    </button>
  );
}

export function CartLineRow({ item, line, error, isRepricing }: CartLineRowProps) {
  const cart = useCart();
  const [note, setNote] = useState<string>();
  // The stepper made this bulk line regular: a quantity back in a tier restores bulk pricing.
  const [droppedFromBulk, setDroppedFromBulk] = useState(false);
  const name = line?.product_name ?? item.product_name;
  const image = line?.product_image_main ?? item.product_image_main;
  const stock = line?.stock;
  const problem = error ?? line?.problem ?? undefined;

  const changeQuantity = (quantity: number) => {
    const result = cart.setQuantity(item.product_id, quantity, stock);
    if (!result.ok) return void toast.error(result.message);
    const step = line
      ? bulkStep(
          { ...line, is_bulk_order: Boolean(item.is_bulk_order), bulk_range: item.bulk_range ?? null },
          quantity,
          droppedFromBulk,
        )
      : { range: undefined };
    if (step.range === undefined) return;
    cart.setRange(item.product_id, step.range);
    setDroppedFromBulk(step.range === null);
    setNote(step.note);
  };

  return (
    <li className={`flex gap-4 p-4 ${problem ? 'bg-red-50/60' : ''}`}>
      <Link
        to={paths.product(item.product_id)}
        className="size-16 shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-white p-1 sm:size-24"
        tabIndex={-1}
        aria-hidden="true"
      >
        {image && <img src={image} alt="" className="size-full object-contain" />}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="line-clamp-2 text-sm font-semibold text-slate-900 sm:text-base">
              <Link to={paths.product(item.product_id)} className="hover:text-brand-700 hover:underline">
                {name}
              </Link>
            </h3>
            <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-slate-500">
              {line?.SKU && <span>SKU: {line.SKU}</span>}
              {item.is_bulk_order && item.bulk_range && <Badge tone="teal">Bulk {item.bulk_range}</Badge>}
            </p>
          </div>
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
        {line && (
          <div className={isRepricing ? 'opacity-60' : undefined}>
            <LinePrice line={line} />
          </div>
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
            disabled={!line || stock === 0}
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
