/** GET /product/allProduct (SuperAdmin): one page of Product Management, searched and ordered on the server (admin spec §2, §7). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProduct, AdminProductListData } from '@shop/domain/catalog/product-admin.responses';
import { api } from '../../../../lib/api-client';

export type { AdminProduct };

export interface AdminProductFilters {
  page: number;
  search: string;
  category: string;
  sortBy: 'price' | 'stock' | 'name' | 'category';
  sortOrder: 'asc' | 'desc';
  outOfStock: boolean;
  archived: boolean;
}

export const adminProductsKey = ['admin', 'products'] as const;

export function listAdminProducts(f: AdminProductFilters, signal?: AbortSignal): Promise<AdminProductListData> {
  const query = {
    page: f.page,
    limit: 8,
    sort_by: f.sortBy,
    sort_order: f.sortOrder,
    out_of_stock: f.outOfStock ? 'true' : 'false',
    status: f.archived ? 'archived' : 'active',
    search: f.search.trim() || undefined,
    category: f.category || undefined,
  } as const;
  return api.call('GET /product/allProduct', { query }, { signal });
}

export function useAdminProducts(filters: AdminProductFilters) {
  return useQuery(
    queryOptions({
      queryKey: [...adminProductsKey, filters],
      queryFn: ({ signal }) => listAdminProducts(filters, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
