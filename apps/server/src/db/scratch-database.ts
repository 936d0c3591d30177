/**
 * Throw-away databases on a PostgreSQL server, for API tests, browser tests and benchmarks:
 * each run gets an empty database of its own, created from the server URL and dropped after.
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
  /** The connection URL of the new database. */
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates an empty database named `${prefix}_<time>_<random>` on the server at `serverUrl`.
 * `prefix` is a plain identifier (letters, digits, underscores).
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** Drops every database whose name starts with `${prefix}_`: what earlier runs left behind. */
export async function dropScratchDatabases(serverUrl: string, prefix: string): Promise<void> {
  await onServer(serverUrl, async (client) => {
    const stale = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [`${prefix}_`]);
    for (const { datname } of stale.rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  });
}
