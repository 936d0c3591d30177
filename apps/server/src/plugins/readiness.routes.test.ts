/**
 * /readyz (issue 32 "Health"): 200 while the database answers, every committed migration is
 * applied and Redis answers where configured; 503 naming the part that failed otherwise, and 503
 * "draining" once the process is told to stop, while /healthz (liveness) still answers 200.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { rawRows } from '../db/raw-rows';
import { loadEnv } from '../env';
import { MIGRATIONS_DIR } from '../server-files';
import { openTestDatabase } from '../test/test-database';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const redis = process.env.REDIS_URL ? 'ok' : 'not configured';
const newestTag = () =>
  (
    JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    }
  ).entries.at(-1)!.tag;

it('answers 200 with every check when the database answers and is migrated', async () => {
  const reply = await t.app.inject({ method: 'GET', url: '/readyz' });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['cache-control']).toBe('no-store');
  expect(reply.json()).toEqual({
    status: 'ok',
    checks: {
      database: 'ok',
      migrations: 'ok',
      redis,
      bucket: 'not configured',
      process: 'ok',
      replica: 'not configured',
    },
  });
});

it('answers 503 naming the migration the database lacks, and 200 again once it is recorded', async () => {
  const [removed] = rawRows<{ hash: string; created_at: string }>(
    await t.db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations) RETURNING hash, created_at::text`,
    ),
  );
  const reply = await t.app.inject({ method: 'GET', url: '/readyz' });
  expect(reply.statusCode).toBe(503);
  expect(reply.json()).toEqual({
    status: 'Error',
    checks: {
      database: 'ok',
      migrations: `1 not applied (first: ${newestTag()})`,
      redis,
      bucket: 'not configured',
      process: 'ok',
      replica: 'not configured',
    },
  });
  await t.db.execute(
    sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${removed!.hash}, ${removed!.created_at}::bigint)`,
  );
  expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
});

it('answers 503 naming the database when it does not answer', async () => {
  const database = await openTestDatabase();
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-test-')) });
  const app = await buildApp(database.db, {
    env,
    sessionSecret: 'test-session-secret-that-is-long-enough-0123456789',
    sandboxPaymentSecret: 'test-sandbox-secret-0123456789',
    publicUrl: 'http://localhost:3000',
  });
  await app.ready();
  await database.close();
  try {
    const reply = await app.inject({ method: 'GET', url: '/readyz' });
    expect(reply.statusCode).toBe(503);
    const { status, checks } = reply.json();
    expect(status).toBe('Error');
    expect(checks.database).toMatch(/^failed: /);
    expect(checks.migrations).toMatch(/^failed: /);
    expect(checks.process).toBe('ok');
  } finally {
    await app.close();
  }
});

it('answers 503 "draining" once the process is told to stop, while /healthz still answers', async () => {
  t.app.readiness.drain();
  const reply = await t.app.inject({ method: 'GET', url: '/readyz' });
  expect(reply.statusCode).toBe(503);
  expect(reply.json()).toEqual({
    status: 'Error',
    checks: {
      database: 'ok',
      migrations: 'ok',
      redis,
      bucket: 'not configured',
      process: 'draining',
      replica: 'not configured',
    },
  });
  expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
});
