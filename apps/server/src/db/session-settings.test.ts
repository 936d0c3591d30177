/**
 * The settings every connection starts with (client.ts SESSION_SETTINGS): what a statement of the
 * shop's runs under, on both engines and in both PostgreSQL pools.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { rawRows } from './raw-rows';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A setting as the connection that runs `db`'s next statement has it. */
async function setting(db: TestDatabase['db'], name: string): Promise<string> {
  return rawRows<{ value: string }>(await db.execute(sql`SELECT current_setting(${name}) AS value`))[0]!.value;
}

it('runs no statement with parallel workers or JIT compilation, in the shared pool and the catalogue pool alike', async () => {
  for (const db of [database.db, database.catalogReads]) {
    expect(await setting(db, 'max_parallel_workers_per_gather')).toBe('0');
    expect(await setting(db, 'jit')).toBe('off');
    expect(await setting(db, 'synchronize_seqscans')).toBe('off');
  }
});
