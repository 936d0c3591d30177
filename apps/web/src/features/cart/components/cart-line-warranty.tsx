/** A cart line's extended warranty row (decision 039; shopper spec §2 Cart). */
import { formatRupees } from '../../../lib/format';
import type { QuoteLine } from '../hooks/use-cart-pricing';
import { useCart } from '../lib/cart-context';
import type { CartItem } from '../lib/cart-items';

/**
 * The line's extended warranty (decision 039): when bought, its months and price (per unit × quantity,
 * GST at 18%) with Remove warranty; when only offered, a button that adds it to the line.
 */
export function WarrantyRow({ item, line, isRepricing }: { item: CartItem; line?: QuoteLine; isRepricing: boolean }) {
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
