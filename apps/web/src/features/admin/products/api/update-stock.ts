/** POST /product/{id}/update (SuperAdmin): Quick Stock (admin spec §2, §4: above 0 units means in stock). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminProductsKey } from './list-admin-products';

export function updateStock({ id, stock }: { id: string; stock: number }) {
  return api.call('POST /product/:id/update', {
    params: { id },
    body: { product: { no_of_product_instock: stock, product_instock: stock > 0 } },
  });
}

export function useUpdateStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductsKey }),
  });
}
