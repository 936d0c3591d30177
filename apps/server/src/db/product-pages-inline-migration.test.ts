/**
 * Migration 0034 (docs/decisions/051) keeps a product's stored page and card whole in their row:
 * those stored before it are written again uncompressed, and those stored after it are never
 * compressed, however the row's size passes PostgreSQL's default 2 KB. Both engines.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { makeCategory, makeProductBeforeMigration } from '../test/factories';
import { useDatabaseBeforeMigration } from '../test/database-before-migration';
import { rawRows } from './raw-rows';

const database = useDatabaseBeforeMigration('0034_product_pages_inline');

const WORDS = [
  'sensor',
  'ultrasonic',
  'distance',
  'module',
  '5v',
  'range',
  'cm',
  'arduino',
  'pins',
  'echo',
  'trigger',
  'accuracy',
  'mm',
  'board',
  'pack',
  'of',
];
/** `count` words of WORDS in a fixed pseudo-random order: text that compresses about as well as a product's. */
function prose(count: number, seed: number): string {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return `${WORDS[state % WORDS.length]}${state % 9973}`;
  }).join(' ');
}
/** A page and a card of JSON about as long as real ones (~2.5 KB and ~1 KB). */
const pageJson = (sku: string) => JSON.stringify({ SKU: sku, product_description: prose(230, 1) });
const cardHead = (sku: string) => JSON.stringify({ SKU: sku, product_name: prose(90, 2) }).slice(0, -1);

async function storePage(sku: string): Promise<string> {
  const category = await makeCategory(database().db);
  const product = await makeProductBeforeMigration(database().db, { categoryId: category.id, sku });
  await database().db.execute(sql`
    INSERT INTO product_pages (product_id, source_xmin, page_json, card_head)
    SELECT id, xmin::text, ${pageJson(sku)}, ${cardHead(sku)} FROM products WHERE id = ${product.id}`);
  return product.id;
}

/** How each stored page's two documents are kept (null: whole, uncompressed) and whether they read back as written. */
async function stored() {
  const rows = rawRows<{ sku: string; page: string | null; card: string | null; page_json: string; card_head: string }>(
    await database().db.execute(sql`
      SELECT p.sku, pg_column_compression(pp.page_json) AS page, pg_column_compression(pp.card_head) AS card, pp.page_json, pp.card_head
      FROM product_pages pp JOIN products p ON p.id = pp.product_id ORDER BY p.sku`),
  );
  return rows.map((row) => ({
    sku: row.sku,
    page: row.page,
    card: row.card,
    intact: row.page_json === pageJson(row.sku) && row.card_head === cardHead(row.sku),
  }));
}

it('writes the pages stored before it whole, and stores later ones whole', async () => {
  await storePage('SN-US-1');
  // Before the migration the row passes 2 KB and PostgreSQL compresses both documents.
  expect(await stored()).toEqual([{ sku: 'SN-US-1', page: 'pglz', card: 'pglz', intact: true }]);

  await database().migrate();
  await storePage('SN-US-2');
  expect(await stored()).toEqual([
    { sku: 'SN-US-1', page: null, card: null, intact: true },
    { sku: 'SN-US-2', page: null, card: null, intact: true },
  ]);
});
