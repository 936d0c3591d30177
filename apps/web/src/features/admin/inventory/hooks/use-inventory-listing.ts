/**
 * The inventory screen's list state (issue 9): the page, the search (sent 300 ms after the last
 * key), status and category filters, and the server's page of products for them. Changing a
 * filter goes back to page 1.
 */
import { INVENTORY_PAGE_SIZE } from '@shop/domain/inventory/inventory.schemas';
import { useState } from 'react';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { useInventory } from '../api/list-inventory';
import type { InventoryFilterValues } from '../components/inventory-filters';

/** Gives the page and its setter, the filters and their change (a partial patch), the debounced search term and the query. */
export function useInventoryListing() {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<InventoryFilterValues>({ search: '', status: '', category: '' });
  const { status, category } = filters;
  const term = useDebouncedValue(filters.search.trim(), 300);
  const inventory = useInventory(page, INVENTORY_PAGE_SIZE, {
    ...(term ? { search: term } : {}),
    ...(status ? { status } : {}),
    ...(category ? { category_name: category } : {}),
  });
  const changeFilters = (patch: Partial<InventoryFilterValues>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  return { page, setPage, filters, changeFilters, term, inventory };
}
