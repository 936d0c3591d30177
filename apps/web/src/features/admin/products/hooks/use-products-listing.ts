/**
 * Product Management's list state (admin spec §2): the search as typed (sent 300 ms after the last
 * key, from page 1), the category, order, stock and archived filters, the page, and the server's
 * page of products for them.
 */
import { useState } from 'react';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { useAdminProducts, type AdminProductFilters } from '../api/list-admin-products';

/** Products a page (the spec's 8). */
export const PRODUCTS_PAGE_SIZE = 8;

/** Gives the search and its setter, the filters and their change (a partial patch), the debounced search, the query and the page count. */
export function useProductsListing() {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Omit<AdminProductFilters, 'search'>>({
    page: 1,
    category: '',
    sortBy: 'name',
    sortOrder: 'asc',
    outOfStock: false,
    archived: false,
  });
  const debounced = useDebouncedValue(search.trim(), 300);
  const query = useAdminProducts({
    ...filters,
    search: debounced,
    page: debounced === search.trim() ? filters.page : 1,
  });
  const pages = Math.max(1, Math.ceil((query.data?.totalCount ?? 0) / PRODUCTS_PAGE_SIZE));
  const changeFilters = (change: Partial<AdminProductFilters>) => setFilters((f) => ({ ...f, ...change }));
  return { search, setSearch, filters, changeFilters, debounced, query, pages };
}
