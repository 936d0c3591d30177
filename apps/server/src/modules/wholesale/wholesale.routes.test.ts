/**
 * Wholesale price breaks through the API (issue 7): SuperAdmin adds, changes and removes them;
 * the public list shows them in the spec's shape with per-unit prices; bad breaks (overlaps,
 * gaps, negative discounts, a price at or below zero) are 400 with a clear message and save
 * nothing; other roles are refused; findPriceBreaks gives the pricing step each product's breaks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wholesalePriceBreaks, wholesaleProducts } from '../../db/schema/wholesale';
import { makeCategory, makeProduct } from '../../test/factories';
import { signInStaff, signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findPriceBreaks } from './wholesale.service';

let t: TestApp;
let admin: SignedIn;
let subAdmin: SignedIn;
let customer: SignedIn;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t.app, t.db, 'SuperAdmin');
  subAdmin = await signInStaff(t.app, t.db, 'SubAdmin');
  customer = await signUpCustomer(t.app, 'Kiran Shah');
  categoryId = (await makeCategory(t.db)).id;
});
afterAll(() => t.close());

const newProduct = async (pricePaise = 1_000_00) =>
  (await makeProduct(t.db, { categoryId, pricePaise, mrpPaise: 1_300_00 })).id;
function post(url: string, payload: unknown, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
}
const tiers = [
  { minQuantity: 10, maxQuantity: 20, discount: 50 },
  { minQuantity: 20, maxQuantity: 50, discount: 80.5 },
  { minQuantity: 50, maxQuantity: null, discount: 120 },
];
const saved = async () => ({
  products: (await t.db.select().from(wholesaleProducts)).length,
  breaks: (await t.db.select().from(wholesalePriceBreaks)).length,
});

describe('staff add wholesale price breaks', () => {
  it('adds breaks (in any order) and the public list shows them with per-unit prices', async () => {
    const productId = await newProduct();
    const res = await post(
      '/wholesale/new',
      { product_id: productId, priceBreaks: [tiers[2], tiers[0], tiers[1]] },
      admin.cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Wholesale product added successfully.');
    const entry = res.json().data.wholesaleProduct;
    expect(entry.product_id._id).toBe(productId);
    expect(entry.priceBreaks.map((b: object) => ({ ...b, _id: undefined }))).toEqual([
      {
        _id: undefined,
        minQuantity: 10,
        maxQuantity: 20,
        discount: 50,
        price_per_unit: 950,
        total_at_min_quantity: 9_500,
        range_label: '10–19 units',
      },
      {
        _id: undefined,
        minQuantity: 20,
        maxQuantity: 50,
        discount: 80.5,
        price_per_unit: 919.5,
        total_at_min_quantity: 18_390,
        range_label: '20–49 units',
      },
      {
        _id: undefined,
        minQuantity: 50,
        maxQuantity: null,
        discount: 120,
        price_per_unit: 880,
        total_at_min_quantity: 44_000,
        range_label: '50+ units',
      },
    ]);

    const list = await post('/wholesale/list', { pageNum: 1, pageSize: 1000, filters: {} });
    expect(list.statusCode).toBe(200);
    const listed = list.json().data.wholesaleProductsList.find((w: { _id: string }) => w._id === entry._id);
    expect(listed.priceBreaks).toEqual(entry.priceBreaks);
    expect(list.json().data.wholesaleProductsCount).toBeGreaterThanOrEqual(1);
    const one = await post('/wholesale/list', { filters: { product_id: productId } });
    expect(one.json().data.wholesaleProductsList).toHaveLength(1);

    expect((await findPriceBreaks(t.db, [productId, 'no-such-product'])).get(productId)).toEqual([
      { minQuantity: 10, maxQuantity: 20, discountPaise: 5_000 },
      { minQuantity: 20, maxQuantity: 50, discountPaise: 8_050 },
      { minQuantity: 50, maxQuantity: null, discountPaise: 12_000 },
    ]);
  });

  it.each([
    ['no product', { product_id: '', priceBreaks: tiers }, 'Please select a product.'],
    ['no breaks', { priceBreaks: [] }, 'Please add at least one price break.'],
    [
      'a minimum of 0',
      { priceBreaks: [{ minQuantity: 0, discount: 5 }] },
      'Min Quantity is required and must be at least 1.',
    ],
    ['no minimum', { priceBreaks: [{ discount: 5 }] }, 'Min Quantity is required and must be at least 1.'],
    [
      'a negative discount',
      { priceBreaks: [{ minQuantity: 10, discount: -1 }] },
      'Discount is required and cannot be negative.',
    ],
    ['no discount', { priceBreaks: [{ minQuantity: 10 }] }, 'Discount is required and cannot be negative.'],
    [
      'a maximum not above the minimum',
      { priceBreaks: [{ minQuantity: 10, maxQuantity: 10, discount: 5 }] },
      'Price break 1: Max Quantity must be at least 11, or empty for no limit.',
    ],
    [
      'overlapping ranges',
      {
        priceBreaks: [
          { minQuantity: 10, maxQuantity: 20, discount: 5 },
          { minQuantity: 15, maxQuantity: null, discount: 8 },
        ],
      },
      'Price breaks overlap: 10–19 units and 15+ units both cover 15 units.',
    ],
    [
      'a gap',
      {
        priceBreaks: [
          { minQuantity: 10, maxQuantity: 20, discount: 5 },
          { minQuantity: 30, maxQuantity: null, discount: 8 },
        ],
      },
      'Price breaks leave a gap: nothing covers 20 to 29 units.',
    ],
    [
      'a discount that prices the unit at ₹0',
      { priceBreaks: [{ minQuantity: 10, discount: 1000 }] },
      'Price break 1: a discount of ₹1,000.00 must be less than the unit price of ₹1,000.00.',
    ],
    [
      'a discount that prices below zero',
      {
        priceBreaks: [
          { minQuantity: 10, maxQuantity: 20, discount: 5 },
          { minQuantity: 20, discount: 1500 },
        ],
      },
      'Price break 2: a discount of ₹1,500.00 must be less than the unit price of ₹1,000.00.',
    ],
    [
      'a discount in fractions of paise',
      { priceBreaks: [{ minQuantity: 10, discount: 0.001 }] },
      'Discount can have at most two decimals.',
    ],
    [
      '11 breaks',
      { priceBreaks: Array.from({ length: 11 }, (_, i) => ({ minQuantity: i + 1, maxQuantity: i + 2, discount: 1 })) },
      'A product can have at most 10 price breaks.',
    ],
    ['a field the API does not take', { priceBreaks: tiers, price: 1 }, undefined],
  ])('refuses %s with 400 and saves nothing', async (_name, body, message) => {
    const before = await saved();
    const res = await post('/wholesale/new', { product_id: await newProduct(), ...body }, admin.cookie);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    expect(await saved()).toEqual(before);
  });

  it('refuses an unknown product with 404 and a second entry for a product with 409', async () => {
    expect(
      (await post('/wholesale/new', { product_id: 'no-such-product', priceBreaks: tiers }, admin.cookie)).statusCode,
    ).toBe(404);
    const productId = await newProduct();
    expect((await post('/wholesale/new', { product_id: productId, priceBreaks: tiers }, admin.cookie)).statusCode).toBe(
      201,
    );
    const again = await post('/wholesale/new', { product_id: productId, priceBreaks: tiers.slice(0, 1) }, admin.cookie);
    expect(again.statusCode).toBe(409);
    expect((await findPriceBreaks(t.db, [productId])).get(productId)).toHaveLength(3);
  });
});

describe('staff change and remove wholesale pricing', () => {
  it('replaces the breaks, refuses bad ones without a change, and removes the entry', async () => {
    const productId = await newProduct();
    const id = (await post('/wholesale/new', { product_id: productId, priceBreaks: tiers }, admin.cookie)).json().data
      .wholesaleProduct._id;

    const res = await post(
      `/wholesale/${id}/update`,
      { priceBreaks: [{ minQuantity: 5, maxQuantity: null, discount: 25 }] },
      admin.cookie,
    );
    expect([res.statusCode, res.json().message]).toEqual([200, 'Wholesale product updated successfully.']);
    expect((await findPriceBreaks(t.db, [productId])).get(productId)).toEqual([
      { minQuantity: 5, maxQuantity: null, discountPaise: 2_500 },
    ]);

    const bad = await post(
      `/wholesale/${id}/update`,
      {
        priceBreaks: [
          { minQuantity: 5, maxQuantity: null, discount: 5 },
          { minQuantity: 10, discount: 9 },
        ],
      },
      admin.cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect((await findPriceBreaks(t.db, [productId])).get(productId)).toHaveLength(1);
    expect((await post('/wholesale/no-such-id/update', { priceBreaks: tiers }, admin.cookie)).statusCode).toBe(404);

    const removed = await post(`/wholesale/${id}/remove`, {}, admin.cookie);
    expect([removed.statusCode, removed.json().message]).toEqual([200, 'Wholesale product deleted successfully.']);
    expect((await findPriceBreaks(t.db, [productId])).has(productId)).toBe(false);
    expect((await post(`/wholesale/${id}/remove`, {}, admin.cookie)).statusCode).toBe(404);
  });

  it('lists every entry for staff', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/wholesale/allWholesaleProducts?page=1&limit=1000',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(res.json().data.products.length);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/wholesale/allWholesaleProducts?limit=1001',
          headers: { cookie: admin.cookie },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('who may call the staff wholesale calls', () => {
  it('answers 401 to a stranger and a customer, 403 to a SubAdmin, and changes nothing', async () => {
    const productId = await newProduct();
    const id = (await post('/wholesale/new', { product_id: productId, priceBreaks: tiers }, admin.cookie)).json().data
      .wholesaleProduct._id;
    const before = await saved();
    const calls = [
      ['POST', '/wholesale/new', { product_id: await newProduct(), priceBreaks: tiers }],
      ['POST', `/wholesale/${id}/update`, { priceBreaks: tiers.slice(0, 1) }],
      ['POST', `/wholesale/${id}/remove`, {}],
      ['GET', '/wholesale/allWholesaleProducts', undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      for (const [cookie, status] of [
        [undefined, 401],
        [customer.cookie, 401],
        [subAdmin.cookie, 403],
      ] as const) {
        const res = await t.app.inject({
          method,
          url: `/api/v1${url}`,
          headers: cookie ? { cookie } : {},
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(status);
      }
    }
    expect(await saved()).toEqual(before);
  });

  it('refuses bad list bodies with 400', async () => {
    expect((await post('/wholesale/list', { pageSize: 1001 })).statusCode).toBe(400);
    expect((await post('/wholesale/list', { filters: { price: 1 } })).statusCode).toBe(400);
  });
});
