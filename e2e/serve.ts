/**
 * Starts the real shop for the browser tests on a fresh database: a new PGlite folder, or, when
 * DATABASE_URL is set, a new database created on that PostgreSQL server. Development mode, so
 * the demo staff sign-in exists. Run by Playwright's webServer.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase, dropScratchDatabases } from '../apps/server/src/db/scratch-database';

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
process.env.NODE_ENV = 'development';
process.env.LOG_LEVEL = 'warn';

if (process.env.DATABASE_URL) {
  // One browser-test server runs at a time: databases left by earlier runs go first.
  await dropScratchDatabases(process.env.DATABASE_URL, 'shop_e2e');
  process.env.DATABASE_URL = (await createScratchDatabase(process.env.DATABASE_URL, 'shop_e2e')).url;
}

await import('../apps/server/src/server');
