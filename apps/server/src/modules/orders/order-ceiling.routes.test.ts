/**
 * Attack: an order whose total overflows (issue 5 "Bad input"). 1,000 units of a ₹28,318.82 part
 * come to ₹3,34,16,207.60 with GST, more than a 32-bit paise column holds: it answered 500. It now
 * answers 422 with the ceiling in the message, and no order is placed and no stock taken.
 */
import { MAX_ORDER_TOTAL_PAISE, ORDER_TOTAL_TOO_HIGH } from '@shop/domain/pricing/order-totals.rules';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { makeCategory, makeProduct, makeServiceArea, stockOf as stockOfProduct } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let asha: SignedIn;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  await makeServiceArea(t.db, '560038');
  asha = await signUpCustomer(t.app);
  categoryId = (await makeCategory(t.db)).id;
});
afterAll(() => t.close());

const stockOf = (id: string) => stockOfProduct(t.db, id);
const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]!.n;

describe('the ceiling on an order total', () => {
  it('refuses 1,000 units of a ₹28,318.82 part with a 4xx and a clear message, taking no stock', async () => {
    const printer = await makeProduct(t.db, { categoryId, mrpPaise: 2_831_882, pricePaise: 2_831_882, stock: 5000 });
    const res = await placeOrder(t.app, asha.cookie, [{ product_id: printer.id, quantity: 1000 }]);
    // Today the unit limits answer first (409, the units an unpaid order may hold); never a 500.
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.json().message).toMatch(/units/);
    expect(await orderCount()).toBe(0);
    expect(await stockOf(printer.id)).toBe(5000);
  });

  it('refuses 100 units of a ₹28,318.82 part (₹33.4 lakh with GST) with 422 and takes no stock', async () => {
    const printer = await makeProduct(t.db, { categoryId, mrpPaise: 2_831_882, pricePaise: 2_831_882, stock: 5000 });
    const res = await placeOrder(t.app, asha.cookie, [{ product_id: printer.id, quantity: 100 }]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ status: 'Error', code: 'UNPROCESSABLE', message: ORDER_TOTAL_TOO_HIGH });
    expect(ORDER_TOTAL_TOO_HIGH).toContain('₹10,00,000.00');
    expect(await orderCount()).toBe(0);
    expect(await stockOf(printer.id)).toBe(5000);
  });

  it('refuses a cart of many lines that add up past the ceiling, taking nothing from any line', async () => {
    const parts = await Promise.all(
      [1, 2, 3].map(() => makeProduct(t.db, { categoryId, mrpPaise: 1_500_000, pricePaise: 1_500_000, stock: 100 })),
    );
    const res = await placeOrder(
      t.app,
      asha.cookie,
      parts.map((p) => ({ product_id: p.id, quantity: 25 })),
    );
    expect(res.statusCode).toBe(422);
    expect(await orderCount()).toBe(0);
    for (const part of parts) expect(await stockOf(part.id)).toBe(100);
  });

  it('takes an order just under the ceiling', async () => {
    // ₹8,47,457.62 before GST: ₹9,99,999.99 with 18% GST, one paisa under the ceiling.
    const rack = await makeProduct(t.db, { categoryId, mrpPaise: 84_745_762, pricePaise: 84_745_762, stock: 2 });
    const res = await placeOrder(t.app, asha.cookie, [{ product_id: rack.id, quantity: 1 }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.order.totalPrice).toBe(9_99_999.99);
    expect(await stockOf(rack.id)).toBe(1);
  });
});

describe('money columns', () => {
  it('hold amounts past 2^31 paise and read them back as exact numbers', async () => {
    const [order] = await t.db.select().from(orders).limit(1);
    const big = 2 ** 31 + 12_345;
    await t.db.update(orders).set({ totalPaise: big, mrpTotalPaise: big }).where(eq(orders.id, order!.id));
    await t.db.update(orderLines).set({ totalPaise: big }).where(eq(orderLines.orderId, order!.id));
    const [payment] = await t.db
      .insert(payments)
      .values({ orderId: order!.id, gateway: 'sandbox', merchantTransactionId: 'T-BIG', amountPaise: big })
      .returning();
    const [read] = await t.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(read!.totalPaise).toBe(big);
    expect(payment!.amountPaise).toBe(big);
    expect(big).toBeGreaterThan(MAX_ORDER_TOTAL_PAISE);
  });
});
