/**
 * POST /cart/quote prices a cart with the pipeline POST /order/new uses (issue 7; the orders it
 * stores are in order-repricing.routes.test.ts): tiers from the product's fields or the defaults,
 * GST split by the delivery pincode's state, shipping from the settings and the courier sandbox.
 * Attacks: unknown products, quantities outside a tier, bulk lines without stock, over-long and
 * unknown input, a stranger hammering it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct, makeServiceArea } from '../../test/factories';
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

describe('POST /cart/quote', () => {
  it('prices a bulk line at its default tier and a regular line, with CGST + SGST inside Uttar Pradesh and free shipping above ₹499', async () => {
    const { sensor, board } = await makeCart();
    const res = await quote({
      lines: [
        { product_id: sensor.id, quantity: 25, is_bulk_order: true, bulk_range: '20–49' },
        { product_id: board.id, quantity: 1 },
      ],
      pincode: '201301',
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    // 25 × ₹42.49 incl. GST = ₹1,062.25, of which GST ₹162.04 (worked back, issue 27) and taxable value ₹900.21.
    expect(data.lines[0]).toMatchObject({
      quantity: 25,
      is_bulk_order: true,
      bulk_range: '20–49',
      unit_price: 36.01,
      regular_unit_price: 42.37,
      unit_price_with_gst: 42.49,
      line_value: 900.21,
      tier_saving: 159,
      tier_saving_with_gst: 187.75,
      taxable_value: 900.21,
      gst_amount: 162.04,
      cgst: 81.02,
      sgst: 81.02,
      igst: 0,
      line_total: 1062.25,
      problem: null,
    });
    expect(
      data.lines[0].tiers.map((tier: { label: string; unit_price: number; source: string }) => [
        tier.label,
        tier.unit_price,
        tier.source,
      ]),
    ).toEqual([
      ['5–9', 40.25, 'default'],
      ['10–19', 38.13, 'default'],
      ['20–49', 36.01, 'default'],
      ['50–99', 33.9, 'default'],
      ['100+', 31.78, 'default'],
    ]);
    expect(data.lines[1]).toMatchObject({
      is_bulk_order: false,
      bulk_range: null,
      unit_price: 7202.54,
      unit_price_with_gst: 8499,
      mrp: 9499,
      discount: 11,
      line_total: 8499,
    });
    expect(data).toMatchObject({
      subtotal: 8102.75,
      tierSavings: 159,
      couponDiscount: 0,
      appliedCoupon: null,
      taxableValue: 8102.75,
      gstAmount: 1458.5,
      cgst: 729.25,
      sgst: 729.25,
      igst: 0,
      supply: 'intra',
      shippingCost: 0,
      freeShippingAbove: 499,
      addForFreeShipping: null,
      courier: null,
      totalPrice: 1062.25 + 8499,
      delivery: { pincode: '201301', city: 'Noida', state: 'Uttar Pradesh', serviceable: true },
      orderable: true,
    });
  });

  it("charges IGST outside the seller's state and the courier's DTDC air rate below ₹499", async () => {
    const { sensor } = await makeCart();
    const data = (await quote({ lines: [{ product_id: sensor.id, quantity: 2 }], pincode: '560038' })).json().data;
    // 2 × ₹50.00 incl. GST = ₹100.00 (not ₹99.99), of which IGST ₹15.25; then ₹90 shipping.
    expect(data).toMatchObject({
      taxableValue: 84.75,
      gstAmount: 15.25,
      igst: 15.25,
      cgst: 0,
      supply: 'inter',
      shippingCost: 90,
      totalPrice: 190,
      addForFreeShipping: 414.25,
    });
    expect(data.courier).toMatchObject({ logistic_name: 'DTDC', service_type: 'AIR', rate: 90 });
  });

  it('leaves shipping and the GST split open until a pincode is given, and still says how much more ships free', async () => {
    const { sensor } = await makeCart();
    const data = (await quote({ lines: [{ product_id: sensor.id, quantity: 1 }] })).json().data;
    expect(data).toMatchObject({
      supply: null,
      shippingCost: null,
      delivery: null,
      igst: 7.63,
      totalPrice: 50,
      addForFreeShipping: 456.63,
    });
  });

  it('quotes shipping to the pincode the header shows (issue 27: ₹40 to 201301, not "calculated at checkout")', async () => {
    const { sensor } = await makeCart();
    const data = (await quote({ lines: [{ product_id: sensor.id, quantity: 1 }], pincode: '201301' })).json().data;
    expect(data.shippingCost).toBeGreaterThan(0);
    expect(data).toMatchObject({ delivery: { pincode: '201301', city: 'Noida' }, addForFreeShipping: 456.63 });
    expect(data.totalPrice).toBe(50 + data.shippingCost);
  });

  it("uses the product's own bulk price for its range, the default percentage for the others", async () => {
    const sensor = await makeProduct(t.db, {
      categoryId,
      pricePaise: 10_000,
      mrpPaise: 15_000,
      stock: 100,
      bulkPrice20To50Paise: 7_000,
    });
    const data = (
      await quote({ lines: [{ product_id: sensor.id, quantity: 20, is_bulk_order: true, bulk_range: '20-50' }] })
    ).json().data;
    expect(data.lines[0]).toMatchObject({ bulk_range: '20–49', unit_price: 70, line_value: 1400 });
    expect(data.lines[0].tiers.map((tier: { source: string }) => tier.source)).toEqual([
      'default',
      'default',
      'product',
      'default',
      'default',
    ]);
  });

  it('names stock problems per line and says the cart is not orderable', async () => {
    const { sensor } = await makeCart(8);
    const data = (
      await quote({
        lines: [{ product_id: sensor.id, quantity: 5, is_bulk_order: true, bulk_range: '5–9' }],
        pincode: '560038',
      })
    ).json().data;
    expect(data.lines[0].problem).toBe('DHT22 Sensor: Bulk orders need more than 10 units in stock.');
    const short = (await quote({ lines: [{ product_id: sensor.id, quantity: 9 }] })).json().data;
    expect(short.lines[0].problem).toBe('DHT22 Sensor is out of stock or insufficient quantity available');
    expect(short.orderable).toBe(false);
  });

  it('prices without a coupon it cannot use and says why', async () => {
    const { sensor } = await makeCart();
    const data = (await quote({ lines: [{ product_id: sensor.id, quantity: 1 }], couponCode: ' maker10 ' })).json()
      .data;
    expect(data).toMatchObject({
      appliedCoupon: null,
      couponDiscount: 0,
      couponMessage: 'Invalid or expired coupon',
      totalPrice: 50,
    });
  });

  it('says when the shop does not deliver to the pincode', async () => {
    const { sensor } = await makeCart();
    const data = (await quote({ lines: [{ product_id: sensor.id, quantity: 1 }], pincode: '999999' })).json().data;
    expect(data).toMatchObject({
      delivery: { serviceable: false, message: 'Sorry, delivery not available in your area.' },
      orderable: false,
      shippingCost: null,
    });
  });

  it('prices an empty cart at zero', async () => {
    expect((await quote({ lines: [] })).json().data).toMatchObject({ lines: [], totalPrice: 0, orderable: false });
  });

  describe('refuses bad input with a clear message', () => {
    it('an unknown product: 404 naming the line', async () => {
      const { sensor } = await makeCart();
      const res = await quote({
        lines: [
          { product_id: sensor.id, quantity: 1 },
          { product_id: 'no-such-product', quantity: 1 },
        ],
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        status: 'Error',
        message: 'Product not found',
        errors: [{ path: 'lines.1.product_id', message: 'Product not found' }],
      });
    });

    it.each([
      [19, '20–49', 'DHT22 Sensor: Please enter a quantity between 20 and 49'],
      [50, '20–49', 'DHT22 Sensor: Please enter a quantity between 20 and 49'],
      [99, '100+', 'DHT22 Sensor: Please enter a quantity of 100 or more'],
      [
        25,
        '21–49',
        'DHT22 Sensor: This bulk range is not offered for this product. Please choose a range from the list.',
      ],
      [25, null, 'Please choose a bulk range for this item.'],
    ])('%i units in bulk range %s: 422', async (quantity, range, message) => {
      const { sensor } = await makeCart();
      const res = await quote({ lines: [{ product_id: sensor.id, quantity, is_bulk_order: true, bulk_range: range }] });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ status: 'Error', message });
    });

    it.each([
      ['no lines', {}],
      ['a quantity of 0', { lines: [{ product_id: 'x', quantity: 0 }] }],
      ['a fractional quantity', { lines: [{ product_id: 'x', quantity: 1.5 }] }],
      ['too many units', { lines: [{ product_id: 'x', quantity: 1001 }] }],
      ['101 lines', { lines: Array.from({ length: 101 }, () => ({ product_id: 'x', quantity: 1 })) }],
      ['a price sent by the browser', { lines: [{ product_id: 'x', quantity: 1, product_price: 1 }] }],
      ['an unknown field', { lines: [], total: 1 }],
      ['a bad pincode', { lines: [], pincode: '1234' }],
      ['an over-long coupon code', { lines: [], couponCode: 'X'.repeat(41) }],
      ['a NUL character', { lines: [], couponCode: 'A\u0000B' }],
      ['an over-long bulk range', { lines: [{ product_id: 'x', quantity: 1, bulk_range: '1'.repeat(21) }] }],
    ])('%s: 400 with the error envelope', async (_, payload) => {
      const res = await quote(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe('Error');
    });
  });

  it('limits a stranger to 300 quotes a minute', async () => {
    const address = '203.0.113.99';
    for (let i = 0; i < 300; i += 1) expect((await quote({ lines: [] }, address)).statusCode).toBe(200);
    const refused = await quote({ lines: [] }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().status).toBe('Error');
  });
});
