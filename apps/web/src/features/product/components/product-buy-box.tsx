/**
 * The buy section of the product page (shopper spec §2, §5): name, brand, SKU, stars, price with
 * MRP and percent off, the GST-inclusive price, stock, quantity, Add to Cart, Buy Now and Bulk
 * Orders (which opens the bulk drawer). The page owns the actions, so the sticky bar shares them.
 */
import { useState, type Ref } from 'react';
import { toast } from '../../../components/ui/toast';
import { Button } from '../../../components/ui/button';
import { Price } from '../../../components/ui/price';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { StarRating } from '../../../components/ui/star-rating';
import { StockBadge } from '../../../components/ui/stock-badge';
import { useCart, onlyInStock } from '../../cart';
import { formatRupees } from '../../../lib/format';
import { usePublicSettings } from '../../../shared/settings/get-public-settings';
import type { ProductPageDetail } from '@shop/domain/catalog/product.responses';
import { freeDeliveryLabel } from '@shop/domain/pricing/shipping';
import { scrollToReviews } from './scroll-to-reviews';

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

export function ProductBuyBox({ product, actionsRef, onAdd, onBuyNow, onBulk }: ProductBuyBoxProps) {
  const cart = useCart();
  const settings = usePublicSettings();
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
      <div>
        <p className="text-sm font-medium text-brand-700">{product.brand_name || product.category_name}</p>
        <h1 className="mt-1 text-xl font-bold leading-snug text-slate-900 sm:text-2xl">{product.product_name}</h1>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500">
          <button
            type="button"
            onClick={scrollToReviews}
            className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {/* Named by its content (the rating's own label), not aria-label: a label that leaves out
                the visible '4.0 (3)' fails WCAG 2.5.3, label in name. */}
            <StarRating stars={product.review_stars} reviews={product.no_of_reviews} size="md" />
            <span className="sr-only">: go to the reviews</span>
          </button>
          <span>SKU: {product.SKU}</span>
          {product.brand_name && <span>Brand: {product.brand_name}</span>}
        </div>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <Price
          withGst={product.discounted_price_with_gst}
          beforeGst={product.discounted_single_product_price}
          mrp={product.non_discounted_price}
          discount={product.discount}
          size="lg"
        />
        <p className="mt-1 text-sm text-slate-600">GST {product.gst_rate}% included. The MRP includes all taxes.</p>
        <p className="mt-1 text-sm font-medium text-green-700">
          {freeDeliveryLabel(settings.freeShippingThresholdRupees)}
        </p>
        {product.sold_last_24h > 0 && (
          <p className="mt-1 text-sm font-medium text-orange-700">
            {product.sold_last_24h.toLocaleString('en-IN')} sold in the last 24 hours
          </p>
        )}
      </div>
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
    </div>
  );
}
