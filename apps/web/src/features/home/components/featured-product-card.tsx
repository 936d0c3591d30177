/**
 * The hero's featured product card (storefront spec §2 home item 4): the product the store
 * settings name (GET /product/featured), on large screens only; smaller screens never ask for it.
 */
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Price } from '../../../components/ui/price';
import { StarRating } from '../../../components/ui/star-rating';
import { paths } from '../../../config/paths';
import { useFeaturedProduct } from '../api/get-featured-product';

const LARGE = '(min-width: 1024px)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(LARGE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

export function FeaturedProductCard() {
  const large = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(LARGE).matches,
    () => false,
  );
  const featured = useFeaturedProduct(large);
  const product = featured.data?.product;
  return (
    <aside
      aria-label="Featured product"
      className="hidden flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:flex"
    >
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-orange-700">Featured</p>
      {product ? (
        <Link to={paths.product(product._id)} className="group mt-2 flex flex-1 flex-col gap-2">
          <img
            src={product.product_image_main}
            alt=""
            width={240}
            height={240}
            loading="lazy"
            className="mx-auto aspect-square w-full max-w-48 object-contain transition group-hover:scale-105"
          />
          <h2 className="line-clamp-2 text-sm font-semibold text-slate-900 group-hover:text-brand-700">
            {product.product_name}
          </h2>
          <StarRating stars={product.review_stars} reviews={product.no_of_reviews} />
          <Price
            withGst={product.discounted_price_with_gst}
            beforeGst={product.discounted_single_product_price}
            mrp={product.non_discounted_price}
            discount={product.discount}
          />
          <span className={buttonClasses('primary', 'sm', 'mt-auto w-full')}>View product</span>
        </Link>
      ) : (
        <div className="mt-2 flex-1 animate-pulse rounded-xl bg-slate-100" />
      )}
    </aside>
  );
}
