/**
 * Whether the database has every committed migration (issue 32 /readyz): the newest migration
 * Drizzle recorded in `drizzle.__drizzle_migrations` against the committed journal
 * (db/migrations/meta/_journal.json). A process started from newer code than its database was
 * migrated to is not ready, whatever the connection says.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../server-files';
import { rawRows } from './raw-rows';

/** What these checks need of a database (a Drizzle `Db`): raw statements. Not `Db` itself, which client.ts defines with the migrator that uses them. */
interface Statements {
  execute(query: SQL): Promise<unknown>;
}

interface Journal {
  entries: { tag: string; when: number }[];
}

let committed: Journal['entries'] | undefined;

/** The committed migrations, oldest first (read once): each one's tag and time (`when`, ms). */
export function committedMigrations(): Journal['entries'] {
  committed ??= (JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as Journal).entries;
  return committed;
}

/**
 * The tags of the committed migrations the database has not applied, oldest first; [] when it is
 * current. Throws when the database cannot be asked.
 */
export async function pendingMigrations(db: Statements): Promise<string[]> {
  const rows = rawRows<{ newest: string | null }>(
    await db.execute(sql`SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations`),
  );
  const newest = Number(rows[0]?.newest ?? 0);
  return committedMigrations()
    .filter((migration) => migration.when > newest)
    .map((migration) => migration.tag);
}

/**
 * Runs `migrate` (Drizzle's migrator) unless the database already has every committed migration:
 * a later start asks one question instead of reading and hashing every migration file and
 * opening a transaction with nothing in it (issue 31 target 5, docs/decisions/090). A database
 * Drizzle never migrated (no `drizzle` schema yet) is migrated.
 */
export async function migrateUnlessCurrent(db: Statements, migrate: () => Promise<void>): Promise<void> {
  const current = await pendingMigrations(db).then(
    (pending) => pending.length === 0,
    () => false,
  );
  if (!current) await migrate();
}
