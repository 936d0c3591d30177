/** A responsive grid of product cards: 2 across on phones, 4 or 5 on desktops. */
import type { ProductSummary } from '@shop/domain/catalog/product.responses';
import { ProductCard } from './product-card';

/** `listing` leaves room for the filters sidebar; `strip` fills the page width (home, 5 cards). */
export function ProductGrid({ products, layout = 'listing' }: { products: ProductSummary[]; layout?: 'listing' | 'strip' }) {
  const strip = layout === 'strip';
  const list = strip
    ? 'relative flex snap-x gap-3 overflow-x-auto pb-2 sm:grid sm:grid-cols-3 sm:gap-4 sm:overflow-visible sm:pb-0 lg:grid-cols-5'
    : 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4';
  return (
    <ul className={list}>
      {products.map((product) => (
        <li key={product._id} className={strip ? 'w-[46%] shrink-0 snap-start sm:w-auto' : undefined}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
