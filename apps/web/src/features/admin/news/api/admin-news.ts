/**
 * Staff's news calls (admin spec §7): POST /news/list (20 a page), POST /news/create and
 * /news/{id}/update-v2 (multipart, with upload progress), POST /news/{id}/remove.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NEWS_PAGE_SIZE } from '@shop/domain/news/news.rules';
import type { NewsItem } from '@shop/domain/news/news.responses';
import { api } from '../../../../lib/api-client';
import { postForm } from '../../../../lib/api-upload';

export type { NewsItem };

/** The storefront's news queries share this root, so a change shows there at once too. */
const newsKey = ['news'] as const;

export function useAdminNews(pageNum: number) {
  return useQuery({
    queryKey: [...newsKey, 'admin', pageNum],
    queryFn: ({ signal }) => api.call('POST /news/list', { body: { pageNum, pageSize: NEWS_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Creates (no id) or edits (id) an item from its multipart form; answers the server's message. */
export function useSaveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id?: string; form: FormData }) =>
      id ? postForm('POST /news/:id/update-v2', { params: { id } }, form) : postForm('POST /news/create', {}, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKey }),
  });
}

export function useRemoveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.callWithMessage('POST /news/:id/remove', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKey }),
  });
}
