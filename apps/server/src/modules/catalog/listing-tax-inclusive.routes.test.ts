/**
 * The listing's price filter (the slider), its price order and its "% off" order read the
 * tax-inclusive price the cards show (docs/decisions/026 §6), not the price before GST: with
 * products of 5% and 18% GST the two disagree, and the shopper sees only the first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const categoryId = (await makeCategory(t.db, 'Tax Parts')).id;
  // ₹95.24 before 5% GST is ₹100.00 with it, against ₹125.00: 20% off (24% before GST).
  await makeProduct(t.db, {
    categoryId,
    productName: 'Manual Book',
    pricePaise: 9_524,
    gstRateBp: 500,
    mrpPaise: 12_500,
  });
  // ₹90.00 before 18% GST is ₹106.20 with it, against ₹130.00: 18% off (31% before GST).
  await makeProduct(t.db, { categoryId, productName: 'Servo Horn', pricePaise: 9_000, mrpPaise: 13_000 });
  // ₹100.00 before 18% GST is ₹118.00 with it: exactly the MRP, 0% off (15% before GST).
  await makeProduct(t.db, { categoryId, productName: 'Jumper Kit', pricePaise: 10_000, mrpPaise: 11_800 });
});
afterAll(() => t.close());

type Card = { product_name: string; discounted_price_with_gst: number; discount: number };
const list = async (filters: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/product/list',
    payload: { pageSize: 10, filters: { category_name: 'Tax Parts', ...filters } },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { productList: Card[]; productCount: number };
};
const names = (data: { productList: Card[] }) => data.productList.map((p) => p.product_name);

describe('the listing on tax-inclusive prices', () => {
  it('filters the price range on the price with GST, both ends included', async () => {
    expect(names(await list({ min_price: 100, max_price: 106.2, sort_by: 'price' }))).toEqual([
      'Manual Book',
      'Servo Horn',
    ]);
    expect(names(await list({ max_price: 100 }))).toEqual(['Manual Book']);
    const band = await list({ min_price: 106.21 });
    expect(names(band)).toEqual(['Jumper Kit']);
    expect(band.productCount).toBe(1);
  });

  it('filters a price range without a category too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/product/list',
      payload: { filters: { min_price: 101, max_price: 110 } },
    });
    expect(res.json().data.productList.map((p: Card) => p.product_name)).toEqual(['Servo Horn']);
  });

  it('sorts by the price with GST', async () => {
    const up = (await list({ sort_by: 'price', sort_order: 'asc' })).productList;
    expect(up.map((p) => p.discounted_price_with_gst)).toEqual([100, 106.2, 118]);
    expect(names(await list({ sort_by: 'price', sort_order: 'desc' }))).toEqual([
      'Jumper Kit',
      'Servo Horn',
      'Manual Book',
    ]);
  });

  it('sorts by the percent off the cards show', async () => {
    const byDiscount = (await list({ sort_by: 'discount', sort_order: 'desc' })).productList;
    expect(byDiscount.map((p) => [p.product_name, p.discount])).toEqual([
      ['Manual Book', 20],
      ['Servo Horn', 18],
      ['Jumper Kit', 0],
    ]);
  });

  it('orders the On Sale tab by that percent and leaves out the product at its MRP', async () => {
    expect(names(await list({ tab: 'on_sale' }))).toEqual(['Manual Book', 'Servo Horn']);
  });

  it('pages through the discount order by cursor', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/product/list',
      payload: { pageSize: 2, filters: { category_name: 'Tax Parts', sort_by: 'discount', sort_order: 'desc' } },
    });
    const cursor = first.json().data.nextCursor as string;
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/product/list',
      payload: {
        pageNum: 2,
        pageSize: 2,
        cursor,
        filters: { category_name: 'Tax Parts', sort_by: 'discount', sort_order: 'desc' },
      },
    });
    expect(second.json().data.productList.map((p: Card) => p.product_name)).toEqual(['Jumper Kit']);
  });
});
