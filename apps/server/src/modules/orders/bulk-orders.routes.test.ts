/**
 * Bulk Orders Management (admin spec §2, §7, §8; issue 10): GET /order/list (and GET /orders) lists
 * only the orders holding a bulk line, for SuperAdmin; POST /order/{id}/update-status makes the same
 * status change as Order Management (stock, audit), and every refusal changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { orders } from '../../db/schema/orders';
import { makeProduct, stockOf } from '../../test/factories';
import { deliveryAddress } from '../../test/orders';
import { CANCEL_SHIPPED } from '@shop/domain/orders/order-lifecycle.rules';
import { payOrder } from '../../test/payments';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import type { TestApp } from '../../test/test-app';
import { shopFixture } from '../../test/shop-fixture';

let t: TestApp;
let categoryId: string;
let superAdmin: SignedIn;
let subAdmin: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SuperAdmin: superAdmin, SubAdmin: subAdmin },
  } = await shopFixture({ category: 'Boards', staff: ['SuperAdmin', 'SubAdmin'] }));
  customer = await signUpCustomer(t.app, 'Meera Iyer');
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const list = (query = '', cookie = superAdmin.cookie) => inject('GET', `/order/list${query}`, cookie);
const setStatus = (id: string, payload: object, cookie: string | undefined = superAdmin.cookie) =>
  inject('POST', `/order/${id}/update-status`, cookie, payload);

/** A ₹1,000 board (before GST), MRP ₹1,300, with a wholesale break of ₹50 off a unit from 10 units. */
async function boardWithBreak(stock = 100) {
  const board = await makeProduct(t.db, {
    categoryId,
    productName: 'ESP32 DevKit',
    pricePaise: 100_000,
    mrpPaise: 130_000,
    stock,
  });
  const res = await inject('POST', '/wholesale/new', superAdmin.cookie, {
    product_id: board.id,
    priceBreaks: [{ minQuantity: 10, maxQuantity: null, discount: 50 }],
  });
  expect(res.statusCode).toBe(201);
  return board;
}

/** Places an order as a new customer; a line with `bulk` true is bought at the board's 10+ break. */
async function placeOrder(lines: { product_id: string; quantity: number; bulk?: boolean }[]) {
  const buyer = await signUpCustomer(t.app, 'Ravi Kumar');
  const products = lines.map(({ bulk, ...line }) =>
    bulk ? { ...line, is_bulk_order: true, bulk_range: '10+' } : line,
  );
  const res = await inject('POST', '/order/new', buyer.cookie, {
    order: { products, ...deliveryAddress, name: 'Ravi Kumar' },
  });
  expect(res.statusCode).toBe(201);
  return { ...(res.json().data.order as { _id: string; status: string }), buyer };
}

const statusOf = async (id: string) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;
const auditRowsOf = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, id)));

describe('GET /order/list (bulk orders)', () => {
  it('lists only orders with a bulk line, newest first, with the lines the screen shows', async () => {
    const board = await boardWithBreak();
    const cable = await makeProduct(t.db, {
      categoryId,
      productName: 'USB Cable',
      pricePaise: 10_000,
      mrpPaise: 15_000,
    });
    const older = await placeOrder([
      { product_id: board.id, quantity: 12, bulk: true },
      { product_id: cable.id, quantity: 2 },
    ]);
    const regular = await placeOrder([{ product_id: cable.id, quantity: 1 }]);
    const newer = await placeOrder([{ product_id: board.id, quantity: 10, bulk: true }]);

    const res = await list();
    expect(res.statusCode).toBe(200);
    const { orderList, orderCount } = res.json().data;
    const ids = orderList.map((o: { _id: string }) => o._id);
    expect(ids).not.toContain(regular._id);
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
    expect(orderCount).toBe(orderList.length);
    const shown = orderList.find((o: { _id: string }) => o._id === older._id);
    expect(shown).toMatchObject({
      name: 'Ravi Kumar',
      email: deliveryAddress.email,
      phone: deliveryAddress.phone,
      pincode: '560038',
      city: 'Bengaluru',
      bulkOrderCount: 1,
      status: 'Pending',
    });
    // ₹950 a unit at the 10+ break, ₹1,121 with GST, against an MRP of ₹1,300: 14% off.
    expect(shown.products).toEqual([
      expect.objectContaining({
        product_name: 'ESP32 DevKit',
        is_bulk_order: true,
        bulk_range: '10+',
        quantity: 12,
        product_price: 950,
        original_price: 1300,
        product_discount: 14,
      }),
      expect.objectContaining({
        product_name: 'USB Cable',
        is_bulk_order: false,
        bulk_range: null,
        quantity: 2,
        product_price: 100,
      }),
    ]);
    expect(shown.expectedDelivery).toEqual(expect.any(String));
  });

  it('pages and filters by status; GET /orders answers alike', async () => {
    const board = await boardWithBreak();
    const a = await placeOrder([{ product_id: board.id, quantity: 10, bulk: true }]);
    const b = await placeOrder([{ product_id: board.id, quantity: 11, bulk: true }]);
    const all = (await list()).json().data;
    const second = (await list('?pageNum=2&pageSize=1')).json().data;
    expect(second).toEqual({ orderList: [all.orderList[1]], orderCount: all.orderCount });

    await payOrder(t.app, a.buyer.cookie, a._id);
    expect((await setStatus(a._id, { status: 'Processing' })).statusCode).toBe(200);
    const processing = (await list('?status=Processing')).json().data;
    expect(processing.orderList.map((o: { _id: string }) => o._id)).toEqual([a._id]);
    expect(processing.orderCount).toBe(1);
    expect((await list('?status=')).json().data.orderCount).toBe(all.orderCount);
    expect((await inject('GET', '/orders?status=Processing', superAdmin.cookie)).json().data).toEqual(processing);
    expect((await list('?status=Pending')).json().data.orderList.map((o: { _id: string }) => o._id)).toContain(b._id);
  });

  it('is for SuperAdmin only: 401 for a guest and a customer, 403 for a SubAdmin', async () => {
    expect((await list('', '')).json()).toEqual({
      status: 'Error',
      code: 'UNAUTHENTICATED',
      message: 'Authentication required. Please login again.',
    });
    expect((await list('', '')).statusCode).toBe(401);
    expect((await list('', customer.cookie)).statusCode).toBe(401);
    const refused = await list('', subAdmin.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 'Error', message: expect.any(String) });
    expect((await inject('GET', '/orders', subAdmin.cookie)).statusCode).toBe(403);
  });

  it.each([
    ['an unknown status', '?status=Lost'],
    ['a page size above 50', '?pageSize=51'],
    ['page 0', '?pageNum=0'],
    ['a page that is not a number', '?pageNum=two'],
    ['an unknown parameter', '?search=x'],
    ['a NUL in the status', '?status=%00'],
  ])('refuses %s with 400 and the error envelope', async (_name, query) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'Error', message: expect.any(String) });
  });
});

describe('POST /order/{id}/update-status', () => {
  it('sets the status as Order Management does: audited, and a cancel gives the stock back', async () => {
    const board = await boardWithBreak(40);
    const order = await placeOrder([{ product_id: board.id, quantity: 12, bulk: true }]);
    expect(await stockOf(t.db, board.id)).toBe(28);
    await payOrder(t.app, order.buyer.cookie, order._id);

    const shipped = await setStatus(order._id, { status: 'shipped' });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({
      status: 'Success',
      message: 'Order status updated successfully',
      data: { order: { _id: order._id, status: 'Shipped' } },
    });
    const [audit] = await auditRowsOf(order._id);
    expect(audit).toMatchObject({
      staffId: superAdmin.id,
      action: 'order.status',
      before: { status: 'Confirmed' },
      after: { status: 'Shipped' },
    });
    // A shipped order is not cancelled here either: the same lifecycle as Order Management.
    const refused = await setStatus(order._id, { status: 'Cancelled' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 'Error', message: CANCEL_SHIPPED });
    expect(await stockOf(t.db, board.id)).toBe(28);
    expect(await auditRowsOf(order._id)).toHaveLength(1);

    const other = await placeOrder([{ product_id: board.id, quantity: 10, bulk: true }]);
    await payOrder(t.app, other.buyer.cookie, other._id);
    expect((await setStatus(other._id, { status: 'Cancelled' })).json().data.order.status).toBe('Cancelled');
    expect(await stockOf(t.db, board.id)).toBe(28);
  });

  it('refuses a guest, a customer and a SubAdmin, and changes nothing', async () => {
    const board = await boardWithBreak();
    const order = await placeOrder([{ product_id: board.id, quantity: 10, bulk: true }]);
    expect((await setStatus(order._id, { status: 'Shipped' }, '')).statusCode).toBe(401);
    expect((await setStatus(order._id, { status: 'Shipped' }, customer.cookie)).statusCode).toBe(401);
    const refused = await setStatus(order._id, { status: 'Shipped' }, subAdmin.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 'Error', message: expect.any(String) });
    expect(await statusOf(order._id)).toBe('Pending');
    expect(await auditRowsOf(order._id)).toHaveLength(0);
  });

  it.each([
    ['an unknown status', { status: 'Lost' }],
    ['no status', {}],
    ['a status that is not text', { status: 3 }],
    ['an extra field', { status: 'Shipped', totalPrice: 1 }],
    ['an over-long status', { status: 'S'.repeat(51) }],
    ['a NUL in the status', { status: 'Ship\u0000ped' }],
  ])('refuses %s with 400 and changes nothing', async (_name, payload) => {
    const board = await boardWithBreak();
    const order = await placeOrder([{ product_id: board.id, quantity: 10, bulk: true }]);
    const res = await setStatus(order._id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'Error', message: expect.any(String) });
    expect(await statusOf(order._id)).toBe('Pending');
    expect(await auditRowsOf(order._id)).toHaveLength(0);
  });

  it('answers 404 for an order that does not exist and 414 for an over-long id', async () => {
    const missing = await setStatus('no-such-order', { status: 'Shipped' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'Error', code: 'NOT_FOUND', message: 'Order not found' });
    const long = await setStatus('x'.repeat(101), { status: 'Shipped' });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ status: 'Error', code: 'URI_TOO_LONG', message: 'The address is too long' });
  });
});
