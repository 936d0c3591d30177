/**
 * Issue 7 wiring (decision 027): POST /cart/quote and POST /order/new price with the same wholesale
 * price breaks and coupon; the order takes the coupon's use in its own transaction (one winner in a
 * race, a refusal keeps nothing) and gives it back when it is cancelled or its hold expires.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons } from '../../db/schema/coupons';
import { orders } from '../../db/schema/orders';
import { makeProduct, makeServiceArea, stockOf } from '../../test/factories';
import { payOrder } from '../../test/payments';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import type { TestApp } from '../../test/test-app';
import { shopFixture } from '../../test/shop-fixture';
import { expireUnpaidOrder } from './order-payments.service';

let t: TestApp;
let categoryId: string;
let admin: SignedIn;

beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SuperAdmin: admin },
  } = await shopFixture({ category: 'Boards', staff: ['SuperAdmin'] }));
});
afterAll(() => t.close());

const address = {
  shippingAddress: '12 MG Road',
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  pincode: '560038',
  city: 'Bengaluru',
  state: 'Karnataka',
};
const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: cookie ? { cookie } : {}, payload: payload as object });
const placeOrder = (cookie: string, products: unknown[], couponCode?: string) =>
  post('/order/new', { order: { products, ...address, ...(couponCode ? { couponCode } : {}) } }, cookie);

let codes = 0;
async function makeCoupon(values: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(coupons)
    .values({ code: `WIRE${++codes}`, percentage: 10, expiresAt: new Date(Date.now() + 86_400_000), ...values })
    .returning();
  return row!;
}
const couponRow = async (id: string) => (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0]!;
const ordersOf = async (userId: string) => t.db.select().from(orders).where(eq(orders.userId, userId));

/** A ₹1,000 board (before GST), MRP ₹1,300, with a wholesale break of ₹50 off from 10 units. */
async function boardWithBreak(stock = 100) {
  const board = await makeProduct(t.db, {
    categoryId,
    productName: 'ESP32 DevKit',
    pricePaise: 100_000,
    mrpPaise: 130_000,
    stock,
  });
  const res = await post(
    '/wholesale/new',
    { product_id: board.id, priceBreaks: [{ minQuantity: 10, maxQuantity: null, discount: 50 }] },
    admin.cookie,
  );
  expect(res.statusCode).toBe(201);
  return board;
}

describe('the quote and the order with a coupon and a wholesale break', () => {
  it("stores exactly the quote's figures, the break's tier and the coupon", async () => {
    const board = await boardWithBreak();
    const coupon = await makeCoupon({ percentage: 15, maxDiscountPaise: 100_000 });
    const asha = await signUpCustomer(t.app);
    const lines = [{ product_id: board.id, quantity: 12, is_bulk_order: true, bulk_range: '10+' }];
    const quoted = await post(
      '/cart/quote',
      { lines, pincode: '560038', couponCode: coupon.code.toLowerCase() },
      asha.cookie,
    );
    expect(quoted.statusCode).toBe(200);
    const q = quoted.json().data;
    // 12 × ₹950 = ₹11,400; 15% off = ₹1,710, capped at ₹1,000.
    expect(q.lines[0]).toMatchObject({ unit_price: 950, bulk_range: '10+' });
    expect(q.lines[0].tiers.find((tier: { label: string }) => tier.label === '10+')).toMatchObject({
      source: 'wholesale',
      discount_per_unit: 50,
    });
    expect(q).toMatchObject({
      subtotal: 11_400,
      couponDiscount: 1_000,
      appliedCoupon: { code: coupon.code, discountPercentage: 15, discountAmount: 1_000 },
      couponMessage: null,
    });

    const res = await placeOrder(asha.cookie, lines, coupon.code);
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
      appliedCoupon: order.appliedCoupon,
    }).toEqual({
      subtotal: q.taxableValue,
      gstAmount: q.gstAmount,
      cgst: q.cgst,
      sgst: q.sgst,
      igst: q.igst,
      shippingCost: q.shippingCost,
      totalPrice: q.totalPrice,
      couponDiscount: q.couponDiscount,
      appliedCoupon: q.appliedCoupon,
    });
    // The figures the checkout's summary showed, read back from the stored order.
    expect({ itemsSubtotal: order.itemsSubtotal, tierSavings: order.tierSavings, supply: order.supply }).toEqual({
      itemsSubtotal: q.subtotal,
      tierSavings: q.tierSavings,
      supply: q.supply,
    });
    expect(order.products[0]).toMatchObject({
      product_price: 950,
      bulk_range: '10+',
      line_value: q.lines[0].line_value,
      tier_saving: q.lines[0].tier_saving,
      coupon_discount: q.lines[0].coupon_discount,
    });
    const [stored] = await ordersOf(asha.id);
    expect(stored).toMatchObject({ couponCode: coupon.code, couponPercentageBp: 1_500, couponDiscountPaise: 100_000 });
    expect((await couponRow(coupon.id)).usedCount).toBe(1);
  });

  it('prices the quote without a refused coupon and says why; the order with it is refused and keeps nothing', async () => {
    const board = await boardWithBreak();
    const coupon = await makeCoupon({ minOrderValuePaise: 500_000 });
    const asha = await signUpCustomer(t.app);
    const lines = [{ product_id: board.id, quantity: 2 }];
    const q = (await post('/cart/quote', { lines, pincode: '560038', couponCode: coupon.code }, asha.cookie)).json()
      .data;
    expect(q).toMatchObject({ subtotal: 2_000, couponDiscount: 0, appliedCoupon: null });
    expect(q.couponMessage).toMatch(/5,000/);
    const unknown = (await post('/cart/quote', { lines, couponCode: 'NO-SUCH' })).json().data;
    expect(unknown).toMatchObject({ couponMessage: 'Invalid or expired coupon', appliedCoupon: null, subtotal: 2_000 });

    for (const code of [coupon.code, 'NO-SUCH']) {
      const res = await placeOrder(asha.cookie, lines, code);
      expect(res.statusCode).toBe(422);
      // The refusal names the coupon, so the checkout drops it and re-prices.
      expect(res.json()).toMatchObject({
        status: 'Error',
        errors: [{ path: 'order.couponCode', message: res.json().message }],
      });
    }
    expect(await ordersOf(asha.id)).toHaveLength(0);
    expect(await stockOf(t.db, board.id)).toBe(100);
    expect((await couponRow(coupon.id)).usedCount).toBe(0);
  });
});

describe('a single-use coupon raced through POST /order/new', () => {
  it('gives the discount to exactly one order; the others are refused with nothing saved', async () => {
    const board = await boardWithBreak(200);
    const coupon = await makeCoupon({ usageLimit: 1 });
    const buyers = await Promise.all(
      ['Asha', 'Ravi', 'Meera', 'Kiran', 'Divya', 'Arjun'].map((name) => signUpCustomer(t.app, `${name} Rao`)),
    );
    const lines = [{ product_id: board.id, quantity: 1 }];
    const results = await Promise.all(buyers.map((buyer) => placeOrder(buyer.cookie, lines, coupon.code)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 422, 422, 422, 422, 422]);
    const winner = results.find((r) => r.statusCode === 201)!.json().data.order;
    expect(winner.appliedCoupon).toMatchObject({ code: coupon.code, discountAmount: 100 });
    for (const loser of results.filter((r) => r.statusCode !== 201)) {
      expect(loser.json()).toMatchObject({
        message: 'This coupon has been used up',
        errors: [{ path: 'order.couponCode', message: 'This coupon has been used up' }],
      });
    }
    const placed = (await Promise.all(buyers.map((buyer) => ordersOf(buyer.id)))).flat();
    expect(placed).toHaveLength(1);
    expect(await stockOf(t.db, board.id)).toBe(199);
    expect((await couponRow(coupon.id)).usedCount).toBe(1);
    expect(await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id))).toHaveLength(
      1,
    );
  });
});

describe('a cancelled or expired order gives its coupon use back', () => {
  it('staff cancel: the coupon can be used again', async () => {
    const board = await boardWithBreak();
    const coupon = await makeCoupon({ usageLimit: 1 });
    const [asha, ravi] = [await signUpCustomer(t.app, 'Asha Rao'), await signUpCustomer(t.app, 'Ravi Rao')];
    const lines = [{ product_id: board.id, quantity: 1 }];
    const first = (await placeOrder(asha.cookie, lines, coupon.code)).json().data.order;
    expect((await placeOrder(ravi.cookie, lines, coupon.code)).statusCode).toBe(422);
    expect((await post(`/order/${first._id}/update`, { status: 'Cancelled' }, admin.cookie)).statusCode).toBe(200);
    expect((await couponRow(coupon.id)).usedCount).toBe(0);
    const again = await placeOrder(ravi.cookie, lines, coupon.code);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.order.appliedCoupon).toMatchObject({ code: coupon.code });
  });

  it('customer cancel (POST /order/{id}/cancel): the units and the coupon use go back', async () => {
    const board = await boardWithBreak();
    const coupon = await makeCoupon({ usageLimit: 1 });
    const [asha, ravi] = [await signUpCustomer(t.app, 'Asha Rao'), await signUpCustomer(t.app, 'Ravi Rao')];
    const lines = [{ product_id: board.id, quantity: 3 }];
    const first = (await placeOrder(asha.cookie, lines, coupon.code)).json().data.order;
    expect(await stockOf(t.db, board.id)).toBe(97);
    const cancelled = await post(`/order/${first._id}/cancel`, { reason: 'Ordered by mistake' }, asha.cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'Success',
      message: 'Order cancelled successfully!',
      data: { order: { _id: first._id, status: 'Cancelled' } },
    });
    expect((await couponRow(coupon.id)).usedCount).toBe(0);
    expect(await stockOf(t.db, board.id)).toBe(100);
    const again = await placeOrder(ravi.cookie, lines, coupon.code);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.order.appliedCoupon).toMatchObject({ code: coupon.code });
    // Cancelling twice is refused and gives nothing back a second time.
    const twice = await post(`/order/${first._id}/cancel`, {}, asha.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ status: 'Error', message: 'This order has already been cancelled.' });
    expect((await couponRow(coupon.id)).usedCount).toBe(1);
  });

  it("refuses to cancel another customer's order (403), a shipped one (409) and an unknown one (404)", async () => {
    const board = await boardWithBreak();
    const coupon = await makeCoupon({ usageLimit: 1 });
    const [asha, ravi] = [await signUpCustomer(t.app, 'Asha Rao'), await signUpCustomer(t.app, 'Ravi Rao')];
    const order = (await placeOrder(asha.cookie, [{ product_id: board.id, quantity: 1 }], coupon.code)).json().data
      .order;
    const foreign = await post(`/order/${order._id}/cancel`, {}, ravi.cookie);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ status: 'Error', message: 'You can only cancel your own orders.' });
    await payOrder(t.app, asha.cookie, order._id);
    expect((await post(`/order/${order._id}/update`, { status: 'Shipped' }, admin.cookie)).statusCode).toBe(200);
    const shipped = await post(`/order/${order._id}/cancel`, {}, asha.cookie);
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().message).toBe('This order has been shipped and cannot be cancelled.');
    expect((await post('/order/no-such-order/cancel', {}, asha.cookie)).statusCode).toBe(404);
    expect((await post(`/order/${order._id}/cancel`, {})).statusCode).toBe(401);
    expect((await couponRow(coupon.id)).usedCount).toBe(1);
    expect(await stockOf(t.db, board.id)).toBe(99);
  });

  it('hold expiry: the coupon can be used again', async () => {
    const board = await boardWithBreak();
    const coupon = await makeCoupon({ usageLimit: 1 });
    const [asha, ravi] = [await signUpCustomer(t.app, 'Asha Rao'), await signUpCustomer(t.app, 'Ravi Rao')];
    const lines = [{ product_id: board.id, quantity: 1 }];
    const first = (await placeOrder(asha.cookie, lines, coupon.code)).json().data.order;
    expect(await expireUnpaidOrder(t.db, first._id, new Date(Date.now() + 86_400_000), 30)).toBe(true);
    expect((await couponRow(coupon.id)).usedCount).toBe(0);
    expect((await placeOrder(ravi.cookie, lines, coupon.code)).statusCode).toBe(201);
  });
});

describe('an order to a saved address (addressId)', () => {
  const contact = { name: 'Asha Rao', email: 'asha@example.in', phone: '9876543210' };
  const pune = {
    address: '4 FC Road, Shivajinagar',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411005',
    companyName: 'Umbrella Fab LLP',
    gstNumber: '27AAPFU0939F1ZV',
  };

  it("stores the address's company name and GSTIN and takes the GST split from its pincode", async () => {
    await makeServiceArea(t.db, '411005', 'Pune', 'Maharashtra');
    const board = await boardWithBreak();
    const asha = await signUpCustomer(t.app);
    const added = await post('/addresses', pune, asha.cookie);
    expect(added.statusCode).toBe(201);
    const addressId = added.json().data.address._id;
    const lines = [{ product_id: board.id, quantity: 1 }];
    const q = (await post('/cart/quote', { lines, pincode: '411005' }, asha.cookie)).json().data;
    const res = await post('/order/new', { order: { products: lines, ...contact, addressId } }, asha.cookie);
    expect(res.statusCode).toBe(201);
    const order = res.json().data.order;
    expect(order).toMatchObject({
      shippingAddress: pune.address,
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411005',
      companyName: pune.companyName,
      gstNumber: pune.gstNumber,
    });
    expect({
      cgst: order.cgst,
      sgst: order.sgst,
      igst: order.igst,
      supply: order.supply,
      totalPrice: order.totalPrice,
    }).toEqual({ cgst: q.cgst, sgst: q.sgst, igst: q.igst, supply: 'inter', totalPrice: q.totalPrice });
    const [stored] = await ordersOf(asha.id);
    expect(stored).toMatchObject({ companyName: pune.companyName, gstin: pune.gstNumber, pincode: '411005' });
  });

  it("refuses another customer's address with 404 and keeps nothing; no address at all is 400", async () => {
    const board = await boardWithBreak();
    const [asha, ravi] = [await signUpCustomer(t.app, 'Asha Rao'), await signUpCustomer(t.app, 'Ravi Rao')];
    const ashaAddress = (await post('/addresses', pune, asha.cookie)).json().data.address._id;
    const lines = [{ product_id: board.id, quantity: 1 }];
    const foreign = await post(
      '/order/new',
      { order: { products: lines, ...contact, addressId: ashaAddress } },
      ravi.cookie,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().status).toBe('Error');
    const none = await post('/order/new', { order: { products: lines, ...contact } }, ravi.cookie);
    expect(none.statusCode).toBe(400);
    expect(await ordersOf(ravi.id)).toHaveLength(0);
    expect(await stockOf(t.db, board.id)).toBe(100);
  });
});
