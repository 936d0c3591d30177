/**
 * The product listing of /product, /allproducts and /subcategory (storefront spec §2): tabs, a
 * filters sidebar (a drawer under 768 px), result count, filter chips, grid and pagination, all
 * kept in the page's URL (use-listing-params). `heading` names the results (an h2, visually
 * hidden when the page's own h1 already says what they are).
 */
import { listingPager } from '@shop/domain/catalog/listing-count.rules';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FilterIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useProducts } from '../api/get-products';
import { LISTING_PAGE_SIZE, toListRequest, useListingParams } from '../hooks/use-listing-params';
import { DidYouMean } from './did-you-mean';
import { FilterChips } from './filter-chips';
import { FiltersDrawer } from './filters-drawer';
import { ListingTabs } from './listing-tabs';
import { Pagination } from './pagination';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

/** Cards in a phone's or desktop's first screen: their images are the page's LCP, loaded first. */
const LISTING_FIRST_SCREEN_CARDS = 4;

/** The listing; its filters, tab and page live in the URL. */
export function ProductListing({ heading, headingHidden = false }: { heading: string; headingHidden?: boolean }) {
  const { params, update, setPage, clearAll } = useListingParams();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const products = useProducts(toListRequest(params));
  const count = products.data?.productCount ?? 0;
  // The server counts up to 1,000 matches, a search by relevance up to 120 (docs/decisions/094); more reads "1,000+".
  const countText = products.data?.productCountCapped ? `${count.toLocaleString('en-IN')}+` : String(count);
  const { pages, hasNext } = listingPager({
    count,
    capped: products.data?.productCountCapped ?? false,
    page: params.page,
    pageSize: LISTING_PAGE_SIZE,
    cardsOnPage: products.data?.productList.length ?? 0,
  });

  const changePage = (page: number) => {
    setPage(page);
    top.current?.scrollIntoView({ behavior: 'smooth' });
  };

  return (
    <div ref={top} className="scroll-mt-4">
      <h2 className={headingHidden ? 'sr-only' : 'mb-2 text-xl font-bold text-slate-900'}>{heading}</h2>
      <div className="mt-4 flex items-start gap-6">
        <FiltersDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          countText={countText}
          params={params}
          onChange={update}
        />
        <section className="min-w-0 flex-1 space-y-4">
          <ListingTabs tab={params.tab} onChange={(tab) => update({ tab })} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600" aria-live="polite">
              {products.isPending ? 'Loading products...' : `${countText} product(s) found`}
            </p>
            <Button variant="outline" size="sm" className="md:hidden" onClick={() => setDrawerOpen(true)}>
              <FilterIcon className="size-4" /> Filters
            </Button>
          </div>
          <FilterChips params={params} onRemove={update} onClearAll={clearAll} />
          <div
            id="listing-results"
            role="tabpanel"
            aria-labelledby={`listing-tab-${params.tab}`}
            aria-busy={products.isFetching}
          >
            {products.isPending ? (
              <ProductGridSkeleton cards={LISTING_FIRST_SCREEN_CARDS} />
            ) : products.isError ? (
              <p className="rounded-xl bg-red-50 p-6 text-center text-red-600">
                Failed to fetch products. Please try again later.
              </p>
            ) : count === 0 ? (
              <EmptyState
                title="No products found"
                text="Try a different search or remove some filters."
                note={products.data?.suggestion && <DidYouMean suggestion={products.data.suggestion} params={params} />}
              >
                <Button onClick={clearAll}>Clear All Filters</Button>
                <Link to={paths.allProducts()} className={buttonClasses('outline')}>
                  View All Products
                </Link>
              </EmptyState>
            ) : (
              <div className={products.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
                <ProductGrid products={products.data.productList} priorityImages={LISTING_FIRST_SCREEN_CARDS} />
                <Pagination page={params.page} pages={pages} hasNext={hasNext} onPage={changePage} />
              </div>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
