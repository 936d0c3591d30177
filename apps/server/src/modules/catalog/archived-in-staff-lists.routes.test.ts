/**
 * Archived (deleted) products leave the staff lists a shop owner reads as "what we sell" (issue 9,
 * admin spec §2 Product Management Delete): the Inventory cards, table and CSV export, the
 * dashboard's product count, total stock and low-stock list, and the Wholesale lists (the staff
 * screen's and the shop's). The Wholesale screen's All Products tab reads the storefront listing,
 * which never shows them. Restoring the product brings it back everywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '../../test/factories';
import { signInStaff, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let boss: SignedIn;
let kept: { id: string; sku: string };
let gone: { id: string; sku: string };

beforeAll(async () => {
  t = await createTestApp();
  boss = await signInStaff(t.app, t.db, 'SuperAdmin');
  const categoryId = (await makeCategory(t.db, 'Motors')).id;
  kept = await makeProduct(t.db, {
    categoryId,
    sku: 'KEPT-1',
    productName: 'Kept Servo',
    searchText: 'kept servo',
    pricePaise: 100_00,
    mrpPaise: 150_00,
    stock: 20,
  });
  gone = await makeProduct(t.db, {
    categoryId,
    sku: 'GONE-1',
    productName: 'Gone Servo',
    searchText: 'gone servo',
    pricePaise: 200_00,
    mrpPaise: 300_00,
    stock: 3,
  });
  const priceBreaks = [{ minQuantity: 10, maxQuantity: null, discount: 5 }];
  for (const product of [kept, gone])
    expect((await call('POST', '/wholesale/new', { product_id: product.id, priceBreaks })).statusCode).toBe(201);
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

/** What each list shows of the two products now. */
async function lists() {
  const inventory = (await call('POST', '/inventory/list', { pageNum: 1, pageSize: 50, filters: {} })).json().data;
  const lowStock = (
    await call('POST', '/inventory/list', { pageNum: 1, pageSize: 50, filters: { status: 'Low Stock' } })
  ).json().data;
  const csv = (await call('GET', '/inventory/export.csv')).body;
  const dashboard = (await call('GET', '/admin/dashboard')).json().data.dashboard_data;
  const staffWholesale = (await call('GET', '/wholesale/allWholesaleProducts')).json().data;
  const shopWholesale = (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/wholesale/list',
      payload: { pageNum: 1, pageSize: 50, filters: {} },
    })
  ).json().data;
  const catalogue = (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/product/list',
      payload: { pageNum: 1, pageSize: 50, filters: { search: 'servo' } },
    })
  ).json().data;
  return {
    inventoryTable: inventory.items.map((i: { SKU: string }) => i.SKU).sort(),
    inventoryCards: inventory.summary,
    lowStockTable: lowStock.items.map((i: { SKU: string }) => i.SKU),
    csvHasGone: csv.includes('GONE-1'),
    csvHasKept: csv.includes('KEPT-1'),
    dashboard: {
      products: dashboard.product_count,
      stock: dashboard.total_stock,
      low: dashboard.low_stock.map((p: { SKU: string }) => p.SKU),
    },
    staffWholesale: {
      skus: staffWholesale.products.map((w: { product_id: { SKU: string } }) => w.product_id.SKU).sort(),
      total: staffWholesale.total,
    },
    shopWholesale: {
      skus: shopWholesale.wholesaleProductsList.map((w: { product_id: { SKU: string } }) => w.product_id.SKU).sort(),
      total: shopWholesale.wholesaleProductsCount,
    },
    allProductsTab: catalogue.productList.map((p: { SKU: string }) => p.SKU).sort(),
  };
}

describe('an archived product in the staff lists', () => {
  it('is absent from inventory, export, dashboard and wholesale lists while archived, and back once restored', async () => {
    const both = {
      inventoryTable: ['GONE-1', 'KEPT-1'],
      inventoryCards: {
        total_products: 2,
        total_units: 23,
        total_stock_value: 20 * 100 + 3 * 200,
        in_stock: 1,
        low_stock: 1,
        out_of_stock: 0,
      },
      lowStockTable: ['GONE-1'],
      csvHasGone: true,
      csvHasKept: true,
      dashboard: { products: 2, stock: 23, low: ['GONE-1'] },
      staffWholesale: { skus: ['GONE-1', 'KEPT-1'], total: 2 },
      shopWholesale: { skus: ['GONE-1', 'KEPT-1'], total: 2 },
      allProductsTab: ['GONE-1', 'KEPT-1'],
    };
    expect(await lists()).toEqual(both);

    expect((await call('POST', `/product/${gone.id}/remove`)).statusCode).toBe(200);
    expect(await lists()).toEqual({
      inventoryTable: ['KEPT-1'],
      inventoryCards: {
        total_products: 1,
        total_units: 20,
        total_stock_value: 20 * 100,
        in_stock: 1,
        low_stock: 0,
        out_of_stock: 0,
      },
      lowStockTable: [],
      csvHasGone: false,
      csvHasKept: true,
      dashboard: { products: 1, stock: 20, low: [] },
      staffWholesale: { skus: ['KEPT-1'], total: 1 },
      shopWholesale: { skus: ['KEPT-1'], total: 1 },
      allProductsTab: ['KEPT-1'],
    });
    // Staff still reach it by id: its stock ledger and Product Management's archived list.
    expect((await call('GET', `/inventory/${gone.id}/ledger`)).statusCode).toBe(200);
    expect(
      (await call('GET', '/product/allProduct?status=archived'))
        .json()
        .data.products.map((p: { SKU: string }) => p.SKU),
    ).toEqual(['GONE-1']);

    expect((await call('POST', `/product/${gone.id}/restore`)).statusCode).toBe(200);
    expect(await lists()).toEqual(both);
  });
});
