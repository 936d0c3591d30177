/** POST /order/:id/update-status (SuperAdmin) — the bulk orders screen's status change (admin spec §7, §8 "Bulk orders"). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateOrderStatusResult } from '@shop/domain/orders/order.responses';
import { api, type ApiBody } from '../../../../lib/api-client';
import { ordersKey } from '../../orders/api/list-orders';
import { ORDER_UPDATE_TIMEOUT_MS } from '../../orders/api/update-order-status';

/** The order to change and its new status. */
export type UpdateBulkOrderStatusInput = { orderId: string } & ApiBody<'POST /order/:id/update-status'>;

export function updateBulkOrderStatus({
  orderId,
  status,
}: UpdateBulkOrderStatusInput): Promise<UpdateOrderStatusResult> {
  return api.call(
    'POST /order/:id/update-status',
    { params: { id: orderId }, body: { status } },
    { timeoutMs: ORDER_UPDATE_TIMEOUT_MS },
  );
}

/** Sets the status; on success every orders list (bulk and all orders) loads again. */
export function useUpdateBulkOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBulkOrderStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
