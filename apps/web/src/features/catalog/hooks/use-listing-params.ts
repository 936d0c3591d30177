/**
 * The listing's filters, kept in the URL (storefront spec §2 listing, §4 "the page resets to 1
 * whenever tab or filters change"): search, category, subcategory, brand (repeatable), tab,
 * price band, sort and page.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PRODUCT_TABS, type ProductTab } from '@shop/domain/catalog/product.schemas';
import type { ProductListRequest } from '../api/get-products';
import { priceBandOf } from '../lib/price-bands';
import { sortOptionOf } from '../lib/sort-options';

export const LISTING_PAGE_SIZE = 24;

export interface ListingParams {
  search: string;
  category: string;
  subcategory: string;
  brands: string[];
  tab: ProductTab;
  price: string;
  sort: string;
  page: number;
}

export type ListingPatch = Partial<Omit<ListingParams, 'page'>>;

function read(params: URLSearchParams): ListingParams {
  const tab = params.get('tab') as ProductTab | null;
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    search: params.get('search')?.trim() ?? '',
    category: params.get('category') ?? '',
    subcategory: params.get('subcategory') ?? '',
    brands: params.getAll('brand').filter(Boolean),
    tab: tab && PRODUCT_TABS.includes(tab) ? tab : 'all',
    price: priceBandOf(params.get('price')) ? (params.get('price') as string) : '',
    sort: sortOptionOf(params.get('sort')).key,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

function write(values: ListingParams): URLSearchParams {
  const next = new URLSearchParams();
  if (values.search) next.set('search', values.search);
  if (values.category) next.set('category', values.category);
  if (values.subcategory) next.set('subcategory', values.subcategory);
  for (const brand of values.brands) next.append('brand', brand);
  if (values.tab !== 'all') next.set('tab', values.tab);
  if (values.price) next.set('price', values.price);
  if (values.sort !== 'relevance') next.set('sort', values.sort);
  if (values.page > 1) next.set('page', String(values.page));
  return next;
}

/** The list request for these filters: 24 per page, server-side paging. */
export function toListRequest(values: ListingParams): ProductListRequest {
  const band = priceBandOf(values.price);
  return {
    pageNum: values.page,
    pageSize: LISTING_PAGE_SIZE,
    filters: {
      ...(values.search && { search: values.search }),
      ...(values.category && { category_name: values.category }),
      ...(values.subcategory && { sub_category_name: values.subcategory }),
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
  const params = useMemo(() => read(searchParams), [searchParams]);

  const update = useCallback(
    // flushSync: a checked filter shows as checked at once, not after a transition.
    (patch: ListingPatch) => setSearchParams((current) => write({ ...read(current), ...patch, page: 1 }), { flushSync: true }),
    [setSearchParams],
  );
  const setPage = useCallback(
    (page: number) => setSearchParams((current) => write({ ...read(current), page })),
    [setSearchParams],
  );
  const clearAll = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);

  return { params, update, setPage, clearAll };
}
