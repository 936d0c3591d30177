/** POST /blog/list and GET /blog/stats (staff) — Blog Management's table, 20 a page by status and search, and its counts (admin spec §2, §7). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BlogStatus } from '@shop/domain/blog/blog.rules';
import type { AdminBlogPost } from '@shop/domain/blog/blog.responses';
import { api, type ApiData } from '../../../../lib/api-client';

export type { AdminBlogPost };

export const blogAdminKey = ['admin', 'blog'] as const;

export interface BlogListFilter {
  pageNum: number;
  status: BlogStatus | '';
  search: string;
}

export function listBlogPosts(filter: BlogListFilter, signal?: AbortSignal): Promise<ApiData<'POST /blog/list'>> {
  return api.call(
    'POST /blog/list',
    {
      body: {
        pageNum: filter.pageNum,
        pageSize: 20,
        filters: { status: filter.status || undefined, search: filter.search || undefined },
      },
    },
    { signal },
  );
}

export function useBlogPosts(filter: BlogListFilter) {
  return useQuery({
    queryKey: [...blogAdminKey, 'list', filter],
    queryFn: ({ signal }) => listBlogPosts(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useBlogStats() {
  return useQuery({
    queryKey: [...blogAdminKey, 'stats'],
    queryFn: ({ signal }) => api.call('GET /blog/stats', {}, { signal }),
  });
}
