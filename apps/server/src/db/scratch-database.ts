/**
 * Throw-away databases on a PostgreSQL server, for API tests, browser tests and benchmarks:
 * each run gets a database of its own (empty, or cloned from a template), created from the server
 * URL and dropped after.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  /** The database's name on the server. */
  name: string;
  /** The connection URL of the new database. */
  url: string;
  drop(): Promise<void>;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
/** PostgreSQL's "source database is being accessed by other users": a closed session still leaving. */
const OBJECT_IN_USE = '55006';

async function createDatabase(client: pg.Client, name: string, template: string | undefined): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Creates a database named `${prefix}_<time>_<random>` on the server at `serverUrl`: empty, or a
 * copy of the database named `template` (which must have no open connections; one still closing
 * is waited for, up to 2 s). `prefix` and `template` are plain identifiers (lower-case letters,
 * digits, underscores).
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<ScratchDatabase> {
  if (!IDENTIFIER.test(prefix) || (template !== undefined && !IDENTIFIER.test(template))) {
    throw new Error(`Not a plain database name: ${prefix} / ${template}`);
  }
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, (client) => createDatabase(client, name, template));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

/**
 * Drops the databases whose name starts with `${prefix}_`: what earlier runs left behind. With
 * `olderThanMs`, only those created longer ago than that (by the time in their name), so runs
 * still going on the same server keep theirs.
 */
export async function dropScratchDatabases(
  serverUrl: string,
  prefix: string,
  options: { olderThanMs?: number } = {},
): Promise<void> {
  const createdBefore = Date.now() - (options.olderThanMs ?? 0);
  await onServer(serverUrl, async (client) => {
    const stale = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [`${prefix}_`],
    );
    for (const { datname } of stale.rows) {
      const createdAt = Number(datname.slice(prefix.length + 1).split('_')[0]);
      if (options.olderThanMs !== undefined && !(createdAt < createdBefore)) continue;
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  });
}
