/** GET /order/list (SuperAdmin) — a page of the orders with at least one bulk line, newest first (admin spec §2 Bulk Orders Management, §7). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BULK_ORDERS_PAGE_SIZE } from '@shop/domain/orders/bulk-orders.schemas';
import type { OrderStatus } from '@shop/domain/orders/order-status.rules';
import type { OrderListResult } from '@shop/domain/orders/order.responses';
import { api } from '../../../../lib/api-client';
import { ordersKey } from '../../orders/api/list-orders';

/** Under the orders' key, so every order status change (either screen) refreshes this list too. */
export const bulkOrdersKey = [...ordersKey, 'bulk'] as const;

/** Page `pageNum` of bulk orders, only those in `status` when one is chosen ('' = all). */
export function listBulkOrders(
  pageNum: number,
  status: OrderStatus | '',
  signal?: AbortSignal,
): Promise<OrderListResult> {
  return api.call(
    'GET /order/list',
    { query: { pageNum, pageSize: BULK_ORDERS_PAGE_SIZE, ...(status ? { status } : {}) } },
    { signal },
  );
}

export function useBulkOrders(pageNum: number, status: OrderStatus | '') {
  return useQuery(
    queryOptions({
      queryKey: [...bulkOrdersKey, status, pageNum],
      queryFn: ({ signal }) => listBulkOrders(pageNum, status, signal),
      placeholderData: keepPreviousData,
      // A failed load shows the error panel with Retry at once rather than after retries.
      retry: false,
    }),
  );
}
