/**
 * One brand's group on /shopbybrand (storefront spec §2 "Shop by brand"): the brand's name and
 * product count, and up to 4 of its products, each linking to /product/{id} with its discount.
 */
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import { paths } from '../../../config/paths';
import type { BrandCard } from '../api/get-brand-group';

/** Products shown per brand (spec §2). */
export const PRODUCTS_PER_BRAND = 4;

export function BrandGroup({ brand, products, count }: { brand: string; products: BrandCard[]; count: number }) {
  const headingId = `brand-${brand.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {brand}{' '}
          <span className="text-sm font-normal text-slate-600">
            ({count} {count === 1 ? 'product' : 'products'})
          </span>
        </h2>
        {count > products.length && (
          <Link to={paths.products({ brand })} className="text-sm font-medium text-brand-700 hover:underline">
            View all {brand}
          </Link>
        )}
      </div>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {products.slice(0, PRODUCTS_PER_BRAND).map((product) => (
          <li key={product._id}>
            <Link
              to={paths.product(product._id)}
              className="group relative flex h-full flex-col rounded-lg border border-slate-100 p-2 transition hover:border-brand-400 hover:shadow-sm"
            >
              {product.discount > 0 && (
                <span className="absolute left-2 top-2 z-10 rounded bg-green-700 px-1.5 py-0.5 text-xs font-semibold text-white">
                  {product.discount}% OFF
                </span>
              )}
              <span className="block aspect-square p-2">
                <img
                  src={product.product_image_main}
                  alt=""
                  loading="lazy"
                  width={200}
                  height={200}
                  className="size-full object-contain transition group-hover:scale-105"
                />
              </span>
              <span className="line-clamp-2 min-h-10 text-sm font-medium leading-5 text-slate-900 group-hover:text-brand-700">
                {product.product_name}
              </span>
              <Price
                withGst={product.discounted_price_with_gst}
                beforeGst={product.discounted_single_product_price}
                mrp={product.non_discounted_price}
                discount={0}
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
