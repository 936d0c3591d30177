/**
 * What the backup and restore commands read from the environment (README "Configuration"): the
 * same database and data folder as the server, and where backups go. Relative paths are taken
 * from the folder npm was run in.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { dataPaths, resolveDataDir } from '../data-dir';
import { BackupRefusal } from './backup-refusal';

const envSchema = z.object({
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Pictures in a bucket: the bucket is backed up by its own means, not by us. */
  S3_BUCKET: z.string().optional(),
  BACKUP_DIR: z.string().default('./backups'),
});

export interface BackupEnv {
  databaseUrl: string | undefined;
  pgliteDir: string;
  /** DATA_DIR/uploads, or undefined when S3_BUCKET sends pictures to a bucket. */
  mediaDir: string | undefined;
  uploadsDir: string;
  backupDir: string;
}

/** Parses the environment (process.env by default). */
export function loadBackupEnv(source: NodeJS.ProcessEnv = process.env): BackupEnv {
  const env = envSchema.parse(source);
  const paths = dataPaths(resolveDataDir(env.DATA_DIR, source));
  return {
    databaseUrl: env.DATABASE_URL,
    pgliteDir: paths.pglite,
    mediaDir: env.S3_BUCKET ? undefined : paths.uploads,
    uploadsDir: paths.uploads,
    backupDir: resolveDataDir(env.BACKUP_DIR, source),
  };
}

/** Throws BackupRefusal when there is no embedded database in `dir` to back up. */
export function assertPgliteFolderExists(dir: string): void {
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    throw new BackupRefusal(`There is no embedded database in ${dir}: set DATA_DIR (or DATABASE_URL for PostgreSQL).`);
  }
}
