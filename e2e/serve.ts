/**
 * Starts the real shop for the browser tests on a fresh database: a new PGlite folder, or, when
 * DATABASE_URL is set, a new database created on that PostgreSQL server. Development mode, so
 * the demo staff sign-in exists. Run by Playwright's webServer.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
process.env.NODE_ENV = 'development';
process.env.LOG_LEVEL = 'warn';

if (process.env.DATABASE_URL) {
  const name = `shop_e2e_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  // One browser-test server runs at a time: databases left by earlier runs go first.
  const stale = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'shop\\_e2e\\_%'");
  for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}

await import('../apps/server/src/server');
