/**
 * The migrated database every test file starts from (docs/decisions/013): building it once per
 * `vitest run` and cloning it per file is much faster than initialising and migrating a database
 * for each file. PGlite: a data-dir dump in node_modules/.cache, kept while the migrations and the
 * lockfile are unchanged. PostgreSQL: a database of its own, cloned with CREATE DATABASE … TEMPLATE.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { hashSources } from '../../scripts/source-hash';
import { openDatabase, PGLITE_EXTENSIONS } from '../db/client';
import { createScratchDatabase, type ScratchDatabase } from '../db/scratch-database';
import { MIGRATIONS_DIR, SERVER_DIR } from '../server-files';

const repo = join(SERVER_DIR, '../..');
const cacheDir = join(repo, 'node_modules/.cache/shop-test-template');

/** Changes when a migration is added or edited, or when the dependencies (PGlite, Drizzle) change. */
export function migrationsHash(): string {
  return hashSources({ root: repo, paths: [MIGRATIONS_DIR.slice(repo.length + 1), 'package-lock.json'] });
}

/**
 * The path of a PGlite data-dir dump (uncompressed tar) of a freshly migrated database, made
 * now unless one for the current migrations is cached. Older dumps are removed.
 */
export async function pgliteTemplateFile(): Promise<string> {
  const file = join(cacheDir, `pglite-${migrationsHash().slice(0, 16)}.tar`);
  if (existsSync(file)) return file;
  const client = new PGlite('memory://', { extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
    const dump = await client.dumpDataDir('none');
    mkdirSync(cacheDir, { recursive: true });
    for (const old of readdirSync(cacheDir)) rmSync(join(cacheDir, old), { force: true });
    // Written aside and renamed, so a run that reads it never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
    return file;
  } finally {
    await client.close();
  }
}

/**
 * A migrated database on the PostgreSQL server at `serverUrl`, for this run only: concurrent
 * runs (other branches, other migrations) each clone their own, and `drop` removes it.
 */
export async function createPostgresTemplate(serverUrl: string): Promise<ScratchDatabase> {
  const template = await createScratchDatabase(serverUrl, 'shop_template');
  const database = openDatabase({ url: template.url, poolSize: 1 });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    await template.drop();
    throw error;
  }
  // Closed before anyone clones it: PostgreSQL copies only a database nobody is connected to.
  await database.close();
  return template;
}
