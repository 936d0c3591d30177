/**
 * Swapped letters (issue 27, docs/decisions/061): one swap of two adjacent letters in a word of 4
 * letters or more counts as one edit, in the search (POST /product/list), its "did you mean" and
 * the search box's suggestions (GET /product/suggestions), on the shipped catalogue.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchSuggestion } from '@shop/domain/catalog/search-suggestions.responses';
import { eq } from 'drizzle-orm';
import { categories } from '../../db/schema/catalog';
import { seedCatalogue } from '../../seed/catalogue';
import { makeProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let uploadsDir: string;

beforeAll(async () => {
  t = await createTestApp();
  uploadsDir = mkdtempSync(join(tmpdir(), 'shop-swaps-'));
  await seedCatalogue(t.db, { uploadsDir });
});
afterAll(async () => {
  await t.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

interface Listing {
  productList: { SKU: string; product_name: string; category_name: string }[];
  productCount: number;
  suggestion?: string;
}

async function search(text: string, filters: Record<string, unknown> = {}): Promise<Listing> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/product/list',
    payload: { pageNum: 1, pageSize: 24, filters: { search: text, ...filters } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function suggest(q: string): Promise<SearchSuggestion[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/product/suggestions?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.suggestions;
}

const labelOf = (s: SearchSuggestion) => (s.type === 'product' ? s.product_name : s.name);
const skus = (listing: Listing) => listing.productList.map((p) => p.SKU).sort();

const SWAPS = ['ardiuno', 'arudino', 'adruino'];

describe('search: one swap of adjacent letters', () => {
  it.each(SWAPS)('%j finds what "arduino" finds, the Arduino boards first', async (typo) => {
    const right = await search('arduino');
    const swapped = await search(typo);
    expect(swapped.productCount).toBe(right.productCount);
    expect(skus(swapped)).toEqual(skus(right));
    expect(
      swapped.productList
        .slice(0, 5)
        .every((p) => p.category_name === 'Development Board' && /^Arduino/.test(p.product_name)),
    ).toBe(true);
    expect(swapped.suggestion).toBeUndefined();
  });

  it.each(SWAPS)('%j finds the Arduino boards in a category, sorted by name, as "arduino" does', async (typo) => {
    const filters = { category_name: 'Development Board', sort_by: 'name', sort_order: 'asc' };
    const right = await search('arduino', filters);
    const swapped = await search(typo, filters);
    expect(right.productCount).toBeGreaterThan(0);
    expect(swapped.productList.map((p) => p.SKU)).toEqual(right.productList.map((p) => p.SKU));
  });

  it('forgives a swap in each word of a query, and beside a part number', async () => {
    const right = await search('arduino uno');
    expect(skus(await search('ardiuno unO'))).toEqual(skus(right));
    const motorDriver = await search('motor driver');
    expect(motorDriver.productCount).toBeGreaterThan(0);
    expect((await search('motro drvier')).productCount).toBe(motorDriver.productCount);
    expect((await search('srevo mg996r')).productList[0]?.SKU).toBe('MD-MG996R-SERVO');
  });

  it('forgives a swap in a word of 4 letters', async () => {
    const right = await search('lipo');
    expect(right.productCount).toBeGreaterThan(0);
    expect(skus(await search('lpio'))).toEqual(skus(right));
  });
});

describe('search: what a swap does not excuse', () => {
  it('finds what the word finds unswapped, but not its swap, for a word of 3 letters', async () => {
    expect((await search('esc')).productCount).toBeGreaterThan(0);
    expect((await search('ecs')).productCount).toBe(0);
  });

  it.each([
    ['two swaps in one word', 'adriuno'],
    ['a swap in a part number', 'a4898'],
    ['a swap in a part number with letters', 'mg969r'],
    ['a changed letter in a word of 4 letters', 'lipa'],
  ])('finds nothing for %s (%j)', async (_name, text) => {
    expect((await search(text)).productCount).toBe(0);
  });

  it('takes a catalogue word as typed, never as a swap of another catalogue word', async () => {
    // 'trail' and 'trial' are one swap apart and both catalogue words here.
    const [category] = await t.db.select().from(categories).where(eq(categories.name, 'Sensors'));
    const trail = await makeProduct(t.db, {
      categoryId: category!.id,
      productName: 'Trail Marker Beacon',
      sku: 'TEST-TRAIL',
    });
    const trial = await makeProduct(t.db, {
      categoryId: category!.id,
      productName: 'Trial Sample Beacon',
      sku: 'TEST-TRIAL',
    });
    expect((await search('trail')).productList.map((p) => p.SKU)).toEqual([trail.sku]);
    expect((await search('trial')).productList.map((p) => p.SKU)).toEqual([trial.sku]);
    expect((await search('trial', { category_name: 'Sensors' })).productList.map((p) => p.SKU)).toEqual([trial.sku]);
    expect((await suggest('trail')).filter((s) => s.type === 'product').map(labelOf)).toEqual(['Trail Marker Beacon']);
  });
});

describe('did you mean, for a swap beside a word that finds nothing', () => {
  it("offers 'arduino' for 'ardiuno' where the whole query finds nothing", async () => {
    const none = await search('ardiuno motr');
    expect(none.productCount).toBe(0);
    expect(none.suggestion).toBe('arduino motor');
    expect((await search(none.suggestion!)).productCount).toBeGreaterThan(0);
  });
});

describe('GET /product/suggestions: one swap of adjacent letters', () => {
  it.each(SWAPS)('%j suggests Arduino, its boards and Arduino parts', async (typo) => {
    const list = await suggest(typo);
    expect(list.map(labelOf)).toEqual(expect.arrayContaining(['Arduino Boards', 'Arduino']));
    const products = list.filter((s) => s.type === 'product');
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.type === 'product' && /arduino/i.test(p.product_name))).toBe(true);
  });

  it('suggests nothing for two swaps in one word', async () => {
    expect(await suggest('adriuno')).toEqual([]);
  });
});
