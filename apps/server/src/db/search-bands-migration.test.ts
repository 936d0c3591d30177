/**
 * Migration 0051 (docs/decisions/106): on PostgreSQL the search bands' trigram indexes hold the
 * brand, category and sub-category beside the key (btree_gin), and a search with a category
 * filter reads only that category's postings; on PGlite, which does not load btree_gin, they stay
 * on the key alone.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '../test/factories';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { rawRows } from './raw-rows';

let database: TestDatabase;
const onPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

it('builds each search band index on the key, with the filter columns beside it where btree_gin is available', async () => {
  const indexes = rawRows<{ name: string; def: string }>(
    await database.db.execute(sql`
      SELECT indexname AS name, indexdef AS def FROM pg_indexes
      WHERE tablename = 'product_search' AND indexname LIKE 'product_search_key_trgm_band%' ORDER BY indexname`),
  );
  const extensions = rawRows<{ name: string }>(
    await database.db.execute(sql`SELECT extname AS name FROM pg_extension WHERE extname = 'btree_gin'`),
  );
  expect(indexes.map((index) => index.name)).toEqual([
    'product_search_key_trgm_band1_idx',
    'product_search_key_trgm_band2_idx',
    'product_search_key_trgm_band3_idx',
  ]);
  for (const { def } of indexes) {
    expect(def).toContain('gin (search_key gin_trgm_ops');
    if (onPostgres) expect(def).toContain('gin (search_key gin_trgm_ops, brand_id, category_id, sub_category_id)');
    else expect(def).not.toContain('category_id');
  }
  expect(extensions.map((extension) => extension.name)).toEqual(onPostgres ? ['btree_gin'] : []);
});

it('matches a category-filtered search in the band index on PostgreSQL, and on the rows found on PGlite', async () => {
  const motors = await makeCategory(database.db, 'Motors');
  const boards = await makeCategory(database.db, 'Boards');
  for (let i = 0; i < 40; i++) {
    await makeProduct(database.db, {
      categoryId: i % 2 === 0 ? motors.id : boards.id,
      productName: `ESP32 board ${i}`,
      searchText: `esp32 board ${i}`,
      noOfReviews: 10,
    });
  }
  const plan = await database.db.transaction(async (tx) => {
    // A small table is otherwise read whole; the question is what the index scan is given.
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const rows = rawRows<{ 'QUERY PLAN': string }>(
      await tx.execute(sql`
        EXPLAIN SELECT product_id FROM product_search
        WHERE search_key %> 'esp32' AND category_id = ${motors.id}
          AND NOT featured AND no_of_reviews < 200`),
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
  const indexCondition = plan.split('\n').find((line) => line.includes('Index Cond'));
  expect(plan).toContain('product_search_key_trgm_band3_idx');
  if (onPostgres) expect(indexCondition).toContain('category_id');
  else expect(indexCondition).not.toContain('category_id');
});
