/** GET /blog/slug/{slug} — one published post (a draft or unknown slug is 404 'Blog not found'). */
import { useQuery } from '@tanstack/react-query';
import type { BlogPost } from '@shop/domain/blog/blog.responses';
import { api, hasErrorCode } from '../../../lib/api-client';

export function getBlogPost(slug: string, signal?: AbortSignal): Promise<BlogPost> {
  return api.call('GET /blog/slug/:slug', { params: { slug } }, { signal });
}

export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: ['blogs', 'post', slug],
    queryFn: ({ signal }) => getBlogPost(slug, signal),
    staleTime: 60_000,
    // A missing post stays missing: no retries before the 'Blog Not Found' page.
    retry: (count, error) => !hasErrorCode(error, 'NOT_FOUND') && count < 2,
  });
}
