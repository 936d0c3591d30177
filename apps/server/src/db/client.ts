/**
 * The database connection: embedded PGlite in DATA_DIR by default, or PostgreSQL when a
 * DATABASE_URL is given (DESIGN.md "Data"). Both speak the same Drizzle API; migrations are the
 * committed SQL files in ./migrations and run on both engines.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { MIGRATIONS_DIR as migrationsFolder } from '../server-files';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** A Drizzle database on either engine. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction on either engine. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database or a transaction: what repositories take, so they run inside a caller's transaction. */
export type DbOrTx = Db | Tx;

/**
 * The contrib extensions PGlite loads on open (PostgreSQL has them installed): pg_trgm for the
 * part search (docs/decisions/017). The migrations create them in the database.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * pg_trgm's word similarity threshold for the `%>` operator, set on every connection: a search
 * word of 5+ letters matches a product's search text this close as a typo ('arduno' for
 * 'arduino' is 0.57; pg_trgm's default of 0.6 misses it). docs/decisions/017, 019.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;
const SESSION_SETTINGS = `SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens the database. `url` set: PostgreSQL through a pg pool of `poolSize` connections.
 * Otherwise PGlite in `dataDir` (created if missing), or in memory when dataDir is 'memory://';
 * `loadDataDir` starts it from a PGlite data-dir dump (the tests' template, docs/decisions/013).
 */
export function openDatabase(options: { url?: string; dataDir?: string; poolSize?: number; loadDataDir?: Blob }): Database {
  if (options.url) {
    // The settings go in the connection's startup packet: in force before its first query.
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}` });
    // An idle connection the server closes (restart, failover) must not crash the process;
    // the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    return {
      db: db as unknown as Db,
      engine: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  // PGlite runs its queries in order, so this comes before any other.
  void client.exec(SESSION_SETTINGS);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
