/** POST /product/{id}/remove (archives) and POST /product/{id}/restore (SuperAdmin; admin spec §7, issue 9). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminProductsKey } from './list-admin-products';

export function setArchived({ id, archived }: { id: string; archived: boolean }) {
  return api.callWithMessage(archived ? 'POST /product/:id/remove' : 'POST /product/:id/restore', { params: { id } });
}

export function useSetArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setArchived,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductsKey }),
  });
}
