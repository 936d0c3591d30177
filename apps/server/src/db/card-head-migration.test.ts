/**
 * Migration 0031 (decision 048) keeps the stored listing cards: each card's JSON loses its closing
 * brace and moves to card_head, its row version unchanged, so the next listing serves it (the
 * brace comes back with the delivery promise) instead of building it again. Both engines.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/postgres-js/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../server-files';
import { makeCategory, makeProduct } from '../test/factories';
import { openDatabase, type Database } from './client';
import { rawRows } from './raw-rows';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';

const BEFORE = '0031_card_head';
let folder: string;
let database: Database;
let scratch: ScratchDatabase | undefined;

beforeAll(async () => {
  // The migrations as they were before 0031: the same files, the journal cut short.
  folder = mkdtempSync(join(tmpdir(), 'shop-migrations-'));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === BEFORE));
  writeFileSync(journalFile, JSON.stringify(journal));

  const serverUrl = process.env.DATABASE_URL;
  scratch = serverUrl ? await createScratchDatabase(serverUrl, 'shop_test') : undefined;
  database = openDatabase(scratch ? { url: scratch.url, poolSize: 1 } : { dataDir: 'memory://' });
  if (database.engine === 'postgres') await migratePg(database.db as never, { migrationsFolder: folder });
  else await migratePglite(database.db as never, { migrationsFolder: folder });
});

afterAll(async () => {
  await database.close();
  await scratch?.drop();
  rmSync(folder, { recursive: true, force: true });
});

it('keeps each stored card without its closing brace, for the same row version', async () => {
  const category = await makeCategory(database.db);
  const product = await makeProduct(database.db, { categoryId: category.id });
  const card = JSON.stringify({ _id: product.id, product_name: 'Ultraschall-Sensor ₹ 99', extended_warranty_offer: { months: 12 } });
  await database.db.execute(sql`
    insert into product_pages (product_id, source_xmin, page_json, card_json)
    select id, xmin::text, '{}', ${card} from products where id = ${product.id}`);
  await database.migrate();

  const rows = rawRows<{ card_head: string; current: boolean }>(
    await database.db.execute(sql`select pp.card_head, pp.source_xmin = p.xmin::text as current from product_pages pp join products p on p.id = pp.product_id`),
  );
  expect(rows).toEqual([{ card_head: card.slice(0, -1), current: true }]);
  const columns = rawRows<{ column_name: string }>(await database.db.execute(sql`select column_name from information_schema.columns where table_name = 'product_pages'`));
  expect(columns.map((c) => c.column_name).sort()).toEqual(['card_head', 'page_json', 'product_id', 'source_xmin']);
});
