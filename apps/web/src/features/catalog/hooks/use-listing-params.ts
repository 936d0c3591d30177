/**
 * The listing's filters, kept in the URL (storefront spec §2 listing, §4 "the page resets to 1
 * whenever tab or filters change"): search, category, subcategory and brand (each repeatable), tab,
 * price band or applied slider range (min_price, max_price), sort and page. Every change is a new
 * history entry, so a shared link and the back button restore the same listing.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PRODUCT_TABS, type ProductTab } from '@shop/domain/catalog/product-tabs.rules';
import type { ProductListRequest } from '../api/get-products';
import { priceBandOf } from '../lib/price-bands';
import { parsePriceRange, type PriceRange } from '../lib/price-range';
import { sortOptionOf } from '../lib/sort-options';

export const LISTING_PAGE_SIZE = 24;

export interface ListingParams {
  search: string;
  categories: string[];
  subcategories: string[];
  brands: string[];
  tab: ProductTab;
  price: string;
  /** The slider's applied range; it takes the place of a price band. */
  priceRange: PriceRange | null;
  sort: string;
  page: number;
}

export type ListingPatch = Partial<Omit<ListingParams, 'page'>>;

/** The filters a URL's query names; unknown or malformed values fall back to their defaults. */
export function readListingParams(params: URLSearchParams): ListingParams {
  const tab = params.get('tab') as ProductTab | null;
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    search: params.get('search')?.trim() ?? '',
    categories: params.getAll('category').filter(Boolean),
    subcategories: params.getAll('subcategory').filter(Boolean),
    brands: params.getAll('brand').filter(Boolean),
    tab: tab && PRODUCT_TABS.includes(tab) ? tab : 'all',
    price: priceBandOf(params.get('price')) ? (params.get('price') as string) : '',
    priceRange: parsePriceRange(params.get('min_price'), params.get('max_price')),
    sort: sortOptionOf(params.get('sort')).key,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The query string for these filters, leaving out every default. */
export function writeListingParams(values: ListingParams): URLSearchParams {
  const next = new URLSearchParams();
  if (values.search) next.set('search', values.search);
  for (const category of values.categories) next.append('category', category);
  for (const subcategory of values.subcategories) next.append('subcategory', subcategory);
  for (const brand of values.brands) next.append('brand', brand);
  if (values.tab !== 'all') next.set('tab', values.tab);
  if (values.price) next.set('price', values.price);
  if (values.priceRange) {
    next.set('min_price', String(values.priceRange.min));
    next.set('max_price', String(values.priceRange.max));
  }
  if (values.sort !== 'relevance') next.set('sort', values.sort);
  if (values.page > 1) next.set('page', String(values.page));
  return next;
}

/** The list request for these filters: 24 per page, server-side paging. */
export function toListRequest(values: ListingParams): ProductListRequest {
  const band = values.priceRange ?? priceBandOf(values.price);
  return {
    pageNum: values.page,
    pageSize: LISTING_PAGE_SIZE,
    filters: {
      ...(values.search && { search: values.search }),
      ...(values.categories.length > 0 && { category_name: values.categories }),
      ...(values.subcategories.length > 0 && { sub_category_name: values.subcategories }),
      ...(values.brands.length > 0 && { brand_name: values.brands }),
      ...(band?.min !== undefined && { min_price: band.min }),
      ...(band?.max !== undefined && { max_price: band.max }),
      ...(values.tab !== 'all' && { tab: values.tab }),
      ...sortOptionOf(values.sort).filters,
    },
  };
}

/** The current filters and setters that write them to the URL; a filter change goes to page 1. */
export function useListingParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readListingParams(searchParams), [searchParams]);

  const update = useCallback(
    // flushSync: a checked filter shows as checked at once, not after a transition.
    (patch: ListingPatch) =>
      setSearchParams((current) => writeListingParams({ ...readListingParams(current), ...patch, page: 1 }), {
        flushSync: true,
      }),
    [setSearchParams],
  );
  const setPage = useCallback(
    (page: number) => setSearchParams((current) => writeListingParams({ ...readListingParams(current), page })),
    [setSearchParams],
  );
  const clearAll = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);

  return { params, update, setPage, clearAll };
}
