/** POST /returnRequest/list (customer) — the signed-in customer's return requests, newest first, one page of 50 (shopper spec §7, §9). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiReturnRequest } from '@shop/domain/returns/return.responses';
import { api, type ApiData } from '../../../lib/api-client';

export type { ApiReturnRequest };

/** The spec's page size of the customer's list. */
export const MY_RETURNS_PAGE_SIZE = 50;

export const myReturnsKey = ['account', 'returns'] as const;

/** The customer's own requests (the server takes the customer from the session). */
export function getMyReturns(signal?: AbortSignal): Promise<ApiData<'POST /returnRequest/list'>> {
  return api.call(
    'POST /returnRequest/list',
    { body: { pageNum: 1, pageSize: MY_RETURNS_PAGE_SIZE, filters: {} } },
    { signal },
  );
}

/** The customer's return requests as a query. */
export function useMyReturns() {
  return useQuery(queryOptions({ queryKey: myReturnsKey, queryFn: ({ signal }) => getMyReturns(signal) }));
}
