/** One of the customer's orders: GET /order/{id} (shopper spec §7), for the payment result's summary. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@shop/domain/orders/order.responses';
import { api } from '../../../lib/api-client';

export async function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  const data = await api.call('GET /order/:id', { params: { id: orderId } }, { signal });
  return data.order;
}

export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['account', 'orders', orderId],
    queryFn: ({ signal }) => getOrder(orderId, signal),
    staleTime: 30_000,
  });

/** The order, once its id is known (`orderId` undefined: not fetched). */
export function useOrder(orderId: string | undefined) {
  return useQuery({ ...orderQueryOptions(orderId ?? ''), enabled: Boolean(orderId) });
}
