/**
 * `npm run restore <file>`'s work (issue 32 "Backups"): checks everything first (the file, its
 * manifest and schema, the engine, that the database and the media folder are empty unless
 * `force`), so a refusal changes nothing; then restores the database and the media folder.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BackupRefusal } from './backup-refusal';
import { MEDIA_DIR, type BackupManifest } from './backup-manifest';
import { replaceFolder } from './folder-swap';
import { folderIsEmpty } from './pglite-folder';
import { readBackup } from './read-backup';
import { checkTargetDatabase, restoreDatabase, type RestoreTarget } from './restore-database';

export interface RestoreOptions {
  /** The backup archive. */
  file: string;
  target: RestoreTarget;
  /** The local media folder (DATA_DIR/uploads). */
  mediaDir: string;
  /** Replace a database and media folder that are not empty. */
  force?: boolean;
}

function checkMedia(manifest: BackupManifest, mediaDir: string, force: boolean): void {
  if (manifest.media.included && !force && !folderIsEmpty(mediaDir)) {
    throw new BackupRefusal(`The media folder ${mediaDir} is not empty: add --force to replace it with the backup's.`);
  }
}

/**
 * Restores `file` and returns its manifest. Throws BackupRefusal, having changed nothing, when the
 * file is not one of our backups, its schema is newer than this code, it is of the other engine, or
 * the target database or media folder is not empty and `force` is off.
 */
export async function restoreBackup(options: RestoreOptions): Promise<BackupManifest> {
  const force = options.force ?? false;
  const staging = await mkdtemp(join(tmpdir(), 'shop-restore-'));
  try {
    const manifest = await readBackup(options.file, staging, options.target.kind);
    checkMedia(manifest, options.mediaDir, force);
    await checkTargetDatabase(options.target, force);
    await restoreDatabase(options.target, staging, manifest, force);
    if (manifest.media.included) {
      // A backup of a shop with no media folder yet has no uploads/ entry: restore an empty one.
      await mkdir(join(staging, MEDIA_DIR), { recursive: true });
      await replaceFolder(join(staging, MEDIA_DIR), options.mediaDir);
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
