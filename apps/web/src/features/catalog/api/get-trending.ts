/**
 * Best sellers: GET /product/trending (paid units of the last 30 days, topped up with featured
 * and most-reviewed products by the server). The home strip's Trending tab and the drone block's
 * Top 30 read it (storefront spec §2 home items 5 and 6).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrendingData, TrendingQuery } from '@shop/domain/catalog/home-picks.schemas';
import { api } from '../../../lib/api-client';

/** How many best sellers, and of which category (all when absent). */
export type TrendingRequest = TrendingQuery;

export function getTrending({ limit, category }: TrendingRequest, signal?: AbortSignal): Promise<TrendingData> {
  return api.call('GET /product/trending', { query: { limit, category: category || undefined } }, { signal });
}

export const trendingQueryOptions = (request: TrendingRequest) =>
  queryOptions({
    queryKey: ['products', 'trending', request],
    queryFn: ({ signal }) => getTrending(request, signal),
    staleTime: 60_000,
  });

/** The trending products for `request`; asked only while `enabled`. */
export function useTrending(request: TrendingRequest, options: { enabled?: boolean } = {}) {
  return useQuery({ ...trendingQueryOptions(request), ...options });
}
