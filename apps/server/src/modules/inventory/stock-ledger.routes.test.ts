/**
 * The stock ledger (issue 9, docs/decisions/037): every way stock changes — an order placed, a
 * customer's and a staff cancellation, a failed payment, a hold that runs out, a payment retry
 * that reopens the order, Quick Stock, an adjustment, a CSV import — leaves a row with who, why,
 * the order and the count before and after, and after the whole sequence every product's stock
 * equals its ledger. A refused order leaves no row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelUnpaidOrder, customerOrder, markPaymentFailed } from '../orders/orders.service';
import { makeProduct, stockOf } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import { shopFixture } from '../../test/shop-fixture';
import type { TestApp } from '../../test/test-app';
import { ledgerMismatches, movementsOfOrder } from './inventory.service';

let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;
let productA: string;
let productB: string;

beforeAll(async () => {
  let categoryId: string;
  ({
    t,
    categoryId,
    staff: { SuperAdmin: admin },
  } = await shopFixture({ category: 'Ledger Boards', staff: ['SuperAdmin'] }));
  customer = await signUpCustomer(t.app, 'Meera Iyer');
  productA = (await makeProduct(t.db, { categoryId, sku: 'LEDGER-A', stock: 40 })).id;
  productB = (await makeProduct(t.db, { categoryId, sku: 'LEDGER-B', stock: 15 })).id;
});
afterAll(() => t.close());

function post(url: string, payload: unknown, cookie = admin.cookie) {
  return t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie }, payload: payload as object });
}
const ledgerOf = async (productId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/inventory/${productId}/ledger?limit=100`,
      headers: { cookie: admin.cookie },
    })
  ).json().data.entries;

async function newOrder(quantityA: number, quantityB = 0): Promise<string> {
  const lines = [
    { product_id: productA, quantity: quantityA },
    ...(quantityB ? [{ product_id: productB, quantity: quantityB }] : []),
  ];
  const res = await placeOrder(t.app, customer.cookie, lines);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.order._id;
}

describe('the stock ledger', () => {
  it('starts each product with the row that created it', async () => {
    const [first] = await ledgerOf(productA);
    expect(first).toMatchObject({
      reason: 'product_created',
      quantity_before: 0,
      quantity_after: 40,
      actor_kind: 'system',
    });
  });

  it('records an order placed with the customer, the order and the units, one row per product', async () => {
    const orderId = await newOrder(3, 2);
    const rows = await movementsOfOrder(t.db, orderId);
    expect(rows.map((r) => [r.productId, r.reason, r.quantityBefore, r.quantityAfter, r.actorKind, r.actorId])).toEqual(
      [
        [productA, 'order_placed', 40, 37, 'customer', customer.id],
        [productB, 'order_placed', 15, 13, 'customer', customer.id],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
  });

  it("records the customer's own cancellation and a staff cancellation by name", async () => {
    const own = await newOrder(1);
    expect((await post(`/order/${own}/cancel`, {}, customer.cookie)).statusCode).toBe(200);
    expect((await movementsOfOrder(t.db, own)).map((r) => [r.reason, r.actorKind])).toEqual([
      ['order_placed', 'customer'],
      ['order_cancelled', 'customer'],
    ]);
    const byStaff = await newOrder(2);
    expect((await post(`/order/${byStaff}/update`, { status: 'Cancelled' })).statusCode).toBe(200);
    const [, cancelled] = await movementsOfOrder(t.db, byStaff);
    expect(cancelled).toMatchObject({
      reason: 'order_cancelled',
      actorKind: 'staff',
      actorId: admin.id,
      quantityAfter: cancelled!.quantityBefore + 2,
    });
    const entry = (await ledgerOf(productA)).find(
      (e: { order_id: string; reason: string }) => e.order_id === byStaff && e.reason === 'order_cancelled',
    );
    expect(entry).toMatchObject({ actor_name: 'Staff Member', reason_label: 'Order cancelled', change: 2 });
  });

  it('records no movement for a failed payment (the units stay held) and the hold running out as the system', async () => {
    const failed = await newOrder(4);
    await t.db.transaction((tx) => markPaymentFailed(tx, failed));
    expect((await movementsOfOrder(t.db, failed)).map((r) => [r.reason, r.actorKind])).toEqual([
      ['order_placed', 'customer'],
    ]);
    await t.db.transaction(async (tx) => cancelUnpaidOrder(tx, await customerOrder(tx, failed, customer.id, true)));
    const expired = await newOrder(1);
    await t.db.transaction(async (tx) => cancelUnpaidOrder(tx, await customerOrder(tx, expired, customer.id, true)));
    expect((await movementsOfOrder(t.db, failed)).map((r) => [r.reason, r.actorKind])).toEqual([
      ['order_placed', 'customer'],
      ['hold_expired', 'system'],
    ]);
    expect((await movementsOfOrder(t.db, expired)).map((r) => r.reason)).toEqual(['order_placed', 'hold_expired']);
  });

  it('leaves no row for an order refused for want of stock', async () => {
    const before = (await ledgerOf(productB)).length;
    const res = await placeOrder(t.app, customer.cookie, [
      { product_id: productA, quantity: 1 },
      { product_id: productB, quantity: 500 },
    ]);
    expect(res.statusCode).toBe(409);
    expect((await ledgerOf(productB)).length).toBe(before);
  });

  it('records Quick Stock, an adjustment and an import, and every product still equals its ledger', async () => {
    expect(
      (await post(`/product/${productB}/update`, { product: { no_of_product_instock: 30, product_instock: true } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(`/inventory/${productA}/adjust`, { mode: 'remove', quantity: 3, reason: 'damaged', note: 'Dropped' }))
        .statusCode,
    ).toBe(200);
    const csv = 'sku,product_name,category,mrp,price,stock\nLEDGER-A,Ledger A,Ledger Boards,600,450,70\n';
    expect((await post('/inventory/import/apply', { csv })).statusCode).toBe(200);

    const reasons = (await ledgerOf(productA)).map((e: { reason: string }) => e.reason);
    expect(reasons.slice(0, 2)).toEqual(['csv_import', 'damaged']);
    expect((await ledgerOf(productB))[0]).toMatchObject({
      reason: 'manual_adjustment',
      note: 'Quick Stock',
      quantity_after: 30,
    });
    expect(await stockOf(t.db, productA)).toBe(70);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
