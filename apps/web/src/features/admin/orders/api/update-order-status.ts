/** POST /order/:id/update (staff) — sets an order's status, 10 s time-out (admin spec §4, §7, §8). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@shop/domain/orders/order-status';
import { api } from '../../../../lib/api-client';
import type { UpdateOrderStatusResult } from '@shop/domain/orders/order.responses';
import { ordersKey } from './list-orders';

export const ORDER_UPDATE_TIMEOUT_MS = 10_000;

export interface UpdateOrderStatusInput {
  orderId: string;
  status: OrderStatus;
}

export type { UpdateOrderStatusResult };

export function updateOrderStatus({ orderId, status }: UpdateOrderStatusInput): Promise<UpdateOrderStatusResult> {
  return api.post<UpdateOrderStatusResult>(
    `/order/${encodeURIComponent(orderId)}/update`,
    { status },
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
