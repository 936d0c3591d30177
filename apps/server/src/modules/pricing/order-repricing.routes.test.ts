/**
 * POST /order/new re-prices with the quote's pipeline (issue 7): the order stores exactly what
 * POST /cart/quote showed (tiers per line, GST split by the delivery pincode's state, the courier's
 * shipping below ₹499), and a bulk line without enough stock is refused with nothing kept.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../db/schema/orders';
import { makeCategory, makeProduct, makeServiceArea, stockOf } from '../../test/factories';
import { signUpCustomer } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  await makeServiceArea(t.db, '560038');
  await makeServiceArea(t.db, '201301', 'Noida', 'Uttar Pradesh');
  categoryId = (await makeCategory(t.db, 'Sensors')).id;
});
afterAll(() => t.close());

const quote = (payload: unknown, remoteAddress = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/v1/cart/quote', payload: payload as object, remoteAddress });

/** A ₹42.37 sensor (₹50.00 with 18% GST), MRP ₹60, and a ₹7,202.54 board (₹8,499.00 with GST), MRP ₹9,499. */
async function makeCart(stock = 200) {
  const sensor = await makeProduct(t.db, {
    categoryId,
    productName: 'DHT22 Sensor',
    pricePaise: 4_237,
    mrpPaise: 6_000,
    stock,
  });
  const board = await makeProduct(t.db, {
    categoryId,
    productName: 'Raspberry Pi 5 8GB',
    pricePaise: 720_254,
    mrpPaise: 949_900,
    stock: 20,
  });
  return { sensor, board };
}

describe('POST /order/new re-prices with the quote pipeline', () => {
  const address = {
    shippingAddress: '12 MG Road',
    name: 'Asha Rao',
    email: 'asha@example.in',
    phone: '9876543210',
    pincode: '560038',
    city: 'Bengaluru',
    state: 'Karnataka',
  };

  it("stores exactly the quote's figures, with the tier per line", async () => {
    const { sensor, board } = await makeCart();
    const asha = await signUpCustomer(t.app);
    const lines = [
      { product_id: sensor.id, quantity: 25, is_bulk_order: true, bulk_range: '20–49' },
      { product_id: board.id, quantity: 1, is_bulk_order: false, bulk_range: null },
    ];
    const q = (await quote({ lines, pincode: '560038' })).json().data;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/new',
      headers: { cookie: asha.cookie },
      payload: { order: { products: lines, ...address } },
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().data.order;
    expect({
      subtotal: order.subtotal,
      gstAmount: order.gstAmount,
      cgst: order.cgst,
      sgst: order.sgst,
      igst: order.igst,
      shippingCost: order.shippingCost,
      totalPrice: order.totalPrice,
      couponDiscount: order.couponDiscount,
      mrpTotal: order.mrpTotal,
      discountTotal: order.discountTotal,
    }).toEqual({
      subtotal: q.taxableValue,
      gstAmount: q.gstAmount,
      cgst: q.cgst,
      sgst: q.sgst,
      igst: q.igst,
      shippingCost: q.shippingCost,
      totalPrice: q.totalPrice,
      couponDiscount: q.couponDiscount,
      mrpTotal: q.mrpTotal,
      discountTotal: q.savingsVsMrp,
    });
    expect({ itemsSubtotal: order.itemsSubtotal, tierSavings: order.tierSavings, supply: order.supply }).toEqual({
      itemsSubtotal: q.subtotal,
      tierSavings: q.tierSavings,
      supply: q.supply,
    });
    expect(order).toMatchObject({ hasBulkItems: true, bulkOrderCount: 1, totalPrice: 9561.25, igst: 1458.5 });
    const byProduct = new Map(order.products.map((line: { product_id: string }) => [line.product_id, line]));
    expect(byProduct.get(sensor.id)).toMatchObject({
      is_bulk_order: true,
      bulk_range: '20–49',
      product_price: 36.01,
      regular_price: 42.37,
      line_value: q.lines[0].line_value,
      tier_saving: q.lines[0].tier_saving,
      taxable_value: 900.21,
      gst_amount: q.lines[0].gst_amount,
      line_total: 1062.25,
    });
    expect(byProduct.get(board.id)).toMatchObject({
      is_bulk_order: false,
      bulk_range: null,
      product_price: 7202.54,
      line_total: q.lines[1].line_total,
    });
    const [stored] = await t.db.select().from(orderLines).where(eq(orderLines.productId, sensor.id));
    expect(stored).toMatchObject({
      tierSource: 'default',
      bulkRange: '20–49',
      unitPricePaise: 3_601,
      regularUnitPricePaise: 4_237,
    });
    expect(await stockOf(t.db, sensor.id)).toBe(175);
  });

  it('charges the shipping the quote showed below ₹499 and records the courier', async () => {
    const { sensor } = await makeCart();
    const asha = await signUpCustomer(t.app);
    const lines = [{ product_id: sensor.id, quantity: 2 }];
    const q = (await quote({ lines, pincode: '560038' })).json().data;
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/order/new',
        headers: { cookie: asha.cookie },
        payload: { order: { products: lines, ...address } },
      })
    ).json().data.order;
    expect(order).toMatchObject({ shippingCost: q.shippingCost, totalPrice: q.totalPrice });
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(stored).toMatchObject({ courierName: 'DTDC', courierService: 'AIR', shippingPaise: 9_000 });
  });

  it('takes the GST split from the pincode, not the state typed', async () => {
    const { sensor } = await makeCart();
    const asha = await signUpCustomer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/new',
      headers: { cookie: asha.cookie },
      payload: {
        order: {
          products: [{ product_id: sensor.id, quantity: 20 }],
          ...address,
          pincode: '201301',
          city: 'Noida',
          state: 'Karnataka',
        },
      },
    });
    // 20 × ₹50.00 incl. GST = ₹1,000.00 (a regular line: no tier asked for), GST ₹152.54 worked back, split inside Uttar Pradesh.
    expect(res.json().data.order).toMatchObject({
      state: 'Uttar Pradesh',
      igst: 0,
      cgst: 76.27,
      sgst: 76.27,
      totalPrice: 1000,
    });
  });

  it.each([
    [
      'a quantity outside its tier',
      { quantity: 50, is_bulk_order: true, bulk_range: '20–49' },
      200,
      422,
      'DHT22 Sensor: Please enter a quantity between 20 and 49',
    ],
    [
      'a bulk line with 10 units in stock',
      { quantity: 5, is_bulk_order: true, bulk_range: '5–9' },
      10,
      409,
      'DHT22 Sensor: Bulk orders need more than 10 units in stock.',
    ],
  ])('refuses %s, saving nothing and taking no stock', async (_, line, stock, status, message) => {
    const { sensor } = await makeCart(stock);
    const asha = await signUpCustomer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/new',
      headers: { cookie: asha.cookie },
      payload: { order: { products: [{ product_id: sensor.id, ...line }], ...address } },
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status: 'Error', message });
    expect(await stockOf(t.db, sensor.id)).toBe(stock);
    expect(await t.db.select().from(orders).where(eq(orders.userId, asha.id))).toEqual([]);
  });
});
