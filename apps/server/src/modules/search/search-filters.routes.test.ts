/**
 * A search narrowed by filters (issue 31, docs/decisions/078): in the default order its
 * candidates come from product_search, which keeps the filters' columns, and a word shorter
 * than a trigram ('pi', '5') is checked on the rows found, never asked of the trigram index.
 * The copy must find what products' own match finds, filter by filter, and follow every change
 * of a filtered column.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { makeBrand, makeCategory, makeProduct, makeSubCategory } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { LISTING_CACHE_MS: '0', LISTING_COUNT_KEEP_MS: '0' } });
  const boards = await makeCategory(t.db, 'Development Board');
  const motors = await makeCategory(t.db, 'Motors and Drivers');
  const singleBoard = await makeSubCategory(t.db, boards.id, 'Single Board Computers');
  const pi = await makeBrand(t.db, 'Raspberry Pi Ltd');
  const generic = await makeBrand(t.db, 'Generic');
  const make = async (key: string, values: Parameters<typeof makeProduct>[1]) =>
    (ids[key] = (await makeProduct(t.db, values)).id);
  await make('pi5', {
    categoryId: boards.id,
    subCategoryId: singleBoard.id,
    brandId: pi.id,
    productName: 'Raspberry Pi 5 Model B 4GB',
    searchText: 'raspberry pi 5 model b 4gb sbc',
    pricePaise: 500_000,
    mrpPaise: 700_000,
  });
  await make('pi4', {
    categoryId: boards.id,
    brandId: pi.id,
    productName: 'Raspberry Pi 4 Model B 2GB',
    searchText: 'raspberry pi 4 model b 2gb sbc',
    pricePaise: 300_000,
    mrpPaise: 400_000,
  });
  await make('pi5Case', {
    categoryId: boards.id,
    brandId: generic.id,
    productName: 'Case for Raspberry Pi 5',
    searchText: 'case for raspberry pi 5 enclosure',
    pricePaise: 40_000,
  });
  await make('esp32', {
    categoryId: boards.id,
    brandId: generic.id,
    productName: 'ESP32 Dev Board',
    searchText: 'esp 32 esp32 devkit wifi',
    pricePaise: 35_000,
  });
  await make('motor', {
    categoryId: motors.id,
    brandId: generic.id,
    productName: 'Brushless Motor 2212 1000KV',
    searchText: 'brushless motor 2212 1000kv bldc',
    pricePaise: 50_000,
  });
});
afterAll(() => t.close());

/** The ids a search with `filters` finds in the default order (from the copy), in any order. */
async function found(search: string, filters: object = {}, order: object = {}): Promise<string[]> {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/v1/product/list',
    payload: { pageNum: 1, pageSize: 24, filters: { search, ...filters, ...order } },
  });
  expect(reply.statusCode).toBe(200);
  return (reply.json().data.productList as { _id: string }[]).map((p) => p._id).sort();
}
const idsOf = (...keys: string[]) => keys.map((key) => ids[key]!).sort();

describe('POST /product/list: a search with filters', () => {
  it('finds a product by a two-letter word and a one-letter one, with and without a price range', async () => {
    expect(await found('pi')).toEqual(idsOf('pi5', 'pi4', 'pi5Case'));
    expect(await found('pi 5')).toEqual(idsOf('pi5', 'pi5Case'));
    expect(await found('pi', { min_price: 1_000, max_price: 10_000 })).toEqual(idsOf('pi5', 'pi4'));
    expect(await found('raspberry pi 5', { min_price: 100, max_price: 1_000 })).toEqual(idsOf('pi5Case'));
    expect(await found('esp 32', { max_price: 500 })).toEqual(idsOf('esp32'));
  });

  it('narrows by category, subcategory and brand, alone and together, and finds nothing outside them', async () => {
    expect(await found('raspberry pi', { category_name: 'Development Board' })).toEqual(idsOf('pi5', 'pi4', 'pi5Case'));
    expect(await found('raspberry pi', { sub_category_name: 'Single Board Computers' })).toEqual(idsOf('pi5'));
    expect(await found('raspberry pi', { brand_name: 'Raspberry Pi Ltd' })).toEqual(idsOf('pi5', 'pi4'));
    expect(await found('raspberry pi', { brand_name: ['Generic', 'Raspberry Pi Ltd'], max_price: 4_000 })).toEqual(
      idsOf('pi4', 'pi5Case'),
    );
    expect(await found('brushless motor', { category_name: 'Development Board' })).toEqual([]);
    expect(await found('brushles motor', { category_name: 'Motors and Drivers', min_price: 100 })).toEqual(
      idsOf('motor'),
    );
  });

  it('finds what products’ own match finds (another order reads products), filter by filter', async () => {
    const filters = [
      {},
      { min_price: 100, max_price: 1_000 },
      { category_name: 'Development Board' },
      { brand_name: 'Generic' },
      { category_name: 'Development Board', min_price: 3_000 },
    ];
    for (const filter of filters)
      for (const term of ['raspberry pi 5', 'pi', 'esp 32', 'board', 'brushles'])
        expect(await found(term, filter)).toEqual(await found(term, filter, { sort_by: 'price', sort_order: 'asc' }));
  });

  it('follows a product’s new price, category and brand at once', async () => {
    const motors = (await t.db.select().from(products).where(eq(products.id, ids.motor!)))[0]!.categoryId;
    await t.db.update(products).set({ pricePaise: 90_000 }).where(eq(products.id, ids.pi5Case!));
    expect(await found('raspberry pi 5', { min_price: 100, max_price: 1_000 })).toEqual([]);
    expect(await found('raspberry pi 5', { min_price: 1_000, max_price: 2_000 })).toEqual(idsOf('pi5Case'));

    await t.db.update(products).set({ categoryId: motors, brandId: null }).where(eq(products.id, ids.pi5Case!));
    expect(await found('raspberry pi', { category_name: 'Motors and Drivers' })).toEqual(idsOf('pi5Case'));
    expect(await found('raspberry pi', { brand_name: 'Generic' })).toEqual([]);
  });
});
