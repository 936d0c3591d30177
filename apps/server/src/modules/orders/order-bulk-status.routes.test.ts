/** POST /order/bulk-update-status (admin spec §2 Bulk Update, §5, §8; issue 10) and the warranty each order line records. */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { orders } from '../../db/schema/orders';
import { makeProduct, stockOf } from '../../test/factories';
import { REOPEN_CANCELLED } from '@shop/domain/orders/order-lifecycle.rules';
import { placeOrder } from '../../test/orders';
import { payOrder } from '../../test/payments';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import type { TestApp } from '../../test/test-app';
import { shopFixture } from '../../test/shop-fixture';

let t: TestApp;
let admin: SignedIn;
let subAdmin: SignedIn;
let categoryId: string;

beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SuperAdmin: admin, SubAdmin: subAdmin },
  } = await shopFixture({ category: 'Development Board', staff: ['SuperAdmin', 'SubAdmin'] }));
});
afterAll(() => t.close());

const bulk = (payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/order/bulk-update-status',
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });
const update = (orderId: string, status: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/order/${orderId}/update`,
    headers: { cookie: admin.cookie },
    payload: { status },
  });

/** A new customer's order of `quantity` units of `productId` (each shopper may hold only a few unpaid orders), paid when `paid`. */
async function newOrder(productId: string, quantity = 1, paid = false): Promise<string> {
  const shopper = await signUpCustomer(t.app);
  const res = await placeOrder(t.app, shopper.cookie, [{ product_id: productId, quantity }]);
  expect(res.statusCode).toBe(201);
  const id = res.json().data.order._id as string;
  if (paid) await payOrder(t.app, shopper.cookie, id);
  return id;
}

const statusesOf = async (ids: string[]) =>
  new Map(
    (await t.db.select({ id: orders.id, status: orders.status }).from(orders).where(inArray(orders.id, ids))).map(
      (r) => [r.id, r.status],
    ),
  );
const auditsOf = (ids: string[]) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'order.status'), inArray(auditLog.entityId, ids)));

describe('POST /order/bulk-update-status', () => {
  it('updates five orders but one, which fails alone and changes nothing; each change is audited', async () => {
    const board = await makeProduct(t.db, { categoryId, stock: 100 });
    const scarce = await makeProduct(t.db, { categoryId, stock: 2 });
    const ids = [
      await newOrder(board.id, 1, true),
      await newOrder(board.id, 1, true),
      await newOrder(board.id, 1, true),
      await newOrder(board.id, 1, true),
    ];
    // The fifth was cancelled, and its two units were sold again: a cancelled order is never reopened.
    const cancelled = await newOrder(scarce.id, 2);
    expect((await update(cancelled, 'Cancelled')).statusCode).toBe(200);
    await newOrder(scarce.id, 2);
    expect(await stockOf(t.db, scarce.id)).toBe(0);
    const all = [ids[0]!, ids[1]!, cancelled, ids[2]!, ids[3]!];
    const auditsBefore = (await auditsOf(all)).length;

    const res = await bulk({ orderIds: all, status: 'Shipped' }, subAdmin.cookie);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ updated: 4, failed: 1 });
    expect(data.results.map((r: { orderId: string }) => r.orderId)).toEqual(all);
    expect(data.results[2]).toEqual({ orderId: cancelled, ok: false, status: null, message: REOPEN_CANCELLED });
    for (const i of [0, 1, 3, 4])
      expect(data.results[i]).toMatchObject({
        ok: true,
        status: 'Shipped',
        message: 'Order status updated to Shipped successfully!',
      });

    const statuses = await statusesOf(all);
    for (const id of ids) expect(statuses.get(id)).toBe('Shipped');
    expect(statuses.get(cancelled)).toBe('Cancelled');
    expect(await stockOf(t.db, scarce.id)).toBe(0);
    // One audit row per changed order, naming the staff member; none for the one that failed.
    const audits = await auditsOf(all);
    expect(audits.length - auditsBefore).toBe(4);
    const bulkAudits = audits.filter((a) => a.staffId === subAdmin.id);
    expect(bulkAudits.map((a) => a.entityId).sort()).toEqual([...ids].sort());
    expect(bulkAudits[0]).toMatchObject({ before: { status: 'Confirmed' }, after: { status: 'Shipped' } });
  });

  it("reports per order which steps the lifecycle refuses the staff member's role, changing those orders not at all", async () => {
    const board = await makeProduct(t.db, { categoryId, stock: 10 });
    const unpaid = await newOrder(board.id);
    const paid = await newOrder(board.id, 1, true);
    const res = await bulk({ orderIds: [unpaid, paid], status: 'Cancelled' }, subAdmin.cookie);
    expect(res.json().data.results).toEqual([
      { orderId: unpaid, ok: true, status: 'Cancelled', message: 'Order status updated to Cancelled successfully!' },
      {
        orderId: paid,
        ok: false,
        status: null,
        message: 'Only a SuperAdmin can cancel a paid order (the payment is refunded).',
      },
    ]);
    expect((await statusesOf([paid])).get(paid)).toBe('Confirmed');
    expect(await stockOf(t.db, board.id)).toBe(9);
    const toDelivered = await bulk({ orderIds: [paid], status: 'Delivered' }, admin.cookie);
    expect(toDelivered.json().data.results[0]).toMatchObject({
      ok: false,
      message: 'The courier marks an order delivered once it has shipped.',
    });
  });

  it('reports an unknown order as not found and still updates the rest', async () => {
    const board = await makeProduct(t.db, { categoryId, stock: 10 });
    const id = await newOrder(board.id, 1, true);
    const res = await bulk({ orderIds: ['no-such-order', id], status: 'processing' }, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.results).toEqual([
      { orderId: 'no-such-order', ok: false, status: null, message: 'Order not found' },
      { orderId: id, ok: true, status: 'Processing', message: 'Order status updated to Processing successfully!' },
    ]);
  });

  it('is for staff only: anonymous callers and customers get 401 and nothing changes', async () => {
    const board = await makeProduct(t.db, { categoryId, stock: 10 });
    const id = await newOrder(board.id);
    const shopper = await signUpCustomer(t.app);
    for (const cookie of [undefined, shopper.cookie]) {
      const res = await bulk({ orderIds: [id], status: 'Cancelled' }, cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 'Error' });
    }
    expect((await statusesOf([id])).get(id)).toBe('Pending');
    expect(await stockOf(t.db, board.id)).toBe(9);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const board = await makeProduct(t.db, { categoryId, stock: 10 });
    const id = await newOrder(board.id);
    const cases: [unknown, string][] = [
      [{ orderIds: [], status: 'Shipped' }, 'Please select orders and status'],
      [{ orderIds: [id], status: '' }, 'Please select orders and status'],
      [{ orderIds: [id] }, 'Please select orders and status'],
      [
        { orderIds: Array.from({ length: 51 }, (_, i) => `${id}${i}`), status: 'Shipped' },
        'At most 50 orders can be updated at once',
      ],
      [{ orderIds: [id, id], status: 'Shipped' }, 'Each order may be listed once'],
      [{ orderIds: [id], status: 'Lost' }, 'Status must be one of'],
      [{ orderIds: ['x'.repeat(500)], status: 'Shipped' }, 'An id must be at most'],
      [{ orderIds: [id], status: 'Shipped', extra: 1 }, ''],
      [{ orderIds: id, status: 'Shipped' }, ''],
    ];
    for (const [payload, message] of cases) {
      const res = await bulk(payload, admin.cookie);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().status).toBe('Error');
      expect(res.json().message).toContain(message);
    }
    expect((await statusesOf([id])).get(id)).toBe('Pending');
  });
});

describe('order lines record the warranty', () => {
  it("keeps the product's warranty months at the time of order, null for none, and no extended warranty", async () => {
    const board = await makeProduct(t.db, { categoryId, warrantyMonths: 18 });
    const cable = await makeProduct(t.db, { categoryId });
    const shopper = await signUpCustomer(t.app);
    const res = await placeOrder(t.app, shopper.cookie, [
      { product_id: board.id, quantity: 1 },
      { product_id: cable.id, quantity: 2 },
    ]);
    expect(res.statusCode).toBe(201);
    const lines = res.json().data.order.products as {
      product_id: string;
      extended_warranty: boolean;
      total_warranty: number | null;
    }[];
    expect(lines.find((l) => l.product_id === board.id)).toMatchObject({
      extended_warranty: false,
      total_warranty: 18,
    });
    expect(lines.find((l) => l.product_id === cable.id)).toMatchObject({
      extended_warranty: false,
      total_warranty: null,
    });

    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/${res.json().data.order._id}`,
      headers: { cookie: admin.cookie },
    });
    expect(
      seen
        .json()
        .data.order.products.map((l: { total_warranty: number | null }) => l.total_warranty)
        .sort(),
    ).toEqual([18, null]);
  });
});
