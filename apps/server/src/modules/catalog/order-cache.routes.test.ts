/**
 * An order changes only its products' stock, so it drops only the cached replies that show those
 * products (issue 6: with orders flowing, emptying every cached listing made the cached listing
 * fall from about 5,000 to 500 req/s). Replies that do not show them stay served from memory;
 * the home page's trending strip that shows an ordered product shows its new stock at once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { makeCategory, makeProduct, makeServiceArea } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { signUpCustomer } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let ordered: string;
let untouched: string;

beforeAll(async () => {
  t = await createTestApp();
  await makeServiceArea(t.db, '560038');
  ordered = (
    await makeProduct(t.db, {
      categoryId: (await makeCategory(t.db, 'Busy Parts')).id,
      productName: 'Busy Relay',
      featured: true,
      stock: 30,
    })
  ).id;
  untouched = (
    await makeProduct(t.db, {
      categoryId: (await makeCategory(t.db, 'Quiet Parts')).id,
      productName: 'Quiet Buzzer',
      featured: true,
      stock: 30,
    })
  ).id;
});
afterAll(() => t.close());

type Card = { _id: string; no_of_product_instock: number };
const listed = async (filters: object) =>
  (
    (await t.app.inject({ method: 'POST', url: '/api/v1/product/list', payload: { filters } })).json().data
      .productList as Card[]
  ).map((p) => p.no_of_product_instock);
const trending = async (category: string) =>
  (
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/product/trending?limit=1&category=${encodeURIComponent(category)}`,
      })
    ).json().data.productList as Card[]
  ).map((p) => p.no_of_product_instock);

/** Every cached reply this test watches: listings of both categories in two orders, a search, the trending strips. */
const shown = async () => ({
  busy: await listed({ category_name: 'Busy Parts' }),
  quiet: await listed({ category_name: 'Quiet Parts' }),
  quietByPrice: await listed({ category_name: 'Quiet Parts', sort_by: 'price' }),
  quietSearch: await listed({ search: 'quiet buzzer' }),
  busyTrending: await trending('Busy Parts'),
  quietTrending: await trending('Quiet Parts'),
});

describe('an order and the reply caches', () => {
  it('drops only the cached replies that show the ordered product', async () => {
    expect(await shown()).toEqual({
      busy: [30],
      quiet: [30],
      quietByPrice: [30],
      quietSearch: [30],
      busyTrending: [30],
      quietTrending: [30],
    });
    // Changed behind the server's back: a reply still served from memory shows 30, one loaded again 29.
    await t.db
      .update(products)
      .set({ stock: 29 })
      .where(sql`${products.id} = ${untouched}`);

    const customer = await signUpCustomer(t.app);
    expect((await placeOrder(t.app, customer.cookie, [{ product_id: ordered, quantity: 3 }])).statusCode).toBe(201);

    expect(await shown()).toEqual({
      busy: [27],
      quiet: [30],
      quietByPrice: [30],
      quietSearch: [30],
      busyTrending: [27],
      quietTrending: [30],
    });
  });
});
