import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { makeProduct, stockOf as stockOfProduct } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import type { TestApp } from '../../test/test-app';
import { shopFixture } from '../../test/shop-fixture';

let t: TestApp;
let asha: SignedIn;
let staff: SignedIn;
let categoryId: string;

beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SubAdmin: staff },
  } = await shopFixture({ pincodes: ['560038', '201301'], category: 'Development Board', staff: ['SubAdmin'] }));
});
// A new shopper per test: each may hold only a few unpaid orders at a time.
beforeEach(async () => {
  asha = await signUpCustomer(t.app);
});
afterAll(() => t.close());

const stockOf = (id: string) => stockOfProduct(t.db, id);

describe('POST /order/new', () => {
  it('prices the order on the server, ignoring prices sent, and takes the stock', async () => {
    const board = await makeProduct(t.db, {
      categoryId,
      productName: 'ESP32 DevKitC',
      mrpPaise: 99_900,
      pricePaise: 64_900,
      stock: 5,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/new',
      headers: { cookie: asha.cookie },
      payload: {
        order: {
          products: [{ product_id: board.id, quantity: 2, product_price: 1, product_discount: 100 }],
          shippingAddress: '12 MG Road',
          name: 'Asha Rao',
          email: 'asha@example.in',
          phone: '9876543210',
          pincode: '560038',
          city: 'Bengaluru',
          state: 'Karnataka',
          totalPrice: 1,
        },
      },
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().data.order;
    expect(order).toMatchObject({
      status: 'Pending',
      payment_status: 'Pending',
      mrpTotal: 1998,
      // The MRP is tax-inclusive: the saving is ₹1,998 − (₹1,298 + ₹233.64 GST).
      discountTotal: 466.36,
      subtotal: 1298,
      gstAmount: 233.64,
      igst: 233.64,
      cgst: 0,
      shippingCost: 0,
      totalPrice: 1531.64,
    });
    expect(order.products[0]).toMatchObject({
      product_name: 'ESP32 DevKitC',
      quantity: 2,
      product_price: 649,
      original_price: 999,
      product_discount: 23,
      product_tax_rate: 18,
      is_bulk_order: false,
      bulk_range: null,
      regular_price: 649,
    });
    expect(order).toMatchObject({ hasBulkItems: false, bulkOrderCount: 0, appliedCoupon: null, couponDiscount: 0 });
    expect(await stockOf(board.id)).toBe(3);
  });

  it('charges CGST and SGST when the buyer is in the seller state', async () => {
    const board = await makeProduct(t.db, { categoryId, pricePaise: 10_000, mrpPaise: 10_000 });
    const res = await placeOrder(t.app, asha.cookie, [{ product_id: board.id, quantity: 1 }], {
      state: 'Uttar Pradesh',
      city: 'Noida',
      pincode: '201301',
    });
    // ₹100 is below the ₹499 free-shipping threshold: the courier sandbox's rate within Noida (₹40).
    expect(res.json().data.order).toMatchObject({ cgst: 9, sgst: 9, igst: 0, shippingCost: 40, totalPrice: 158 });
  });

  it('refuses an order beyond stock with the spec message, saving nothing and taking nothing', async () => {
    const plenty = await makeProduct(t.db, { categoryId, productName: 'Jumper Wires', stock: 50 });
    const scarce = await makeProduct(t.db, { categoryId, productName: 'Raspberry Pi 5 8GB', stock: 1 });
    const before = (await t.db.select().from(orders)).length;
    const res = await placeOrder(t.app, asha.cookie, [
      { product_id: plenty.id, quantity: 3 },
      { product_id: scarce.id, quantity: 2 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Raspberry Pi 5 8GB is out of stock or insufficient quantity available');
    expect(await stockOf(plenty.id)).toBe(50);
    expect(await stockOf(scarce.id)).toBe(1);
    expect((await t.db.select().from(orders)).length).toBe(before);
  });

  it('refuses a product marked out of stock even with units left', async () => {
    const hidden = await makeProduct(t.db, { categoryId, productName: 'Old Stock Item', stock: 9, inStock: false });
    expect((await placeOrder(t.app, asha.cookie, [{ product_id: hidden.id, quantity: 1 }])).statusCode).toBe(409);
  });

  it('refuses an order to a pincode the shop does not deliver to, taking no stock', async () => {
    const item = await makeProduct(t.db, { categoryId, stock: 5 });
    const res = await placeOrder(t.app, asha.cookie, [{ product_id: item.id, quantity: 1 }], {
      pincode: '799001',
      city: 'Agartala',
      state: 'Tripura',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Sorry, delivery not available in your area.');
    expect(await stockOf(item.id)).toBe(5);
  });

  it('answers 404 for a product that does not exist', async () => {
    const res = await placeOrder(t.app, asha.cookie, [{ product_id: 'missing', quantity: 1 }]);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Product not found');
  });

  it('asks a guest to sign in', async () => {
    const res = await placeOrder(t.app, '', [{ product_id: 'x', quantity: 1 }]);
    expect(res.statusCode).toBe(401);
  });

  it('refuses an empty cart and a bad pincode with the spec messages', async () => {
    expect((await placeOrder(t.app, asha.cookie, [])).json().message).toBe(
      'Your cart is empty. Please add products to continue.',
    );
    expect(
      (await placeOrder(t.app, asha.cookie, [{ product_id: 'x', quantity: 1 }], { pincode: '12' })).json().message,
    ).toBe('Please enter a valid 6-digit postal code');
  });
});

describe('reading orders', () => {
  it("lists a customer's own orders newest first, and never another customer's", async () => {
    const ravi = await signUpCustomer(t.app, 'Ravi Kumar');
    const item = await makeProduct(t.db, { categoryId });
    const first = (await placeOrder(t.app, ravi.cookie, [{ product_id: item.id, quantity: 1 }])).json().data.order;
    const second = (await placeOrder(t.app, ravi.cookie, [{ product_id: item.id, quantity: 2 }])).json().data.order;
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/my-orders',
      headers: { cookie: ravi.cookie },
      payload: {},
    });
    expect(mine.json().data.map((o: { _id: string }) => o._id)).toEqual([second._id, first._id]);

    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/${first._id}`,
      headers: { cookie: asha.cookie },
    });
    expect(peek.statusCode).toBe(404);
    expect(peek.json()).toEqual({ status: 'Error', code: 'NOT_FOUND', message: 'Order not found' });
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/${first._id}`,
      headers: { cookie: ravi.cookie },
    });
    expect(own.json().data.order.products[0].quantity).toBe(1);
  });

  it('refuses my-orders for another user id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/my-orders',
      headers: { cookie: asha.cookie },
      payload: { userId: 'someone-else' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('staff order management', () => {
  it('lists every order for staff, filtered and searched, and refuses customers', async () => {
    const list = (payload: object, cookie = staff.cookie) =>
      t.app.inject({ method: 'POST', url: '/api/v1/order/list', headers: { cookie }, payload });
    const all = (await list({ pageNum: 1, pageSize: 5 })).json().data;
    expect(all.orderCount).toBeGreaterThanOrEqual(4);
    expect(all.orderList.length).toBeLessThanOrEqual(5);
    const item = await makeProduct(t.db, { categoryId });
    await placeOrder(t.app, asha.cookie, [{ product_id: item.id, quantity: 1 }], { name: 'Meera Iyer' });
    const byName = (await list({ filters: { search: 'MEERA' } })).json().data;
    expect(byName.orderCount).toBe(1);
    expect(byName.orderList[0].name).toBe('Meera Iyer');
    expect((await list({ filters: { status: 'Shipped' } })).json().data.orderCount).toBe(0);
    expect((await list({}, asha.cookie)).statusCode).toBe(401);
  });

  it('refuses an unknown status and an unknown order', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/x/update',
      headers: { cookie: staff.cookie },
      payload: { status: 'Lost' },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/x/update',
      headers: { cookie: staff.cookie },
      payload: { status: 'Shipped' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Order not found');
  });
});
