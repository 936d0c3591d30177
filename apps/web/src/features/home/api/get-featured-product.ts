/** The hero's featured product: GET /product/featured (store setting heroFeaturedProductId; storefront spec §2 home item 4). */
import { useQuery } from '@tanstack/react-query';
import type { FeaturedProductData } from '@shop/domain/catalog/home-picks.schemas';
import { api } from '../../../lib/api-client';

export function getFeaturedProduct(signal?: AbortSignal): Promise<FeaturedProductData> {
  return api.call('GET /product/featured', {}, { signal });
}

/** The featured product; asked only when `enabled` (the card shows on large screens only). */
export function useFeaturedProduct(enabled: boolean) {
  return useQuery({
    queryKey: ['products', 'featured'],
    queryFn: ({ signal }) => getFeaturedProduct(signal),
    enabled,
    staleTime: 60_000,
  });
}
