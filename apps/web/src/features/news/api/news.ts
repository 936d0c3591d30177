/** The shopper's news calls (issue 30): POST /news/list (newest first) and GET /news/{id}. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NewsItem } from '@shop/domain/news/news.responses';
import { api } from '../../../lib/api-client';

export type { NewsItem };

export const newsKey = ['news'] as const;

/** A page of news, newest first. */
export function useNewsList(pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: [...newsKey, 'list', pageNum, pageSize],
    queryFn: ({ signal }) => api.call('POST /news/list', { body: { pageNum, pageSize } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** One news item. */
export function useNewsItem(id: string) {
  return useQuery({
    queryKey: [...newsKey, 'item', id],
    queryFn: async ({ signal }) => (await api.call('GET /news/:id', { params: { id } }, { signal })).news,
    staleTime: 60_000,
  });
}
