/** POST /order/:id/update (staff) — sets an order's status, 10 s time-out (admin spec §4, §7, §8). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateOrderStatusResult } from '@shop/domain/orders/order.responses';
import { api, type ApiBody } from '../../../../lib/api-client';
import { ordersKey } from './list-orders';

export const ORDER_UPDATE_TIMEOUT_MS = 10_000;

/** The order to change and its new status. */
export type UpdateOrderStatusInput = { orderId: string } & ApiBody<'POST /order/:id/update'>;

export type { UpdateOrderStatusResult };

export function updateOrderStatus({ orderId, status }: UpdateOrderStatusInput): Promise<UpdateOrderStatusResult> {
  return api.call(
    'POST /order/:id/update',
    { params: { id: orderId }, body: { status } },
    { timeoutMs: ORDER_UPDATE_TIMEOUT_MS },
  );
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
