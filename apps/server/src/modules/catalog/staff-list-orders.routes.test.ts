/**
 * The back office's orders read from indexes at a million products (docs/decisions/100):
 * Product Management by stock and by category (then name), the inventory table by stock and by
 * last update. Orders by stock and last update read product_stock_levels, the copy triggers keep;
 * these tests hold that the copy follows every way products change (a new product, an order, a
 * cancelled order, a staff adjustment, an edit, archiving and restoring), so the lists never show
 * a stale order. A search is read whichever way is cheaper (its count, the order's index walked, or
 * every match sorted): each way gives the page in the list's order.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows';
import { makeCategory, makeProduct, makeServiceArea } from '../../test/factories';
import { placeOrder, setOrderStatus } from '../../test/orders';
import { signInStaff, signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let boss: SignedIn;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  boss = await signInStaff(t.app, t.db, 'SuperAdmin');
  await makeServiceArea(t.db, '560038');
  const zinc = (await makeCategory(t.db, 'Zinc Parts')).id;
  const alpha = (await makeCategory(t.db, 'alpha Boards')).id;
  const made: [string, string, string, number][] = [
    ['ORD-A', 'Beta Board', alpha, 7],
    ['ORD-B', 'alpha board', alpha, 2],
    ['ORD-C', 'Zeta Board', alpha, 12],
    ['ORD-D', 'Anchor Bolt', zinc, 5],
    ['ORD-E', 'Clamp', zinc, 30],
  ];
  for (const [sku, productName, categoryId, stock] of made) {
    ids[sku] = (
      await makeProduct(t.db, { sku, productName, categoryId, stock, searchText: `${productName.toLowerCase()} ord` })
    ).id;
  }
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { cookie: boss.cookie },
    ...(payload ? { payload } : {}),
  });
}

/** Product Management's SKUs in one order (only this file's products: the search "ord"). */
async function managed(query: string): Promise<string[]> {
  const res = await call('GET', `/product/allProduct?search=ord&${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.products.map((p: { SKU: string }) => p.SKU);
}

/** The inventory table's SKUs in one order. */
async function inventory(filters: object, pageNum = 1, pageSize = 50): Promise<string[]> {
  const res = await call('POST', '/inventory/list', { pageNum, pageSize, filters: { search: 'ord', ...filters } });
  expect(res.statusCode).toBe(200);
  return res.json().data.items.map((i: { SKU: string }) => i.SKU);
}

/** Products whose copy differs from the product row, by SKU: empty while the triggers keep it. */
async function staleCopies(): Promise<string[]> {
  return rawRows<{ sku: string }>(
    await t.db.execute(sql`
      SELECT p.sku FROM products p LEFT JOIN product_stock_levels l ON l.product_id = p.id
      WHERE l.product_id IS NULL OR l.stock <> p.stock OR l.updated_at <> p.updated_at
        OR l.on_sale <> (p.archived_at IS NULL)
      ORDER BY p.sku`),
  ).map((r) => r.sku);
}

describe('Product Management orders', () => {
  it('orders by stock either way, the id breaking ties, and pages through it', async () => {
    expect(await managed('sort_by=stock&sort_order=asc')).toEqual(['ORD-B', 'ORD-D', 'ORD-A', 'ORD-C', 'ORD-E']);
    expect(await managed('sort_by=stock&sort_order=desc')).toEqual(['ORD-E', 'ORD-C', 'ORD-A', 'ORD-D', 'ORD-B']);
    expect(await managed('sort_by=stock&sort_order=asc&limit=2&page=2')).toEqual(['ORD-A', 'ORD-C']);
  });

  it('orders by category name in any case, and within a category by product name', async () => {
    expect(await managed('sort_by=category&sort_order=asc')).toEqual(['ORD-B', 'ORD-A', 'ORD-C', 'ORD-D', 'ORD-E']);
    expect(await managed('sort_by=category&sort_order=desc')).toEqual(['ORD-E', 'ORD-D', 'ORD-C', 'ORD-A', 'ORD-B']);
    expect(await managed('sort_by=category&sort_order=asc&limit=2&page=2')).toEqual(['ORD-C', 'ORD-D']);
    expect(await managed('sort_by=category&sort_order=asc&limit=2&page=3')).toEqual(['ORD-E']);
    expect(await managed('sort_by=category&category=Zinc%20Parts')).toEqual(['ORD-D', 'ORD-E']);
  });
});

describe('the copy the stock and last-update orders read', () => {
  it('follows an order, its cancellation, an adjustment, an edit, archiving and restoring', async () => {
    expect(await staleCopies()).toEqual([]);
    const customer = await signUpCustomer(t.app);
    const order = await placeOrder(t.app, customer.cookie, [{ product_id: ids['ORD-E']!, quantity: 29 }]);
    expect(order.statusCode, order.body).toBe(201);
    // Clamp now has 1 unit: first by stock, and the last updated.
    expect(await inventory({ sort: 'stock', order: 'asc' })).toEqual(['ORD-E', 'ORD-B', 'ORD-D', 'ORD-A', 'ORD-C']);
    expect((await inventory({ sort: 'updated', order: 'desc' }))[0]).toBe('ORD-E');
    expect(await managed('sort_by=stock&sort_order=asc&limit=1')).toEqual(['ORD-E']);
    expect(await staleCopies()).toEqual([]);

    const cancelled = await setOrderStatus(t.app, boss.cookie, order.json().data.order._id, 'Cancelled');
    expect(cancelled.statusCode).toBe(200);
    expect(await inventory({ sort: 'stock', order: 'desc' }, 1, 1)).toEqual(['ORD-E']);

    const adjusted = await call('POST', `/inventory/${ids['ORD-B']}/adjust`, {
      mode: 'add',
      quantity: 100,
      reason: 'restock',
    });
    expect(adjusted.statusCode).toBe(200);
    expect(await inventory({ sort: 'stock', order: 'desc' }, 1, 2)).toEqual(['ORD-B', 'ORD-E']);
    expect((await inventory({ sort: 'updated', order: 'desc' }))[0]).toBe('ORD-B');
    // A second order's stock change carries its own time (the statement is built once).
    const second = await placeOrder(t.app, customer.cookie, [{ product_id: ids['ORD-A']!, quantity: 1 }]);
    expect(second.statusCode, second.body).toBe(201);
    expect((await inventory({ sort: 'updated', order: 'desc' }))[0]).toBe('ORD-A');

    const quick = await call('POST', `/product/${ids['ORD-C']}/update`, {
      product: { no_of_product_instock: 0, product_instock: true },
    });
    expect(quick.statusCode).toBe(200);
    expect(await managed('sort_by=stock&sort_order=asc&limit=1')).toEqual(['ORD-C']);
    expect(await inventory({ sort: 'updated', order: 'desc' }, 1, 1)).toEqual(['ORD-C']);

    expect((await call('POST', `/product/${ids['ORD-C']}/remove`)).statusCode).toBe(200);
    expect(await inventory({ sort: 'stock', order: 'asc' })).not.toContain('ORD-C');
    expect(await managed('status=archived&sort_by=stock')).toEqual(['ORD-C']);
    expect((await call('POST', `/product/${ids['ORD-C']}/restore`)).statusCode).toBe(200);
    expect(await inventory({ sort: 'stock', order: 'asc' }, 1, 1)).toEqual(['ORD-C']);
    expect(await staleCopies()).toEqual([]);
  });
});

describe('a search in either list', () => {
  it("gives each page in the list's order with few matches and with more than the count counts", async () => {
    const categoryId = (await makeCategory(t.db, 'Gizmo Parts')).id;
    // 1,010 gizmos (more than the 1,000 the lists count) among 1,200 other parts named before them.
    await t.db.execute(sql`
      INSERT INTO products (id, sku, product_name, category_id, hsn_code, mrp_paise, price_paise, stock, search_text)
      SELECT gen_random_uuid()::text, 'GZ-' || n, 'Gizmo ' || lpad(n::text, 4, '0'), ${categoryId}, '84733099',
        60000, 45000, n % 97, 'gizmo ' || n || ' gz-' || n
      FROM generate_series(1, 1010) AS n
      UNION ALL
      SELECT gen_random_uuid()::text, 'AP-' || n, 'Anode ' || n, ${categoryId}, '84733099', 60000, 45000, 5, 'anode ' || n || ' ap-' || n
      FROM generate_series(1, 1200) AS n`);
    const gizmos = Array.from({ length: 1010 }, (_, i) => ({ sku: `GZ-${i + 1}`, stock: (i + 1) % 97 }));
    const byStock = [...gizmos].sort((a, b) => a.stock - b.stock || 0);
    const bySku = [...gizmos].map((g) => g.sku).sort();

    const first = await call('GET', '/product/allProduct?search=gizmo&sort_by=name&sort_order=asc&limit=20');
    expect(first.json().data).toMatchObject({ totalCount: 1000, totalCapped: true });
    expect(first.json().data.products.map((p: { SKU: string }) => p.SKU)).toEqual(
      gizmos.slice(0, 20).map((g) => g.sku),
    );
    // The last page: the walk holds fewer than a page, so every match is read and sorted.
    const last = await call('GET', '/product/allProduct?search=gizmo&sort_by=name&sort_order=asc&limit=20&page=51');
    expect(last.json().data.products.map((p: { SKU: string }) => p.SKU)).toEqual(gizmos.slice(1000).map((g) => g.sku));
    const stockPage = (
      await call('GET', '/product/allProduct?search=gizmo&sort_by=stock&sort_order=asc&limit=50&page=3')
    )
      .json()
      .data.products.map((p: { no_of_product_instock: number }) => p.no_of_product_instock);
    expect(stockPage).toEqual(byStock.slice(100, 150).map((g) => g.stock));

    const items = (
      await call('POST', '/inventory/list', { pageNum: 2, pageSize: 30, filters: { search: 'gz-', sort: 'sku' } })
    )
      .json()
      .data.items.map((i: { SKU: string }) => i.SKU);
    expect(items).toEqual(bySku.slice(30, 60));
    // Few matches: every match read and sorted.
    const few = (
      await call('POST', '/inventory/list', {
        pageNum: 1,
        pageSize: 5,
        filters: { search: 'gizmo 100', sort: 'stock', order: 'desc' },
      })
    ).json().data;
    expect(few.totalCount).toBe(11);
    const hundreds = [100, ...Array.from({ length: 10 }, (_, i) => 1000 + i)].map((n) => ({
      sku: `GZ-${n}`,
      stock: n % 97,
    }));
    expect(few.items.map((i: { no_of_product_instock: number }) => i.no_of_product_instock)).toEqual(
      hundreds
        .map((g) => g.stock)
        .sort((a, b) => b - a)
        .slice(0, 5),
    );
  });
});
