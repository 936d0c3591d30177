/** POST /wholesale/new and POST /wholesale/{id}/update (SuperAdmin) — a product's price breaks (admin spec §5, §7, §8). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceBreakInput } from '@shop/domain/wholesale/wholesale.schemas';
import { api, type ApiData } from '../../../../lib/api-client';
import { wholesaleKey } from './list-wholesale-products';

export interface SaveWholesaleInput {
  /** The wholesale entry to change; absent for a product's first breaks. */
  wholesaleId?: string;
  productId: string;
  priceBreaks: PriceBreakInput[];
}

export function saveWholesale({
  wholesaleId,
  productId,
  priceBreaks,
}: SaveWholesaleInput): Promise<ApiData<'POST /wholesale/new'>> {
  return wholesaleId
    ? api.call('POST /wholesale/:id/update', { params: { id: wholesaleId }, body: { priceBreaks } })
    : api.call('POST /wholesale/new', { body: { product_id: productId, priceBreaks } });
}

export function useSaveWholesale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWholesale,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wholesaleKey }),
  });
}
