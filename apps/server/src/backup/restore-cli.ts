/**
 * `npm run restore -- FILE [--force]` (bundled as dist/restore.js): restores a backup into the
 * database the server would use (DATABASE_URL, else PGlite in DATA_DIR) and DATA_DIR/uploads.
 * Refuses, changing nothing and exiting 1, a file that is not our backup, a newer schema, or a
 * database or media folder that is not empty unless --force. Docs: docs/operations.md "Backups".
 */
import { parseArgs } from 'node:util';
import { resolveDataDir } from '../data-dir';
import { BackupRefusal } from './backup-refusal';
import { loadBackupEnv } from './backup-env';
import { restoreBackup } from './restore-backup';
import { runCommand } from './run-command';

await runCommand(async () => {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true });
  if (positionals.length !== 1) throw new BackupRefusal('Usage: npm run restore -- <backup file> [--force]');
  const env = loadBackupEnv();
  const file = resolveDataDir(positionals[0]!);
  const manifest = await restoreBackup({
    file,
    target: env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'pglite', dataDir: env.pgliteDir },
    mediaDir: env.uploadsDir,
    force: values.force ?? false,
  });
  console.log(`Restored ${file} (taken ${manifest.createdAt}, newest migration ${manifest.migrations.newest}).`);
  console.log(
    `Rows: ${Object.entries(manifest.counts)
      .map(([table, n]) => `${table} ${n}`)
      .join(', ')}`,
  );
  console.log(
    `Media: ${manifest.media.included ? `${manifest.media.files} files` : `unchanged (${manifest.media.note ?? 'not in the backup'})`}`,
  );
  console.log('Start the shop: it applies any migration this code has that the backup had not.');
});
