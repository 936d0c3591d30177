/**
 * Migration 0031 (decision 048) keeps the stored listing cards: each card's JSON loses its closing
 * brace and moves to card_head, its row version unchanged, so the next listing serves it (the
 * brace comes back with the delivery promise) instead of building it again. Both engines.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { makeCategory, makeProductBeforeMigration } from '../test/factories';
import { useDatabaseBeforeMigration } from '../test/database-before-migration';
import { rawRows } from './raw-rows';

const database = useDatabaseBeforeMigration('0031_card_head');

it('keeps each stored card without its closing brace, for the same row version', async () => {
  const category = await makeCategory(database().db);
  const product = await makeProductBeforeMigration(database().db, { categoryId: category.id });
  const card = JSON.stringify({
    _id: product.id,
    product_name: 'Ultraschall-Sensor ₹ 99',
    extended_warranty_offer: { months: 12 },
  });
  await database().db.execute(sql`
    insert into product_pages (product_id, source_xmin, page_json, card_json)
    select id, xmin::text, '{}', ${card} from products where id = ${product.id}`);
  await database().migrate();

  const rows = rawRows<{ card_head: string; current: boolean }>(
    await database().db.execute(
      sql`select pp.card_head, pp.source_xmin = p.xmin::text as current from product_pages pp join products p on p.id = pp.product_id`,
    ),
  );
  expect(rows).toEqual([{ card_head: card.slice(0, -1), current: true }]);
  const columns = rawRows<{ column_name: string }>(
    await database().db.execute(
      sql`select column_name from information_schema.columns where table_name = 'product_pages'`,
    ),
  );
  expect(columns.map((c) => c.column_name).sort()).toEqual(['card_head', 'page_json', 'product_id', 'source_xmin']);
});
