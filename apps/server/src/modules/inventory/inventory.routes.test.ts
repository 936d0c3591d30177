/**
 * Inventory through the API (issue 9): the cards and the table from the real catalogue with
 * search, status filter and paging; adjustments with a reason (SuperAdmin only, never below zero,
 * bad input refused and nothing changed); the ledger view; the CSV export; each role's answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct, stockOf } from '../../test/factories';
import { signInStaff, signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { exportCatalogueCsv } from './inventory.service';

let t: TestApp;
let admin: SignedIn;
let subAdmin: SignedIn;
let customer: SignedIn;
let plenty: string;
let few: string;
let none: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t.app, t.db, 'SuperAdmin');
  subAdmin = await signInStaff(t.app, t.db, 'SubAdmin');
  customer = await signUpCustomer(t.app);
  const categoryId = (await makeCategory(t.db, 'Sensors')).id;
  plenty = (
    await makeProduct(t.db, {
      categoryId,
      sku: 'INV-PLENTY',
      productName: 'Ultrasonic Sensor',
      stock: 25,
      pricePaise: 100_00,
      mrpPaise: 150_00,
    })
  ).id;
  few = (
    await makeProduct(t.db, {
      categoryId,
      sku: 'INV-FEW',
      productName: 'Gas Sensor',
      stock: 10,
      pricePaise: 200_50,
      mrpPaise: 300_00,
    })
  ).id;
  none = (
    await makeProduct(t.db, {
      categoryId,
      sku: 'INV-NONE',
      productName: 'Flame Sensor',
      stock: 0,
      pricePaise: 50_00,
      mrpPaise: 80_00,
    })
  ).id;
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST', url: string, payload?: unknown, cookie: string | null = admin.cookie) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe('the inventory table', () => {
  it('shows the cards over the whole catalogue and the rows with the spec status labels', async () => {
    const res = await call('POST', '/inventory/list', { filters: { search: 'sensor', sort: 'stock', order: 'desc' } });
    expect(res.statusCode).toBe(200);
    const { summary, items, totalCount } = res.json().data;
    expect(summary).toEqual({
      total_products: 3,
      total_units: 35,
      total_stock_value: 25 * 100 + 10 * 200.5,
      in_stock: 1,
      low_stock: 1,
      out_of_stock: 1,
    });
    expect(totalCount).toBe(3);
    expect(items.map((i: { SKU: string; status: string }) => [i.SKU, i.status])).toEqual([
      ['INV-PLENTY', 'In Stock'],
      ['INV-FEW', 'Low Stock'],
      ['INV-NONE', 'Out of Stock'],
    ]);
    expect(items[1]).toMatchObject({
      product_name: 'Gas Sensor',
      category_name: 'Sensors',
      price: 200.5,
      mrp: 300,
      no_of_product_instock: 10,
    });
  });

  it('filters by status and by SKU text, and pages on the server', async () => {
    const low = await call('POST', '/inventory/list', { filters: { status: 'Low Stock' } });
    expect(low.json().data.items.map((i: { _id: string }) => i._id)).toEqual([few]);
    const sku = await call('POST', '/inventory/list', { filters: { search: 'inv-none' } });
    expect(sku.json().data.items.map((i: { _id: string }) => i._id)).toEqual([none]);
    const category = await call('POST', '/inventory/list', { filters: { category_name: 'sensors' } });
    expect(category.json().data.totalCount).toBe(3);
    expect(category.json().data.categories).toEqual(['Sensors']);
    expect(
      (await call('POST', '/inventory/list', { filters: { category_name: 'Batteries' } })).json().data.totalCount,
    ).toBe(0);
    const page2 = await call('POST', '/inventory/list', { pageNum: 2, pageSize: 2, filters: { sort: 'sku' } });
    expect(page2.json().data.items.map((i: { SKU: string }) => i.SKU)).toEqual(['INV-PLENTY']);
    expect(page2.json().data.totalCount).toBe(3);
  });

  it('takes a wildcard in the search literally', async () => {
    const res = await call('POST', '/inventory/list', { filters: { search: '%' } });
    expect(res.json().data.totalCount).toBe(0);
  });

  it('refuses bad list input with 400', async () => {
    for (const body of [
      { pageSize: 1000 },
      { filters: { status: 'Sold' } },
      { filters: { search: 'x'.repeat(101) } },
      { filters: { search: 'a\u0000' } },
      { extra: 1 },
    ]) {
      expect((await call('POST', '/inventory/list', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('a stock adjustment', () => {
  it('adds, removes and sets units with a reason, each a ledger row by the staff member', async () => {
    const add = await call('POST', `/inventory/${few}/adjust`, {
      mode: 'add',
      quantity: 15,
      reason: 'restock',
      note: 'Invoice 4411',
    });
    expect(add.statusCode).toBe(200);
    expect(add.json().message).toBe('Stock updated successfully');
    expect(add.json().data.item).toMatchObject({ no_of_product_instock: 25, status: 'In Stock' });
    expect(add.json().data.entry).toMatchObject({
      reason: 'restock',
      note: 'Invoice 4411',
      quantity_before: 10,
      quantity_after: 25,
      actor_kind: 'staff',
      actor_id: admin.id,
    });
    expect(
      (await call('POST', `/inventory/${few}/adjust`, { mode: 'remove', quantity: 5, reason: 'damaged' })).json().data
        .item.no_of_product_instock,
    ).toBe(20);
    const set = await call('POST', `/inventory/${few}/adjust`, { mode: 'set', quantity: 0, reason: 'stock_count' });
    expect(set.json().data.item).toMatchObject({
      no_of_product_instock: 0,
      product_instock: false,
      status: 'Out of Stock',
    });
    const ledger = await call('GET', `/inventory/${few}/ledger?limit=2`);
    expect(ledger.json().data.entries.map((e: { reason: string }) => e.reason)).toEqual(['stock_count', 'damaged']);
    expect(ledger.json().data.totalCount).toBe(4);
    const audit = await call('GET', `/admin/audit?entity=stock&entity_id=${few}`);
    expect(
      audit
        .json()
        .data.entries.map((e: { action: string; after: { no_of_product_instock: number } }) => [
          e.action,
          e.after.no_of_product_instock,
        ]),
    ).toEqual([
      ['stock.adjust', 0],
      ['stock.adjust', 20],
      ['stock.adjust', 25],
    ]);
  });

  it('never goes below zero, refuses a change to the same count, and changes nothing on bad input', async () => {
    const before = await stockOf(t.db, plenty);
    expect(
      (await call('POST', `/inventory/${plenty}/adjust`, { mode: 'remove', quantity: before + 1, reason: 'damaged' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `/inventory/${plenty}/adjust`, { mode: 'set', quantity: before, reason: 'stock_count' }))
        .statusCode,
    ).toBe(409);
    for (const body of [
      { mode: 'add', quantity: -1, reason: 'restock' },
      { mode: 'add', quantity: 1.5, reason: 'restock' },
      { mode: 'add', quantity: 2_000_000, reason: 'restock' },
      { mode: 'add', quantity: 1, reason: 'csv_import' },
      { mode: 'add', quantity: 1 },
      { mode: 'add', quantity: 1, reason: 'restock', note: 'n'.repeat(301) },
      { mode: 'add', quantity: 1, reason: 'restock', stock: 5 },
    ]) {
      expect((await call('POST', `/inventory/${plenty}/adjust`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await call('POST', '/inventory/no-such-product/adjust', { mode: 'add', quantity: 1, reason: 'restock' }))
        .statusCode,
    ).toBe(404);
    expect(await stockOf(t.db, plenty)).toBe(before);
  });
});

describe('roles', () => {
  it('lets every staff member read the table, the ledger and the export', async () => {
    expect((await call('POST', '/inventory/list', {}, subAdmin.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/inventory/${plenty}/ledger`, undefined, subAdmin.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/inventory/export.csv', undefined, subAdmin.cookie)).statusCode).toBe(200);
  });

  it('keeps adjustments and imports to SuperAdmin: 403 for a SubAdmin, 401 for a customer or a stranger', async () => {
    const adjust = { mode: 'add', quantity: 1, reason: 'restock' };
    const csv = { csv: 'sku,product_name,category,mrp,price,stock\n' };
    for (const [url, body] of [
      [`/inventory/${plenty}/adjust`, adjust],
      ['/inventory/import/preview', csv],
      ['/inventory/import/apply', csv],
    ] as const) {
      expect((await call('POST', url, body, subAdmin.cookie)).statusCode, url).toBe(403);
      expect((await call('POST', url, body, customer.cookie)).statusCode, url).toBe(401);
      expect((await call('POST', url, body, null)).statusCode, url).toBe(401);
    }
    for (const [method, url] of [
      ['POST', '/inventory/list'],
      ['GET', `/inventory/${plenty}/ledger`],
      ['GET', '/inventory/export.csv'],
    ] as const) {
      expect((await call(method, url, method === 'POST' ? {} : undefined, customer.cookie)).statusCode, url).toBe(401);
    }
  });
});

describe('the CSV export', () => {
  it('writes every product in the import columns, rupees with two decimals', async () => {
    const res = await call('GET', '/inventory/export.csv');
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('catalogue.csv');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe(
      'sku,product_name,category,sub_category,brand,hsn_code,gst_rate,mrp,price,stock,warranty_months,extended_warranty_months,extended_warranty_price,country_of_origin,importer_details',
    );
    expect(lines).toContain(
      `INV-PLENTY,Ultrasonic Sensor,Sensors,,,84733099,18,150.00,100.00,${await stockOf(t.db, plenty)},0,0,0.00,India,`,
    );
    expect(lines).toHaveLength(4);
  });

  it('reads the catalogue a batch at a time and writes the same text as in one batch', async () => {
    const whole = (await call('GET', '/inventory/export.csv')).body;
    const batches: string[] = [];
    for await (const text of exportCatalogueCsv(t.db, 2)) batches.push(text);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.join('')).toBe(whole);
    expect(batches.slice(1).every((text) => !text.startsWith('sku,'))).toBe(true);
  });

  it('escapes a name a spreadsheet would run as a formula, and the import reads it back', async () => {
    const categoryId = (await makeCategory(t.db, 'Formula Parts')).id;
    await makeProduct(t.db, {
      categoryId,
      sku: 'INV-FORMULA',
      productName: '=HYPERLINK("http://evil.example")',
      stock: 1,
    });
    const csv = (await call('GET', '/inventory/export.csv')).body;
    expect(csv).toContain(`INV-FORMULA,"'=HYPERLINK(""http://evil.example"")",Formula Parts`);
    const { report } = (await call('POST', '/inventory/import/preview', { csv })).json().data;
    expect(report.errors).toEqual([]);
    expect(report.toUpdate.find((r: { sku: string }) => r.sku === 'INV-FORMULA').product_name).toBe(
      '=HYPERLINK("http://evil.example")',
    );
  });
});
