/**
 * The home page's drone-parts block (storefront spec §2 home item 6): a "Top 30" tab of the
 * Drone Parts category's best sellers (GET /product/trending, topped up with its featured and
 * most-reviewed parts) in a carousel that wraps around: 1 card under 640 px, 2 under 1100 px,
 * 3 under 1300 px, otherwise 4 (Embla, loop).
 */
import { DRONE_CATEGORY_NAME, DRONE_TOP_COUNT } from '@shop/domain/catalog/home-picks.rules';
import { Link } from 'react-router';
import { CarouselArrows, CarouselDots } from '../../../components/carousel/carousel-controls';
import { CenteredSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useCarousel, useCarouselState } from '../../../hooks/use-carousel';
import type { ProductSummary } from '@shop/domain/catalog/product.responses';
import { useTrending } from '../api/get-trending';
import { ProductCard } from './product-card';

export function DronePartsBlock() {
  const top = useTrending({ limit: DRONE_TOP_COUNT, category: DRONE_CATEGORY_NAME });
  return (
    <section
      aria-labelledby="drone-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3 border-b border-slate-200">
        <div>
          <h2 id="drone-heading" className="text-xl font-bold text-slate-900">
            Drone Parts
          </h2>
          <div role="tablist" aria-label="Drone parts picks" className="mt-2 flex gap-5">
            <button
              type="button"
              role="tab"
              id="drone-tab-top"
              aria-selected="true"
              aria-controls="drone-panel"
              className="-mb-px border-b-2 border-accent-500 pb-3 font-semibold text-slate-900"
            >
              Top {DRONE_TOP_COUNT}
            </button>
          </div>
        </div>
        <Link
          to={paths.allProducts({ category: DRONE_CATEGORY_NAME })}
          className="pb-3 text-sm font-semibold text-brand-700 hover:underline"
        >
          View all drone parts
        </Link>
      </div>
      <div id="drone-panel" role="tabpanel" aria-labelledby="drone-tab-top">
        {top.isPending ? (
          <CenteredSpinner className="py-24" label="Loading products..." />
        ) : top.isError ? (
          <p className="py-8 text-center font-medium text-red-600">Failed to fetch products. Please try again later.</p>
        ) : top.data.productList.length === 0 ? (
          <p className="py-8 text-center text-slate-500">No products available. Please check back later.</p>
        ) : (
          <DroneCarousel products={top.data.productList} />
        )}
      </div>
    </section>
  );
}

function DroneCarousel({ products }: { products: ProductSummary[] }) {
  const { viewportRef, api } = useCarousel({ loop: true, align: 'start' });
  const { pages, selected, canPrev, canNext } = useCarouselState(api);
  return (
    <div aria-roledescription="carousel" aria-label="Top drone parts">
      <div ref={viewportRef} className="overflow-hidden">
        <ul className="-ml-3 flex sm:-ml-4">
          {products.map((product, index) => (
            <li
              key={product._id}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${products.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-3 sm:pl-4 min-[640px]:basis-1/2 min-[1100px]:basis-1/3 min-[1300px]:basis-1/4"
            >
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-4 flex items-center justify-between gap-4">
        <CarouselDots api={api} pages={pages} selected={selected} label="drone parts page" />
        <CarouselArrows api={api} canPrev={canPrev} canNext={canNext} label="drone parts" />
      </div>
    </div>
  );
}
