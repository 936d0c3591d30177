/** Places the order: POST /order/new (shopper spec §7). The server prices it and takes the units from stock; 409 when stock is short. */
import type { Order } from '@shop/domain/orders/order.responses';
import { api, type ApiBody } from '../../../lib/api-client';

export type NewOrderRequest = ApiBody<'POST /order/new'>;

export async function placeOrder(body: NewOrderRequest): Promise<Order> {
  const data = await api.call('POST /order/new', { body });
  return data.order;
}
