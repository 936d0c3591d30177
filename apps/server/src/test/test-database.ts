/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database
 * on the PostgreSQL server named by DATABASE_URL (created here, dropped on close). Both are clones
 * of the run's template database (global-setup.ts, docs/decisions/013), so a file starts in
 * milliseconds rather than initialising and migrating its own.
 */
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { createScratchDatabase } from '../db/scratch-database';

/** A test's database, with its URL on PostgreSQL (undefined on PGlite) for tools that connect on their own (pg_dump). */
export type TestDatabase = Database & { url?: string };

/** `catalogStatementTimeoutMs`: the catalogue pool's statement timeout on PostgreSQL (openDatabase's default when not given). */
export async function openTestDatabase(options: { catalogStatementTimeoutMs?: number } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const template = inject('databaseTemplate');
  if (!serverUrl) {
    const database = openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([await readFile(template)]) });
    // Applies nothing when the template is current; kept so a stale template can never hide a migration.
    await database.migrate();
    return database;
  }
  const scratch = await createScratchDatabase(serverUrl, 'shop_test', template);
  const database = openDatabase({
    url: scratch.url,
    poolSize: 20,
    catalogStatementTimeoutMs: options.catalogStatementTimeoutMs,
  });
  await database.migrate();
  return {
    ...database,
    url: scratch.url,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
