/**
 * Reads and checks a backup archive before restore changes anything (issue 32 "Bad input and
 * abuse"): it must unpack, hold our manifest, a dump whose checksum matches, and no migration this
 * code does not have. Each failure is a BackupRefusal with a message for the operator.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { committedMigrations } from '../db/migration-state';
import { BackupRefusal } from './backup-refusal';
import { sha256OfFile, unpackArchive } from './backup-archive';
import { DUMP_FILES, MANIFEST_FILE, manifestSchema, type BackupManifest, type DatabaseKind } from './backup-manifest';

/** The manifest's size limit: ours are a few kB. */
const MAX_MANIFEST_BYTES = 1_000_000;

async function readManifest(file: string, staging: string): Promise<BackupManifest> {
  const path = join(staging, MANIFEST_FILE);
  const notOurs = (why: string) => new BackupRefusal(`${file} is not a shop backup: ${why}.`);
  if (!existsSync(path)) throw notOurs(`it has no ${MANIFEST_FILE}`);
  const text = await readFile(path, 'utf8');
  if (text.length > MAX_MANIFEST_BYTES) throw notOurs(`its ${MANIFEST_FILE} is too large`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw notOurs(`its ${MANIFEST_FILE} is not JSON`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw notOurs(`its ${MANIFEST_FILE} is not ours (${issue.path.join('.')}: ${issue.message})`);
  }
  return parsed.data;
}

async function checkDump(file: string, staging: string, manifest: BackupManifest): Promise<void> {
  const dump = join(staging, DUMP_FILES[manifest.database.kind]);
  if (manifest.database.file !== DUMP_FILES[manifest.database.kind] || !existsSync(dump)) {
    throw new BackupRefusal(`${file} is damaged: its database dump is missing.`);
  }
  if ((await sha256OfFile(dump)) !== manifest.database.sha256) {
    throw new BackupRefusal(`${file} is damaged: its database dump does not match the manifest's checksum.`);
  }
}

/** Refuses a backup that has a migration this code does not know: its schema is newer. */
function checkSchema(file: string, manifest: BackupManifest): void {
  const known = new Set(committedMigrations().map((m) => m.when));
  const unknown = manifest.migrations.applied.filter((m) => !known.has(m.when));
  if (unknown.length > 0) {
    const first = unknown[0]!;
    throw new BackupRefusal(
      `${file} has a newer schema than this code: its migration ${first.tag ?? first.when} ` +
        `(${unknown.length} in all) is not among this code's migrations. Restore it with the shop version that made it.`,
    );
  }
}

const ENGINE_NAMES = {
  postgres: 'PostgreSQL (DATABASE_URL set)',
  pglite: 'the embedded database (PGlite, DATABASE_URL unset)',
};

function checkEngine(manifest: BackupManifest, kind: DatabaseKind): void {
  if (manifest.database.kind !== kind) {
    throw new BackupRefusal(
      `This backup is of ${ENGINE_NAMES[manifest.database.kind]}; it restores only there, not into ${ENGINE_NAMES[kind]}.`,
    );
  }
}

/**
 * Unpacks `file` into the empty folder `staging` and returns its checked manifest. Throws
 * BackupRefusal when the file is not a readable archive, has no valid manifest, is of another
 * engine than `kind`, its dump is missing or altered, or its schema is newer than this code.
 */
export async function readBackup(file: string, staging: string, kind: DatabaseKind): Promise<BackupManifest> {
  await unpackArchive(file, staging);
  const manifest = await readManifest(file, staging);
  checkEngine(manifest, kind);
  checkSchema(file, manifest);
  await checkDump(file, staging, manifest);
  return manifest;
}
