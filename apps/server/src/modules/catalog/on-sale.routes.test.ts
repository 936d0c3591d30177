/**
 * The On Sale tab and the percent off compare the tax-inclusive price with the MRP (issue 7: the MRP
 * includes all taxes). A product whose price before GST is below its MRP but whose price with GST
 * equals it saves the shopper nothing and is not on sale.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const categoryId = (await makeCategory(t.db, 'Drone Parts')).id;
  // ₹50.00 before GST is ₹59.00 with it: exactly the MRP.
  await makeProduct(t.db, { categoryId, productName: 'XT30 Pair', pricePaise: 5_000, mrpPaise: 5_900 });
  // ₹42.37 before GST is ₹50.00 with it, against an MRP of ₹60.00: 17% off.
  await makeProduct(t.db, { categoryId, productName: 'Propeller Set', pricePaise: 4_237, mrpPaise: 6_000 });
  // 5% GST: ₹95.24 is ₹100.00 with it, against ₹100.00: no saving.
  await makeProduct(t.db, { categoryId, productName: 'Manual', pricePaise: 9_524, mrpPaise: 10_000, gstRateBp: 500 });
});
afterAll(() => t.close());

describe('the On Sale tab', () => {
  it('lists only products whose price with GST is below the MRP, with the percent off like for like', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/product/list',
      payload: { filters: { tab: 'on_sale' } },
    });
    const list = res.json().data.productList as {
      product_name: string;
      discount: number;
      discounted_price_with_gst: number;
    }[];
    expect(list.map((p) => [p.product_name, p.discounted_price_with_gst, p.discount])).toEqual([
      ['Propeller Set', 50, 17],
    ]);
  });

  it('shows the others at 0% off', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/product/list',
      payload: { filters: { search: 'xt30' } },
    });
    expect(res.json().data.productList[0]).toMatchObject({
      discounted_price_with_gst: 59,
      non_discounted_price: 59,
      discount: 0,
    });
  });
});
