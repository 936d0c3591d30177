/** Places orders through the real route for tests. */
import type { FastifyInstance } from 'fastify';

export const deliveryAddress = {
  shippingAddress: '12 MG Road, Indiranagar',
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  pincode: '560038',
  city: 'Bengaluru',
  state: 'Karnataka',
};

export function placeOrder(
  app: FastifyInstance,
  cookie: string,
  products: { product_id: string; quantity: number }[],
  address: Partial<typeof deliveryAddress> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/order/new',
    headers: { cookie },
    payload: { order: { products, ...deliveryAddress, ...address } },
  });
}
