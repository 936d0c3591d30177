/**
 * Staff's look at one customer (issue 29 "Staff: Customers": a customer's orders, returns, tickets
 * and alerts; GET /admin/customers/{id}): each made through the real routes shows, another
 * customer's never does, any staff role may look, others may not, and a bad id is refused with
 * the error envelope, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_DETAIL_LIMIT } from '@shop/domain/accounts/customers.responses';
import { stockAlerts } from '../../db/schema/stock-alerts';
import { makeProduct } from '../../test/factories';
import { payAndDeliver, placeOrder } from '../../test/orders';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import { shopFixture } from '../../test/shop-fixture';
import type { TestApp } from '../../test/test-app';

let t: TestApp;
let boss: SignedIn;
let sub: SignedIn;
let categoryId: string;
beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SuperAdmin: boss, SubAdmin: sub },
  } = await shopFixture({ staff: ['SuperAdmin', 'SubAdmin'] }));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const detail = (id: string, who: SignedIn | null = sub) => call('GET', `/admin/customers/${id}`, who?.cookie);

/**
 * A customer with one delivered order of 3 units (2 + 1) and a return request of it, an unpaid
 * order placed after it, a ticket about the first order, and a back-in-stock alert.
 */
async function busyCustomer(name: string) {
  const customer = await signUpCustomer(t.app, name);
  const sensor = await makeProduct(t.db, { categoryId, pricePaise: 50_000, mrpPaise: 70_000 });
  const board = await makeProduct(t.db, { categoryId });
  const placed = await placeOrder(t.app, customer.cookie, [
    { product_id: sensor.id, quantity: 2 },
    { product_id: board.id, quantity: 1 },
  ]);
  expect(placed.statusCode).toBe(201);
  const order = placed.json().data.order;
  await payAndDeliver(t.app, customer.cookie, boss.cookie, order._id);
  const returned = await call('POST', '/returnRequest/create', customer.cookie, {
    order_id: order._id,
    return_reason: 'Defective/Damaged Product',
    description: 'One sensor reads 0 °C',
    lines: [{ order_line_id: order.products[0]._id, quantity: 1 }],
  });
  expect(returned.statusCode).toBe(201);
  const unpaid = (await placeOrder(t.app, customer.cookie, [{ product_id: board.id, quantity: 1 }])).json().data.order;
  const ticket = await call('POST', '/complaint/create', customer.cookie, {
    complaint: {
      name,
      email: customer.email,
      phone: '9876543210',
      category: 'Product Issue',
      subject: `${name}: sensor reads 0 °C`,
      description: 'The sensor I received always reads 0 °C.',
      orderId: order._id,
    },
  });
  expect(ticket.statusCode).toBe(201);
  const gone = await makeProduct(t.db, { categoryId, productName: `${name}'s stepper driver`, stock: 0 });
  expect((await call('POST', '/stock-alerts', customer.cookie, { productId: gone.id })).statusCode).toBe(201);
  return {
    customer,
    order,
    unpaid,
    returnId: returned.json().data.returnRequest._id as string,
    ticketNumber: ticket.json().data.complaint.ticket_number as string,
    alertProduct: gone,
  };
}

describe('GET /admin/customers/{id}', () => {
  it("shows a customer's orders, return requests, tickets and alerts, newest first, and never another's", async () => {
    const meera = await busyCustomer('Meera Iyer');
    const other = await busyCustomer('Other Person');

    const res = await detail(meera.customer.id);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.customer).toMatchObject({ _id: meera.customer.id, name: 'Meera Iyer', blocked_at: null });
    expect(data.orders).toEqual([
      {
        _id: meera.unpaid._id,
        shortId: meera.unpaid._id.slice(-6).toUpperCase(),
        created_at: meera.unpaid.created_at,
        totalPrice: meera.unpaid.totalPrice,
        status: 'Pending',
        payment_status: 'Pending',
        itemCount: 1,
      },
      expect.objectContaining({
        _id: meera.order._id,
        totalPrice: meera.order.totalPrice,
        status: 'Delivered',
        payment_status: 'Paid',
        itemCount: 3,
      }),
    ]);
    expect(data.returnRequests).toEqual([
      {
        _id: meera.returnId,
        order_id: meera.order._id,
        order_short_id: meera.order._id.slice(-6).toUpperCase(),
        state: 'Requested',
        created_at: expect.any(String),
      },
    ]);
    expect(data.tickets).toEqual([
      {
        _id: expect.any(String),
        ticket_number: meera.ticketNumber,
        subject: 'Meera Iyer: sensor reads 0 °C',
        status: 'Open',
        created_at: expect.any(String),
      },
    ]);
    expect(data.alerts).toEqual([
      {
        _id: expect.any(String),
        product_id: meera.alertProduct.id,
        product_name: "Meera Iyer's stepper driver",
        status: 'active',
        created_at: expect.any(String),
      },
    ]);
    expect([data.orderCount, data.returnRequestCount, data.ticketCount, data.alertCount]).toEqual([2, 1, 1, 1]);

    const ids = JSON.stringify(data);
    for (const theirs of [other.order._id, other.unpaid._id, other.returnId, other.ticketNumber, other.alertProduct.id])
      expect(ids).not.toContain(theirs);
    const others = (await detail(other.customer.id, boss)).json().data;
    expect(others.orders.map((o: { _id: string }) => o._id)).toEqual([other.unpaid._id, other.order._id]);
    expect(others.tickets.map((x: { ticket_number: string }) => x.ticket_number)).toEqual([other.ticketNumber]);
  });

  it('answers an empty record for a customer with nothing yet', async () => {
    const quiet = await signUpCustomer(t.app, 'Quiet Person');
    expect((await detail(quiet.id)).json().data).toMatchObject({
      orders: [],
      orderCount: 0,
      returnRequests: [],
      returnRequestCount: 0,
      tickets: [],
      ticketCount: 0,
      alerts: [],
      alertCount: 0,
    });
  });

  it(`lists the newest ${CUSTOMER_DETAIL_LIMIT} of a long list and counts them all`, async () => {
    const keen = await signUpCustomer(t.app, 'Keen Person');
    const product = await makeProduct(t.db, { categoryId, productName: 'ESP32 board', stock: 0 });
    const start = Date.parse('2026-01-01T00:00:00Z');
    await t.db.insert(stockAlerts).values(
      Array.from({ length: CUSTOMER_DETAIL_LIMIT + 5 }, (_, i) => ({
        productId: product.id,
        userId: keen.id,
        email: keen.email,
        status: 'notified' as const,
        createdAt: new Date(start + i * 60_000),
      })),
    );
    const data = (await detail(keen.id)).json().data;
    expect([data.alerts.length, data.alertCount]).toEqual([CUSTOMER_DETAIL_LIMIT, CUSTOMER_DETAIL_LIMIT + 5]);
    expect(data.alerts[0].created_at).toBe(new Date(start + (CUSTOMER_DETAIL_LIMIT + 4) * 60_000).toISOString());
    expect(data.alerts.at(-1).created_at).toBe(new Date(start + 5 * 60_000).toISOString());
  });

  it('refuses a stranger and a customer session (401), as every staff call', async () => {
    const customer = await signUpCustomer(t.app, 'Curious Person');
    for (const cookie of [undefined, customer.cookie]) {
      const res = await call('GET', `/admin/customers/${customer.id}`, cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 'Error' });
      expect(res.json().data).toBeUndefined();
    }
  });

  it('answers 404 Customer not found for an unknown id, in the envelope', async () => {
    const res = await detail('no-such-customer', boss);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'Error', code: 'NOT_FOUND', message: 'Customer not found' });
  });

  // Past the router's 100 characters a parameter there is no such route (404); U+0000 fails validation (400).
  it.each([
    ['a 1 MB id', 'a'.repeat(1024 * 1024), 404],
    ['an id of 101 characters', 'a'.repeat(101), 404],
    ['an id with U+0000', 'abc%00def', 400],
    ['an id of U+0000 alone', '%00', 400],
  ])('refuses %s with %i and the error envelope, never a 500', async (_, id, status) => {
    const res = await detail(id);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status: 'Error', message: expect.any(String) });
    expect(res.json().data).toBeUndefined();
  });
});
