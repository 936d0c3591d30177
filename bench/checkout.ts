/**
 * Checkout throughput (issue 31 target 3): POST /api/v1/order/new by many signed-in customers at
 * once on PostgreSQL, printed beside its targets (≥ 600 orders/s spread over products, ≥ 300/s
 * on one SKU, p95 ≤ 100 ms at 50 connections; 0 oversold, 0 lost). A figure to read, not a test.
 *
 * The real server runs in a child process in production mode on a scratch copy of BENCH_DB (the
 * 100k catalogue; a freshly migrated and seeded database when that one has no products yet or
 * BENCH_DB=seed). Customers are made in that database (users rows and real session rows; the
 * benchmark signs their session tokens with the server's SESSION_SECRET, as sign-in does), so
 * thousands can check out without thousands of password hashes. Each customer's cart is saved on
 * the server through PUT /cart, as the app does before checkout, and the order sends the cart's
 * lines with a typed address. A customer orders at most three times (the shop's unpaid-order
 * limit, decision 014); each scenario has its own customers.
 *
 * Scenarios, each run BENCH_RUNS times for BENCH_SECONDS after a 2 s warm-up at BENCH_CONNECTIONS:
 *   spread   one unit of one of 2,000 products, chosen at random per customer, 1–3 lines;
 *   one SKU  one unit of the same product every time (lots of stock: every order waits for the
 *            one row lock);
 * then the oversell check, three times: 500 customers at once ask for one unit each of a product
 * with 50 units: exactly 50 orders, the rest refused with a 4xx, stock 0 and the product's ledger
 * chained and summing to the count.
 *
 * Printed: orders/s, p95 and p99 (ms), non-2xx and errors, the share of stock takes written as
 * heap-only tuples (docs/decisions/102), CPU ms per order of the server process
 * and of its PostgreSQL backends (from /proc; 2 cores give 2,000 ms a second, so this is the figure
 * a shared machine barely moves), and the 1-minute load average at the end of each run. Median
 * [lowest–highest] of the runs.
 *
 * Usage: npm run bench:checkout -w bench
 *   BENCH_DB (shop_bench_100k, or 'seed'), BENCH_SECONDS (5), BENCH_RUNS (3), BENCH_CONNECTIONS (50),
 *   BENCH_PORT (4721), BENCH_ONLY (spread,sku,oversell), BENCH_MAX_RATE (800: orders a second the customers are made for), DATABASE_URL (the server to use,
 *   default postgres://postgres@127.0.0.1:5432/test), BENCH_SERVER_ENV (extra KEY=VALUE,… for the server),
 *   BENCH_NODE_ARGS (extra node options for the server, e.g. --cpu-prof)
 */
import { spawn } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { createScratchDatabase, type ScratchDatabase } from '../apps/server/src/db/scratch-database';
import { seedDatabase } from '../apps/server/src/seed/seed';
import { cpuReading, type CpuReading } from './lib/process-cpu';
import { benchNodeArgs, benchServerEnv } from './lib/source-server';
import { waitForHealth } from './lib/shop-server';
import { settleWrites } from './lib/settled-writes';
import { fmt, spreadOf } from './lib/stats';

const PORT = Number(process.env.BENCH_PORT ?? 4721);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TEMPLATE = process.env.BENCH_DB ?? 'shop_bench_100k';
const ONLY = (process.env.BENCH_ONLY ?? 'spread,sku,oversell').split(',').filter(Boolean);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SERVER_ENV = benchServerEnv();
const SECRET = randomBytes(32).toString('hex');
const base = `http://127.0.0.1:${PORT}`;

/** Orders a customer may place (the settings' maximum of unpaid orders). */
const ORDERS_PER_CUSTOMER = 3;
/** Orders a second each scenario's customers are made for; past it they run out and the run says so. */
const MOST_ORDERS_PER_SECOND = Number(process.env.BENCH_MAX_RATE ?? 800);
const SPREAD_PRODUCTS = 2_000;
const OVERSELL = { stock: 50, attempts: 500, rounds: 3 };

const TARGETS = { spread: 600, sku: 300, p95: 100 };

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;

/** A session token as the server signs one at sign-in (plugins/auth.plugin.ts: HS256 `{ sid, kind, exp }`). */
function sessionToken(sid: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sid, kind: 'customer', iat: now, exp: now + 86_400 })}`;
  return `${unsigned}.${createHmac('sha256', SECRET).update(unsigned).digest('base64url')}`;
}

interface Customer {
  cookie: string;
  lines: { product_id: string; quantity: number }[];
}

/** Makes `count` customers with a live session each, straight in the database; returns their cookies. */
async function makeCustomers(client: pg.Client, count: number, tag: string): Promise<string[]> {
  const { rows } = await client.query<{ sid: string }>(
    `WITH made AS (
       INSERT INTO users (id, name, email, phone, password_hash)
       SELECT gen_random_uuid()::text, 'Bench Buyer ' || n, 'buyer-${tag}-' || n || '@example.in', '9876543210', 'not-a-hash'
       FROM generate_series(1, $1::int) AS n
       RETURNING id)
     INSERT INTO sessions (id, kind, subject_id, expires_at, user_agent)
     SELECT gen_random_uuid()::text, 'customer', id, now() + interval '1 day', 'bench/checkout' FROM made
     RETURNING id AS sid`,
    [count],
  );
  return rows.map((r) => `shop_session=${sessionToken(r.sid)}`);
}

/** Sets the products' stock with a declared cause, so the ledger says why (a restock by the system). */
async function setStock(client: pg.Client, productIds: string[], stock: number): Promise<void> {
  await client.query('BEGIN');
  await client.query(`SELECT set_config('makershop.stock_cause', $1, true)`, [
    JSON.stringify({ reason: 'restock', note: 'bench/checkout', orderId: null, actorKind: 'system', actorId: null }),
  ]);
  await client.query('UPDATE products SET stock = $2, in_stock = true WHERE id = ANY($1::text[])', [productIds, stock]);
  await client.query('COMMIT');
}

/** Saves each customer's cart through PUT /cart, as the app does, `CONNECTIONS` at a time. */
async function fillCarts(customers: Customer[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < customers.length; i = next++) {
      const { cookie, lines } = customers[i]!;
      const reply = await fetch(`${base}/api/v1/cart`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ lines, couponCode: null }),
      });
      if (!reply.ok) throw new Error(`PUT /cart answered ${reply.status}: ${await reply.text()}`);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
}

const ADDRESS = {
  name: 'Bench Buyer',
  email: 'buyer@example.in',
  phone: '9876543210',
  shippingAddress: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
};

function orderBody(customer: Customer, pincode: string): string {
  return JSON.stringify({ order: { products: customer.lines, ...ADDRESS, pincode } });
}

interface RunResult {
  ordersPerS: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  serverCpuMs: number;
  dbCpuMs: number;
  /** This process's CPU ms per order: the load generator's, on the same cores as the shop. */
  clientCpuMs: number;
  load: number;
  ranOut: boolean;
}

/**
 * One run: POST /order/new at CONNECTIONS for `seconds`, each request the next customer's (each
 * customer at most ORDERS_PER_CUSTOMER times, spread over the run), from `cursor` on.
 */
async function run(
  customers: Customer[],
  cursor: { next: number },
  pincode: string,
  seconds: number,
  cpu: () => Promise<CpuReading>,
): Promise<RunResult> {
  const before = await cpu();
  const clientBefore = process.cpuUsage();
  const latencies: number[] = [];
  let ranOut = false;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}/api/v1/order/new`,
        method: 'POST',
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            setupRequest: (request: autocannon.Request) => {
              const n = cursor.next++;
              if (n >= customers.length * ORDERS_PER_CUSTOMER) ranOut = true;
              const customer = customers[n % customers.length]!;
              return {
                ...request,
                headers: { 'content-type': 'application/json', cookie: customer.cookie },
                body: orderBody(customer, pincode),
              };
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status === 201) latencies.push(responseTime);
    });
  });
  const clientUsed = process.cpuUsage(clientBefore);
  const after = await cpu();
  latencies.sort((a, b) => a - b);
  const placed = Math.max(1, latencies.length);
  return {
    ordersPerS: latencies.length / seconds,
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    serverCpuMs: (after.server - before.server) / placed,
    dbCpuMs: (after.db - before.db) / placed,
    clientCpuMs: (clientUsed.user + clientUsed.system) / 1000 / placed,
    load: after.load,
    ranOut,
  };
}

/** A fresh scratch database: a copy of TEMPLATE when it has products, else migrated and seeded. */
async function scratchCatalogue(): Promise<{ database: ScratchDatabase; made: string }> {
  if (TEMPLATE !== 'seed') {
    const probe = new pg.Client({ connectionString: serverUrl });
    await probe.connect();
    let products = 0;
    try {
      const { rows } = await probe.query('SELECT 1 FROM pg_database WHERE datname = $1', [TEMPLATE]);
      if (rows.length > 0) {
        const url = new URL(serverUrl);
        url.pathname = `/${TEMPLATE}`;
        const template = new pg.Client({ connectionString: url.toString() });
        await template.connect();
        products = (await template.query<{ n: number }>('SELECT count(*)::int AS n FROM products')).rows[0]!.n;
        await template.end();
      }
    } finally {
      await probe.end();
    }
    if (products >= 10_000) {
      return {
        database: await createScratchDatabase(serverUrl, 'shop_checkout_bench', TEMPLATE),
        made: `copy of ${TEMPLATE}`,
      };
    }
  }
  const database = await createScratchDatabase(serverUrl, 'shop_checkout_bench');
  const opened = openDatabase({ url: database.url });
  try {
    await opened.migrate();
    await seedDatabase(opened.db, { uploadsDir: mkdtempSync(join(tmpdir(), 'shop-checkout-')), demoAccounts: false });
  } finally {
    await opened.close();
  }
  return { database, made: 'freshly seeded' };
}

function startServer(databaseUrl: string) {
  const serverEntry = fileURLToPath(new URL('../apps/server/src/server.ts', import.meta.url));
  return spawn(process.execPath, [...benchNodeArgs(), '--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENTS_SANDBOX: 'true',
      MAIL_SANDBOX: 'true',
      PORT: String(PORT),
      PUBLIC_URL: base,
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-checkout-')),
      SESSION_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      ...SERVER_ENV,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/**
 * Row versions written to products so far and how many of them were heap-only (HOT: beside the
 * old version, no index touched), as pg_stat_user_tables counts them after a 1.1 s wait (a
 * backend reports its counts at most once a second).
 */
async function productUpdates(client: pg.Client): Promise<{ updates: number; hot: number }> {
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const { rows } = await client.query<{ updates: number; hot: number }>(
    `SELECT n_tup_upd::int AS updates, n_tup_hot_upd::int AS hot FROM pg_stat_user_tables WHERE relname = 'products'`,
  );
  return rows[0] ?? { updates: 0, hot: 0 };
}

/** `count` random distinct in-stock products' ids, of products no order holds yet. */
async function someProducts(client: pg.Client, count: number): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `SELECT id FROM products p WHERE in_stock AND NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.product_id = p.id)
     ORDER BY md5(id || $2) LIMIT $1`,
    [count, randomUUID()],
  );
  return rows.map((r) => r.id);
}

/** The oversell check's figures for one product after its round. */
async function oversellFigures(client: pg.Client, productId: string) {
  const { rows } = await client.query<{
    stock: number;
    orders: number;
    units: number;
    ledger_rows: number;
    ledger_sum: number;
    chained: boolean;
    last_after: number;
  }>(
    `SELECT p.stock,
       (SELECT count(DISTINCT order_id)::int FROM order_lines WHERE product_id = p.id) AS orders,
       (SELECT coalesce(sum(quantity), 0)::int FROM order_lines WHERE product_id = p.id) AS units,
       (SELECT count(*)::int FROM stock_movements WHERE product_id = p.id AND reason = 'order_placed') AS ledger_rows,
       (SELECT coalesce(sum(quantity_after - quantity_before), 0)::int FROM stock_movements WHERE product_id = p.id) AS ledger_sum,
       (SELECT bool_and(prev IS NULL OR prev = quantity_before) FROM (
          SELECT quantity_before, lag(quantity_after) OVER (ORDER BY seq) AS prev FROM stock_movements WHERE product_id = p.id) m) AS chained,
       (SELECT quantity_after FROM stock_movements WHERE product_id = p.id ORDER BY seq DESC LIMIT 1) AS last_after
     FROM products p WHERE p.id = $1`,
    [productId],
  );
  return rows[0]!;
}

const { database, made } = await scratchCatalogue();
const databaseName = database.name;
try {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows: counted } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
  const { rows: areas } = await client.query<{ pincode: string }>(
    `SELECT pincode FROM service_areas ORDER BY pincode LIMIT 1`,
  );
  const pincode = areas[0]?.pincode;
  if (!pincode) throw new Error('the catalogue has no service area to deliver to');
  const perScenario = Math.ceil((MOST_ORDERS_PER_SECOND * (2 + RUNS * SECONDS)) / ORDERS_PER_CUSTOMER);
  console.log(
    `${fmt(counted[0]!.n)} products (${made}); ${RUNS} runs of ${SECONDS} s per scenario after a 2 s warm-up; ` +
      `${CONNECTIONS} connections; ${fmt(perScenario)} customers per scenario; median [lowest–highest]`,
  );

  const server = startServer(database.url);
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  const cpu = () => cpuReading(server.pid, databaseName, admin);
  try {
    await waitForHealth(base);
    const scenarios: { name: string; key: 'spread' | 'sku'; lines: () => Customer['lines'][] }[] = [];
    if (ONLY.includes('spread')) {
      const ids = await someProducts(client, SPREAD_PRODUCTS);
      await setStock(client, ids, 1_000_000);
      scenarios.push({
        name: `spread over ${fmt(ids.length)} products`,
        key: 'spread',
        lines: () =>
          Array.from({ length: perScenario }, () => {
            const count = 1 + Math.floor(Math.random() * 3);
            const picked = new Set<string>();
            while (picked.size < count) picked.add(ids[Math.floor(Math.random() * ids.length)]!);
            return [...picked].map((product_id) => ({ product_id, quantity: 1 }));
          }),
      });
    }
    if (ONLY.includes('sku')) {
      const [id] = await someProducts(client, 1);
      await setStock(client, [id!], 1_000_000);
      scenarios.push({
        name: 'one SKU',
        key: 'sku',
        lines: () => Array.from({ length: perScenario }, () => [{ product_id: id!, quantity: 1 }]),
      });
    }

    for (const scenario of scenarios) {
      const cookies = await makeCustomers(client, perScenario, `${scenario.key}-${Date.now()}`);
      const lines = scenario.lines();
      const customers = cookies.map((cookie, i) => ({ cookie, lines: lines[i]! }));
      const filling = performance.now();
      await fillCarts(customers);
      const fillSeconds = (performance.now() - filling) / 1000;
      await settleWrites(database.url);
      const cursor = { next: 0 };
      await run(customers, cursor, pincode, 2, cpu); // warm-up
      const updatesBefore = await productUpdates(admin);
      const results: RunResult[] = [];
      for (let r = 0; r < RUNS; r++) results.push(await run(customers, cursor, pincode, SECONDS, cpu));
      const updatesAfter = await productUpdates(admin);
      const takes = updatesAfter.updates - updatesBefore.updates;
      const hotShare = takes > 0 ? (100 * (updatesAfter.hot - updatesBefore.hot)) / takes : NaN;
      const target = TARGETS[scenario.key];
      const failed = results.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
      console.log(
        `\n${scenario.name} (carts saved in ${fmt(fillSeconds, 1)} s)\n` +
          `  ${spreadOf(results.map((r) => r.ordersPerS)).padStart(18)} orders/s (target ≥ ${target})  ` +
          `p95 ${spreadOf(results.map((r) => r.p95))} ms (target ≤ ${TARGETS.p95})  p99 ${spreadOf(results.map((r) => r.p99))} ms\n` +
          `  CPU per order: server ${spreadOf(
            results.map((r) => r.serverCpuMs),
            2,
          )} ms, database ${spreadOf(
            results.map((r) => r.dbCpuMs),
            2,
          )} ms, load generator ${spreadOf(
            results.map((r) => r.clientCpuMs),
            2,
          )} ms  load ${results.map((r) => fmt(r.load, 1)).join('/')}` +
          `  non-2xx/errors ${failed}\n` +
          `  stock takes written beside their row (HOT, no index touched): ${fmt(hotShare, 0)} % of ${fmt(takes)}` +
          (results.some((r) => r.ranOut) ? '  (customers ran out: some ordered more than their limit allows)' : ''),
      );
    }

    if (ONLY.includes('oversell')) {
      console.log(
        `\noversell: ${OVERSELL.attempts} customers at once, one unit each, of a product with ${OVERSELL.stock} units`,
      );
      for (let round = 1; round <= OVERSELL.rounds; round++) {
        const [id] = await someProducts(client, 1);
        await setStock(client, [id!], OVERSELL.stock);
        const cookies = await makeCustomers(client, OVERSELL.attempts, `oversell-${round}-${Date.now()}`);
        const customers = cookies.map((cookie) => ({ cookie, lines: [{ product_id: id!, quantity: 1 }] }));
        await fillCarts(customers);
        const statuses = new Map<number, number>();
        let next = 0;
        const worker = async () => {
          for (let i = next++; i < customers.length; i = next++) {
            const reply = await fetch(`${base}/api/v1/order/new`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie: customers[i]!.cookie },
              body: orderBody(customers[i]!, pincode),
            });
            await reply.arrayBuffer();
            statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
          }
        };
        await Promise.all(Array.from({ length: CONNECTIONS }, worker));
        const placed = statuses.get(201) ?? 0;
        const refused = [...statuses].filter(([s]) => s >= 400 && s < 500).reduce((sum, [, n]) => sum + n, 0);
        const other = OVERSELL.attempts - placed - refused;
        const f = await oversellFigures(client, id!);
        const exact =
          placed === OVERSELL.stock &&
          other === 0 &&
          f.stock === 0 &&
          f.orders === OVERSELL.stock &&
          f.units === OVERSELL.stock &&
          f.ledger_rows === OVERSELL.stock &&
          f.chained &&
          f.last_after === 0;
        console.log(
          `  round ${round}: ${placed} placed, ${refused} refused with a 4xx (${[...statuses]
            .map(([s, n]) => `${n}×${s}`)
            .join(', ')}), ${other} other; stock left ${f.stock}, ${f.orders} orders hold ${f.units} units, ` +
            `${f.ledger_rows} ledger rows 'order_placed', ledger ${f.chained ? 'chained' : 'BROKEN'} ending at ${f.last_after}` +
            `  → ${exact ? 'exact (0 oversold, 0 lost)' : 'NOT EXACT'}`,
        );
      }
    }
  } finally {
    await admin.end();
    await client.end();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
} finally {
  await database.drop();
}
