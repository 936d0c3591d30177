/**
 * Where the shop keeps its files inside DATA_DIR (README "Configuration"): the embedded database
 * and the media store. One place, so the server and the seed command open the same database.
 */
import { join, resolve } from 'node:path';

/** DATA_DIR made absolute against the folder npm was run from (INIT_CWD), else the process's. */
export function resolveDataDir(dataDir: string, source: NodeJS.ProcessEnv = process.env): string {
  return resolve(source.INIT_CWD ?? process.cwd(), dataDir);
}

/** The folders inside an absolute DATA_DIR. */
export function dataPaths(dataDir: string) {
  return { pglite: join(dataDir, 'pglite'), uploads: join(dataDir, 'uploads') };
}
