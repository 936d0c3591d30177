/** GET /policies/{slug}: a policy page's text, its figures filled by the server from the store settings. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiData } from '../../../lib/api-client';

export function getPolicy(slug: string, signal?: AbortSignal): Promise<ApiData<'GET /policies/:slug'>> {
  return api.call('GET /policies/:slug', { params: { slug } }, { signal });
}

export const policyQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['policies', slug],
    queryFn: ({ signal }) => getPolicy(slug, signal),
    staleTime: 60_000,
  });

export function usePolicy(slug: string) {
  return useQuery(policyQueryOptions(slug));
}
