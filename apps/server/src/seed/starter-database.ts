/**
 * The starter database (issue 31, docs/decisions/081): `npm start`'s build migrates and seeds a
 * PGlite database (catalogue, pincodes, service areas; not the demo sign-ins, which are for
 * development only, nor the pictures, which live in the media store) in a folder beside the
 * bundle. A first start on a fresh DATA_DIR copies that folder instead of running initdb, every
 * migration and the seed; the seed then finds its data there, draws the pictures and adds the
 * demo sign-ins. Migrations newer than the starter still run on start.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { STARTER_DATABASE_DIR } from '../server-files';
import { seedDatabase } from './seed';

/**
 * Migrates and seeds a PGlite database in a new folder `dir` (replacing one there). Takes the
 * seed's time (~10 s of CPU); throws if a step fails, leaving no folder.
 */
export async function writeStarterDatabase(dir: string): Promise<void> {
  const scratchUploads = mkdtempSync(join(tmpdir(), 'shop-starter-uploads-'));
  const partial = `${dir}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  const database = openDatabase({ dataDir: partial });
  try {
    await database.migrate();
    await seedDatabase(database.db, { uploadsDir: scratchUploads, demoAccounts: false });
    // Planner statistics made now and dead rows gone, so a first start has nothing to catch up on.
    await database.db.execute(sql`VACUUM ANALYZE`);
    await database.close();
    removeRecycledWal(partial);
    rmSync(dir, { recursive: true, force: true });
    renameSync(partial, dir);
  } catch (error) {
    await database.close().catch(() => {});
    rmSync(partial, { recursive: true, force: true });
    throw error;
  } finally {
    rmSync(scratchUploads, { recursive: true, force: true });
  }
}

/** Bytes of a WAL segment: initdb's default, which PGlite keeps. */
const WAL_SEGMENT_BYTES = 16n * 1024n * 1024n;
/** pg_control's fields this reads: the cluster state (4 bytes at 16) and the latest checkpoint's WAL position (8 bytes at 32). */
const CONTROL_STATE_AT = 16;
const CONTROL_CHECKPOINT_AT = 32;
/** pg_control's state of a cluster that was shut down cleanly (DB_SHUTDOWNED). */
const SHUT_DOWN = 1;

/**
 * Removes the WAL segments after the one holding the shutdown checkpoint from a cleanly shut
 * down data folder: they are empty segments PostgreSQL recycled for later use (32 of its 86 MB),
 * and a start needs only the checkpoint's. Leaves a folder not shut down cleanly as it is.
 */
function removeRecycledWal(dataDir: string): void {
  const control = readFileSync(join(dataDir, 'global/pg_control'));
  if (control.readUInt32LE(CONTROL_STATE_AT) !== SHUT_DOWN) return;
  const segment = control.readBigUInt64LE(CONTROL_CHECKPOINT_AT) / WAL_SEGMENT_BYTES;
  // A segment's file name ends in its number: 8 hex digits of number / 256, then 8 of number % 256.
  const suffix = ((segment / 256n) * 2n ** 32n + (segment % 256n)).toString(16).toUpperCase().padStart(16, '0');
  for (const name of readdirSync(join(dataDir, 'pg_wal'))) {
    if (/^[0-9A-F]{24}$/.test(name) && name.slice(8) > suffix) rmSync(join(dataDir, 'pg_wal', name));
  }
}

/**
 * Fills the PGlite data folder `pgliteDir` from the starter database when it holds no database
 * yet (no PG_VERSION, nothing else in it) and a starter exists (`starterDir`; none when the
 * server runs from source). Returns whether it did. The copy is made aside and renamed in, so a
 * start that stops half-way leaves no half database.
 */
export function copyStarterDatabase(pgliteDir: string, starterDir = STARTER_DATABASE_DIR): boolean {
  if (!starterDir || !existsSync(join(starterDir, 'PG_VERSION'))) return false;
  if (existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0) return false;
  const partial = join(dirname(pgliteDir), `.starter-${process.pid}.partial`);
  rmSync(partial, { recursive: true, force: true });
  cpSync(starterDir, partial, { recursive: true });
  rmSync(pgliteDir, { recursive: true, force: true });
  renameSync(partial, pgliteDir);
  return true;
}
