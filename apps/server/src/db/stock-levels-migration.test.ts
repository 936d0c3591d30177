/**
 * Migration 0049 (decision 100) copies every product's stock, last update and on-sale state into
 * product_stock_levels, archived products too, so the back office's orders by stock and by last
 * update see the whole catalogue from the first start after it. Both engines.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { makeCategory, makeProductBeforeMigration } from '../test/factories';
import { useDatabaseBeforeMigration } from '../test/database-before-migration';
import { rawRows } from './raw-rows';

const database = useDatabaseBeforeMigration('0049_product_stock_levels');

it('copies each product, archived ones as not on sale, and keeps the copy after', async () => {
  const { db } = database();
  const category = await makeCategory(db);
  const kept = await makeProductBeforeMigration(db, { categoryId: category.id });
  const gone = await makeProductBeforeMigration(db, { categoryId: category.id });
  await db.execute(sql`update products set stock = 7, archived_at = now() where id = ${gone.id}`);
  await database().migrate();

  const copies = () =>
    db.execute(sql`
      select p.id, l.stock, l.on_sale, l.updated_at = p.updated_at as same_update
      from products p left join product_stock_levels l on l.product_id = p.id order by p.stock`);
  expect(rawRows(await copies())).toEqual([
    { id: gone.id, stock: 7, on_sale: false, same_update: true },
    { id: kept.id, stock: 50, on_sale: true, same_update: true },
  ]);
  await db.execute(sql`update products set stock = 3, archived_at = null, updated_at = now() where id = ${gone.id}`);
  expect(rawRows(await copies())[0]).toEqual({ id: gone.id, stock: 3, on_sale: true, same_update: true });
});
