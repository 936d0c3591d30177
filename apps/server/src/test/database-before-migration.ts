/**
 * A database migrated up to, and not including, one migration: for a test of what that migration
 * does to rows written before it. PGlite in memory, or a scratch database on the server that
 * DATABASE_URL names. `migrate()` on the answer applies the rest; `drop()` closes and removes it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/postgres-js/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { createScratchDatabase } from '../db/scratch-database';
import { MIGRATIONS_DIR } from '../server-files';

interface DatabaseBeforeMigration {
  database: Database;
  drop(): Promise<void>;
}

/** Opens a new database with the migrations before `tag` (a journal tag, e.g. '0031_card_head') applied. */
async function databaseBeforeMigration(tag: string): Promise<DatabaseBeforeMigration> {
  // The migrations as they were before `tag`: the same files, the journal cut short.
  const folder = mkdtempSync(join(tmpdir(), 'shop-migrations-'));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  writeFileSync(journalFile, JSON.stringify(journal));

  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'shop_test') : undefined;
  const database = openDatabase(scratch ? { url: scratch.url, poolSize: 1 } : { dataDir: 'memory://' });
  // Drizzle's two migrators take the same folder; the database objects differ only in type.
  if (database.engine === 'postgres') await migratePg(database.db as never, { migrationsFolder: folder });
  else await migratePglite(database.db as never, { migrationsFolder: folder });
  return {
    database,
    drop: async () => {
      await database.close();
      await scratch?.drop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * For a test file about one migration: a database migrated up to `tag` (databaseBeforeMigration),
 * opened before the file's tests and dropped after them. Answers the function that gives that
 * database inside a test; call it at the file's top level.
 */
export function useDatabaseBeforeMigration(tag: string): () => Database {
  let before: DatabaseBeforeMigration | undefined;
  beforeAll(async () => {
    before = await databaseBeforeMigration(tag);
  });
  afterAll(() => before?.drop());
  return () => {
    if (!before) throw new Error(`the database before ${tag} is opened in beforeAll; ask for it inside a test`);
    return before.database;
  };
}
