/**
 * Attack: numbers past what the database holds (issue 5 "Bad input"). A min_price of 1e17 became
 * 1e19 paise and answered 500; each now answers 400 with a clear message and changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { makeCategory, makeProduct } from '../../test/factories';
import { signInStaff, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let staff: SignedIn;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app, t.db);
  productId = (await makeProduct(t.db, { categoryId: (await makeCategory(t.db)).id, stock: 7 })).id;
});
afterAll(() => t.close());

const list = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/product/list', payload });

describe('POST /product/list with numbers out of range', () => {
  it.each([
    [{ filters: { min_price: 1e17 } }, 'Price must be at most ₹1,00,00,000.00'],
    [{ filters: { max_price: 1e17 } }, 'Price must be at most ₹1,00,00,000.00'],
    [{ filters: { min_price: -1 } }, 'Price cannot be negative'],
    [{ pageNum: 1e17 }, 'pageNum must be at most 1,00,000'],
    [{ pageNum: 100_001 }, 'pageNum must be at most 1,00,000'],
    [{ pageNum: '1e17' }, 'pageNum must be at most 1,00,000'],
    [{ pageSize: 1001 }, 'pageSize must be at most 1000'],
  ])('refuses %o with 400 and says why', async (payload, message) => {
    const res = await list(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status: 'Error', message });
  });

  it('still answers the highest allowed filters', async () => {
    const res = await list({ pageNum: 100_000, filters: { min_price: 0, max_price: 1_00_00_000 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.productList).toEqual([]);
  });
});

describe('POST /product/{id}/update with a stock out of range', () => {
  it('refuses 3,000,000,000 units with 400 and keeps the stock', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/product/${productId}/update`,
      headers: { cookie: staff.cookie },
      payload: { product: { no_of_product_instock: 3_000_000_000, product_instock: true } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'Error', message: 'Stock must be at most 10,00,000 units' });
    const [row] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
    expect(row!.stock).toBe(7);
  });
});
