/**
 * POST /order/bulk-update-status (staff) — one status for the selected orders, each changed in its
 * own transaction on the server, with a result per order (admin spec §2 Bulk Update, §8; issue 10).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkStatusData } from '@shop/domain/orders/order.responses';
import { api, type ApiBody } from '../../../../lib/api-client';
import { ordersKey } from './list-orders';

/** Up to 50 orders, one after another on the server: more time than a single update's 10 s. */
export const BULK_UPDATE_TIMEOUT_MS = 60_000;

/** The orders and the one status to set on each. */
export type BulkUpdateInput = ApiBody<'POST /order/bulk-update-status'>;

export type { BulkStatusData };

export function bulkUpdateOrderStatus(input: BulkUpdateInput): Promise<BulkStatusData> {
  return api.call('POST /order/bulk-update-status', { body: input }, { timeoutMs: BULK_UPDATE_TIMEOUT_MS });
}

/** The mutation; the order list reloads after it, whatever the outcome (some orders may have changed). */
export function useBulkUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateOrderStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
