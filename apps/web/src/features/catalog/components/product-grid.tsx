/** A responsive grid of product cards: 2 across on phones, 4 or 5 on desktops. */
import type { ProductSummary } from '@shop/domain/catalog/product.responses';
import { ProductCard } from './product-card';

/**
 * `listing` leaves room for the filters sidebar; `strip` fills the page width (home, 5 cards).
 * The first `priorityImages` cards load their images at once, with high priority (the page's LCP).
 */
const LISTING_GRID = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4';

export function ProductGrid({
  products,
  layout = 'listing',
  priorityImages = 0,
}: {
  products: ProductSummary[];
  layout?: 'listing' | 'strip';
  priorityImages?: number;
}) {
  const strip = layout === 'strip';
  const list = strip
    ? 'relative flex snap-x gap-3 overflow-x-auto pb-2 sm:grid sm:grid-cols-3 sm:gap-4 sm:overflow-visible sm:pb-0 lg:grid-cols-5'
    : LISTING_GRID;
  return (
    <ul className={list}>
      {products.map((product, index) => (
        <li key={product._id} className={strip ? 'w-[46%] shrink-0 snap-start sm:w-auto' : undefined}>
          <ProductCard product={product} priority={index < priorityImages} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Grey cards in the listing's grid while its products load, about as tall as real ones, so the
 * results do not push the page about when they arrive (layout shift). Hidden from screen readers:
 * the page says 'Loading products...' itself.
 */
export function ProductGridSkeleton({ cards }: { cards: number }) {
  return (
    <ul className={LISTING_GRID} aria-hidden="true">
      {Array.from({ length: cards }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <div className="aspect-square animate-pulse bg-slate-100" />
          <div className="h-60 space-y-3 border-t border-slate-100 p-3">
            <div className="h-3 w-1/2 rounded bg-slate-100" />
            <div className="h-10 rounded bg-slate-100" />
            <div className="h-4 w-2/3 rounded bg-slate-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}
