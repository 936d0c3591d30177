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
import { drizzle as drizzlePg } from 'drizzle-orm/postgres-js';
import { migrate as migratePg } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import postgres from 'postgres';
import { MIGRATIONS_DIR as migrationsFolder } from '../server-files';
import { migrateUnlessCurrent } from './migration-state';
import { useNamedStatements } from './pglite-named-statements';
import { withPipelinedBegin } from './pipelined-begin';
import { instrumentPool, recordPoolLoads, type PoolLoad, type PoolName } from './pool-metrics';
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

/**
 * The settings of every connection: pg_trgm's threshold, and no synchronised table scans. A scan
 * of a large table may otherwise start where another scan of it is, so the first matches of a
 * table scan that stops early (the suggestions' candidates, docs/decisions/047) would depend on
 * what else ran; with it off they are the first in the table's order, as the index finds them.
 * No JIT compilation: the shop's statements take a millisecond or two, and a plan whose estimate
 * passes jit_above_cost (a table scan that a LIMIT stops after a few pages) was compiled on every
 * call, ~45 ms. No parallel workers: a count that reads ten thousand index entries (a category and
 * a price range at a million products) was given two, and starting them cost more than the scan:
 * 93–120 ms a call against 5–12 ms without, the workers' CPU unseen by the calling backend's
 * figures (docs/decisions/080, amendment of 2026-11-29). The shop's statements are many and
 * small; two cores serve more of them one process each.
 */
const SESSION_SETTINGS = {
  'pg_trgm.word_similarity_threshold': String(WORD_SIMILARITY_THRESHOLD),
  synchronize_seqscans: 'off',
  jit: 'off',
  max_parallel_workers_per_gather: '0',
};

/**
 * PostgreSQL settings PGlite starts with, besides its own (PGlite.defaultStartParams). A
 * 16 MB buffer pool instead of initdb's 128 MB: PGlite's WebAssembly memory holds the pool and
 * never gives memory back, and the files under it stay in the operating system's page cache, so
 * the bigger pool cost ~125 MB resident for no measurable speed (docs/decisions/081).
 */
const PGLITE_SETTINGS = { shared_buffers: '16MB' };

export interface Database {
  db: Db;
  /**
   * Where the catalogue's variable-cost reads go (listing, search, suggestions): on PostgreSQL a
   * pool of its own with a statement timeout, so a slow search never queues a product page, a
   * cart or a checkout behind it on a pipelined connection (docs/decisions/083). On PGlite, one
   * connection in one thread, the same as `db`.
   */
  catalogReads: Db;
  /**
   * The read replica's pools when a `readUrl` was given (DATABASE_READ_URL, docs/decisions/087):
   * `statements` for the fixed-cost catalogue reads (product page, sitemap), `catalog` for the
   * variable-cost ones with the same statement timeout as `catalogReads`. Undefined otherwise.
   */
  replica?: ReadPools;
  engine: 'pglite' | 'postgres';
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** A statements pool and a catalogue pool to read from: the primary's, or a read replica's (Database.replica). */
export interface ReadPools {
  statements: Db;
  catalog: Db;
}

/**
 * How long (s) a connection to the read replica may take to open: a replica that does not answer
 * costs the read that finds it down this long once, then the reads go to the primary
 * (db/replica-route.ts). postgres.js waits 30 s by default.
 */
const REPLICA_CONNECT_TIMEOUT_S = 2;

/**
 * Connections for single statements on PostgreSQL when DATABASE_POOL_SIZE is not set: one per
 * core of a small database server. postgres.js pipelines the statements of concurrent requests
 * on each connection, so a few connections serve many requests with fewer round trips and
 * backend wake-ups than a connection each (docs/decisions/042).
 */
const DEFAULT_POOL_SIZE = 2;
/**
 * Connections kept apart for transactions, which hold theirs from BEGIN to COMMIT, when
 * DATABASE_TRANSACTION_POOL_SIZE is not set: the whole shop's, shared among its server processes
 * (transactionPoolSizeFor). Orders wait on each other's row locks and COMMITs inside the database:
 * with 16 rather than 8 in flight, the next is already queued there when one commits, and more
 * commits share a WAL flush (docs/decisions/105).
 */
export const DEFAULT_TRANSACTION_POOL_SIZE = 16;
/** The fewest transaction connections a process gets by default, however many processes share the shop's. */
const MIN_TRANSACTION_POOL_SIZE = 4;

/**
 * Each of `processes` server processes' share of DEFAULT_TRANSACTION_POOL_SIZE, at least
 * MIN_TRANSACTION_POOL_SIZE: 16 for one process, 8 each for two, 4 each from four on.
 */
export function transactionPoolSizeFor(processes: number): number {
  return Math.max(MIN_TRANSACTION_POOL_SIZE, Math.round(DEFAULT_TRANSACTION_POOL_SIZE / Math.max(1, processes)));
}
/**
 * Connections for the catalogue's reads when DATABASE_CATALOG_POOL_SIZE is not set: one,
 * pipelined, so the listing, search and suggestions use at most one of a small database server's
 * cores and the product pages, carts and checkout keep the other (decision 083 and its amendment
 * of 2026-12-01: every class's p99 fell with it at 800 req/s on 2 cores).
 */
export const DEFAULT_CATALOG_POOL_SIZE = 1;
/**
 * How long one catalogue read may run before PostgreSQL cancels it (ms, decision 083): the
 * shopper gets a 503 to try again instead of a page that never comes, and the connection is free
 * for the next. Far above any plan the catalogue should have (a few ms).
 */
export const DEFAULT_CATALOG_STATEMENT_TIMEOUT_MS = 700;

/**
 * Opens the database. `url` set: PostgreSQL through postgres.js, single statements pipelined on
 * `poolSize` connections (DEFAULT_POOL_SIZE) and transactions on connections of their own, so a
 * long transaction (an import, a job) never holds back a shopper's page.
 * Otherwise PGlite in `dataDir` (created if missing), or in memory when dataDir is 'memory://';
 * `loadDataDir` starts it from a PGlite data-dir dump (the tests' template, docs/decisions/013).
 */
export function openDatabase(options: {
  url?: string;
  dataDir?: string;
  poolSize?: number;
  /** PostgreSQL connections for transactions (DEFAULT_TRANSACTION_POOL_SIZE). */
  transactionPoolSize?: number;
  /** PostgreSQL connections for the catalogue's reads (DEFAULT_CATALOG_POOL_SIZE). */
  catalogPoolSize?: number;
  /** Statement timeout of the catalogue's reads in ms (DEFAULT_CATALOG_STATEMENT_TIMEOUT_MS); 0 for none. */
  catalogStatementTimeoutMs?: number;
  /** A streaming replica of `url` for the catalogue's reads (DATABASE_READ_URL, docs/decisions/087); PostgreSQL only. */
  readUrl?: string;
  loadDataDir?: Blob;
}): Database {
  if (options.url) return openPostgres(options.url, options);
  if (options.readUrl) throw new Error('A read replica (DATABASE_READ_URL) needs DATABASE_URL');
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, {
    extensions: PGLITE_EXTENSIONS,
    startParams: [
      ...PGlite.defaultStartParams,
      ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  // PGlite runs its queries in order, so this comes before any other.
  void client.exec(
    Object.entries(SESSION_SETTINGS)
      .map(([name, value]) => `SET ${name} = '${value}';`)
      .join('\n'),
  );
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  // The statements the shop names are planned once, as postgres.js does on PostgreSQL (decision 091).
  useNamedStatements(db, client);
  return {
    db: db as unknown as Db,
    catalogReads: db as unknown as Db,
    engine: 'pglite',
    migrate: () => migrateUnlessCurrent(db, () => migratePglite(db, { migrationsFolder })),
    close: () => client.close(),
  };
}

/**
 * PostgreSQL at `url`: the statements, transactions and catalogue pools (docs/decisions/042, 083),
 * and with `readUrl` the replica's statements and catalogue pools (docs/decisions/087).
 * Transactions always run on the primary, whichever pool's Drizzle object starts them.
 */
function openPostgres(
  url: string,
  options: {
    poolSize?: number;
    transactionPoolSize?: number;
    catalogPoolSize?: number;
    catalogStatementTimeoutMs?: number;
    readUrl?: string;
  },
): Database {
  const clients: postgres.Sql[] = [];
  const loads: PoolLoad[] = [];
  // The settings go in each connection's startup packet, in force before its first query; a
  // connection the server closes is reopened on the next query. Each pool's client is counted
  // and timed for /metrics (pool-metrics.ts, docs/decisions/086).
  const connect = (
    pool: PoolName,
    to: string,
    max: number,
    settings: Record<string, string>,
    more: { connect_timeout?: number } = {},
  ) => {
    const sql = postgres(to, { max, connection: settings, onnotice: () => {}, ...more });
    clients.push(sql);
    // A transaction's BEGIN goes out with its first statements (pipelined-begin.ts, decision 103).
    const { client, load } = instrumentPool(withPipelinedBegin(sql), pool, max);
    loads.push(load);
    return client;
  };
  const catalogSettings = {
    ...SESSION_SETTINGS,
    statement_timeout: String(options.catalogStatementTimeoutMs ?? DEFAULT_CATALOG_STATEMENT_TIMEOUT_MS),
  };
  const catalogPoolSize = options.catalogPoolSize ?? DEFAULT_CATALOG_POOL_SIZE;
  // Without the relational schema: each transaction object would build a query builder per
  // table (~50) that the shop never uses (it has no `tx.query.…`), 1.4 % of checkout's CPU
  // (docs/decisions/101).
  const transactionDb = drizzlePg({
    client: connect(
      'transactions',
      url,
      options.transactionPoolSize ?? DEFAULT_TRANSACTION_POOL_SIZE,
      SESSION_SETTINGS,
    ),
    casing: 'snake_case',
  });
  const drizzleOn = (client: postgres.Sql) => {
    const db = drizzlePg({ client, schema, casing: 'snake_case' });
    // Typed as the schema's transactions: their `query` is the one part left out.
    db.transaction = transactionDb.transaction.bind(transactionDb) as unknown as typeof db.transaction;
    return db as unknown as Db;
  };
  const db = drizzleOn(connect('statements', url, options.poolSize ?? DEFAULT_POOL_SIZE, SESSION_SETTINGS));
  const catalogReads = drizzleOn(connect('catalog', url, catalogPoolSize, catalogSettings));
  const replicaOptions = { connect_timeout: REPLICA_CONNECT_TIMEOUT_S };
  const replica = options.readUrl
    ? {
        statements: drizzleOn(
          connect(
            'replica_statements',
            options.readUrl,
            options.poolSize ?? DEFAULT_POOL_SIZE,
            SESSION_SETTINGS,
            replicaOptions,
          ),
        ),
        catalog: drizzleOn(
          connect('replica_catalog', options.readUrl, catalogPoolSize, catalogSettings, replicaOptions),
        ),
      }
    : undefined;
  recordPoolLoads(db, loads);
  return {
    db,
    catalogReads,
    ...(replica ? { replica } : {}),
    engine: 'postgres',
    migrate: () =>
      migrateUnlessCurrent(db, () => migratePg(db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder })),
    close: async () => {
      await Promise.all(clients.map((client) => client.end({ timeout: 5 })));
    },
  };
}
