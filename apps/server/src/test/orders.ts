/** Places orders through the real route for tests. */
import type { FastifyInstance } from 'fastify';
import { payOrder } from './payments';

export const deliveryAddress = {
  shippingAddress: '12 MG Road, Indiranagar',
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  pincode: '560038',
  city: 'Bengaluru',
  state: 'Karnataka',
};

/** A buyer whose details the log tests look for: none may appear in a log line. */
export const meera = {
  name: 'Meera Iyer',
  email: 'meera.iyer@example.in',
  phone: '9123456780',
  shippingAddress: '7 Lavelle Road, Ashok Nagar',
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

/**
 * Pays `orderId` as its customer (the sandbox, then the jobs it queues: the invoice) and has staff
 * ship and deliver it: a delivered, invoiced order, as returns, reviews and erasure need.
 */
export async function payAndDeliver(
  app: FastifyInstance,
  customerCookie: string,
  staffCookie: string,
  orderId: string,
): Promise<void> {
  await payOrder(app, customerCookie, orderId);
  await app.jobs.runDue();
  for (const status of ['Shipped', 'Delivered']) {
    const res = await setOrderStatus(app, staffCookie, orderId, status);
    if (res.statusCode !== 200) throw new Error(`order ${orderId} not ${status}: ${res.body}`);
  }
}

/** POST /order/:id/update as staff (`staffCookie`): moves the order to `status` ('Cancelled', 'Shipped'…). */
export function setOrderStatus(app: FastifyInstance, staffCookie: string, orderId: string, status: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/order/${orderId}/update`,
    headers: { cookie: staffCookie },
    payload: { status },
  });
}
