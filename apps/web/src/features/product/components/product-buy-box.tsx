/**
 * The buy section of the product page (shopper spec §2, §5): name, brand, SKU, stars, price with
 * MRP and percent off, the GST-inclusive price, stock, quantity, Add to Cart, Buy Now and Bulk
 * Orders (which opens the bulk drawer). The page owns the actions, so the sticky bar shares them.
 */
import { lazy, Suspense, useState, type Ref } from 'react';
import { toast } from '../../../components/ui/toast';
import { Button } from '../../../components/ui/button';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { StockBadge } from '../../../components/ui/stock-badge';
import { useCart, onlyInStock } from '../../cart';
import { formatRupees } from '../../../lib/format';
import type { ProductPageDetail } from '@shop/domain/catalog/product.responses';
import { BuyBoxHeading, BuyBoxPrice } from './buy-box-parts';

// Only an out-of-stock product shows it: its form code (react-hook-form) stays off the others' pages.
const NotifyMe = lazy(async () => ({ default: (await import('../../stock-alerts')).NotifyMe }));

interface ProductBuyBoxProps {
  product: ProductPageDetail;
  /** Marks the buttons whose leaving the screen brings up the sticky bar. */
  actionsRef?: Ref<HTMLDivElement>;
  /** Add to Cart and Buy Now with the stepper's quantity (use-add-to-cart.ts). */
  /** `warranty`: the extended warranty box, given when the product offers one (decision 039). */
  onAdd: (quantity: number, warranty?: boolean) => void;
  onBuyNow: (quantity: number, warranty?: boolean) => void;
  /** Opens the bulk drawer. */
  onBulk: () => void;
}

/** The buy section for `product`; the callbacks are the page's actions. */
export function ProductBuyBox({ product, actionsRef, onAdd, onBuyNow, onBulk }: ProductBuyBoxProps) {
  const cart = useCart();
  const [quantity, setQuantity] = useState(1);
  const stock = product.product_instock ? product.no_of_product_instock : 0;
  const inCart = cart.quantityOf(product._id);
  const offer = product.extended_warranty_offer ?? null;
  // The box starts as the cart line has it: the flag belongs to the line (decision 039).
  const [warranty, setWarranty] = useState(() =>
    cart.items.some((item) => item.product_id === product._id && item.extended_warranty === true),
  );
  const choice = offer ? warranty : undefined;

  return (
    <div className="flex flex-col gap-4">
      <BuyBoxHeading product={product} />
      <BuyBoxPrice product={product} />
      <div className="flex flex-wrap items-center gap-3">
        <StockBadge units={product.no_of_product_instock} inStock={product.product_instock} />
        {stock > 0 && <span className="text-sm text-slate-600">{stock} units available</span>}
        {inCart > 0 && <span className="text-sm font-medium text-brand-700">{inCart} already in your cart</span>}
      </div>
      {stock > 0 && (
        <div className="flex items-center gap-3">
          <span className="text-sm font-medium text-slate-700">Quantity</span>
          <QuantityStepper
            value={quantity}
            max={stock}
            onChange={setQuantity}
            onLimit={(max) => toast.error(onlyInStock(max))}
          />
        </div>
      )}
      {offer && stock > 0 && (
        <label className="flex items-start gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-slate-800 sm:max-w-md">
          <input
            type="checkbox"
            checked={warranty}
            onChange={(event) => setWarranty(event.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-brand-600"
          />
          <span>
            <span className="font-medium">
              Add extended warranty: +{offer.months} months for {formatRupees(offer.price_with_gst)} per unit
            </span>
            <span className="block text-xs text-slate-600">
              {formatRupees(offer.price)} + 18% GST per unit, on top of the product&apos;s own warranty.
            </span>
          </span>
        </label>
      )}
      <div ref={actionsRef} className="grid grid-cols-2 gap-3 sm:max-w-md">
        <Button size="lg" onClick={() => onAdd(quantity, choice)} disabled={stock <= 0}>
          Add to Cart
        </Button>
        <Button size="lg" variant="accent" onClick={() => onBuyNow(quantity, choice)} disabled={stock <= 0}>
          Buy Now
        </Button>
        <Button size="lg" variant="outline" onClick={onBulk} aria-haspopup="dialog" className="col-span-2">
          Bulk Orders
        </Button>
      </div>
      {stock <= 0 && <p className="text-sm font-medium text-red-600">This product is out of stock right now.</p>}
      {stock <= 0 && (
        <Suspense fallback={null}>
          <NotifyMe productId={product._id} />
        </Suspense>
      )}
    </div>
  );
}
