/** POST /product/all-categories: the categories, subcategories and brands the product form chooses from. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoriesData } from '@shop/domain/catalog/product.responses';
import { api } from '../../../../lib/api-client';

export async function getPlacements(): Promise<CategoriesData> {
  return (await api.call('POST /product/all-categories')).product;
}

export function usePlacements() {
  return useQuery(queryOptions({ queryKey: ['admin', 'placements'], queryFn: getPlacements, staleTime: 10 * 60_000 }));
}
