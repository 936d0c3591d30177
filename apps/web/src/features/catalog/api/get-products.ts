/**
 * A page of product cards: POST /product/list with filters, tab and sort (storefront spec §5, §7).
 * The request body is typed by domain's productListBody, the schema the server validates with.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiBody } from '../../../lib/api-client';
import type { ProductListData } from '@shop/domain/catalog/product.responses';

export type ProductListRequest = ApiBody<'POST /product/list'>;
export type ProductFilters = NonNullable<ProductListRequest['filters']>;

export type { ProductListData };

export function getProducts(body: ProductListRequest, signal?: AbortSignal): Promise<ProductListData> {
  return api.call('POST /product/list', { body }, { signal });
}

export const productsQueryOptions = (body: ProductListRequest) =>
  queryOptions({
    queryKey: ['products', 'list', body],
    queryFn: ({ signal }) => getProducts(body, signal),
    placeholderData: keepPreviousData,
  });

/** Products matching the request; keeps the previous page on screen while the next loads. */
export function useProducts(body: ProductListRequest, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(body), ...options });
}
