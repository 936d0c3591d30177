/** POST /inventory/{id}/adjust (SuperAdmin) — adds, removes or sets units with a reason (issue 9). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StockAdjustBody } from '@shop/domain/inventory/inventory.schemas';
import { api, type ApiData } from '../../../../lib/api-client';
import { inventoryKey } from './list-inventory';

export function adjustStock(productId: string, body: StockAdjustBody): Promise<ApiData<'POST /inventory/:id/adjust'>> {
  return api.call('POST /inventory/:id/adjust', { params: { id: productId }, body });
}

export function useAdjustStock(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockAdjustBody) => adjustStock(productId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKey }),
  });
}
