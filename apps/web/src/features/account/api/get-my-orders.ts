/** The customer's orders, newest first: POST /order/my-orders (shopper spec §7); refreshed every 30 s while auto refresh is on (§4). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Order } from '@shop/domain/orders/order.responses';

export const ORDERS_REFRESH_MS = 30_000;

export function getMyOrders(): Promise<Order[]> {
  return api.call('POST /order/my-orders');
}

export const myOrdersQueryOptions = () => queryOptions({ queryKey: ['account', 'orders'], queryFn: getMyOrders });

/** The signed-in customer's orders; polls every 30 s when autoRefresh is true. */
export function useMyOrders(autoRefresh: boolean) {
  return useQuery({ ...myOrdersQueryOptions(), refetchInterval: autoRefresh ? ORDERS_REFRESH_MS : false });
}
