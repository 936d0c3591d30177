/**
 * GET /location/search?q=… (storefront spec §5): places by name, six-digit pincode or
 * 'lat, lon', at most 5, best first. The picker searches as the shopper types and takes the first
 * result on Enter; popular locations are searched by their pincode.
 */
import { classifyLocationQuery, MIN_PLACE_QUERY_LENGTH } from '@shop/domain/locations/location-query.rules';
import type { Location } from '@shop/domain/locations/location.responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function searchLocations(q: string): Promise<Location[]> {
  const data = await api.call('GET /location/search', { query: { q } });
  return data.locations;
}

/** Whether `q` is worth asking about: a pincode, coordinates, or a place name of 2 characters or more. */
export function isSearchable(q: string): boolean {
  const query = classifyLocationQuery(q);
  return query.kind !== 'place' || query.place.length >= MIN_PLACE_QUERY_LENGTH;
}

export const locationSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['location', 'search', q],
    queryFn: () => searchLocations(q),
    staleTime: 60 * 60_000,
    enabled: isSearchable(q),
  });

/** The places for `q` (already trimmed and debounced); idle while it is not searchable. */
export function useLocationSearch(q: string) {
  return useQuery(locationSearchQueryOptions(q));
}
