/**
 * A fingerprint of a build's inputs (docs/decisions/013): SHA-256 over the relative path and
 * bytes of every file under the given paths (folders walked in name order, node_modules and dist
 * skipped) plus any extra text, such as the build-time environment. Equal hashes mean the last
 * build is still good, so `npm start` can skip it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface SourceSet {
  /** Base folder: paths are hashed relative to it, so the hash does not depend on where the repository is. */
  root: string;
  /** Files and folders under root that the build reads. A missing one counts as empty. */
  paths: string[];
  /** Which files under those folders count (all by default); given the path relative to root. */
  include?: (path: string) => boolean;
  /** Anything else the output depends on (build-time environment variables). */
  extra?: string;
}

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.vite']);

function listFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((name) => !SKIPPED_FOLDERS.has(name))
    .sort()
    .flatMap((name) => listFiles(join(path, name)));
}

/** The hex SHA-256 of the source set. */
export function hashSources(set: SourceSet): string {
  const hash = createHash('sha256');
  for (const path of set.paths) {
    for (const file of listFiles(join(set.root, path))) {
      const name = relative(set.root, file).split('\\').join('/');
      if (set.include && !set.include(name)) continue;
      hash.update(`${name}\0`).update(readFileSync(file)).update('\0');
    }
  }
  hash.update(`extra\0${set.extra ?? ''}`);
  return hash.digest('hex');
}

/** The file in an output folder that records the hash of the sources it was built from. */
export const HASH_FILE = '.source-hash';

/** Whether `outDir` holds every one of `outputs` and was built from sources with this hash. */
export function isBuiltFrom(outDir: string, outputs: string[], hash: string): boolean {
  const hashFile = join(outDir, HASH_FILE);
  return (
    outputs.every((output) => existsSync(join(outDir, output))) &&
    existsSync(hashFile) &&
    readFileSync(hashFile, 'utf8').trim() === hash
  );
}

/** Records that `outDir` was built from sources with this hash. Call after the build succeeded. */
export function recordBuild(outDir: string, hash: string): void {
  writeFileSync(join(outDir, HASH_FILE), `${hash}\n`);
}
