/**
 * A product card (storefront spec §2 listing): image, name, category, stars and reviews, price,
 * struck-through MRP, percent off, stock badge, Add to Cart ('In Cart (n)' once added) and
 * Buy Now (adds, then goes to /checkout).
 */
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { Button } from '../../../components/ui/button';
import { Price } from '../../../components/ui/price';
import { StarRating } from '../../../components/ui/star-rating';
import { StockBadge } from '../../../components/ui/stock-badge';
import { paths } from '../../../config/paths';
import { useCart } from '../../cart';
import type { ProductSummary } from '@shop/domain/catalog/product.responses';
import { freeDeliveryLabel } from '@shop/domain/pricing/shipping.rules';
import { usePublicSettings } from '../../../shared/settings/get-public-settings';
import { pictureSrcSet } from '@shop/domain/catalog/media-variants.rules';

/** `priority`: the card is likely in the first screen; its image loads at once and first (LCP), not lazily. */
export function ProductCard({ product, priority = false }: { product: ProductSummary; priority?: boolean }) {
  const cart = useCart();
  const navigate = useNavigate();
  const settings = usePublicSettings();
  const inCart = cart.quantityOf(product._id);
  const available = product.product_instock && product.no_of_product_instock > 0;

  const addToCart = () => {
    const result = cart.add(product, 1);
    if (result.ok) toast.success('Added to cart successfully!', { duration: 2000 });
    else toast.error(result.message);
  };
  const buyNow = () => {
    if (inCart === 0) {
      const result = cart.add(product, 1);
      if (!result.ok) return toast.error(result.message);
    }
    navigate(paths.checkout());
  };

  return (
    <article className="group @container relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <Link
        to={paths.product(product._id)}
        className="block aspect-square bg-white p-3"
        tabIndex={-1}
        aria-hidden="true"
      >
        <img
          src={product.product_image_main}
          srcSet={pictureSrcSet(product.product_image_main)}
          sizes="(min-width: 1024px) 240px, 50vw"
          alt=""
          width={800}
          height={800}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          className="size-full object-contain transition group-hover:scale-105"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-1.5 border-t border-slate-100 p-3">
        <p className="text-xs font-medium uppercase tracking-wide text-brand-700">{product.category_name}</p>
        <h3 className="line-clamp-2 min-h-10 text-sm font-semibold leading-5 text-slate-900">
          <Link to={paths.product(product._id)} className="hover:text-brand-700 hover:underline">
            {product.product_name}
          </Link>
        </h3>
        <StarRating stars={product.review_stars} reviews={product.no_of_reviews} />
        <Price
          withGst={product.discounted_price_with_gst}
          beforeGst={product.discounted_single_product_price}
          mrp={product.non_discounted_price}
          discount={product.discount}
        />
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 text-xs text-slate-500">
          <StockBadge units={product.no_of_product_instock} inStock={product.product_instock} />
          <span className="whitespace-nowrap">{freeDeliveryLabel(settings.freeShippingThresholdRupees)}</span>
        </div>
        <div className="mt-auto grid gap-2 pt-2 @[15rem]:grid-cols-2">
          <Button
            size="sm"
            variant={inCart ? 'outline' : 'primary'}
            onClick={addToCart}
            disabled={!available}
            className="w-full px-2"
          >
            {inCart ? `In Cart (${inCart})` : 'Add to Cart'}
          </Button>
          <Button size="sm" variant="accent" onClick={buyNow} disabled={!available} className="w-full px-2">
            Buy Now
          </Button>
        </div>
      </div>
    </article>
  );
}
