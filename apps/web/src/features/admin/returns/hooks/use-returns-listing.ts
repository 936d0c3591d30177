/**
 * Return Requests' list state (admin spec §2, §6; issue 26): the page, its size (10, 20 or 50), the
 * state filter, the search (sent 300 ms after the last key), and the server's page for them.
 * Changing a filter or the size goes back to page 1.
 */
import type { ReturnStatus } from '@shop/domain/returns/return-lifecycle.rules';
import { useState } from 'react';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { RETURN_PAGE_SIZES, useReturns } from '../api/list-returns';

/** What the filter bar holds. */
export interface ReturnsFilterValues {
  searchText: string;
  status: ReturnStatus | '';
  pageSize: number;
}

/** Gives the page and its setter, the filters and their change (a partial patch), the debounced search and the query. */
export function useReturnsListing() {
  const [pageNum, setPageNum] = useState(1);
  const [filters, setFilters] = useState<ReturnsFilterValues>({
    searchText: '',
    status: '',
    pageSize: RETURN_PAGE_SIZES[0],
  });
  const { status, pageSize } = filters;
  const search = useDebouncedValue(filters.searchText, 300);
  const returns = useReturns({ pageNum, pageSize, status, search });
  const changeFilters = (patch: Partial<ReturnsFilterValues>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPageNum(1);
  };
  return { pageNum, setPageNum, filters, changeFilters, search, returns };
}
