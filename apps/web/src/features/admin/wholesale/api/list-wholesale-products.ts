/** GET /wholesale/allWholesaleProducts?page=1&limit=1000 (SuperAdmin) — every product with wholesale price breaks (admin spec §7, §9). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { WHOLESALE_FETCH_LIMIT } from '@shop/domain/wholesale/price-breaks.rules';
import type { AllWholesaleData, WholesaleProduct } from '@shop/domain/wholesale/wholesale.responses';
import { api } from '../../../../lib/api-client';

export type { WholesaleProduct };

export const wholesaleKey = ['admin', 'wholesale'] as const;

export function listWholesaleProducts(signal?: AbortSignal): Promise<AllWholesaleData> {
  return api.call(
    'GET /wholesale/allWholesaleProducts',
    { query: { page: 1, limit: WHOLESALE_FETCH_LIMIT } },
    { signal },
  );
}

export function useWholesaleProducts() {
  return useQuery(queryOptions({ queryKey: wholesaleKey, queryFn: ({ signal }) => listWholesaleProducts(signal) }));
}
