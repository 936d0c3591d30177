/** GET /blog/published — a page of published posts, newest first, by search and tag (storefront spec §7). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PublishedBlogsData } from '@shop/domain/blog/blog.responses';
import { api } from '../../../lib/api-client';

export interface PublishedBlogsFilter {
  pageNum: number;
  pageSize: number;
  search?: string;
  tag?: string;
  /** A post's slug to leave out (the related posts). */
  exclude?: string;
}

export function getPublishedBlogs(filter: PublishedBlogsFilter, signal?: AbortSignal): Promise<PublishedBlogsData> {
  return api.call(
    'GET /blog/published',
    { query: { ...filter, search: filter.search || undefined, tag: filter.tag || undefined } },
    { signal },
  );
}

export const publishedBlogsQuery = (filter: PublishedBlogsFilter) =>
  queryOptions({
    queryKey: ['blogs', 'published', filter],
    queryFn: ({ signal }) => getPublishedBlogs(filter, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function usePublishedBlogs(filter: PublishedBlogsFilter, enabled = true) {
  return useQuery({ ...publishedBlogsQuery(filter), enabled });
}
