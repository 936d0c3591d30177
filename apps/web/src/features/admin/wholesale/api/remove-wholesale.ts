/** POST /wholesale/{id}/remove (SuperAdmin) — drops a product's wholesale pricing (admin spec §7, §8). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiData } from '../../../../lib/api-client';
import { wholesaleKey } from './list-wholesale-products';

export function removeWholesale(wholesaleId: string): Promise<ApiData<'POST /wholesale/:id/remove'>> {
  return api.call('POST /wholesale/:id/remove', { params: { id: wholesaleId } });
}

export function useRemoveWholesale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWholesale,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wholesaleKey }),
  });
}
