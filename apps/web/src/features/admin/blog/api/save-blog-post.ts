/** POST /blog/create and PUT /blog/update/{id} (staff) — one mutation for the Create/Edit modal (admin spec §7). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogPostInput } from '@shop/domain/blog/blog.schemas';
import { api } from '../../../../lib/api-client';
import { blogAdminKey } from './list-blog-posts';

export function saveBlogPost({ id, body }: { id?: string; body: BlogPostInput }) {
  return id
    ? api.callWithMessage('PUT /blog/update/:id', { params: { id }, body })
    : api.callWithMessage('POST /blog/create', { body });
}

export function useSaveBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogAdminKey }),
  });
}
