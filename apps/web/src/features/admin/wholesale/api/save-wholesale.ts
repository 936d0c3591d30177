/** POST /wholesale/new and POST /wholesale/{id}/update (SuperAdmin) — a product's price breaks (admin spec §5, §7, §8). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WholesaleProduct } from '@shop/domain/wholesale/wholesale.responses';
import type { PriceBreakInput } from '@shop/domain/wholesale/wholesale.schemas';
import { api } from '../../../../lib/api-client';
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
}: SaveWholesaleInput): Promise<{ wholesaleProduct: WholesaleProduct }> {
  return wholesaleId
    ? api.post(`/wholesale/${encodeURIComponent(wholesaleId)}/update`, { priceBreaks })
    : api.post('/wholesale/new', { product_id: productId, priceBreaks });
}

export function useSaveWholesale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWholesale,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wholesaleKey }),
  });
}
