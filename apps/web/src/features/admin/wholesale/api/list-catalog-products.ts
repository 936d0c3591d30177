/**
 * POST /product/list — one page of the catalogue for the Wholesale screen's All Products tab
 * (admin spec §2 'Wholesale & Bulk Management'): 12 a page, searched on the server, so the tab
 * stays quick with a large catalogue instead of loading every product into the browser.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListData, ProductSummary } from '@shop/domain/catalog/product.responses';
import { WHOLESALE_PAGE_SIZE } from '@shop/domain/wholesale/price-breaks.rules';
import { api } from '../../../../lib/api-client';

export type { ProductSummary };

export function listCatalogProducts(pageNum: number, search: string, signal?: AbortSignal): Promise<ProductListData> {
  const filters = search
    ? { search, sort_by: 'name' as const, sort_order: 'asc' as const }
    : { sort_by: 'name' as const, sort_order: 'asc' as const };
  return api.call('POST /product/list', { body: { pageNum, pageSize: WHOLESALE_PAGE_SIZE, filters } }, { signal });
}

export function useCatalogProducts(pageNum: number, search: string) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'catalog-products', pageNum, search],
      queryFn: ({ signal }) => listCatalogProducts(pageNum, search, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
