/**
 * `npm run backup`'s work (issue 32 "Backups"): the database dump, the manifest and the local media
 * folder in one timestamped .tar.gz (docs/decisions/084).
 */
import { readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BackupRefusal } from './backup-refusal';
import { packArchive, sha256OfFile } from './backup-archive';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DUMP_FILES,
  MANIFEST_FILE,
  type BackupManifest,
} from './backup-manifest';
import { dumpDatabase, type BackupSource } from './database-dump';

export interface BackupOptions {
  source: BackupSource;
  /** The local media folder (DATA_DIR/uploads); undefined when pictures live in a bucket. */
  mediaDir: string | undefined;
  /** Why media is left out, for the manifest (e.g. "pictures are in the S3 bucket"). */
  mediaNote?: string;
  /** The archive to write; refused if it exists. */
  outFile: string;
  /** The backup's time (default now). */
  now?: Date;
}

/** `shop-2026-11-29T10-15-00Z.tar.gz`: sortable, and valid on every file system (no colons). */
export function backupFileName(at: Date): string {
  return `shop-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar.gz`;
}

async function countFiles(dir: string | undefined): Promise<number> {
  if (!dir || !existsSync(dir)) return 0;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/**
 * Writes the backup archive `outFile` and returns its manifest. The database is dumped first and
 * the media folder read after, so every picture the dump refers to is in the archive (media files
 * are written once under new keys and removed only when no row uses them).
 * Throws BackupRefusal when `outFile` exists or a PostgreSQL tool is missing.
 */
export async function createBackup(options: BackupOptions): Promise<BackupManifest> {
  if (existsSync(options.outFile)) throw new BackupRefusal(`${options.outFile} exists already: not overwritten.`);
  const createdAt = (options.now ?? new Date()).toISOString();
  const staging = await mkdtemp(join(tmpdir(), 'shop-backup-'));
  try {
    await mkdir(join(staging, 'database'));
    const facts = await dumpDatabase(options.source, staging);
    const dumpFile = DUMP_FILES[facts.kind];
    const newest = facts.migrations.at(-1);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt,
      database: {
        kind: facts.kind,
        file: dumpFile,
        sha256: await sha256OfFile(join(staging, dumpFile)),
        serverVersion: facts.serverVersion,
      },
      migrations: { applied: facts.migrations, newest: newest ? (newest.tag ?? String(newest.when)) : null },
      counts: facts.counts,
      media: {
        included: options.mediaDir !== undefined,
        files: await countFiles(options.mediaDir),
        ...(options.mediaNote ? { note: options.mediaNote } : {}),
      },
    };
    await writeFile(join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await packArchive(staging, options.mediaDir, options.outFile);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
