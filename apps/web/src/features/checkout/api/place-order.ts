/** Places the order: POST /order/new (shopper spec §7). The server prices it and takes the units from stock; 409 when stock is short. */
import type { z } from 'zod';
import type { newOrderBody } from '@shop/domain/orders/order.schemas';
import { api } from '../../../lib/api-client';
import type { Order } from '@shop/domain/orders/order.responses';

export type NewOrderRequest = z.input<typeof newOrderBody>;

export async function placeOrder(body: NewOrderRequest): Promise<Order> {
  const data = await api.post<{ order: Order }>('/order/new', body);
  return data.order;
}
