/**
 * The search box's candidates at scale (issue 6 "Scale", docs/decisions/036): a part with many
 * variants that mention it, each better reviewed than the part itself, the way 100,000 products
 * look. Only SEARCH_CANDIDATES matches are ranked, so the exact SKU and the exact name must be
 * candidates of their own or they would never be seen; product_search, the narrow copy the
 * candidates come from, follows every write to products (triggers, migration 0021).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { productSearch, searchTrigrams } from '../../db/schema/search';
import { makeCategory, makeProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { configureListingCache } from '../catalog/catalog.service';
import { SEARCH_CANDIDATES, SEARCH_SCAN_LIMIT } from './search.service';
import { refreshTrigramStats, trigramStatsOf } from './search-trigram-choice.rules';

let t: TestApp;
let driverId: string;
let categoryId: string;

/** Variants that mention the driver in their name and SKU, all better reviewed than it. */
const VARIANTS = SEARCH_CANDIDATES + 80;

beforeAll(async () => {
  t = await createTestApp();
  for (const db of t.app.catalogReads.pools) configureListingCache(db, 0);
  categoryId = (await makeCategory(t.db, 'Scale Drivers')).id;
  driverId = (
    await makeProduct(t.db, {
      categoryId,
      sku: 'MD-A4988-DRIVER',
      productName: 'A4988 Stepper Motor Driver',
      searchText: 'a4988 stepper motor driver md-a4988-driver',
    })
  ).id;
  // One statement, as a bulk load writes them: the insert trigger copies them all at once.
  await t.db.insert(products).values(
    Array.from({ length: VARIANTS }, (_, i) => ({
      categoryId,
      sku: `MD-A4988-DRIVER-V${i}`,
      productName: `A4988 Stepper Motor Driver (Pack of ${i + 2})`,
      searchText: `a4988 stepper motor driver (pack of ${i + 2}) md-a4988-driver-v${i}`,
      hsnCode: '84733099',
      mrpPaise: 60_000,
      pricePaise: 45_000,
      stock: 5,
      featured: i % 3 === 0,
      noOfReviews: 10 + i,
    })),
  );
});
afterAll(() => t.close());

async function search(text: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/product/list',
    payload: { pageNum: 1, pageSize: 24, filters: { search: text } },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    productList: { _id: string; SKU: string; product_name: string }[];
    productCount: number;
    productCountCapped: boolean;
  };
}

describe('search box candidates', () => {
  it.each([
    ['MD-A4988-DRIVER', 'the exact SKU'],
    ['md a4988 driver', 'the exact SKU typed with spaces'],
    ['A4988 Stepper Motor Driver', 'the exact name'],
  ])('%j ranks %s first among the better-reviewed variants', async (text) => {
    const { productList, productCount, productCountCapped } = await search(text);
    expect(productList[0]?.SKU).toBe('MD-A4988-DRIVER');
    // The rest of the page are variants, and the count stops at the ranked set.
    expect(productList.slice(1).every((p) => p.SKU.startsWith('MD-A4988-DRIVER-V'))).toBe(true);
    expect(productCount).toBe(SEARCH_CANDIDATES);
    expect(productCountCapped).toBe(true);
  });

  it('ranks parts that fit alike in the default order: featured, then the most reviewed', async () => {
    const { productList } = await search('a4988');
    const featuredByReviews = Array.from({ length: VARIANTS }, (_, i) => VARIANTS - 1 - i)
      .filter((i) => i % 3 === 0)
      .slice(0, 24)
      .map((i) => `MD-A4988-DRIVER-V${i}`);
    expect(productList.map((p) => p.SKU)).toEqual(featuredByReviews);
  });
});

describe('search box pages', () => {
  it('gives the same second page by cursor as by number', async () => {
    const list = async (body: object) =>
      (await t.app.inject({ method: 'POST', url: '/api/v1/product/list', payload: body })).json().data;
    const first = await list({ pageNum: 1, pageSize: 24, filters: { search: 'stepper driver' } });
    const byCursor = await list({
      pageNum: 2,
      pageSize: 24,
      cursor: first.nextCursor,
      filters: { search: 'stepper driver' },
    });
    const byNumber = await list({ pageNum: 2, pageSize: 24, filters: { search: 'stepper driver' } });
    const skus = (page: { productList: { SKU: string }[] }) => page.productList.map((p) => p.SKU);
    expect(skus(byCursor)).toHaveLength(24);
    expect(skus(byCursor)).toEqual(skus(byNumber));
    expect(skus(byCursor).some((sku) => skus(first).includes(sku))).toBe(false);
  });
});

describe('search bands (docs/decisions/049)', () => {
  it('finds the best-reviewed matches first, however many worse-reviewed ones the table holds before them', async () => {
    const categoryId = (await makeCategory(t.db, 'Band Sensors')).id;
    // More matches than a search reads (SEARCH_SCAN_LIMIT), the best-reviewed written last: in the
    // table's order they come after every other, in the first band they come first.
    const few = SEARCH_SCAN_LIMIT + 20;
    await t.db.insert(products).values(
      Array.from({ length: few + 5 }, (_, i) => ({
        categoryId,
        sku: `SN-BANDHALL-${i}`,
        productName: `Bandhall Magnetic Sensor Module ${i}`,
        searchText: `bandhall magnetic sensor module ${i} sn-bandhall-${i}`,
        hsnCode: '85423900',
        mrpPaise: 9_000,
        pricePaise: 8_000,
        stock: 5,
        noOfReviews: i < few ? i % 50 : 600 + i,
      })),
    );
    const { productList, productCount, productCountCapped } = await search('bandhall');
    expect(productList.slice(0, 5).map((p) => p.SKU)).toEqual([4, 3, 2, 1, 0].map((k) => `SN-BANDHALL-${few + k}`));
    expect([productCount, productCountCapped]).toEqual([SEARCH_CANDIDATES, true]);
    const suggestions = await t.app.inject({ method: 'GET', url: '/api/v1/product/suggestions?q=bandhall' });
    const suggested = (suggestions.json().data.suggestions as { type: string; SKU?: string }[]).filter(
      (s) => s.type === 'product',
    );
    expect(suggested.map((s) => s.SKU)).toEqual([4, 3, 2, 1].map((k) => `SN-BANDHALL-${few + k}`));
  });
});

describe('the search rank (docs/decisions/045)', () => {
  it('orders four kinds of match by its rules, ties in the default order, alike on every page size', async () => {
    // For 'zorblax widget', from first to last:
    // - the name holds the query and begins with its first word, and the text holds it as words:
    //   3 + 2 + 1 (both words in the name) + 1 + 0.5;
    // - the text holds the query as words, the name neither word: 2 + 1;
    // - the text holds it only inside a longer word, the name one of the words: 2 + 0.5;
    // - the text holds the words apart, the name both of them: 1.
    const kinds = [
      (i: number) => ({ productName: `Zorblax Widget ${i}`, searchText: `zorblax widget ${i} zw-${i}` }),
      (i: number) => ({ productName: `Gadget ${i}`, searchText: `gadget ${i} kit zorblax widget zw-${i}` }),
      (i: number) => ({ productName: `Widget Gizmo ${i}`, searchText: `widget gizmo ${i} zorblax widgets zw-${i}` }),
      (i: number) => ({ productName: `Widget Zorblaxer ${i}`, searchText: `widget zorblaxer ${i} zw-${i}` }),
    ];
    const rows = Array.from({ length: 60 }, (_, i) => ({
      categoryId,
      sku: `ZW-${i}`,
      ...kinds[i % 4]!(i),
      hsnCode: '84733099',
      mrpPaise: 60_000,
      pricePaise: 45_000,
      stock: 5,
      featured: i % 5 === 0,
      noOfReviews: (i * 7) % 23,
    }));
    await t.db.insert(products).values(rows);
    const names = async (pageSize: number) =>
      (
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/product/list',
            payload: { pageNum: 1, pageSize, filters: { search: 'zorblax widget' } },
          })
        ).json().data.productList as { product_name: string }[]
      ).map((p) => p.product_name);
    const all = await names(60);
    const kindOf = (name: string) => name.replace(/ \d+$/, '');
    expect(all.map(kindOf)).toEqual(
      ['Zorblax Widget', 'Gadget', 'Widget Gizmo', 'Widget Zorblaxer'].flatMap((kind) => Array(15).fill(kind)),
    );
    // Within a kind, the default order: featured first, then the most reviewed.
    const defaultOrder = [...rows]
      .sort((a, b) => Number(b.featured) - Number(a.featured) || b.noOfReviews - a.noOfReviews)
      .map((row) => row.productName);
    for (const kind of ['Zorblax Widget', 'Gadget', 'Widget Gizmo', 'Widget Zorblaxer']) {
      const ofKind = all.filter((name) => kindOf(name) === kind);
      const expected = defaultOrder.filter((name) => kindOf(name) === kind);
      // Equal featured and reviews tie by id, which the test does not choose: compare the keys.
      const keyOf = (name: string) => rows.find((row) => row.productName === name)!;
      expect(ofKind.map((name) => [keyOf(name).featured, keyOf(name).noOfReviews])).toEqual(
        expected.map((name) => [keyOf(name).featured, keyOf(name).noOfReviews]),
      );
    }
    expect(await names(24)).toEqual(all.slice(0, 24));
    expect(await names(10)).toEqual(all.slice(0, 10));
  });
});

describe('suggestions', () => {
  it('suggest the part whose SKU is typed first, however many matches come before it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/product/suggestions?q=${encodeURIComponent('MD-A4988-DRIVER')}`,
    });
    expect(res.statusCode).toBe(200);
    const products = (res.json().data.suggestions as { type: string; SKU?: string }[]).filter(
      (s) => s.type === 'product',
    );
    expect(products[0]?.SKU).toBe('MD-A4988-DRIVER');
  });
});

describe('product_search follows products', () => {
  it('copies a product on insert, a renamed product on update, and drops a deleted one', async () => {
    const part = await makeProduct(t.db, {
      categoryId,
      sku: 'ZX-QUOKKA-1',
      productName: 'Quokka Sensor',
      searchText: 'quokka sensor zx-quokka-1',
    });
    const [copied] = await t.db.select().from(productSearch).where(eq(productSearch.productId, part.id));
    expect(copied).toMatchObject({
      searchKey: 'quokkasensorzxquokka1',
      wordText: ' quokka sensor zx quokka 1 ',
      nameKey: 'quokkasensor',
      skuKey: 'zxquokka1',
      featured: false,
      noOfReviews: 0,
    });
    expect((await search('quokka')).productList.map((p) => p._id)).toEqual([part.id]);

    await t.db
      .update(products)
      .set({ productName: 'Wombat Sensor', searchText: 'wombat sensor zx-quokka-1', featured: true, noOfReviews: 7 })
      .where(eq(products.id, part.id));
    const [renamed] = await t.db.select().from(productSearch).where(eq(productSearch.productId, part.id));
    expect(renamed).toMatchObject({
      searchKey: 'wombatsensorzxquokka1',
      wordText: ' wombat sensor zx quokka 1 ',
      nameKey: 'wombatsensor',
      featured: true,
      noOfReviews: 7,
    });

    // A text that folds to the same key still reaches the copy: the rank reads its words.
    await t.db.update(products).set({ searchText: 'wombatsensor zx-quokka-1' }).where(eq(products.id, part.id));
    const [respaced] = await t.db.select().from(productSearch).where(eq(productSearch.productId, part.id));
    expect(respaced).toMatchObject({ searchKey: 'wombatsensorzxquokka1', wordText: ' wombatsensor zx quokka 1 ' });
    expect((await search('wombat sensor')).productList[0]?._id).toBe(part.id);
    // The old name as one folded word is no longer anywhere in the key.
    expect((await search('quokkasensor')).productCount).toBe(0);

    await t.db.delete(products).where(eq(products.id, part.id));
    expect(await t.db.select().from(productSearch).where(eq(productSearch.productId, part.id))).toEqual([]);
    expect((await search('wombat')).productCount).toBe(0);
  });

  it('leaves the copy alone when only stock changes, and follows a price change (docs/decisions/078)', async () => {
    const before = await t.db.select().from(productSearch).where(eq(productSearch.productId, driverId));
    await t.db.update(products).set({ stock: 1 }).where(eq(products.id, driverId));
    expect(await t.db.select().from(productSearch).where(eq(productSearch.productId, driverId))).toEqual(before);

    await t.db.update(products).set({ pricePaise: 40_000 }).where(eq(products.id, driverId));
    const [repriced] = await t.db.select().from(productSearch).where(eq(productSearch.productId, driverId));
    expect(repriced).toEqual({ ...before[0], priceWithGstPaise: 47_200 });
  });
});

describe('search_trigrams follows product_search (docs/decisions/046)', () => {
  const countOf = async (trigram: string) =>
    (await t.db.select().from(searchTrigrams).where(eq(searchTrigrams.trigram, trigram)))[0]?.products ?? 0;

  it('counts the keys that hold each trigram as products come, change and go', async () => {
    const before = { qzx: await countOf('qzx'), zxv: await countOf('zxv'), vjq: await countOf('vjq') };
    const part = await makeProduct(t.db, {
      categoryId,
      sku: 'QZXV-1',
      productName: 'Qzxv Probe',
      searchText: 'qzxv probe qzxv-1',
    });
    expect(await countOf('qzx')).toBe(before.qzx + 1);
    expect(await countOf('zxv')).toBe(before.zxv + 1);

    await t.db.update(products).set({ searchText: 'vjqw probe qzxv-1' }).where(eq(products.id, part.id));
    // 'qzx' is still in the SKU; 'vjq' came with the new name.
    expect(await countOf('qzx')).toBe(before.qzx + 1);
    expect(await countOf('vjq')).toBe(before.vjq + 1);
    // A review count changes no trigram.
    await t.db.update(products).set({ noOfReviews: 3 }).where(eq(products.id, part.id));
    expect(await countOf('vjq')).toBe(before.vjq + 1);

    await t.db.delete(products).where(eq(products.id, part.id));
    expect({ qzx: await countOf('qzx'), zxv: await countOf('zxv'), vjq: await countOf('vjq') }).toEqual(before);
  });

  it('finds the same parts whatever the counts say: they choose the index conditions, never the matches', async () => {
    const queries = ['a4988 driver', 'stepper motor', 'a4988', 'motr', 'zorblax widget', 'pack of 1'];
    const found = async () => Promise.all(queries.map(async (q) => (await search(q)).productList.map((p) => p._id)));
    const expected = await found();
    expect(expected.slice(0, 3).every((ids) => ids.length > 0)).toBe(true);
    const kept = await t.db.select().from(searchTrigrams);
    try {
      // Every count wrong the other way round: the commonest trigrams now look rarest, to the
      // statement (a query with a typo: 'motr') and to the server once it has read them again.
      await t.db.delete(searchTrigrams);
      await t.db
        .insert(searchTrigrams)
        .values(kept.map((row) => ({ trigram: row.trigram, products: 1_000_000 - row.products })));
      await refreshTrigramStats(t.db);
      expect(await found()).toEqual(expected);
      // And none at all.
      await t.db.delete(searchTrigrams);
      await refreshTrigramStats(t.db);
      expect(await found()).toEqual(expected);
    } finally {
      await t.db.delete(searchTrigrams);
      if (kept.length > 0) await t.db.insert(searchTrigrams).values(kept);
      await refreshTrigramStats(t.db);
    }
  });

  it('finds and ranks alike whether the server knows a word as a catalogue word or the statement looks for its corrections', async () => {
    // Words of 5 letters or more that may be typos: catalogue words ('stepper', 'driver') are written
    // as any other word once the server has read the catalogue's words (docs/decisions/047).
    const queries = ['stepper motor', 'driver', 'steper motor', 'a4988 driver pack', 'pack of 12'];
    const found = async () => Promise.all(queries.map(async (q) => (await search(q)).productList.map((p) => p.SKU)));
    await refreshTrigramStats(t.db);
    const known = await found();
    expect(known.slice(0, 4).every((skus) => skus.length > 0)).toBe(true);
    try {
      // A kept list that lacks every word: the statement looks for corrections and chooses the trigrams.
      trigramStatsOf(t.db)!.catalogueWords.clear();
      expect(await found()).toEqual(known);
    } finally {
      await refreshTrigramStats(t.db);
    }
  });
});
