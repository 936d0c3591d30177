/**
 * An extended warranty sold per line (issue 10, docs/decisions/039): the quote and the order price
 * it per unit × quantity at its own 18% GST, untouched by the coupon; the order line records it and
 * the total warranty; the GST invoice shows it as its own SAC 998714 line; a flag on a product that
 * offers none is refused (400) with nothing created.
 */
import { count, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/coupons';
import { invoices } from '../../db/schema/invoices';
import { orderLines, orders } from '../../db/schema/orders';
import { makeProduct, stockOf } from '../../test/factories';
import { choose, startPayment } from '../../test/payments';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import type { TestApp } from '../../test/test-app';
import { shopFixture } from '../../test/shop-fixture';

const SLOW_MS = 120_000;
let t: TestApp;
let categoryId: string;
let staff: SignedIn;

beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SuperAdmin: staff },
  } = await shopFixture({ pincodes: ['560038', '201301'], category: 'Boards', staff: ['SuperAdmin'] }));
});
afterAll(() => t.close());

const bengaluru = {
  shippingAddress: '12 MG Road',
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  pincode: '560038',
  city: 'Bengaluru',
  state: 'Karnataka',
};
const noida = {
  ...bengaluru,
  shippingAddress: 'B-4 Sector 18',
  pincode: '201301',
  city: 'Noida',
  state: 'Uttar Pradesh',
};
const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: cookie ? { cookie } : {}, payload: payload as object });
const placeOrder = (cookie: string, products: unknown[], address: object = bengaluru, couponCode?: string) =>
  post('/order/new', { order: { products, ...address, ...(couponCode ? { couponCode } : {}) } }, cookie);

/** A ₹1,000 board (before GST, 18%), 12 months' warranty, offering 24 months more for ₹299 a unit before GST. */
const board = () =>
  makeProduct(t.db, {
    categoryId,
    productName: 'ESP32 DevKit',
    hsnCode: '8542',
    pricePaise: 100_000,
    mrpPaise: 130_000,
    stock: 50,
    warrantyMonths: 12,
    extendedWarrantyMonths: 24,
    extendedWarrantyPricePaise: 29_900,
  });

describe('POST /cart/quote with an extended warranty', () => {
  it('adds ₹299 × 2 before GST with its own 18% GST to the totals, shown per line; the line without it shows the offer only', async () => {
    const product = await board();
    const res = await post('/cart/quote', {
      lines: [{ product_id: product.id, quantity: 2, extended_warranty: true }],
      pincode: '560038',
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.lines[0]).toMatchObject({
      extended_warranty: true,
      warranty_offer: { months: 24, unit_price: 299, unit_price_with_gst: 352.82 },
      taxable_value: 2000,
      gst_amount: 360,
      line_total: 2360,
      warranty: {
        description: 'Extended warranty (24 months) for ESP32 DevKit',
        sac_code: '998714',
        months: 24,
        unit_price: 299,
        quantity: 2,
        taxable_value: 598,
        gst_rate: 18,
        gst_amount: 107.64,
        igst: 107.64,
        cgst: 0,
        total: 705.64,
      },
    });
    expect(data).toMatchObject({
      subtotal: 2000,
      warrantyTotal: 598,
      warrantyGst: 107.64,
      taxableValue: 2598,
      gstAmount: 467.64,
      igst: 467.64,
      shippingCost: 0,
      totalPrice: 3065.64,
      savingsVsMrp: 240,
    });

    const without = (
      await post('/cart/quote', { lines: [{ product_id: product.id, quantity: 2 }], pincode: '560038' })
    ).json().data;
    expect(without.lines[0]).toMatchObject({
      extended_warranty: false,
      warranty: null,
      warranty_offer: { months: 24, unit_price: 299 },
    });
    expect(without).toMatchObject({ warrantyTotal: 0, totalPrice: 2360 });
  });

  it('refuses the flag on a product that offers none (400, naming the line)', async () => {
    const plain = await makeProduct(t.db, {
      categoryId,
      productName: 'Plain Sensor',
      pricePaise: 10_000,
      mrpPaise: 15_000,
      stock: 5,
    });
    const res = await post('/cart/quote', { lines: [{ product_id: plain.id, quantity: 1, extended_warranty: true }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Plain Sensor has no extended warranty on offer');
    expect(res.json().errors).toEqual([
      { path: 'lines.0.extended_warranty', message: 'Plain Sensor has no extended warranty on offer' },
    ]);
    expect(
      (await post('/cart/quote', { lines: [{ product_id: plain.id, quantity: 1, extended_warranty: 'yes' }] }))
        .statusCode,
    ).toBe(400);
  });
});

describe('POST /order/new with an extended warranty', () => {
  it("stores the quote's figures, extended_warranty and total warranty (12 + 24 months); staff see Yes", async () => {
    const product = await board();
    const asha = await signUpCustomer(t.app);
    const lines = [{ product_id: product.id, quantity: 2, extended_warranty: true }];
    const q = (await post('/cart/quote', { lines, pincode: '560038' })).json().data;
    const res = await placeOrder(asha.cookie, lines);
    expect(res.statusCode).toBe(201);
    const order = res.json().data.order;
    expect({
      subtotal: order.subtotal,
      gstAmount: order.gstAmount,
      igst: order.igst,
      totalPrice: order.totalPrice,
      discountTotal: order.discountTotal,
    }).toEqual({
      subtotal: q.taxableValue,
      gstAmount: q.gstAmount,
      igst: q.igst,
      totalPrice: q.totalPrice,
      discountTotal: q.savingsVsMrp,
    });
    expect(order.products[0]).toMatchObject({
      extended_warranty: true,
      total_warranty: 36,
      taxable_value: 2000,
      warranty: { months: 24, unit_price: 299, taxable_value: 598, gst_rate: 18, gst_amount: 107.64 },
    });
    const [stored] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order._id));
    expect(stored).toMatchObject({
      extendedWarranty: true,
      totalWarrantyMonths: 36,
      extendedWarrantyMonths: 24,
      warrantyUnitPricePaise: 29_900,
      warrantyGstRateBp: 1800,
      warrantyTaxablePaise: 59_800,
      warrantyGstPaise: 10_764,
    });

    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/${order._id}`,
      headers: { cookie: staff.cookie },
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.order.products[0]).toMatchObject({ extended_warranty: true, total_warranty: 36 });
  });

  it('a coupon discounts the goods only, never the warranty', async () => {
    const product = await board();
    const [coupon] = await t.db
      .insert(coupons)
      .values({ code: 'WARRANTY10', percentage: 10, expiresAt: new Date(Date.now() + 86_400_000) })
      .returning();
    const asha = await signUpCustomer(t.app);
    const lines = [{ product_id: product.id, quantity: 2, extended_warranty: true }];
    const q = (await post('/cart/quote', { lines, pincode: '560038', couponCode: coupon!.code }, asha.cookie)).json()
      .data;
    expect(q).toMatchObject({
      couponDiscount: 200,
      warrantyTotal: 598,
      warrantyGst: 107.64,
      taxableValue: 2398,
      gstAmount: 431.64,
      totalPrice: 2829.64,
    });
    expect(q.lines[0]).toMatchObject({
      coupon_discount: 200,
      taxable_value: 1800,
      warranty: { taxable_value: 598, gst_amount: 107.64 },
    });
    const res = await placeOrder(asha.cookie, lines, bengaluru, coupon!.code);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.order).toMatchObject({ totalPrice: 2829.64, couponDiscount: 200 });
  });

  it('refuses the flag on a product without an offer (400): no order, no stock taken', async () => {
    const plain = await makeProduct(t.db, {
      categoryId,
      productName: 'Plain Board',
      pricePaise: 100_000,
      mrpPaise: 130_000,
      stock: 5,
    });
    const asha = await signUpCustomer(t.app);
    const res = await placeOrder(asha.cookie, [{ product_id: plain.id, quantity: 1, extended_warranty: true }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Plain Board has no extended warranty on offer');
    expect((await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, asha.id)))[0]!.n).toBe(0);
    expect(await stockOf(t.db, plain.id)).toBe(5);
  });
});

describe('the GST invoice of an order with an extended warranty', { timeout: SLOW_MS }, () => {
  it('shows the warranty as its own SAC 998714 line with CGST + SGST, and the totals add up to what was paid', async () => {
    const product = await board();
    const asha = await signUpCustomer(t.app);
    const placed = await placeOrder(
      asha.cookie,
      [{ product_id: product.id, quantity: 2, extended_warranty: true }],
      noida,
    );
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().data.order._id;
    const attempt = await startPayment(t.app, asha.cookie, orderId);
    await choose(t.app, attempt.redirectUrl, 'SUCCESS');
    await t.app.jobs.runDue();
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    const doc = invoice!.document;
    expect(
      doc.lines.map((l) => [
        l.description,
        l.hsnCode,
        l.quantity,
        l.unitPricePaise,
        l.taxablePaise,
        l.gstRateBp,
        l.cgstPaise,
        l.sgstPaise,
        l.igstPaise,
        l.totalPaise,
      ]),
    ).toEqual([
      ['ESP32 DevKit (' + product.sku + ')', '8542', 2, 100_000, 200_000, 1800, 18_000, 18_000, 0, 236_000],
      ['Extended warranty (24 months) for ESP32 DevKit', '998714', 2, 29_900, 59_800, 1800, 5_382, 5_382, 0, 70_564],
    ]);
    expect(doc.totals).toMatchObject({
      taxablePaise: 259_800,
      cgstPaise: 23_382,
      sgstPaise: 23_382,
      igstPaise: 0,
      totalPaise: 306_564,
    });
    expect(invoice!.totalPaise).toBe(306_564);
    expect(doc.hsnSummary.map((row) => row.hsnCode)).toEqual(['8542', '998714']);
    const pdf = await t.app.inject({
      method: 'POST',
      url: `/api/v1/invoice/${invoice!.id}/download-invoice`,
      headers: { cookie: staff.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    const text = (
      await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true })
    ).text.replace(/\s+/g, ' ');
    expect(text).toContain('Extended warranty (24 months) for ESP32 DevKit');
    expect(text).toContain('998714');
  });
});
