import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { products } from '../../db/schema/index';
import { makeCategory, makeProduct, makeServiceArea } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { startReplicaClusters, type ReplicaClusters } from '../../test/replica-clusters';
import { signInStaff, signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 32 "Read replicas" (docs/decisions/087). On PostgreSQL (DATABASE_URL) this file starts a
// primary and a streaming replica of its own on ports 5440-5441; on PGlite it checks what the
// embedded database does instead.
const onPostgres = Boolean(process.env.DATABASE_URL);
const PORTS = { primary: 5440, replica: 5441 };
const METRICS_TOKEN = 'replica-metrics-token-0123456789';

let clusters: ReplicaClusters | undefined;
let database: Database | undefined;
let t: TestApp;
let staff: SignedIn;
let categoryId: string;

beforeAll(async () => {
  // Every listing reads the database: no reply kept in memory to hide where it came from.
  const env = { LISTING_CACHE_MS: '0', LISTING_COUNT_KEEP_MS: '0', METRICS_TOKEN };
  if (onPostgres) {
    clusters = await startReplicaClusters(PORTS);
    database = openDatabase({ url: clusters.primaryUrl, readUrl: clusters.replicaUrl, poolSize: 4 });
    await database.migrate();
  }
  t = await createTestApp({ env, ...(database ? { database } : {}) });
  staff = await signInStaff(t.app, t.db);
  categoryId = (await makeCategory(t.db, 'Replica Parts')).id;
  await makeServiceArea(t.db, '560038');
  // The replica starts from the primary's empty shop database: each test starts with the schema
  // and seed replayed, as a replica does in service (a loaded machine replays late).
  await clusters?.caughtUp();
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
  await clusters?.close();
});

const listed = async (search: string) => {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/v1/product/list',
    payload: { pageNum: 1, pageSize: 12, filters: { search } },
  });
  expect(reply.statusCode).toBe(200);
  return reply.json().data.productList.map((p: { product_name: string }) => p.product_name) as string[];
};
const productPage = (id: string) => t.app.inject({ method: 'GET', url: `/api/v1/product/${id}` });
const staffList = async (search: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/product/allProduct?search=${encodeURIComponent(search)}`,
      headers: { cookie: staff.cookie },
    })
  )
    .json()
    .data.products.map((p: { product_name: string }) => p.product_name) as string[];
const quote = (productId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/quote',
    payload: { lines: [{ product_id: productId, quantity: 1 }] },
  });
/** The read replica's lines of /metrics. */
const replicaMetrics = async () =>
  (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body
    .split('\n')
    .filter((line) => line.startsWith('shop_read_replica_up'));
const readyz = async () => {
  const reply = await t.app.inject({ method: 'GET', url: '/readyz' });
  return { status: reply.statusCode, replica: reply.json().checks.replica as string };
};

// One pass or the other defines its tests: neither shows the other's as skipped.
if (!onPostgres)
  it('on the embedded database, has no replica: every read goes to the one database', async () => {
    expect(() => openDatabase({ readUrl: 'postgres://postgres@127.0.0.1:5441/shop' })).toThrow(/needs DATABASE_URL/);
    expect(t.app.catalogReads.pools).toEqual([t.db]);
    await makeProduct(t.db, { categoryId, productName: 'Embedded Relay' });
    expect(await listed('embedded relay')).toEqual(['Embedded Relay']);
    expect(await readyz()).toEqual({ status: 200, replica: 'not configured' });
    expect(await replicaMetrics()).toEqual([]);
  });

if (onPostgres) {
  it('lists from the replica once it replays, and quotes and sells from the primary while replay is paused', async () => {
    const relay = await makeProduct(t.db, { categoryId, productName: 'Replica Relay', stock: 5 });
    // The first reads store the product's page and card documents, through the primary.
    expect((await productPage(relay.id)).statusCode).toBe(200);
    await listed('replica relay');
    await clusters!.caughtUp();
    expect(await listed('replica relay')).toEqual(['Replica Relay']);
    expect(await readyz()).toEqual({ status: 200, replica: expect.stringMatching(/^ok \(/) });

    await clusters!.pauseReplay();
    const servo = await makeProduct(t.db, { categoryId, productName: 'Replica Servo', stock: 3 });
    await t.db.update(products).set({ productName: 'Replica Relay Mk2', stock: 0 }).where(eq(products.id, relay.id));
    // The shop's pages read the replica, which has not seen either change; staff read the primary.
    expect(await listed('replica servo')).toEqual([]);
    expect(await listed('replica relay')).toEqual(['Replica Relay']);
    expect((await productPage(relay.id)).json().data.product.product_name).toBe('Replica Relay');
    expect(await staffList('replica')).toEqual(expect.arrayContaining(['Replica Servo', 'Replica Relay Mk2']));
    // The quote and the order read the primary: the relay is sold out there, the servo exists there.
    expect((await quote(relay.id)).json().data).toMatchObject({
      orderable: false,
      lines: [{ problem: expect.stringMatching(/out of stock/) }],
    });
    expect((await quote(servo.id)).json().data.orderable).toBe(true);
    const shopper = await signUpCustomer(t.app);
    expect((await placeOrder(t.app, shopper.cookie, [{ product_id: servo.id, quantity: 1 }])).statusCode).toBe(201);

    await clusters!.resumeReplay();
    await clusters!.caughtUp();
    expect(await listed('replica servo')).toEqual(['Replica Servo']);
    expect((await productPage(relay.id)).json().data.product.product_name).toBe('Replica Relay Mk2');
  }, 60_000);

  it('serves every catalogue read from the primary while the replica is down, says so on /readyz, and goes back to it', async () => {
    await clusters!.stopReplica();
    const sensor = await makeProduct(t.db, { categoryId, productName: 'Fallback Sensor' });
    expect(await listed('fallback sensor')).toEqual(['Fallback Sensor']);
    expect((await productPage(sensor.id)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain(sensor.id);
    const suggestions = await t.app.inject({ method: 'GET', url: '/api/v1/product/suggestions?q=fallback' });
    expect(suggestions.statusCode).toBe(200);
    expect(await readyz()).toEqual({ status: 200, replica: expect.stringMatching(/^down: reads go to the primary/) });
    expect(await replicaMetrics()).toEqual(['shop_read_replica_up 0']);

    await clusters!.startReplica();
    await clusters!.caughtUp();
    expect(await readyz()).toEqual({ status: 200, replica: expect.stringMatching(/^ok \(/) });
    expect(await replicaMetrics()).toEqual(['shop_read_replica_up 1']);
    // Back on the replica: with its replay paused, a new product is not listed yet.
    await clusters!.pauseReplay();
    await makeProduct(t.db, { categoryId, productName: 'Fallback Stepper' });
    expect(await listed('fallback stepper')).toEqual([]);
    await clusters!.resumeReplay();
    await clusters!.caughtUp();
    expect(await listed('fallback stepper')).toEqual(['Fallback Stepper']);
  }, 60_000);
}
