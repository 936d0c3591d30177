/**
 * The database pools on /metrics (issue 32 "Metrics", docs/decisions/086). On PostgreSQL each of
 * openDatabase's pools (statements, transactions, catalog) shows its connections in use and idle
 * and the work waiting for one; statements are timed by pool and transactions' waits for a
 * connection are timed. PGlite is one connection inside the process: no pool series at all.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_CATALOG_POOL_SIZE, DEFAULT_TRANSACTION_POOL_SIZE, openDatabase } from '../db/client';
import { createScratchDatabase } from '../db/scratch-database';
import { scrapeMetrics, type Sample } from '../test/metrics';
import { createTestApp, type TestApp } from '../test/test-app';
import { holdInTransaction } from '../test/held-transaction';

const TOKEN = 'metrics-token-0123456789abcdef';
const onPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

const scrape = () => scrapeMetrics(t.app, TOKEN);
const pools = ['statements', 'transactions', 'catalog'] as const;
const byPool = (sample: Sample, name: string) =>
  Object.fromEntries(pools.map((pool) => [pool, sample(name, { pool })]));

/** A transaction holding advisory lock 86 until its release is called; resolves once the lock is held. */
const holdLock = () => holdInTransaction(t.db, sql`SELECT pg_advisory_xact_lock(86)`);

it('has no pool series on the embedded database, which is one connection inside the process', async () => {
  const { text } = await scrape();
  if (onPostgres) expect(text).toMatch(/^shop_db_pool_connections_in_use\{pool="statements"\} /m);
  else expect(text).not.toMatch(/^shop_db_(pool|statement)_/m);
});

it("shows no other database's statements on the embedded database, though the process timed some on PostgreSQL pools", async () => {
  if (onPostgres) return;
  // Another database of the same process (as an earlier test file of this worker may leave): its
  // statements go into the process's pool histograms.
  const scratch = await createScratchDatabase('postgres://postgres@127.0.0.1:5432/postgres', 'shop_test');
  const other = openDatabase({ url: scratch.url });
  try {
    await other.db.execute(sql`SELECT 1`);
    await other.db.transaction((tx) => tx.execute(sql`SELECT 2`));
  } finally {
    await other.close();
    await scratch.drop();
  }
  expect((await scrape()).text).not.toMatch(/^shop_db_(pool|statement)_/m);
});

it('on PostgreSQL, shows a held transaction and a blocked statement as connections in use, and times them by pool', async () => {
  if (!onPostgres) return;
  const before = (await scrape()).sample;
  const release = await holdLock();
  // A single statement on the statements pool, waiting for the transaction's lock (sent now: Drizzle's queries start when awaited).
  const blocked = Promise.resolve(t.db.execute(sql`SELECT pg_advisory_xact_lock(86)`));
  await expect
    .poll(async () => (await scrape()).sample('shop_db_pool_connections_in_use', { pool: 'statements' }))
    .toBe(1);
  const during = (await scrape()).sample;
  expect(byPool(during, 'shop_db_pool_connections_in_use')).toEqual({ statements: 1, transactions: 1, catalog: 0 });
  // The test database's pools: 20 statement connections, the defaults for transactions and the catalogue.
  expect(byPool(during, 'shop_db_pool_connections_idle')).toEqual({
    statements: 19,
    transactions: DEFAULT_TRANSACTION_POOL_SIZE - 1,
    catalog: DEFAULT_CATALOG_POOL_SIZE,
  });
  expect(byPool(during, 'shop_db_pool_waiting')).toEqual({ statements: 0, transactions: 0, catalog: 0 });
  await release();
  await blocked;
  const after = (await scrape()).sample;
  expect(byPool(after, 'shop_db_pool_connections_in_use')).toEqual({ statements: 0, transactions: 0, catalog: 0 });
  const count = 'shop_db_statement_duration_seconds_count';
  expect(after(count, { pool: 'statements' })).toBeGreaterThan(before(count, { pool: 'statements' }));
  expect(after(count, { pool: 'transactions' })).toBeGreaterThan(before(count, { pool: 'transactions' }));
  const waits = 'shop_db_pool_wait_seconds_count';
  expect(after(waits, { pool: 'transactions' })).toBe(before(waits, { pool: 'transactions' }) + 1);
});

it('on PostgreSQL, counts a transaction waiting while all the transaction connections are held, until one is free', async () => {
  if (!onPostgres) return;
  const size = DEFAULT_TRANSACTION_POOL_SIZE;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const started: number[] = [];
  const transactions = Array.from({ length: size + 1 }, (_, n) =>
    t.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      started.push(n);
      await gate;
    }),
  );
  await expect.poll(() => started.length).toBe(size);
  const held = (await scrape()).sample;
  expect(held('shop_db_pool_connections_in_use', { pool: 'transactions' })).toBe(size);
  expect(held('shop_db_pool_connections_idle', { pool: 'transactions' })).toBe(0);
  expect(held('shop_db_pool_waiting', { pool: 'transactions' })).toBe(1);
  release();
  await Promise.all(transactions);
  const after = (await scrape()).sample;
  expect(started).toHaveLength(size + 1);
  expect(after('shop_db_pool_waiting', { pool: 'transactions' })).toBe(0);
  expect(after('shop_db_pool_connections_in_use', { pool: 'transactions' })).toBe(0);
});
