/**
 * `npm run backup [-- --out FILE]` (bundled as dist/backup.js; `tsx apps/server/src/backup/backup-cli.ts`
 * runs the source): writes BACKUP_DIR/shop-<time>.tar.gz (or FILE) of the database the server uses
 * (DATABASE_URL, else PGlite in DATA_DIR) and DATA_DIR/uploads unless S3_BUCKET is set.
 * Docs: docs/operations.md "Backups"; docs/decisions/084.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { resolveDataDir } from '../data-dir';
import { assertPgliteFolderExists, loadBackupEnv } from './backup-env';
import { backupFileName, createBackup } from './create-backup';
import { assertPgliteFolderFree, openPgliteFolder } from './pglite-folder';
import { runCommand } from './run-command';

await runCommand(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const env = loadBackupEnv();
  const now = new Date();
  const outFile = values.out ? resolveDataDir(values.out) : join(env.backupDir, backupFileName(now));
  const mediaNote = env.mediaDir ? undefined : 'pictures are in the S3 bucket (S3_BUCKET), not in this backup';
  let manifest;
  if (env.databaseUrl) {
    manifest = await createBackup({
      source: { kind: 'postgres', url: env.databaseUrl },
      mediaDir: env.mediaDir,
      mediaNote,
      outFile,
      now,
    });
  } else {
    assertPgliteFolderExists(env.pgliteDir);
    assertPgliteFolderFree(env.pgliteDir);
    const client = await openPgliteFolder(env.pgliteDir);
    try {
      manifest = await createBackup({
        source: { kind: 'pglite', client },
        mediaDir: env.mediaDir,
        mediaNote,
        outFile,
        now,
      });
    } finally {
      await client.close();
    }
  }
  console.log(`Backup written: ${outFile}`);
  console.log(
    `Database: ${manifest.database.kind} ${manifest.database.serverVersion}, newest migration ${manifest.migrations.newest}`,
  );
  console.log(
    `Rows: ${Object.entries(manifest.counts)
      .map(([table, n]) => `${table} ${n}`)
      .join(', ')}`,
  );
  console.log(`Media: ${manifest.media.included ? `${manifest.media.files} files` : manifest.media.note}`);
});
