/** POST /order/list (staff) — one page of orders with filters (admin spec §2 "Order Management", §7). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatus, PaymentStatus } from '@shop/domain/orders/order-status';
import type { OrderListBody } from '@shop/domain/orders/order.schemas';
import { api } from '../../../lib/api-client';

export const ORDER_PAGE_SIZE = 5;

export interface AdminOrderLine {
  _id: string;
  product_id: string;
  product_name: string;
  product_sku: string;
  product_img_url: string;
  quantity: number;
  line_total: number;
}

export interface AdminOrder {
  _id: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  name: string;
  email: string;
  phone: string;
  city: string;
  state: string;
  pincode: string;
  totalPrice: number;
  products: AdminOrderLine[];
  created_at: string;
}

export interface OrderListResult {
  orderList: AdminOrder[];
  orderCount: number;
}

export type OrderListInput = Pick<OrderListBody, 'pageNum' | 'pageSize'> & { filters: NonNullable<OrderListBody['filters']> };

export const ordersKey = ['admin', 'orders'] as const;

export function listOrders(body: OrderListInput, signal?: AbortSignal): Promise<OrderListResult> {
  return api.post<OrderListResult>('/order/list', body, { signal });
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
