/**
 * Brings a backup's database dump back (issue 32 "Backups"), each engine with its own tools:
 * - PostgreSQL: pg_restore turns the custom-format dump into SQL and psql runs it in ONE
 *   transaction, after dropping the old schemas when forced and before a check of the key tables'
 *   row counts against the manifest: a failure at any step leaves the database as it was.
 * - PGlite: PGlite loads its own dump into a new folder beside DATA_DIR/pglite; the counts are
 *   checked there, and only then is it swapped in.
 */
import { openAsBlob } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { BackupRefusal } from './backup-refusal';
import { DUMP_FILES, type BackupManifest } from './backup-manifest';
import { COUNTED_TABLES, tableCounts, userRelationCount } from './database-facts';
import { besideFolder, replaceFolder } from './folder-swap';
import { assertPgliteFolderFree, folderIsEmpty, openPgliteFolder } from './pglite-folder';
import { connectionFor, runPostgresTool } from './postgres-tools';

/** Where a backup is restored: the PostgreSQL database at `url`, or a PGlite data folder. */
export type RestoreTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** The schemas the shop's migrations create: dropped before a forced restore. */
const FORCED_PREAMBLE =
  'DROP SCHEMA IF EXISTS drizzle CASCADE;\nDROP SCHEMA IF EXISTS public CASCADE;\nCREATE SCHEMA public;\n';

const notEmpty = (where: string, relations: number) =>
  new BackupRefusal(
    `${where} is not empty (${relations} tables, views or sequences): restore only into an empty database, ` +
      'or add --force to replace everything in it.',
  );

/** Throws BackupRefusal when the target holds a database with anything in it and `force` is off. */
export async function checkTargetDatabase(target: RestoreTarget, force: boolean): Promise<void> {
  if (target.kind === 'pglite') {
    assertPgliteFolderFree(target.dataDir);
    if (force || folderIsEmpty(target.dataDir)) return;
    const client = await openPgliteFolder(target.dataDir);
    const relations = await userRelationCount(client).finally(() => client.close());
    if (relations > 0) throw notEmpty(`The embedded database in ${target.dataDir}`, relations);
    return;
  }
  if (force) return;
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  const relations = await userRelationCount(client).finally(() => client.end());
  if (relations > 0) throw notEmpty(`The database ${new URL(target.url).pathname.slice(1)}`, relations);
}

/** A DO block that raises, rolling the restore back, when a key table's rows differ from the manifest. */
function countCheckSql(manifest: BackupManifest): string {
  const checks = COUNTED_TABLES.filter((table) => manifest.counts[table] !== undefined).map((table) => {
    const expected = manifest.counts[table]!;
    return `  IF (SELECT count(*) FROM public.${table}) <> ${expected} THEN RAISE EXCEPTION 'restored ${table} has % rows, the backup ${expected}', (SELECT count(*) FROM public.${table}); END IF;`;
  });
  return `DO $$\nBEGIN\n${checks.join('\n')}\n  NULL;\nEND $$;\n`;
}

async function restorePostgres(url: string, staging: string, manifest: BackupManifest, force: boolean) {
  const { dbname, env } = connectionFor(url);
  const script = join(staging, 'restore.sql');
  const check = join(staging, 'check.sql');
  const preamble = join(staging, 'preamble.sql');
  await runPostgresTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', `--file=${script}`, join(staging, DUMP_FILES.postgres)],
    env,
  );
  await writeFile(check, countCheckSql(manifest));
  await writeFile(preamble, force ? FORCED_PREAMBLE : '');
  await runPostgresTool(
    'psql',
    [
      '--no-psqlrc',
      '--quiet',
      '--single-transaction',
      '--set=ON_ERROR_STOP=1',
      `--file=${preamble}`,
      `--file=${script}`,
      `--file=${check}`,
      `--dbname=${dbname}`,
    ],
    env,
  );
}

async function restorePglite(dataDir: string, staging: string, manifest: BackupManifest) {
  const incoming = besideFolder(dataDir, 'loading');
  try {
    const client = await openPgliteFolder(incoming, await openAsBlob(join(staging, DUMP_FILES.pglite)));
    const counts = await tableCounts(client).finally(() => client.close());
    const wrong = COUNTED_TABLES.find((table) => counts[table] !== manifest.counts[table]);
    if (wrong) throw new Error(`restored ${wrong} has ${counts[wrong]} rows, the backup ${manifest.counts[wrong]}`);
    await replaceFolder(incoming, dataDir);
  } finally {
    await rm(incoming, { recursive: true, force: true });
  }
}

/** Restores the checked backup unpacked in `staging` into `target` (checkTargetDatabase first). */
export async function restoreDatabase(
  target: RestoreTarget,
  staging: string,
  manifest: BackupManifest,
  force: boolean,
): Promise<void> {
  if (target.kind === 'postgres') await restorePostgres(target.url, staging, manifest, force);
  else await restorePglite(target.dataDir, staging, manifest);
}
