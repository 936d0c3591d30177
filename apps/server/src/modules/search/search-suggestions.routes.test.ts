/**
 * The search box's suggestions (storefront spec §2 Search, §9; issue 6 "Header"): GET
 * /product/suggestions on the shipped catalogue — categories, then brands, then at most 4
 * products, 8 in all, typo-tolerant like the part search (docs/decisions/017).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_PRODUCT_SUGGESTIONS,
  MAX_SUGGESTION_QUERY_LENGTH,
  MAX_SUGGESTIONS,
} from '@shop/domain/catalog/search-suggestions.rules';
import type { SearchSuggestion } from '@shop/domain/catalog/search-suggestions.responses';
import { eq } from 'drizzle-orm';
import { categories, products } from '../../db/schema/catalog';
import { seedCatalogue } from '../../seed/catalogue';
import { makeProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { refreshTrigramStats, trigramStatsOf } from './search-trigram-choice.rules';

let t: TestApp;
let uploadsDir: string;

beforeAll(async () => {
  t = await createTestApp();
  uploadsDir = mkdtempSync(join(tmpdir(), 'shop-suggest-'));
  await seedCatalogue(t.db, { uploadsDir });
});
afterAll(async () => {
  await t.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

function get(query: string) {
  return t.app.inject({ method: 'GET', url: `/api/v1/product/suggestions?${query}` });
}

async function suggest(q: string): Promise<SearchSuggestion[]> {
  const res = await get(`q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.suggestions;
}

const labelOf = (s: SearchSuggestion) => (s.type === 'product' ? s.product_name : s.name);
/** Categories and subcategories come first, then brands, then products. */
const PART = { category: 0, subcategory: 0, brand: 1, product: 2 } as const;

describe('GET /product/suggestions: what it suggests', () => {
  it.each(['a', 'ar', 'arduino', 'esp', 'motor', 'drone', 'servo', 'battery lipo', 'board'])(
    '%j: at most 8, categories, then brands, then at most 4 products',
    async (q) => {
      const list = await suggest(q);
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
      expect(list.filter((s) => s.type === 'product').length).toBeLessThanOrEqual(MAX_PRODUCT_SUGGESTIONS);
      const parts = list.map((s) => PART[s.type]);
      expect(parts).toEqual([...parts].sort());
    },
  );

  it('suggests the category, its subcategory, the brand and the parts of a word they share', async () => {
    const list = await suggest('arduino');
    expect(list[0]).toMatchObject({ type: 'subcategory', name: 'Arduino Boards', category_name: 'Development Board' });
    expect(list).toContainEqual(expect.objectContaining({ type: 'brand', name: 'Arduino' }));
    const products = list.filter((s) => s.type === 'product');
    expect(products).toHaveLength(MAX_PRODUCT_SUGGESTIONS);
    expect(products[0]?.product_name).toMatch(/^Arduino/);
  });

  it("forgives a typo: 'arduno' suggests Arduino, its boards and Arduino parts", async () => {
    const list = await suggest('arduno');
    expect(list.map(labelOf)).toEqual(expect.arrayContaining(['Arduino Boards', 'Arduino']));
    const products = list.filter((s) => s.type === 'product');
    expect(products.length).toBeGreaterThan(0);
    expect(products[0]).toMatchObject({ SKU: expect.stringMatching(/^DB-ARD-/) });
  });

  it("meets a part number however it is written: 'esp 32', 'esp-32' and 'ESP32'", async () => {
    for (const q of ['esp 32', 'esp-32', 'ESP32']) {
      const products = (await suggest(q)).filter((s) => s.type === 'product');
      expect(products.length, q).toBeGreaterThan(0);
      for (const product of products) expect(product.SKU, q).toMatch(/ESP32/);
    }
  });

  it('puts the part whose SKU was typed first', async () => {
    const products = (await suggest('md-mg996r-servo')).filter((s) => s.type === 'product');
    expect(products[0]).toMatchObject({ SKU: 'MD-MG996R-SERVO', category_name: 'Motors and Drivers' });
  });

  it('keeps room for products when many categories match, filling the rest with categories', async () => {
    const list = await suggest('motor');
    expect(list).toHaveLength(MAX_SUGGESTIONS);
    expect(list[0]).toMatchObject({ type: 'category', name: 'Motors and Drivers' });
    expect(list.filter((s) => s.type === 'product')).toHaveLength(MAX_PRODUCT_SUGGESTIONS);
  });

  it('suggests only names for words too short for the part index', async () => {
    const list = await suggest('pi');
    expect(list.map(labelOf)).toContain('Raspberry Pi');
    expect(list.some((s) => s.type === 'product')).toBe(false);
  });

  it('answers an empty list for text that matches nothing', async () => {
    expect(await suggest('qwxzvbnm')).toEqual([]);
  });

  it('takes the longest text allowed, and reads only its first 8 words', async () => {
    const words = 'arduino uno r3 board usb cable atmega328p ch340g extra words past eight '
      .repeat(3)
      .slice(0, MAX_SUGGESTION_QUERY_LENGTH);
    expect(words).toHaveLength(MAX_SUGGESTION_QUERY_LENGTH);
    const list = await suggest(words);
    expect(list.filter((s) => s.type === 'product').length).toBeGreaterThan(0);
  });

  it('treats LIKE wildcards as text', async () => {
    expect(await suggest('%%%')).toEqual([]);
    expect(await suggest('___')).toEqual([]);
  });
});

describe('the candidate products, from the trigram index or from the table', () => {
  it("suggests the same whichever way they are found: the first matches in the table's order", async () => {
    const prefixes = ['ard', 'esp', 'ser', 'mot', 'bat', 'ardu', 'esp3', 'lipo', 'mg9', '186', 'arduno'];
    const found = async () => Promise.all(prefixes.map(async (q) => (await suggest(q)).map(labelOf)));
    await refreshTrigramStats(t.db);
    const kept = trigramStatsOf(t.db)!;
    try {
      // Every trigram in 1/25 of the products or more: 3-letter prefixes read the table.
      kept.products = 1;
      const fromTable = await found();
      expect(fromTable.slice(0, 5).every((list) => list.some((label) => label.length > 0))).toBe(true);
      // None: every prefix asks the index.
      kept.products = Number.MAX_SAFE_INTEGER;
      expect(await found()).toEqual(fromTable);
    } finally {
      await refreshTrigramStats(t.db);
    }
  });
});

describe('the catalogue words that typos are read against', () => {
  it('learn the words of a product added later, and of a product renamed', async () => {
    const [category] = await t.db.select().from(categories).where(eq(categories.name, 'Sensors'));
    const product = await makeProduct(t.db, {
      categoryId: category!.id,
      productName: 'Quokkameter Gauge',
      searchText: 'quokkameter gauge sensors',
    });
    expect((await suggest('quokkamter')).map(labelOf)).toContain('Quokkameter Gauge');

    await t.db
      .update(products)
      .set({ productName: 'Wombatronic Gauge', searchText: 'wombatronic gauge sensors' })
      .where(eq(products.id, product.id));
    expect((await suggest('wombatronik')).map(labelOf)).toContain('Wombatronic Gauge');
  });
});

describe('GET /product/suggestions: input it refuses', () => {
  it.each([
    ['no text', ''],
    ['blank text', 'q=%20%20%20'],
    ['text past the limit', `q=${'a'.repeat(MAX_SUGGESTION_QUERY_LENGTH + 1)}`],
    ['the NUL character', 'q=ard%00uino'],
    ['an unknown parameter', 'q=arduino&limit=100'],
    ['the text twice', 'q=a&q=b'],
  ])('answers 400 with the error envelope for %s', async (_name, query) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'Error', message: expect.any(String) });
  });
});
