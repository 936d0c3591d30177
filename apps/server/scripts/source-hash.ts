/**
 * A fingerprint of a build's inputs (docs/decisions/013): SHA-256 over the relative path and
 * bytes of every file under the given paths (folders walked in name order, node_modules and dist
 * skipped) plus any extra text, such as the build-time environment. Equal hashes mean the last
 * build is still good, so `npm start` can skip it.
 *
 * Beside it a cheaper one, the stat fingerprint: each file's path, size and modification time,
 * nothing read. A start that finds the sources as they were when the last start found the
 * outputs current needs no hash (start-check.ts, issue 31 target 5), as make decides.
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

/** The files under the folder `path`, walked in name order; one directory read a folder, no stat a file. */
function filesUnder(path: string): string[] {
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !SKIPPED_FOLDERS.has(entry.name))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(path, entry.name)) : [join(path, entry.name)]));
}

function listFiles(path: string, seen?: StatCache): string[] {
  const listed = seen?.lists.get(path);
  if (listed) return listed;
  const files = !existsSync(path) ? [] : statSync(path).isDirectory() ? filesUnder(path) : [path];
  seen?.lists.set(path, files);
  return files;
}

/**
 * What one check has listed and stat'ed already, for the build targets' shared folders
 * (packages/domain/src, the lockfile), which it would otherwise walk once a target.
 */
export interface StatCache {
  lists: Map<string, string[]>;
  stats: Map<string, string>;
}

/** An empty StatCache, for one check of several source sets. */
export function statCache(): StatCache {
  return { lists: new Map(), stats: new Map() };
}

/** The set's files that count: [path relative to root with '/', absolute path], in a fixed order. */
function sourceFiles(set: SourceSet, seen?: StatCache): [string, string][] {
  return set.paths.flatMap((path) =>
    listFiles(join(set.root, path), seen).flatMap((file): [string, string][] => {
      const name = relative(set.root, file).split('\\').join('/');
      return set.include && !set.include(name) ? [] : [[name, file]];
    }),
  );
}

/** The hex SHA-256 of the source set. */
export function hashSources(set: SourceSet): string {
  const hash = createHash('sha256');
  for (const [name, file] of sourceFiles(set)) hash.update(`${name}\0`).update(readFileSync(file)).update('\0');
  hash.update(`extra\0${set.extra ?? ''}`);
  return hash.digest('hex');
}

/**
 * The hex SHA-256 of each file's path, size in bytes and modification time (ns), and the extra
 * text: it changes whenever a file is written, added, removed or renamed, without reading one.
 * `seen` lets the sets of one check share what they list and stat.
 */
export function statSources(set: SourceSet, seen?: StatCache): string {
  const hash = createHash('sha256');
  for (const [name, file] of sourceFiles(set, seen)) {
    let stat = seen?.stats.get(file);
    if (stat === undefined) {
      const { size, mtimeNs } = statSync(file, { bigint: true });
      stat = `${size}\0${mtimeNs}`;
      seen?.stats.set(file, stat);
    }
    hash.update(`${name}\0${stat}\0`);
  }
  hash.update(`extra\0${set.extra ?? ''}`);
  return hash.digest('hex');
}

/** The file in an output folder that records the hash of the sources it was built from. */
export const HASH_FILE = '.source-hash';

/** Whether `outDir` holds every one of `outputs` and its `file` records `value`. */
function records(outDir: string, outputs: string[], file: string, value: string): boolean {
  const recorded = join(outDir, file);
  return (
    outputs.every((output) => existsSync(join(outDir, output))) &&
    existsSync(recorded) &&
    readFileSync(recorded, 'utf8').trim() === value
  );
}

/** Whether `outDir` holds every one of `outputs` and was built from sources with this hash. */
export function isBuiltFrom(outDir: string, outputs: string[], hash: string): boolean {
  return records(outDir, outputs, HASH_FILE, hash);
}

/** Records that `outDir` was built from sources with this hash. Call after the build succeeded. */
export function recordBuild(outDir: string, hash: string): void {
  writeFileSync(join(outDir, HASH_FILE), `${hash}\n`);
}

/** The file in an output folder that records the sources' stat fingerprint when they were last found built. */
export const STAT_FILE = '.source-stat';

/** Whether `outDir` holds every one of `outputs` and recorded this stat fingerprint (statSources). */
export function isStatCurrent(outDir: string, outputs: string[], stat: string): boolean {
  return records(outDir, outputs, STAT_FILE, stat);
}

/**
 * Records the stat fingerprint the sources had when `outDir` was found built from them; take it
 * before hashing or building, so a file written meanwhile shows at the next start.
 */
export function recordStat(outDir: string, stat: string): void {
  writeFileSync(join(outDir, STAT_FILE), `${stat}\n`);
}
