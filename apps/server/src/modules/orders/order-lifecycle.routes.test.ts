/**
 * Staff status changes go through the order lifecycle (issue 26): each defect the issue found is
 * refused with 409 and the table's message, and a refused change moves no money and no stock.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANCEL_DELIVERED,
  REOPEN_CANCELLED,
  RETURNED_BY_RETURN,
  UNPAID_NOT_SHIPPED,
} from '@shop/domain/orders/order-lifecycle.rules';
import { auditLog } from '../../db/schema/audit';
import { ledgerMismatches } from '../inventory/inventory.service';
import { makeProduct, stockOf } from '../../test/factories';
import { jobsKeyed } from '../../test/jobs';
import { placeOrder } from '../../test/orders';
import { moneyOf, payOrder } from '../../test/payments';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import type { TestApp } from '../../test/test-app';
import { shopFixture } from '../../test/shop-fixture';

let t: TestApp;
let subAdmin: SignedIn;
let superAdmin: SignedIn;
let categoryId: string;

beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SubAdmin: subAdmin, SuperAdmin: superAdmin },
  } = await shopFixture({ category: 'Development Board', staff: ['SubAdmin', 'SuperAdmin'] }));
});
afterAll(() => t.close());

const update = (orderId: string, status: string, by: SignedIn) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/order/${orderId}/update`,
    headers: { cookie: by.cookie },
    payload: { status },
  });
const orderOf = async (orderId: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/v1/order/${orderId}`, headers: { cookie: superAdmin.cookie } })
  ).json().data.order;
const auditsOf = (orderId: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, orderId));

async function newOrder(stock = 10, quantity = 4) {
  const item = await makeProduct(t.db, { categoryId, stock });
  const shopper = await signUpCustomer(t.app);
  const order = (await placeOrder(t.app, shopper.cookie, [{ product_id: item.id, quantity }])).json().data.order;
  return { orderId: order._id as string, item, shopper };
}

/** A refused change: 409 with `message`, and the order, its stock, its money and its audit as they were. */
async function expectRefused(orderId: string, status: string, by: SignedIn, message: string, productId: string) {
  const before = {
    order: await orderOf(orderId),
    stock: await stockOf(t.db, productId),
    money: await moneyOf(t.db, orderId),
    audits: (await auditsOf(orderId)).length,
  };
  const res = await update(orderId, status, by);
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ status: 'Error', code: 'CONFLICT', message });
  expect({
    order: await orderOf(orderId),
    stock: await stockOf(t.db, productId),
    money: await moneyOf(t.db, orderId),
    audits: (await auditsOf(orderId)).length,
  }).toEqual(before);
}

describe('staff status changes follow the lifecycle', () => {
  it('ships only a paid order, then delivers it; a delivered order is returned, not cancelled, by anyone', async () => {
    const { orderId, item, shopper } = await newOrder();
    await expectRefused(orderId, 'SHIPPED', subAdmin, UNPAID_NOT_SHIPPED, item.id);
    await payOrder(t.app, shopper.cookie, orderId);
    expect((await update(orderId, 'Shipped', subAdmin)).json().data).toMatchObject({
      order: { status: 'Shipped' },
      message: 'Order status updated to Shipped successfully!',
    });
    expect((await update(orderId, 'Delivered', subAdmin)).json().data.order.status).toBe('Delivered');
    expect(await stockOf(t.db, item.id)).toBe(6);

    // The defect: a delivered ₹ order cancelled, refunded and restocked while the parcel is with the customer.
    await expectRefused(orderId, 'Cancelled', superAdmin, CANCEL_DELIVERED, item.id);
    await expectRefused(orderId, 'Cancelled', subAdmin, CANCEL_DELIVERED, item.id);
    // And its opposite: Returned set by hand, with no refund, restock or credit note.
    await expectRefused(orderId, 'Returned', superAdmin, RETURNED_BY_RETURN, item.id);
    expect(await orderOf(orderId)).toMatchObject({ status: 'Delivered', payment_status: 'Paid', refund_due: false });
  });

  it('cancels an unpaid order once, giving its units back, and never reopens it', async () => {
    const { orderId, item } = await newOrder(10, 3);
    expect((await update(orderId, 'Cancelled', subAdmin)).statusCode).toBe(200);
    expect(await stockOf(t.db, item.id)).toBe(10);
    // Setting the status it has changes nothing and writes no audit row.
    expect((await update(orderId, 'Cancelled', subAdmin)).statusCode).toBe(200);
    expect(await auditsOf(orderId)).toHaveLength(1);
    await expectRefused(orderId, 'Pending', superAdmin, REOPEN_CANCELLED, item.id);
    await expectRefused(orderId, 'Delivered', superAdmin, REOPEN_CANCELLED, item.id);
  });

  it('lets a SuperAdmin correct a delivery the courier reported by mistake, audited, moving nothing', async () => {
    const { orderId, item, shopper } = await newOrder();
    await payOrder(t.app, shopper.cookie, orderId);
    await update(orderId, 'Shipped', subAdmin);
    await update(orderId, 'Delivered', subAdmin);
    await expectRefused(
      orderId,
      'Shipped',
      subAdmin,
      'Only a SuperAdmin can change an order from Delivered to Shipped.',
      item.id,
    );
    expect((await update(orderId, 'Shipped', superAdmin)).json().data.order.status).toBe('Shipped');
    expect(await stockOf(t.db, item.id)).toBe(6);
    expect((await auditsOf(orderId)).map((a) => (a.after as { status: string }).status)).toEqual([
      'Shipped',
      'Delivered',
      'Shipped',
    ]);
  });

  it('mails the customer when staff cancel, with the whole amount refunded for a paid order', async () => {
    const { orderId, shopper } = await newOrder();
    await payOrder(t.app, shopper.cookie, orderId);
    const { totalPrice } = await orderOf(orderId);
    expect((await update(orderId, 'Cancelled', superAdmin)).statusCode).toBe(200);
    const [mail] = await jobsKeyed(t.db, `mail:order-cancelled:${orderId}`);
    expect(mail?.payload).toMatchObject({
      template: 'order-cancelled',
      to: 'asha@example.in',
      data: { orderId, by: 'staff', refundPaise: Math.round(totalPrice * 100) },
    });
    expect((await moneyOf(t.db, orderId)).refunds).toHaveLength(1);
  });

  it('lets a customer cancel raced against staff shipping win once: the loser is refused and the stock counted once', async () => {
    for (let round = 0; round < 3; round++) {
      const { orderId, item, shopper } = await newOrder(10, 4);
      await payOrder(t.app, shopper.cookie, orderId);
      const [cancel, ship] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: `/api/v1/order/${orderId}/cancel`,
          headers: { cookie: shopper.cookie },
          payload: {},
        }),
        update(orderId, 'Shipped', subAdmin),
      ]);
      expect([cancel.statusCode, ship.statusCode].sort()).toEqual([200, 409]);
      const { status } = await orderOf(orderId);
      expect(status).toBe(cancel.statusCode === 200 ? 'Cancelled' : 'Shipped');
      expect(await stockOf(t.db, item.id)).toBe(status === 'Cancelled' ? 10 : 6);
      expect((await moneyOf(t.db, orderId)).refunds).toHaveLength(status === 'Cancelled' ? 1 : 0);
    }
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
