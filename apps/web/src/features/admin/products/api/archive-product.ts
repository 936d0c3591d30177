/** POST /product/{id}/remove (archives) and POST /product/{id}/restore (SuperAdmin; admin spec §7, issue 9). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '@shop/domain/catalog/product-admin.responses';
import { api } from '../../../../lib/api-client';
import { adminProductsKey } from './list-admin-products';

export function setArchived({ id, archived }: { id: string; archived: boolean }) {
  return api.postWithMessage<{ product: AdminProduct }>(
    `/product/${encodeURIComponent(id)}/${archived ? 'remove' : 'restore'}`,
  );
}

export function useSetArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setArchived,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductsKey }),
  });
}
