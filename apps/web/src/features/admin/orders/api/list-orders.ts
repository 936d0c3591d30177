/** POST /order/list (staff) — one page of orders with filters (admin spec §2 "Order Management", §7). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Order, OrderLine, OrderListResult } from '@shop/domain/orders/order.responses';
import type { OrderListBody } from '@shop/domain/orders/order.schemas';
import { api } from '../../../../lib/api-client';

/** Admin spec §9: five orders a page by default; staff may choose more. */
export const ORDER_PAGE_SIZE = 5;
export const ORDER_PAGE_SIZES = [5, 10, 20, 50] as const;

/** An order as staff see it in the list: the one order shape of the API. */
export type AdminOrder = Order;
export type AdminOrderLine = OrderLine;

export type OrderListInput = Pick<OrderListBody, 'pageNum' | 'pageSize'> & {
  filters: NonNullable<OrderListBody['filters']>;
};

export const ordersKey = ['admin', 'orders'] as const;

export function listOrders(body: OrderListInput, signal?: AbortSignal): Promise<OrderListResult> {
  return api.call('POST /order/list', { body }, { signal });
}

export const listOrdersQueryOptions = (body: OrderListInput) =>
  queryOptions({
    queryKey: [...ordersKey, body],
    queryFn: ({ signal }) => listOrders(body, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useOrders(body: OrderListInput) {
  return useQuery(listOrdersQueryOptions(body));
}
