/**
 * Raw rows (docs/decisions/044): on PostgreSQL a statement's columns come back as the bytes
 * PostgreSQL sent, placeholders filled by name; on PGlite executeBytes declines and the caller
 * uses Drizzle. Runs on whichever engine the suite runs on (DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { byteStatement, executeBytes, plainArrayOf, textOf } from './byte-rows';
import { openDatabase, type Database } from './client';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';

let database: Database;
let scratch: ScratchDatabase | undefined;

beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL;
  scratch = serverUrl ? await createScratchDatabase(serverUrl, 'shop_test') : undefined;
  database = openDatabase(scratch ? { url: scratch.url, poolSize: 1 } : { dataDir: 'memory://' });
});

afterAll(async () => {
  await database.close();
  await scratch?.drop();
});

it('answers the columns as UTF-8 bytes on PostgreSQL, with the placeholders filled by name, and declines on PGlite', async () => {
  const query = database.db
    .select({
      card: sql<string>`${sql.placeholder('name')}::text || ' — ₹1,499'`,
      ids: sql<string[]>`ARRAY['9f1c0d2e-0000-4000-8000-000000000001', ${sql.placeholder('id')}::text]`,
      none: sql<string[]>`'{}'::text[]`,
      nothing: sql<string | null>`NULL::text`,
      count: sql<number>`${sql.placeholder('count')}::bigint`,
    })
    .from(sql`(VALUES (1)) AS one (x)`);
  const rows = await executeBytes(database.db, byteStatement(query), {
    name: 'Servo MG996R',
    id: '9f1c0d2e-0000-4000-8000-000000000002',
    count: 10001,
  });
  if (database.engine === 'pglite') {
    expect(rows).toBeUndefined();
    return;
  }
  expect(rows).toHaveLength(1);
  const [card, ids, none, nothing, count] = rows![0]!;
  expect(Buffer.isBuffer(card)).toBe(true);
  expect(textOf(card)).toBe('Servo MG996R — ₹1,499');
  expect(plainArrayOf(ids)).toEqual(['9f1c0d2e-0000-4000-8000-000000000001', '9f1c0d2e-0000-4000-8000-000000000002']);
  expect(plainArrayOf(none)).toEqual([]);
  expect(nothing).toBeNull();
  expect(textOf(nothing)).toBeNull();
  expect(plainArrayOf(nothing)).toBeNull();
  expect(Number(textOf(count))).toBe(10001);
});

it('sends a placeholder used several times as one parameter, and keeps inline values apart', async () => {
  const query = database.db
    .select({
      twice: sql<string>`${sql.placeholder('word')}::text || '/' || ${sql.placeholder('word')}::text`,
      other: sql<string>`${sql.placeholder('other')}::text || ${'-inline'}::text || ${sql.placeholder('word')}::text`,
    })
    .from(sql`(VALUES (1)) AS one (x)`);
  const statement = byteStatement(query);
  // word, other and the inline value: three parameters where Drizzle wrote five.
  expect(query.toSQL().params).toHaveLength(5);
  expect(statement.params).toHaveLength(3);
  expect(statement.sql.match(/\$\d+/g)).toEqual(['$1', '$1', '$2', '$3', '$1']);
  const rows = await executeBytes(database.db, statement, { word: 'esp32', other: 'a4988' });
  if (database.engine === 'pglite') return expect(rows).toBeUndefined();
  expect(rows![0]!.map(textOf)).toEqual(['esp32/esp32', 'a4988-inlineesp32']);
});
