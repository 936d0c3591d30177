/**
 * What a backup records about its database and what restore asks of a target (issue 32): the
 * applied migrations, the rows of the key tables, whether anything is there at all. Plain SQL on
 * any client with `query(text)` (a pg client inside the dump's snapshot, or PGlite), so the facts
 * are read in the same snapshot as the dump.
 */
import { committedMigrations } from '../db/migration-state';

/** A client that runs one SQL text and answers its rows: pg.Client and PGlite both are. */
export interface Queryable {
  query(text: string): Promise<{ rows: unknown[] }>;
}

/** The tables whose rows a backup counts: a restore is compared against these. */
export const COUNTED_TABLES = [
  'users',
  'products',
  'orders',
  'order_lines',
  'payments',
  'invoices',
  'credit_notes',
  'stock_movements',
  'store_settings',
  'media_assets',
] as const;

async function rows<T>(client: Queryable, text: string): Promise<T[]> {
  return (await client.query(text)).rows as T[];
}

/**
 * The migrations Drizzle recorded as applied, oldest first, each with its tag in this code's
 * journal (null when this code does not have it: the database is newer than the code).
 */
export async function appliedMigrations(client: Queryable): Promise<{ when: number; tag: string | null }[]> {
  const exists = await rows<{ found: string | null }>(
    client,
    `SELECT to_regclass('drizzle.__drizzle_migrations')::text AS found`,
  );
  if (!exists[0]?.found) return [];
  const applied = await rows<{ when: string }>(
    client,
    'SELECT created_at::text AS "when" FROM drizzle.__drizzle_migrations ORDER BY created_at',
  );
  const tags = new Map(committedMigrations().map((m) => [m.when, m.tag]));
  return applied.map((row) => ({ when: Number(row.when), tag: tags.get(Number(row.when)) ?? null }));
}

/** Rows of each of COUNTED_TABLES that exists (a table an older schema lacks is left out). */
export async function tableCounts(client: Queryable): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const [found] = await rows<{ found: string | null }>(
      client,
      `SELECT to_regclass('public.${table}')::text AS found`,
    );
    if (!found?.found) continue;
    const [row] = await rows<{ n: string }>(client, `SELECT count(*)::text AS n FROM public.${table}`);
    counts[table] = Number(row!.n);
  }
  return counts;
}

/** Tables, views and sequences outside PostgreSQL's own schemas: 0 means an empty database. */
export async function userRelationCount(client: Queryable): Promise<number> {
  const [row] = await rows<{ n: string }>(
    client,
    `SELECT count(*)::text AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
       AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`,
  );
  return Number(row!.n);
}

/** The server's version, e.g. "15.20". */
export async function serverVersion(client: Queryable): Promise<string> {
  const [row] = await rows<{ v: string }>(client, "SELECT current_setting('server_version') AS v");
  return row!.v;
}
