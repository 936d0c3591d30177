/**
 * The backup file itself (docs/decisions/084): a gzipped tar written and read with the `tar`
 * package. Written under a temporary name and renamed, so a backup file that exists is whole;
 * read into a scratch folder with tar's strict mode, so a damaged file is refused, not half-read.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, rename, rm, symlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { BackupRefusal } from './backup-refusal';
import { MANIFEST_FILE, MEDIA_DIR } from './backup-manifest';

/**
 * Packs `staging` (the manifest and the dump) and, when given, the media folder `mediaDir` (as
 * `uploads/`) into the gzipped tar `outFile`. The media folder is linked into the staging folder
 * and followed, so it is read in place rather than copied.
 */
export async function packArchive(staging: string, mediaDir: string | undefined, outFile: string): Promise<void> {
  const entries = [MANIFEST_FILE, 'database'];
  if (mediaDir && existsSync(mediaDir)) {
    await symlink(mediaDir, join(staging, MEDIA_DIR), 'dir');
    entries.push(MEDIA_DIR);
  }
  await mkdir(dirname(outFile), { recursive: true });
  const partial = `${outFile}.partial`;
  try {
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true, follow: true }, entries);
    await rename(partial, outFile);
  } finally {
    await rm(partial, { force: true });
  }
}

/**
 * Unpacks the archive `file` into the empty folder `into`. Throws BackupRefusal when the file is
 * not a readable tar (random bytes, truncated, a damaged gzip stream): it is read through once
 * with tar's strict mode before anything is written, so a bad file leaves no half-written files.
 * Entries with absolute paths or `..` are kept inside `into` (tar's default).
 */
export async function unpackArchive(file: string, into: string): Promise<void> {
  if (!existsSync(file)) throw new BackupRefusal(`No such backup file: ${file}`);
  try {
    await tar.list({ file, strict: true });
  } catch (error) {
    throw new BackupRefusal(
      `${file} is not a shop backup: it is not a readable .tar.gz (${(error as Error).message}).`,
    );
  }
  await tar.extract({ file, cwd: into, strict: true });
}

/** Hex SHA-256 of a file's bytes. */
export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}
