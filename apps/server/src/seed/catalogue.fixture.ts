/**
 * Test data for the catalogue seed: a record with sensible defaults, and a temporary catalogue
 * folder holding files of them (the real folder is tested on its own in catalogue-data.test.ts).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CatalogueRecord } from './catalogue-record';

export function fixtureRecord(
  overrides: Partial<CatalogueRecord> & Pick<CatalogueRecord, 'sku' | 'category'>,
): CatalogueRecord {
  return {
    product_name: `Test part ${overrides.sku}`,
    sub_category: 'General',
    brand: 'Generic',
    hsn_code: '85423100',
    gst_rate: 18,
    mrp: 100,
    price: 80,
    stock: 10,
    featured: false,
    review_stars: 4.2,
    no_of_reviews: 12,
    overview: ['A useful part'],
    description: 'A part for tests.',
    specifications: [{ title: 'General', data: [{ key: 'Size', value: 'Small' }] }],
    weight_g: 20,
    length_mm: 50,
    breadth_mm: 30,
    height_mm: 10,
    tags: [],
    ...overrides,
  };
}

/** A new temporary folder with one JSON file per entry of `files` (name → records). */
export function writeFixtureCatalogue(files: Record<string, unknown[]>): string {
  const dir = mkdtempSync(join(tmpdir(), 'shop-catalogue-'));
  for (const [name, records] of Object.entries(files)) writeFileSync(join(dir, name), JSON.stringify(records));
  return dir;
}
