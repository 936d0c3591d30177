import { STORE_SETTINGS_DEFAULTS } from '@shop/domain/settings/store-settings.config';

const {
  maxUnitsPerOrderLine: MAX_UNITS_PER_ORDER_LINE,
  maxUnpaidOrdersPerCustomer: MAX_UNPAID_ORDERS_PER_CUSTOMER,
  maxUnpaidUnitsPerCustomer: MAX_UNPAID_UNITS,
} = STORE_SETTINGS_DEFAULTS;
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { readCatalogue } from '../../seed/catalogue-source';
import { makeCategory, makeProduct, makeServiceArea, stockOf as stockOfProduct } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { choose, startPayment } from '../../test/payments';
import { signUpCustomer } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  await makeServiceArea(t.db, '560038');
  categoryId = (await makeCategory(t.db)).id;
});
afterAll(() => t.close());

const stockOf = (id: string) => stockOfProduct(t.db, id);
const ordersOf = async (userId: string) => t.db.select().from(orders).where(eq(orders.userId, userId));

describe('unpaid orders per customer', () => {
  it(`refuses a ${MAX_UNPAID_ORDERS_PER_CUSTOMER + 1}th unpaid order with a clear message, changing nothing, until one is paid`, async () => {
    const buyer = await signUpCustomer(t.app);
    const item = await makeProduct(t.db, { categoryId, stock: 50 });
    const placed = [];
    for (let i = 0; i < MAX_UNPAID_ORDERS_PER_CUSTOMER; i++)
      placed.push((await placeOrder(t.app, buyer.cookie, [{ product_id: item.id, quantity: 1 }])).json().data.order);
    const refused = await placeOrder(t.app, buyer.cookie, [{ product_id: item.id, quantity: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: 'Error',
      code: 'CONFLICT',
      message: expect.stringContaining(`You already have ${MAX_UNPAID_ORDERS_PER_CUSTOMER} unpaid orders`),
    });
    expect(await stockOf(item.id)).toBe(50 - MAX_UNPAID_ORDERS_PER_CUSTOMER);
    expect(await ordersOf(buyer.id)).toHaveLength(MAX_UNPAID_ORDERS_PER_CUSTOMER);

    const attempt = await startPayment(t.app, buyer.cookie, placed[0]._id);
    await choose(t.app, attempt.redirectUrl, 'SUCCESS');
    expect((await placeOrder(t.app, buyer.cookie, [{ product_id: item.id, quantity: 1 }])).statusCode).toBe(201);
  });

  it('lets only the allowed number through when one account places many orders at once', async () => {
    const buyer = await signUpCustomer(t.app);
    const item = await makeProduct(t.db, { categoryId, stock: 100 });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => placeOrder(t.app, buyer.cookie, [{ product_id: item.id, quantity: 2 }])),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(MAX_UNPAID_ORDERS_PER_CUSTOMER);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(8 - MAX_UNPAID_ORDERS_PER_CUSTOMER);
    expect(await stockOf(item.id)).toBe(100 - 2 * MAX_UNPAID_ORDERS_PER_CUSTOMER);
  });
});

describe('units per order line', () => {
  it('refuses more units of one product than the cap, also when split over two lines, taking nothing', async () => {
    const buyer = await signUpCustomer(t.app);
    const item = await makeProduct(t.db, { categoryId, productName: 'SG90 Micro Servo', stock: 500 });
    const over = await placeOrder(t.app, buyer.cookie, [
      { product_id: item.id, quantity: MAX_UNITS_PER_ORDER_LINE + 1 },
    ]);
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(
      `You can order at most ${MAX_UNITS_PER_ORDER_LINE} units of SG90 Micro Servo in one order. For larger quantities, please ask for a bulk quote.`,
    );
    const split = await placeOrder(t.app, buyer.cookie, [
      { product_id: item.id, quantity: MAX_UNITS_PER_ORDER_LINE },
      { product_id: item.id, quantity: 1 },
    ]);
    expect(split.statusCode).toBe(422);
    expect(await stockOf(item.id)).toBe(500);
    expect(await ordersOf(buyer.id)).toHaveLength(0);
    expect(
      (await placeOrder(t.app, buyer.cookie, [{ product_id: item.id, quantity: MAX_UNITS_PER_ORDER_LINE }])).statusCode,
    ).toBe(201);
  });
});

describe('one account tries to hold the catalogue', () => {
  it('leaves the catalogue mostly in stock', async () => {
    // The shipped catalogue's real stock figures, in a category of their own.
    const records = await readCatalogue();
    const shelf = (await makeCategory(t.db, 'Shipped Catalogue')).id;
    const items = [];
    for (const r of records)
      items.push(
        await makeProduct(t.db, {
          categoryId: shelf,
          productName: r.product_name,
          stock: r.stock,
          inStock: r.stock > 0,
        }),
      );
    const inStock = items.filter((p) => p.stock > 0);
    const unitsBefore = inStock.reduce((sum, p) => sum + p.stock, 0);

    const hoarder = await signUpCustomer(t.app);
    const statuses: number[] = [];
    let held = 0;
    // Orders of up to 100 lines (the most an order takes), scarcest products first so as to empty as many
    // as possible, each line as many units as allowed and left; again and again until refused.
    for (let attempt = 0; attempt < 10; attempt++) {
      const left = await Promise.all(inStock.map(async (p) => ({ id: p.id, left: await stockOf(p.id) })));
      const lines: { product_id: string; quantity: number }[] = [];
      let units = 0;
      for (const p of left.filter((p) => p.left > 0).sort((a, b) => a.left - b.left)) {
        const quantity = Math.min(p.left, MAX_UNITS_PER_ORDER_LINE, MAX_UNPAID_UNITS - held - units);
        if (quantity <= 0 || lines.length === 100) break;
        lines.push({ product_id: p.id, quantity });
        units += quantity;
      }
      if (lines.length === 0) lines.push({ product_id: inStock[0]!.id, quantity: 1 });
      const res = await placeOrder(t.app, hoarder.cookie, lines);
      if (res.statusCode === 201) held += units;
      statuses.push(res.statusCode);
    }
    let unitsAfter = 0;
    let emptied = 0;
    for (const p of inStock) {
      const left = await stockOf(p.id);
      unitsAfter += left;
      if (left === 0) emptied++;
    }
    console.info(
      `hold the catalogue: ${statuses.filter((s) => s === 201).length} orders accepted of ${statuses.length}; ` +
        `${unitsAfter} of ${unitsBefore} units (${((100 * unitsAfter) / unitsBefore).toFixed(1)}%) still in stock; ` +
        `${emptied} of ${inStock.length} products emptied`,
    );
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(MAX_UNPAID_ORDERS_PER_CUSTOMER);
    expect(unitsAfter / unitsBefore).toBeGreaterThan(0.75);
    expect(emptied / inStock.length).toBeLessThan(0.25);
  });
});
