/**
 * The catalogue's reads under pressure (issue 31, docs/decisions/083): a listing that cannot get
 * a place among the reads in flight is answered 503 with Retry-After and the error envelope, not
 * queued without end; on PostgreSQL a listing past its statement timeout is answered the same,
 * and the catalogue pool serves the next listing as before. A lock held by a transaction keeps
 * the first listing in flight (on PostgreSQL a table lock; on PGlite, one connection, the
 * transaction itself), so nothing here depends on timing.
 */
import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { BUSY_MESSAGE } from '../../plugins/error-handler.plugin';
import { makeCategory, makeProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { holdInTransaction } from '../../test/held-transaction';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const onPostgres = Boolean(process.env.DATABASE_URL);
const listing = (app: TestApp['app']) =>
  app.inject({ method: 'POST', url: '/api/v1/product/list', payload: { pageNum: 1, pageSize: 12, filters: {} } });

/** Holds a lock on the products table until its release is called; resolves once it is held. */
const holdProducts = (test: TestApp) => holdInTransaction(test.db, sql`LOCK TABLE products IN ACCESS EXCLUSIVE MODE`);

async function withOneProduct(env: Record<string, string>) {
  const test = await createTestApp({ env });
  const category = await makeCategory(test.db, 'Busy Parts');
  await makeProduct(test.db, { categoryId: category.id, productName: 'Busy Sensor' });
  return test;
}

it('answers 503 with Retry-After to a listing that finds every catalogue read taken, runs the one in flight, and serves the next', async () => {
  t = await withOneProduct({
    CATALOG_READS_IN_FLIGHT: '1',
    CATALOG_READS_MAX_WAIT_MS: '20',
    CATALOG_STATEMENT_TIMEOUT_MS: '30000',
  });
  const release = await holdProducts(t);
  const first = listing(t.app);
  await expect.poll(() => t!.app.catalogAdmission.load.inFlight).toBe(1);
  const refused = await listing(t.app);
  expect(refused.statusCode).toBe(503);
  expect(refused.headers['retry-after']).toBe('1');
  expect(refused.json()).toEqual({ status: 'Error', code: 'SERVICE_UNAVAILABLE', message: BUSY_MESSAGE });
  await release();
  const answered = await first;
  expect(answered.statusCode).toBe(200);
  expect(answered.json().data.productList.map((p: { product_name: string }) => p.product_name)).toEqual([
    'Busy Sensor',
  ]);
  expect((await listing(t.app)).statusCode).toBe(200);
  expect(t.app.catalogAdmission.load).toEqual({ inFlight: 0, waiting: 0 });
});

it(
  onPostgres
    ? 'cancels a listing past the catalogue statement timeout with a 503, and the pool serves the next listing'
    : 'on PGlite, one connection with no statement timeout, answers the held listing once the lock goes',
  async () => {
    t = await withOneProduct({ CATALOG_STATEMENT_TIMEOUT_MS: '200' });
    // PostgreSQL: the catalogue's reads have a pool of their own, apart from the one pages and carts use.
    expect(t.app.catalogReads.pools.includes(t.app.db) && t.app.catalogReads.pools.length === 1).toBe(!onPostgres);
    const release = await holdProducts(t);
    const held = listing(t.app);
    if (onPostgres) {
      const cancelled = await held;
      await release();
      expect(cancelled.statusCode).toBe(503);
      expect(cancelled.headers['retry-after']).toBe('1');
      expect(cancelled.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: BUSY_MESSAGE });
    } else {
      await release();
      expect((await held).statusCode).toBe(200);
    }
    const next = await listing(t.app);
    expect(next.statusCode).toBe(200);
    expect(next.json().data.productList).toHaveLength(1);
  },
);
