/**
 * Shop By Brands at /shopbybrand (storefront spec §2 "Shop by brand"): brand checkboxes sorted
 * case-insensitively with Clear All Filters, and the products grouped by brand, up to 4 per brand
 * with the brand's count. The ticked brands live in the URL (`brand`, repeatable), so a link and
 * the back button restore them; no ticks shows every brand. Each group is one listing call
 * (POST /product/list, brand_name, 4 per page), whose productCount is the brand's count.
 */
import { useQueries } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { CenteredSpinner } from '../../../components/ui/spinner';
import { useCategories } from '../api/get-categories';
import { brandGroupQueryOptions } from '../api/get-brand-group';
import { BrandGroup, PRODUCTS_PER_BRAND } from './brand-group';
import type { CategoriesData } from '@shop/domain/catalog/product.responses';

const byName = new Intl.Collator('en-IN', { sensitivity: 'base' });
export const NO_BRAND_PRODUCTS = 'No products available for selected brand(s).';

/**
 * The page's brands (sorted case-insensitively), the ticked ones from the URL, the brands shown
 * and the listing request of each shown brand's group. The server's page loader asks the same.
 */
export function brandGroupsOf(allBrands: CategoriesData['brands'] | undefined, params: URLSearchParams) {
  const ticked = params.getAll('brand').filter(Boolean);
  const brands = [...new Set((allBrands ?? []).map((b) => b.name))].sort(byName.compare);
  const shown = ticked.length > 0 ? brands.filter((name) => ticked.includes(name)) : brands;
  const requests = shown.map((name) => ({ pageNum: 1, pageSize: PRODUCTS_PER_BRAND, filters: { brand_name: name } }));
  return { ticked, brands, shown, requests };
}

export function BrandsPage() {
  const categories = useCategories();
  const [params, setParams] = useSearchParams();
  const { ticked, brands, shown, requests } = brandGroupsOf(categories.data?.brands, params);
  const groups = useQueries({ queries: requests.map((request) => brandGroupQueryOptions(request)) });

  const toggle = (name: string) => {
    const next = ticked.includes(name) ? ticked.filter((b) => b !== name) : [...ticked, name];
    setParams(new URLSearchParams(next.map((b) => ['brand', b])));
  };
  const loading = categories.isPending || groups.some((g) => g.isPending);
  const failed = categories.isError || groups.some((g) => g.isError);
  const filled = shown
    .map((name, i) => ({ name, data: groups[i]?.data }))
    .filter((g) => (g.data?.productCount ?? 0) > 0);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900" tabIndex={-1}>
        Shop By Brands
      </h1>
      <div className="mt-6 grid gap-6 md:grid-cols-[15rem_1fr]">
        <fieldset className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 md:self-start">
          <legend className="sr-only">Brands</legend>
          <div className="mb-2 flex items-center justify-between gap-2">
            <span aria-hidden="true" className="text-sm font-semibold text-slate-900">
              Brands
            </span>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setParams(new URLSearchParams())}
              disabled={ticked.length === 0}
              className="whitespace-nowrap"
            >
              Clear All Filters
            </Button>
          </div>
          <ul className="grid max-h-72 grid-cols-2 gap-1 overflow-y-auto md:max-h-none md:grid-cols-1">
            {brands.map((name) => (
              <li key={name}>
                <label className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm text-slate-700 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    checked={ticked.includes(name)}
                    onChange={() => toggle(name)}
                    className="size-4 accent-brand-600"
                  />
                  {name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="flex min-w-0 flex-col gap-4" aria-live="polite">
          {failed ? (
            <p className="py-10 text-center font-medium text-red-600">Failed to load brands. Please try again later.</p>
          ) : loading ? (
            <CenteredSpinner className="py-20" label="Loading brands..." />
          ) : filled.length === 0 ? (
            <EmptyState title={NO_BRAND_PRODUCTS}>
              {ticked.length > 0 && <Button onClick={() => setParams(new URLSearchParams())}>Clear All Filters</Button>}
            </EmptyState>
          ) : (
            filled.map((g) => (
              <BrandGroup
                key={g.name}
                brand={g.name}
                products={g.data?.productList ?? []}
                count={g.data?.productCount ?? 0}
              />
            ))
          )}
        </div>
      </div>
    </div>
  );
}
