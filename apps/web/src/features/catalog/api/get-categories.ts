/** Categories with subcategories, and brands: POST /product/all-categories (storefront spec §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CategoriesData } from '@shop/domain/catalog/product.responses';

export async function getCategories(): Promise<CategoriesData> {
  const data = await api.call('POST /product/all-categories');
  return data.product;
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['catalog', 'categories'], queryFn: getCategories, staleTime: 10 * 60_000 });

/** The six categories (with subtitles and subcategories) and the brands. */
export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
