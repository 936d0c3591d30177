/**
 * The app on a fresh database, for API tests through app.inject (STYLE.md: tests call inject).
 * Each call makes its own database and data folder; `close` removes both. `options` changes the
 * public URL or mode, captures the log lines, or serves another built web app.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app';
import type { Database, Db } from '../db/client';
import { loadEnv } from '../env';
import type { Clock } from '../lib/clock';
import { connectRedis, deleteRateLimitCounters } from '../plugins/rate-limit.store';
import { openTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The database's URL on PostgreSQL; undefined on PGlite (in memory). */
  databaseUrl?: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** The clock the app's rules read (a createManualClock() to move time). */
  clock?: Clock;
  /** Environment variables over the test defaults, e.g. { NODE_ENV: 'production', … }. */
  env?: Record<string, string>;
  publicUrl?: string;
  nodeEnv?: 'development' | 'production' | 'test';
  /** Receives the log lines (at info level) instead of silence. */
  logStream?: DestinationStream;
  /** A built web app folder to serve instead of apps/web/dist. */
  webDist?: string;
  /** How long the server render may take to start (BuildOptions). */
  ssrShellTimeoutMs?: number;
  /** Products per sitemap file, fewer than the real 45,000 to test the sitemap index. */
  sitemapMaxProducts?: number;
  /**
   * A migrated database the test opened itself (a primary with a read replica, decision 087),
   * used instead of a fresh one and left open on close: the test closes it.
   */
  database?: Database;
}

/**
 * `env` adds variables (TRUST_PROXY …). Rate-limit counters are in memory, or in Redis under a
 * key prefix of this app's own (deleted on close) when REDIS_URL is set.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  // No whole-page cache unless a test asks for it: factories write rows without the catalogue
  // service, so a page cached before would hide them (page-cache.routes.test.ts turns it on).
  const env = loadEnv({
    NODE_ENV: options.nodeEnv ?? 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    PAGE_CACHE_MS: '0',
    // The inventory's cards read anew on every view: factories change stock behind the service's back.
    INVENTORY_TOTALS_KEEP_MS: '0',
    ...options.env,
  });
  const database: TestDatabase =
    options.database ?? (await openTestDatabase({ catalogStatementTimeoutMs: env.CATALOG_STATEMENT_TIMEOUT_MS }));
  const redis = process.env.REDIS_URL ? await connectRedis(process.env.REDIS_URL) : undefined;
  const nameSpace = `test:${randomUUID()}:`;
  const app = await buildApp(
    database.db,
    {
      env,
      sessionSecret: 'test-session-secret-that-is-long-enough-0123456789',
      sandboxPaymentSecret: 'test-sandbox-secret-0123456789',
      publicUrl: options.publicUrl ?? 'http://localhost:3000',
      clock: options.clock,
      rateLimitStore: { redis, nameSpace },
      sitemapMaxProducts: options.sitemapMaxProducts,
    },
    {
      logStream: options.logStream,
      webDist: options.webDist,
      ssrShellTimeoutMs: options.ssrShellTimeoutMs,
      catalogReads: database.catalogReads,
      replica: database.replica,
    },
  );
  await app.ready();
  return {
    app,
    db: database.db,
    databaseUrl: database.url,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      if (redis) {
        await deleteRateLimitCounters(redis, nameSpace);
        redis.disconnect();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
