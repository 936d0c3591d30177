/** POST /returnRequest/list (SuperAdmin) — every return request, newest first, by state and search, 10/20/50 a page (admin spec §2 Return Requests, §7). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReturnStatus } from '@shop/domain/returns/return-lifecycle.rules';
import type { ApiReturnRequest } from '@shop/domain/returns/return.responses';
import { api, type ApiData } from '../../../../lib/api-client';

export type { ApiReturnRequest };

/** The spec's page sizes; 10 unless chosen. */
export const RETURN_PAGE_SIZES = [10, 20, 50] as const;

export interface ReturnListQuery {
  pageNum: number;
  pageSize: number;
  status: ReturnStatus | '';
  search: string;
}

export const returnsKey = ['admin', 'returns'] as const;

/** One page of requests; `status` '' is every state, `search` '' no search. */
export function listReturns(
  { pageNum, pageSize, status, search }: ReturnListQuery,
  signal?: AbortSignal,
): Promise<ApiData<'POST /returnRequest/list'>> {
  const filters = { ...(status ? { status } : {}), ...(search.trim() ? { search: search.trim() } : {}) };
  return api.call('POST /returnRequest/list', { body: { pageNum, pageSize, filters } }, { signal });
}

/** The page as a query that keeps the previous page on screen while the next loads. */
export function useReturns(query: ReturnListQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...returnsKey, query],
      queryFn: ({ signal }) => listReturns(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
