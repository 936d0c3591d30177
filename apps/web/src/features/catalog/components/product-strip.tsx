/**
 * The home page's tabbed strip of 5 products (storefront spec §2 home item 5, §9): Trending
 * Products (best sellers of the last 30 days from paid orders, topped up by the server with
 * featured and most-reviewed ones), Offers (on sale, biggest discount first), New Arrivals
 * (newest first).
 */
import { useState } from 'react';
import { CenteredSpinner } from '../../../components/ui/spinner';
import { HOME_STRIP_SIZE as STRIP_SIZE } from '@shop/domain/catalog/home-picks.rules';
import { useProducts, type ProductListRequest } from '../api/get-products';
import { useTrending } from '../api/get-trending';
import { ProductGrid } from './product-grid';

/** Tabs that list through POST /product/list; Trending (`request` undefined) asks GET /product/trending. */
const TABS: { key: string; label: string; request?: ProductListRequest }[] = [
  { key: 'trending', label: 'Trending Products' },
  { key: 'offers', label: 'Offers', request: { pageNum: 1, pageSize: STRIP_SIZE, filters: { tab: 'on_sale' } } },
  {
    key: 'new',
    label: 'New Arrivals',
    request: { pageNum: 1, pageSize: STRIP_SIZE, filters: { sort_by: 'created_at', sort_order: 'desc' } },
  },
];

export function ProductStrip() {
  const [active, setActive] = useState(0);
  const tab = TABS[active] ?? TABS[0]!;
  const trending = useTrending({ limit: STRIP_SIZE }, { enabled: !tab.request });
  const listed = useProducts(tab.request ?? TABS[1]!.request!, { enabled: Boolean(tab.request) });
  const products = tab.request ? listed : trending;
  return (
    <section
      aria-label="Featured products"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div
        role="tablist"
        aria-label="Product picks"
        className="mb-5 flex gap-5 overflow-x-auto border-b border-slate-200"
      >
        {TABS.map((t, index) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`strip-tab-${t.key}`}
            aria-selected={index === active}
            aria-controls="strip-panel"
            onClick={() => setActive(index)}
            className={`-mb-px whitespace-nowrap border-b-2 pb-3 text-base font-semibold transition sm:text-lg ${
              index === active
                ? 'border-accent-500 text-slate-900'
                : 'border-transparent text-slate-500 hover:text-slate-800'
            }`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id="strip-panel" role="tabpanel" aria-labelledby={`strip-tab-${tab.key}`}>
        {products.isPending ? (
          <CenteredSpinner className="py-16" label="Loading products..." />
        ) : products.isError ? (
          <p className="py-8 text-center font-medium text-red-600">Failed to fetch products. Please try again later.</p>
        ) : products.data.productList.length === 0 ? (
          <p className="py-8 text-center text-slate-500">No products available. Please check back later.</p>
        ) : (
          <ProductGrid products={products.data.productList} layout="strip" />
        )}
      </div>
    </section>
  );
}
