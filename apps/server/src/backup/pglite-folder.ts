/**
 * The embedded database's folder (DATA_DIR/pglite) as the backup commands see it. PGlite has no
 * server: whoever opens the folder owns it, and PGlite writes `postmaster.pid` there while it is
 * open (removed on close). A backup or restore therefore refuses a folder with that file: the shop
 * is running on it (or stopped without closing it), and a copy taken or written beside it would
 * not be consistent (docs/decisions/084).
 */
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../db/client';
import { BackupRefusal } from './backup-refusal';

/** Throws BackupRefusal when a PGlite has the folder `dir` open. */
export function assertPgliteFolderFree(dir: string): void {
  if (existsSync(join(dir, 'postmaster.pid'))) {
    throw new BackupRefusal(
      `The embedded database in ${dir} is open (it has postmaster.pid): stop the shop first. ` +
        'If the shop is not running, it stopped without closing the database: start it and stop it once, then try again.',
    );
  }
}

/** True when `dir` does not exist or holds nothing. */
export function folderIsEmpty(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Opens the PGlite data folder `dir` (created from `loadDataDir`, a dumpDataDir tar, when given;
 * its parent folder too, when missing).
 */
export async function openPgliteFolder(dir: string, loadDataDir?: Blob): Promise<PGlite> {
  mkdirSync(dirname(dir), { recursive: true });
  const client = new PGlite(dir, { extensions: PGLITE_EXTENSIONS, ...(loadDataDir ? { loadDataDir } : {}) });
  await client.waitReady;
  return client;
}
