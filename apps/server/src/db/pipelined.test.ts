/**
 * Statements sent together on a transaction's connection (db/pipelined.ts, docs/decisions/079):
 * they run in the order sent, a statement after a lock sees what committed while it waited, and the
 * first failure in the order given is the one reported. Runs on whichever engine the suite runs on
 * (DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { pipelined } from './pipelined';
import { rawRows } from './raw-rows';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';

let database: Database;
let scratch: ScratchDatabase | undefined;

beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL;
  scratch = serverUrl ? await createScratchDatabase(serverUrl, 'shop_test') : undefined;
  database = openDatabase(scratch ? { url: scratch.url } : { dataDir: 'memory://' });
  await database.db.execute(sql`create table pipeline_log (n integer not null)`);
});

afterAll(async () => {
  await database.close();
  await scratch?.drop();
});

const count = async (db: Database['db']) =>
  Number(rawRows<{ n: number }>(await db.execute(sql`select count(*)::int as n from pipeline_log`))[0]!.n);

it('runs the statements in the order they were started and answers their results in that order', async () => {
  const results = await database.db.transaction((tx) =>
    pipelined(
      tx.execute(sql`insert into pipeline_log values (1)`),
      tx.execute(sql`select set_config('makershop.pipeline_probe', 'set', true)`),
      tx.execute(
        sql`select current_setting('makershop.pipeline_probe', true) as probe, count(*)::int as n from pipeline_log`,
      ),
    ),
  );
  expect(rawRows<{ probe: string; n: number }>(results[2])[0]).toEqual({ probe: 'set', n: 1 });
  expect(await count(database.db)).toBe(1);
});

it('reports the first failure in the order given once every statement settled, and the transaction keeps nothing', async () => {
  await expect(
    database.db.transaction((tx) =>
      pipelined(
        tx.execute(sql`insert into pipeline_log values (2)`),
        tx.execute(sql`insert into pipeline_log values (null)`),
        tx.execute(sql`select 1 / 0`),
      ),
    ),
  ).rejects.toThrow(/values \(null\)/);
  expect(await count(database.db)).toBe(1);
});

it('passes a step left out (undefined) through as undefined', async () => {
  const [first, skipped] = await pipelined(Promise.resolve(1), undefined);
  expect([first, skipped]).toEqual([1, undefined]);
});
