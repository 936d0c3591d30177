/**
 * Bulk loading helpers for bench/generate-catalogue.ts (docs/decisions/080): the secondary
 * indexes and unique constraints of some tables are dropped before a load and built after it,
 * several at once, as pg_restore does; a load into indexed tables costs each row every index's
 * random insert, and a GIN trigram index built once is many times cheaper than one grown row by row.
 */
import type pg from 'pg';
import { cpuMsOf } from './process-cpu';

/** A secondary index or a unique constraint, and the statement that makes it again. */
export interface DroppedIndex {
  table: string;
  name: string;
  create: string;
  /** GIN indexes first: they take the longest, so the builds end together. */
  gin: boolean;
}

/**
 * Drops every index of `tables` that no primary key backs (unique constraints too, remade as
 * constraints), and the primary keys of `primaryKeysOf` (tables nothing references, whose writers
 * name no conflict target); returns what to build after the load. Other primary keys stay:
 * foreign keys lean on them.
 */
export async function dropSecondaryIndexes(
  client: pg.Client,
  tables: readonly string[],
  primaryKeysOf: readonly string[] = [],
): Promise<DroppedIndex[]> {
  const { rows } = await client.query<{ table: string; name: string; def: string; constraint_def: string | null }>(
    `SELECT t.relname AS table, i.relname AS name, pg_get_indexdef(x.indexrelid) AS def,
       (SELECT pg_get_constraintdef(c.oid) FROM pg_constraint c
        WHERE c.conindid = x.indexrelid AND c.contype IN ('u', 'p')) AS constraint_def
     FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE n.nspname = 'public' AND t.relname = ANY($1::text[]) AND (NOT x.indisprimary OR t.relname = ANY($2::text[]))`,
    [tables, primaryKeysOf],
  );
  const dropped: DroppedIndex[] = [];
  for (const row of rows) {
    if (row.constraint_def) {
      await client.query(`ALTER TABLE ${row.table} DROP CONSTRAINT ${row.name}`);
      dropped.push({
        table: row.table,
        name: row.name,
        create: `ALTER TABLE ${row.table} ADD CONSTRAINT ${row.name} ${row.constraint_def}`,
        gin: false,
      });
    } else {
      await client.query(`DROP INDEX ${row.name}`);
      dropped.push({ table: row.table, name: row.name, create: row.def, gin: /USING gin/i.test(row.def) });
    }
  }
  return dropped;
}

/** A loading connection and its backend's process id (to read the backend's CPU time). */
export interface Loader {
  client: pg.Client;
  pid: number;
}

/** What one statement of `runOnEach` cost: wall ms and its backend's CPU ms. */
export interface StatementCost {
  statement: string;
  wallMs: number;
  cpuMs: number;
}

/**
 * Runs `statements` over `loaders`, each taking the next statement when it is free; `done` hears
 * each statement's wall and backend CPU time (ms) as it ends.
 */
export async function runOnEach(
  loaders: readonly Loader[],
  statements: readonly string[],
  done: (cost: StatementCost) => void = () => undefined,
): Promise<void> {
  const queue = [...statements];
  await Promise.all(
    loaders.map(async ({ client, pid }) => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        const [wall, cpu] = [performance.now(), cpuMsOf(pid)];
        await client.query(next);
        done({ statement: next, wallMs: performance.now() - wall, cpuMs: cpuMsOf(pid) - cpu });
      }
    }),
  );
}

/**
 * Session settings for a bulk load by a superuser: room to sort in (`maintenanceMemory`, e.g.
 * '512MB'), and no waiting on each commit's flush.
 */
export async function prepareBulkSession(client: pg.Client, maintenanceMemory: string): Promise<void> {
  await client.query(`SET maintenance_work_mem = '${maintenanceMemory}'`);
  await client.query(`SET work_mem = '256MB'`);
  await client.query('SET synchronous_commit = off');
  await client.query('SET max_parallel_maintenance_workers = 0');
  // The index builds' pages go to the WAL as full-page images: compressed by lz4, which costs
  // next to nothing, where pglz ('on') made a B-tree build 40 % slower (measured at a million
  // products) for the same 55 % fewer WAL bytes. A superuser's setting, so tried, not required.
  await client.query('SET wal_compression = lz4').catch(() => undefined);
}
