/**
 * The app on a fresh database, for API tests through app.inject (STYLE.md: tests call inject).
 * Each call makes its own database and data folder; `close` removes both.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Db } from '../db/client';
import { loadEnv } from '../env';
import { connectRedis, deleteRateLimitCounters } from '../plugins/rate-limit-store';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/**
 * `env` adds variables (TRUST_PROXY …). Rate-limit counters are in memory, or in Redis under a
 * key prefix of this app's own (deleted on close) when REDIS_URL is set.
 */
export async function createTestApp(options: { env?: Record<string, string> } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env });
  const redis = process.env.REDIS_URL ? await connectRedis(process.env.REDIS_URL) : undefined;
  const nameSpace = `test:${randomUUID()}:`;
  const app = await buildApp(database.db, {
    env,
    sessionSecret: 'test-session-secret-that-is-long-enough-0123456789',
    sandboxPaymentSecret: 'test-sandbox-secret-0123456789',
    publicUrl: 'http://localhost:3000',
    rateLimitStore: { redis, nameSpace },
  });
  await app.ready();
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
      if (redis) {
        await deleteRateLimitCounters(redis, nameSpace);
        redis.disconnect();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
