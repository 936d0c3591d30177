/**
 * The manifest at the head of every backup archive (docs/decisions/084): what the archive holds and
 * what the database looked like when it was taken. Restore reads it before touching anything.
 */
import { z } from 'zod';

/** Names the file as one of ours; anything else is refused. */
export const BACKUP_FORMAT = 'makershop-backup';
/** Bumped when the archive's layout changes; restore refuses a version it does not know. */
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
/** Where the media folder goes inside the archive. */
export const MEDIA_DIR = 'uploads';
/** The database dump inside the archive, by engine. */
export const DUMP_FILES = { postgres: 'database/postgres.dump', pglite: 'database/pglite.tar' } as const;

export type DatabaseKind = keyof typeof DUMP_FILES;

const name = z.string().min(1).max(200);

/** The manifest's shape, checked strictly on restore (a changed field means another format). */
export const manifestSchema = z.strictObject({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  /** ISO 8601 time the database's snapshot was taken. */
  createdAt: z.iso.datetime(),
  database: z.strictObject({
    kind: z.enum(['postgres', 'pglite']),
    file: name,
    /** Hex SHA-256 of the dump file: a damaged or edited dump is refused. */
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    serverVersion: name,
  }),
  migrations: z.strictObject({
    /** Every migration the database had applied, oldest first: its time (the journal's `when`) and tag. */
    applied: z.array(z.strictObject({ when: z.number().int(), tag: name.nullable() })).max(10_000),
    newest: name.nullable(),
  }),
  /** Rows of the key tables at the snapshot. */
  counts: z.record(name, z.number().int().nonnegative()),
  media: z.strictObject({ included: z.boolean(), files: z.number().int().nonnegative(), note: name.optional() }),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
