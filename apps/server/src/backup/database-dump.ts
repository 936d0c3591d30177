/**
 * Dumps the database into a backup's staging folder, each engine with its own tool (issue 32,
 * docs/decisions/084), and reads the manifest's facts in the same snapshot as the dump:
 * - PostgreSQL: a read-only REPEATABLE READ transaction exports its snapshot; the facts are read
 *   in it and pg_dump (custom format) dumps exactly that snapshot (`--snapshot`), so the counts
 *   are the dump's counts while the shop keeps selling.
 * - PGlite: its own data-folder dump (dumpDataDir) of a database no one else has open (the
 *   command refuses a folder in use, pglite-folder.ts).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DUMP_FILES, type DatabaseKind } from './backup-manifest';
import { appliedMigrations, serverVersion, tableCounts, type Queryable } from './database-facts';
import { connectionFor, runPostgresTool } from './postgres-tools';

/** What is backed up: the PostgreSQL database at `url`, or an open PGlite. */
export type BackupSource = { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };

export interface DumpFacts {
  kind: DatabaseKind;
  serverVersion: string;
  migrations: { when: number; tag: string | null }[];
  counts: Record<string, number>;
}

async function readFacts(kind: DatabaseKind, client: Queryable): Promise<DumpFacts> {
  return {
    kind,
    serverVersion: await serverVersion(client),
    migrations: await appliedMigrations(client),
    counts: await tableCounts(client),
  };
}

async function dumpPostgres(url: string, staging: string): Promise<DumpFacts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const facts = await readFacts('postgres', client);
    const { dbname, env } = connectionFor(url);
    await runPostgresTool(
      'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${rows[0]!.snapshot}`,
        `--file=${join(staging, DUMP_FILES.postgres)}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
    await client.query('COMMIT');
    return facts;
  } finally {
    await client.end();
  }
}

async function dumpPglite(client: PGlite, staging: string): Promise<DumpFacts> {
  const facts = await readFacts('pglite', client);
  const dump = await client.dumpDataDir('none');
  await writeFile(join(staging, DUMP_FILES.pglite), new Uint8Array(await dump.arrayBuffer()));
  return facts;
}

/** Writes the source's dump to `staging`/DUMP_FILES[kind] and returns the facts of its snapshot. */
export function dumpDatabase(source: BackupSource, staging: string): Promise<DumpFacts> {
  return source.kind === 'postgres' ? dumpPostgres(source.url, staging) : dumpPglite(source.client, staging);
}
