/**
 * Scale-out proven (issue 32, docs/decisions/088): two real server processes and one separate job
 * worker on one PostgreSQL with Redis, as README "Growing past one machine" lays them out. Shoppers
 * buy the same scarce stock through both servers at once and pay through both; one server and the
 * worker are killed with SIGKILL mid-traffic and started again. Then no order is lost or doubled,
 * every paid order is invoiced and shipped once, every job is done once, and the rate limits count
 * across both servers. On the embedded database (no DATABASE_URL) the layout cannot exist: the
 * separate worker refuses to start, which is what that pass checks.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { afterAll, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from './db/client';
import { createScratchDatabase, type ScratchDatabase } from './db/scratch-database';
import { connectRedis, deleteRateLimitCounters } from './plugins/rate-limit.store';
import { PINCODE_LOOKUP_PER_IP } from './plugins/rate-limit.rules';
import { makeCategory, makeProduct, makeServiceArea, stockOf } from './test/factories';
import { placeOrderOverHttp, payOverHttp, shopperAddress, signUpOverHttp, type HttpShopper } from './test/http-shopper';
import { freePort, serverEntry } from './test/server-process';
import { startShopProcess, untilOutput, untilReady, workerEntry, type ShopProcess } from './test/shop-processes';
import {
  invoiceSerials,
  jobsIn,
  mailJobsNotDeliveredOnce,
  ordersOf,
  owedJobs,
  type JobRecord,
} from './test/scale-out-records';

const serverUrl = process.env.DATABASE_URL;
const WORKER_STARTED = 'MakerShop job worker running';
const SCARCE_UNITS = 20;
const CHECKOUTS = 60;
const PLENTY_UNITS = 1_000;

const started: ShopProcess[] = [];
const dataDirs: string[] = [];
let scratch: ScratchDatabase | undefined;
let database: Database | undefined;
let redis: Redis | undefined;
const nameSpace = `scale-out-test-${randomBytes(4).toString('hex')}:`;

afterAll(async () => {
  for (const shop of started) shop.kill('SIGKILL');
  await Promise.all(started.map((shop) => shop.exited));
  await database?.close();
  await scratch?.drop();
  if (redis) await deleteRateLimitCounters(redis, nameSpace);
  redis?.disconnect();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** The environment every process of the layout shares (README "Growing past one machine"). */
function sharedEnv(url: string): Record<string, string> {
  return {
    DATABASE_URL: url,
    REDIS_URL: 'redis://127.0.0.1:6379',
    RATE_LIMIT_NAMESPACE: nameSpace,
    SESSION_SECRET: randomBytes(24).toString('hex'),
    SANDBOX_PAYMENT_SECRET: randomBytes(24).toString('hex'),
    // A killed worker's jobs come back after 3 s instead of the default 5 minutes.
    JOBS_LEASE_SECONDS: '3',
    LOG_LEVEL: 'warn',
  };
}

/** Starts process `name` of the layout: a server on `port` (jobs left to the worker) or, without one, the worker. */
function start(name: string, env: Record<string, string>, port?: number): ShopProcess {
  const dataDir = mkdtempSync(join(tmpdir(), `shop-${name}-`));
  dataDirs.push(dataDir);
  const own = port
    ? { PORT: String(port), HOST: '127.0.0.1', JOBS_IN_PROCESS: 'false', TRUST_PROXY: 'loopback' }
    : ({} as Record<string, string>);
  const shop = startShopProcess(name, port ? serverEntry : workerEntry, { ...env, ...own, DATA_DIR: dataDir });
  started.push(shop);
  return shop;
}

const ready = (shop: ShopProcess, port?: number) =>
  port ? untilReady(shop, `http://127.0.0.1:${port}`) : untilOutput(shop, WORKER_STARTED);

/** The three processes, started at once; resolves when the servers answer /readyz 200 and the worker runs. */
async function startLayout(url: string) {
  const env = sharedEnv(url);
  const [portA, portB] = [await freePort(), await freePort()];
  const layout = { env, portA, portB, a: start('server-a', env, portA), b: start('server-b', env, portB) };
  const worker = start('worker', env);
  await Promise.all([ready(layout.a, portA), ready(layout.b, portB), ready(worker)]);
  return { ...layout, worker, bases: [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`] };
}

/** Hits the pincode look-up from one address through A up to one below its limit, then through B twice. */
async function rateLimitAcross([baseA, baseB]: string[]) {
  const address = shopperAddress(59_999);
  const lookUp = (base: string) =>
    fetch(`${base}/api/v1/location/pincode/560038`, { headers: { 'x-forwarded-for': address } }).then((r) => r.status);
  const throughA = [];
  for (let n = 1; n < PINCODE_LOOKUP_PER_IP.max; n++) throughA.push(await lookUp(baseA!));
  return { throughA, lastThroughB: await lookUp(baseB!), pastThroughB: await lookUp(baseB!) };
}

/** Every shopper places one order of `productId`, all at once, alternately through A and B. */
function buyAtOnce(bases: string[], shoppers: HttpShopper[], productId: string) {
  return Promise.all(shoppers.map((shopper, n) => placeOrderOverHttp(bases[n % 2]!, shopper, productId)));
}

type Layout = Awaited<ReturnType<typeof startLayout>>;
type Placed = Awaited<ReturnType<typeof placeOrderOverHttp>>;

/** Payments that finish before server A and the worker are killed: the rest are in flight or yet to start. */
const PAID_BEFORE_KILL = 5;
/** Shoppers paying at once, and shoppers buying the plentiful product at once. */
const PAYING_AT_ONCE = 4;
const BUYING_AT_ONCE = 2;

/** Runs `work` on each item, `atOnce` at a time, in the order given. */
async function inTurn<T>(items: T[], atOnce: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/**
 * The buyers of the scarce stock pay (each step at their own server first, at the other if that one
 * is down), while the shoppers it refused buy the plentiful product through A and B without a
 * second try. After PAID_BEFORE_KILL payments, server A and the worker get SIGKILL mid-traffic;
 * once every payment went through, both are started again. Returns the plentiful product's replies
 * ('no reply' where the server died first), who was refused, and the jobs the worker held when killed.
 */
async function payAndKill(layout: Layout, shoppers: HttpShopper[], bought: Placed[], plentyId: string) {
  const { bases } = layout;
  const serversOf = (n: number) => [bases[n % 2]!, bases[(n + 1) % 2]!];
  let paid = 0;
  let killed: Promise<{ heldAtKill: JobRecord[]; restarted: Promise<unknown> }> | undefined;
  const payers = bought.flatMap((reply, n) => (reply.orderId ? [{ n, orderId: reply.orderId }] : []));
  const paying = inTurn(payers, PAYING_AT_ONCE, async ({ n, orderId }) => {
    await payOverHttp(serversOf(n), shoppers[n]!, orderId);
    if (++paid === PAID_BEFORE_KILL) killed = killMidJob(layout);
  });
  const refused = bought.flatMap((reply, n) => (reply.status === 409 ? [n] : []));
  const plenty: (Placed | 'no reply')[] = [];
  const buying = inTurn(refused, BUYING_AT_ONCE, async (n) => {
    plenty.push(await placeOrderOverHttp(bases[n % 2]!, shoppers[n]!, plentyId).catch(() => 'no reply' as const));
  });
  await Promise.all([paying, buying]);
  const { heldAtKill, restarted } = await killed!;
  await restarted;
  return { plenty, refused: refused.length, heldAtKill };
}

/** How long the worker may run without being caught holding a job before the test gives up. */
const CATCH_WORKER_MS = 20_000;

/**
 * Kills the worker with SIGKILL while it holds claimed jobs (it is frozen with SIGSTOP and looked
 * at until it is caught holding some), and server A with it; then starts both again, as a process
 * manager would. Returns the jobs it held and a promise that the new ones are ready.
 */
async function killMidJob(layout: Layout) {
  const deadline = Date.now() + CATCH_WORKER_MS;
  for (;;) {
    layout.worker.kill('SIGSTOP');
    const heldAtKill = await jobsIn(database!.db, ['running']);
    if (heldAtKill.length > 0) {
      layout.a.kill('SIGKILL');
      layout.worker.kill('SIGKILL');
      await Promise.all([layout.a.exited, layout.worker.exited]);
      const [a, worker] = [start('server-a', layout.env, layout.portA), start('worker', layout.env)];
      return { heldAtKill, restarted: Promise.all([ready(a, layout.portA), ready(worker)]) };
    }
    layout.worker.kill('SIGCONT');
    if (Date.now() > deadline) throw new Error('The worker was never caught holding a job');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Waits until the job queue has settled (nothing running, nothing overdue) and every buyer's order is invoiced and shipped. */
async function untilSettled(db: Database['db'], scarceId: string) {
  await expect
    .poll(
      async () => {
        const owed = await owedJobs(db);
        const orders = await ordersOf(db, scarceId);
        return { owed, unfinished: orders.filter((order) => order.invoices === 0 || order.shipments === 0).length };
      },
      { timeout: 60_000, interval: 250 },
    )
    .toEqual({ owed: [], unfinished: 0 });
}

/** Each paid order captured, invoiced and shipped once; each of its jobs done once; none failed or stuck. */
async function expectPaidOrdersOnce(db: Database['db'], scarceId: string, heldAtKill: JobRecord[]) {
  const orders = await ordersOf(db, scarceId);
  expect(orders).toHaveLength(SCARCE_UNITS);
  for (const order of orders)
    expect(order).toMatchObject({ paymentStatus: 'Paid', captures: 1, invoices: 1, shipments: 1 });
  expect(new Set(orders.map((order) => order.waybill)).size).toBe(SCARCE_UNITS);
  // A killed invoice job rolled back whole: the serials have no gap and no repeat.
  expect(await invoiceSerials(db)).toEqual(Array.from({ length: SCARCE_UNITS }, (_, i) => i + 1));

  const jobs = await jobsIn(db);
  expect(jobs.filter((job) => job.status === 'failed')).toEqual([]);
  for (const name of ['invoices.issue', 'shipment.create']) {
    const ofName = jobs.filter((job) => job.name === name);
    expect(ofName.map((job) => job.orderId).sort()).toEqual(orders.map((order) => order.id).sort());
    expect(ofName.every((job) => job.status === 'done')).toBe(true);
  }
  // The jobs the killed worker held came back after their lease and were finished.
  expect(heldAtKill.length).toBeGreaterThan(0);
  const statusOf = new Map(jobs.map((job) => [job.id, job.status]));
  for (const held of heldAtKill) expect(statusOf.get(held.id)).toBe('done');
  // A mail job run again sends the same Message-ID, which the mailbox keeps once.
  expect(jobs.some((job) => job.name === 'mail.send' && job.status === 'done')).toBe(true);
  expect(await mailJobsNotDeliveredOnce(db)).toEqual([]);
}

/** Every order a server answered 2xx for exists once; one whose reply was lost may exist, never twice; no unit lost. */
async function expectNoOrderLostOrDoubled(
  db: Database['db'],
  plentyId: string,
  after: Awaited<ReturnType<typeof payAndKill>>,
) {
  const orders = await ordersOf(db, plentyId);
  const answered = after.plenty.flatMap((reply) => (reply !== 'no reply' && reply.orderId ? [reply.orderId] : []));
  expect(orders.map((order) => order.id)).toEqual(expect.arrayContaining(answered));
  expect(new Set(orders.map((order) => order.userId)).size).toBe(orders.length);
  expect(orders.length).toBeLessThanOrEqual(after.refused);
  expect(await stockOf(db, plentyId)).toBe(PLENTY_UNITS - orders.length);
}

/** The embedded database's pass: the layout cannot exist there, and the worker says so. */
async function workerRefusesWithoutPostgres() {
  const worker = start('worker', {});
  expect(await worker.exited).toBe(1);
  expect(worker.output()).toContain('The worker needs DATABASE_URL');
}

it(
  serverUrl
    ? 'two servers and a worker on one PostgreSQL sell scarce stock once, survive SIGKILL mid-traffic, and do every job once'
    : 'on the embedded database, the separate worker refuses to start (the database is one process’s)',
  async () => {
    if (!serverUrl) return workerRefusesWithoutPostgres();
    scratch = await createScratchDatabase(serverUrl, 'shop_test', inject('databaseTemplate'));
    redis = await connectRedis('redis://127.0.0.1:6379');
    const layout = await startLayout(scratch.url);
    const { bases } = layout;
    database = openDatabase({ url: scratch.url, poolSize: 2 });
    const db = database.db;
    const category = await makeCategory(db);
    await makeServiceArea(db, '560038');
    const scarce = await makeProduct(db, { categoryId: category.id, stock: SCARCE_UNITS });
    const plenty = await makeProduct(db, { categoryId: category.id, stock: PLENTY_UNITS });

    // Rate limits are counted in Redis: B refuses at the limit that A's calls used up.
    const limits = await rateLimitAcross(bases);
    expect(limits.throughA).toEqual(Array(PINCODE_LOOKUP_PER_IP.max - 1).fill(200));
    expect([limits.lastThroughB, limits.pastThroughB]).toEqual([200, 429]);

    // Sessions are shared: shoppers sign up on one server and buy through the other.
    const shoppers = await Promise.all(
      Array.from({ length: CHECKOUTS }, (_, n) => signUpOverHttp(bases[(n + 1) % 2]!, n)),
    );
    const bought = await buyAtOnce(bases, shoppers, scarce.id);
    const sold = bought.filter((reply) => reply.status === 201);
    expect(sold).toHaveLength(SCARCE_UNITS);
    expect(bought.filter((reply) => reply.status === 409 && reply.code === 'OUT_OF_STOCK')).toHaveLength(
      CHECKOUTS - SCARCE_UNITS,
    );
    expect(await stockOf(db, scarce.id)).toBe(0);
    expect((await ordersOf(db, scarce.id)).map((order) => order.id).sort()).toEqual(
      sold.map((reply) => reply.orderId).sort(),
    );

    const after = await payAndKill(layout, shoppers, bought, plenty.id);
    await untilSettled(db, scarce.id);
    await expectPaidOrdersOnce(db, scarce.id, after.heldAtKill);
    await expectNoOrderLostOrDoubled(db, plenty.id, after);
  },
  180_000,
);
