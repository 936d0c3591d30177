/**
 * Migration 0033 (decision 049) gives every product already in the search copy its search text as
 * words between single spaces, and the copy's triggers write it from then on. Both engines.
 */
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { makeCategory, makeProduct, makeProductBeforeMigration } from '../test/factories';
import { useDatabaseBeforeMigration } from '../test/database-before-migration';
import { rawRows } from './raw-rows';
import { products } from './schema/catalog';

const database = useDatabaseBeforeMigration('0033_search_word_text');

const wordTexts = async () =>
  rawRows<{ sku: string; word_text: string }>(
    await database().db.execute(
      sql`select p.sku, ps.word_text from product_search ps join products p on p.id = ps.product_id order by p.sku`,
    ),
  );

it('writes the search text as words of every product already copied, and of each one written after', async () => {
  const category = await makeCategory(database().db);
  await makeProductBeforeMigration(database().db, {
    categoryId: category.id,
    sku: 'SN-US-1',
    searchText: 'ultrasonic sensor, 5v (pack of 2) sn-us-1',
  });
  await database().migrate();
  expect(await wordTexts()).toEqual([{ sku: 'SN-US-1', word_text: ' ultrasonic sensor 5v pack of 2 sn us 1 ' }]);

  const later = await makeProduct(database().db, {
    categoryId: category.id,
    sku: 'MT-N17-1',
    searchText: 'nema-17 stepper motor',
  });
  await database()
    .db.update(products)
    .set({ searchText: 'nema 17 stepper motor / 1.8°' })
    .where(eq(products.id, later.id));
  expect(await wordTexts()).toEqual([
    { sku: 'MT-N17-1', word_text: ' nema 17 stepper motor 1 8 ' },
    { sku: 'SN-US-1', word_text: ' ultrasonic sensor 5v pack of 2 sn us 1 ' },
  ]);
  const columns = rawRows<{ column_name: string }>(
    await database().db.execute(
      sql`select column_name from information_schema.columns where table_name = 'product_search'`,
    ),
  );
  expect(columns.map((c) => c.column_name)).not.toContain('search_text');
});
