/**
 * The search box's suggestions: GET /product/suggestions?q= (storefront spec §2 Search). The
 * server answers them in display order, at most 8: categories, brands, then up to 4 products.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchSuggestion } from '@shop/domain/catalog/search-suggestions.responses';
import { api } from '../../../lib/api-client';

export type { SearchSuggestion };

export async function getSearchSuggestions(q: string, signal?: AbortSignal): Promise<SearchSuggestion[]> {
  const data = await api.call('GET /product/suggestions', { query: { q } }, { signal });
  return data.suggestions;
}

export const searchSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['catalog', 'suggestions', q],
    queryFn: ({ signal }) => getSearchSuggestions(q, signal),
    staleTime: 60_000,
  });

/** Suggestions for `q` (already trimmed and debounced); nothing is asked for blank text. */
export function useSearchSuggestionsQuery(q: string) {
  return useQuery({ ...searchSuggestionsQueryOptions(q), enabled: q.length > 0 });
}
