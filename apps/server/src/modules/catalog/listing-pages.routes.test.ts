/**
 * POST /product/list at scale (docs/decisions/023): keyset pages (nextCursor) continue each other
 * without duplicates or gaps in every order, ties included, and match the pages by number; a
 * cursor from another order is refused; an order drops only the cached listings that show its
 * products.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { makeCategory, makeProduct, makeServiceArea } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { signUpCustomer } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const PRODUCTS = 23;
const PAGE_SIZE = 5;

beforeAll(async () => {
  t = await createTestApp();
  const category = await makeCategory(t.db, 'Keyset Parts');
  // Few distinct values, so every order has ties that only the id breaks; one at a time, so
  // created_at differs in microseconds (a cursor must carry them exactly).
  for (let i = 0; i < PRODUCTS; i++) {
    await makeProduct(t.db, {
      categoryId: category.id,
      productName: `Widget ${['Alpha', 'Beta', 'Gamma'][i % 3]}`,
      pricePaise: [10_000, 20_000, 30_000][i % 3],
      mrpPaise: [10_000, 25_000, 40_000][i % 4 === 0 ? 0 : i % 3],
      featured: i % 5 === 0,
      noOfReviews: [0, 7, 7, 12][i % 4],
      reviewStars: [4.5, 4.5, 3][i % 3],
      searchText: `widget keyset ${i % 2 === 0 ? 'servo' : 'sensor'}`,
    });
  }
  // A few with exactly the same creation time (one statement).
  await t.db.execute(
    sql`UPDATE ${products} SET created_at = now() WHERE sku IN (SELECT sku FROM ${products} ORDER BY sku LIMIT 4)`,
  );
});
afterAll(() => t.close());

type Filters = Record<string, unknown>;
const list = (body: object) => t.app.inject({ method: 'POST', url: '/api/v1/product/list', payload: body });

async function walkByCursor(filters: Filters): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let page = 1; page <= 20; page++) {
    const reply = await list({
      pageNum: page,
      pageSize: PAGE_SIZE,
      filters: { category_name: 'Keyset Parts', ...filters },
      ...(cursor ? { cursor } : {}),
    });
    expect(reply.statusCode).toBe(200);
    const data = reply.json().data;
    ids.push(...data.productList.map((p: { _id: string }) => p._id));
    if (!data.nextCursor) return ids;
    cursor = data.nextCursor;
  }
  throw new Error('more pages than products');
}

async function walkByNumber(filters: Filters, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; (page - 1) * PAGE_SIZE < count; page++) {
    const reply = await list({
      pageNum: page,
      pageSize: PAGE_SIZE,
      filters: { category_name: 'Keyset Parts', ...filters },
    });
    ids.push(...reply.json().data.productList.map((p: { _id: string }) => p._id));
  }
  return ids;
}

const ORDERS: [string, Filters][] = [
  ['the default order (featured, reviews)', {}],
  ['price, lowest first', { sort_by: 'price', sort_order: 'asc' }],
  ['price, highest first', { sort_by: 'price', sort_order: 'desc' }],
  ['name', { sort_by: 'name', sort_order: 'asc' }],
  ['newest first', { sort_by: 'created_at', sort_order: 'desc' }],
  ['last changed', { sort_by: 'updated_at', sort_order: 'asc' }],
  ['review stars', { sort_by: 'review_stars', sort_order: 'desc' }],
  ['discount', { sort_by: 'discount', sort_order: 'desc' }],
  ['the Top Rated tab', { tab: 'top_rated' }],
  ['the On Sale tab', { tab: 'on_sale' }],
  ['a search by relevance', { search: 'widget servo' }],
];

describe('POST /product/list pages by cursor', () => {
  it.each(ORDERS)(
    'continues each page of %s without duplicates or gaps, as the page numbers do',
    async (_name, filters) => {
      const first = (
        await list({ pageNum: 1, pageSize: PAGE_SIZE, filters: { category_name: 'Keyset Parts', ...filters } })
      ).json().data;
      expect(first.productCountCapped).toBe(false);
      const byCursor = await walkByCursor(filters);
      expect(new Set(byCursor).size).toBe(byCursor.length);
      expect(byCursor).toHaveLength(first.productCount);
      expect(byCursor).toEqual(await walkByNumber(filters, first.productCount));
    },
  );

  it('gives every product once over all pages', async () => {
    const ids = await walkByCursor({});
    expect(ids).toHaveLength(PRODUCTS);
    expect(new Set(ids).size).toBe(PRODUCTS);
  });

  it('gives no next cursor on a page that is not full', async () => {
    const data = (await list({ pageNum: 1, pageSize: 50, filters: { category_name: 'Keyset Parts' } })).json().data;
    expect(data).toMatchObject({ productCount: PRODUCTS, productCountCapped: false, nextCursor: null });
  });

  it("refuses another order's cursor, or a made-up one, with 400 and says why", async () => {
    const byPrice = (
      await list({ pageNum: 1, pageSize: PAGE_SIZE, filters: { category_name: 'Keyset Parts', sort_by: 'price' } })
    ).json().data;
    const madeUp = (values: string[]) =>
      Buffer.from(JSON.stringify(['featured,no_of_reviews desc', ...values])).toString('base64url');
    const cursors = [
      byPrice.nextCursor,
      'not-a-cursor',
      Buffer.from('["featured,no_of_reviews desc", 1]').toString('base64url'),
      // Values of the wrong type for featured (boolean) and no_of_reviews (integer).
      madeUp(['maybe', '189', 'x']),
      madeUp(['false', '99999999999', 'x']),
      madeUp(['false', '1.5', 'x']),
    ];
    for (const cursor of cursors) {
      const reply = await list({ pageNum: 2, pageSize: PAGE_SIZE, cursor, filters: { category_name: 'Keyset Parts' } });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toMatch(/cursor/);
    }
  });
});

describe('POST /product/list cache and orders', () => {
  it('drops only the cached listings that show the ordered product', async () => {
    await makeServiceArea(t.db, '560038');
    const ordered = await makeProduct(t.db, { categoryId: (await makeCategory(t.db, 'Ordered Parts')).id, stock: 30 });
    const untouched = await makeProduct(t.db, {
      categoryId: (await makeCategory(t.db, 'Untouched Parts')).id,
      stock: 30,
    });
    const stockShown = async (category: string) =>
      (await list({ pageNum: 1, pageSize: 24, filters: { category_name: category } })).json().data.productList[0]
        .no_of_product_instock;
    expect([await stockShown('Ordered Parts'), await stockShown('Untouched Parts')]).toEqual([30, 30]);

    // Changed behind the server's back: only a reply loaded again can show it.
    await t.db
      .update(products)
      .set({ stock: 29 })
      .where(sql`${products.id} = ${untouched.id}`);
    const customer = await signUpCustomer(t.app);
    expect((await placeOrder(t.app, customer.cookie, [{ product_id: ordered.id, quantity: 3 }])).statusCode).toBe(201);

    expect(await stockShown('Ordered Parts')).toBe(27);
    expect(await stockShown('Untouched Parts')).toBe(30);
  });
});
