/**
 * The listing's category and subcategory filters (storefront spec §2 listing "categories (with
 * subcategories)", §4): POST /product/list with one or several of each, as the filter sidebar
 * sends them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct, makeSubCategory } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const boards = await makeCategory(t.db, 'Development Board');
  const sensors = await makeCategory(t.db, 'Sensors');
  const battery = await makeCategory(t.db, 'Battery');
  const esp32 = await makeSubCategory(t.db, boards.id, 'ESP32 Boards');
  const arduino = await makeSubCategory(t.db, boards.id, 'Arduino Boards');
  const motion = await makeSubCategory(t.db, sensors.id, 'Motion Sensors');
  const gas = await makeSubCategory(t.db, sensors.id, 'Gas Sensors');
  // A subcategory name another category also has.
  const accessoriesOfBoards = await makeSubCategory(t.db, boards.id, 'Accessories');
  const accessoriesOfBattery = await makeSubCategory(t.db, battery.id, 'Accessories');
  await makeProduct(t.db, { categoryId: boards.id, subCategoryId: esp32.id, productName: 'ESP32 DevKit' });
  await makeProduct(t.db, { categoryId: boards.id, subCategoryId: arduino.id, productName: 'Arduino Uno' });
  await makeProduct(t.db, { categoryId: boards.id, subCategoryId: accessoriesOfBoards.id, productName: 'Board Case' });
  await makeProduct(t.db, { categoryId: sensors.id, subCategoryId: motion.id, productName: 'PIR Sensor' });
  await makeProduct(t.db, { categoryId: sensors.id, subCategoryId: gas.id, productName: 'MQ-2 Gas Sensor' });
  await makeProduct(t.db, {
    categoryId: battery.id,
    subCategoryId: accessoriesOfBattery.id,
    productName: 'Battery Strap',
  });
  await makeProduct(t.db, { categoryId: battery.id, productName: 'LiPo 3S' });
});
afterAll(() => t.close());

async function names(filters: Record<string, unknown>): Promise<string[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/product/list',
    payload: { pageNum: 1, pageSize: 24, filters: { sort_by: 'name', ...filters } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.productList.map((p: { product_name: string }) => p.product_name);
}

describe('POST /product/list by category and subcategory', () => {
  it('lists one category, or every product of several', async () => {
    expect(await names({ category_name: 'Sensors' })).toEqual(['MQ-2 Gas Sensor', 'PIR Sensor']);
    expect(await names({ category_name: ['sensors', 'Battery'] })).toEqual([
      'Battery Strap',
      'LiPo 3S',
      'MQ-2 Gas Sensor',
      'PIR Sensor',
    ]);
  });

  it('narrows a category to its chosen subcategories', async () => {
    expect(await names({ category_name: 'Development Board', sub_category_name: 'ESP32 Boards' })).toEqual([
      'ESP32 DevKit',
    ]);
    expect(
      await names({ category_name: 'Development Board', sub_category_name: ['esp32 boards', 'Arduino Boards'] }),
    ).toEqual(['Arduino Uno', 'ESP32 DevKit']);
  });

  it('keeps every product of a chosen category none of whose subcategories is chosen', async () => {
    expect(
      await names({ category_name: ['Development Board', 'Sensors'], sub_category_name: ['Motion Sensors'] }),
    ).toEqual(['Arduino Uno', 'Board Case', 'ESP32 DevKit', 'PIR Sensor']);
  });

  it('reads a subcategory name within the chosen categories only', async () => {
    expect(await names({ category_name: 'Battery', sub_category_name: 'Accessories' })).toEqual(['Battery Strap']);
    expect(await names({ sub_category_name: 'Accessories' })).toEqual(['Battery Strap', 'Board Case']);
  });

  it('ignores a subcategory that belongs to none of the chosen categories', async () => {
    expect(await names({ category_name: 'Sensors', sub_category_name: 'ESP32 Boards' })).toEqual([
      'MQ-2 Gas Sensor',
      'PIR Sensor',
    ]);
    expect(await names({ category_name: 'No Such Category' })).toEqual([]);
  });

  it('refuses more categories than a listing takes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/product/list',
      payload: { filters: { category_name: Array.from({ length: 21 }, (_, i) => `C${i}`) } },
    });
    expect(res.statusCode).toBe(400);
  });
});
