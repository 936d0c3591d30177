/** GET /order/{id}/detail (staff; issue 10) — one order with its payments, shipment, other orders, audit history and GST documents. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@shop/domain/orders/order-detail.responses';
import { api } from '../../../../lib/api-client';
import { ordersKey } from '../../orders/api/list-orders';

export type { OrderDetail };

/** Under the orders key, so a status change or a shipment retry refreshes the detail too. */
export const orderDetailKey = (id: string) => [...ordersKey, 'detail', id] as const;

export async function getOrderDetail(id: string, signal?: AbortSignal): Promise<OrderDetail> {
  return (await api.call('GET /order/:id/detail', { params: { id } }, { signal })).detail;
}

export function useOrderDetail(id: string) {
  return useQuery(
    queryOptions({ queryKey: orderDetailKey(id), queryFn: ({ signal }) => getOrderDetail(id, signal), retry: false }),
  );
}
