/** DELETE /blog/delete/{id} (staff) — after the browser's confirm (admin spec §2). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { blogAdminKey } from './list-blog-posts';

export function deleteBlogPost(id: string) {
  return api.callWithMessage('DELETE /blog/delete/:id', { params: { id } });
}

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogAdminKey }),
  });
}
