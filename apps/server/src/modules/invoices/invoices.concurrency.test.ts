import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/invoices';
import { orderLines, orders } from '../../db/schema/orders';
import { newId } from '../../lib/new-id';
import { makeCategory, makeProduct, makeServiceArea } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { signUpCustomer } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orderPaid } from '../../flows/order-paid.flow';
import { issueInvoice } from './invoices.service';

// 200 on PostgreSQL (the issue's figure); fewer on the embedded engine, which runs one query at a time.
const ORDERS = process.env.DATABASE_URL ? 200 : 30;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await makeServiceArea(t.db, '560038');
});
afterAll(() => t.close());

/** `count` unpaid copies of a placed order (rows as the order route writes them), by id. */
async function unpaidOrders(count: number): Promise<string[]> {
  const category = await makeCategory(t.db);
  const product = await makeProduct(t.db, { categoryId: category.id, stock: 10 });
  const buyer = await signUpCustomer(t.app);
  const placed = (await placeOrder(t.app, buyer.cookie, [{ product_id: product.id, quantity: 1 }])).json().data.order
    ._id as string;
  const [template] = await t.db.select().from(orders).where(eq(orders.id, placed));
  const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, placed));
  const ids = Array.from({ length: count }, () => newId());
  await t.db.insert(orders).values(ids.map((id) => ({ ...template!, id })));
  await t.db.insert(orderLines).values(ids.map((orderId) => ({ ...line!, id: newId(), orderId })));
  return ids;
}

describe('many orders paid at once', () => {
  it(`numbers ${ORDERS} invoices consecutively, with no gap or repeat, each order once`, async () => {
    const ids = await unpaidOrders(ORDERS);
    await Promise.all(ids.map((id) => t.db.transaction((tx) => orderPaid(tx, id))));
    const now = new Date();
    // Every order asked twice at once, as two runners or a retry would.
    await Promise.all([...ids, ...ids].map((id) => issueInvoice(t.db, id, now)));
    const issued = await t.db.select().from(invoices);
    const ours = issued.filter((i) => ids.includes(i.orderId));
    expect(ours).toHaveLength(ORDERS);
    expect(new Set(ours.map((i) => i.number)).size).toBe(ORDERS);
    const serials = issued.map((i) => i.serial).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: issued.length }, (_, i) => i + 1));
  }, 300_000);
});
