/**
 * The back office at scale (issue 31, target 4): Product Management's list and the inventory
 * table, searched, filtered, ordered and paged, and the catalogue's CSV export, against a copy of
 * a large catalogue (bench/generate-catalogue.ts; BENCH_DB, e.g. shop_bench_1m), each beside its
 * target. One member of staff clicking: requests one after another, not a crowd. A figure to
 * read, not a pass/fail test.
 *
 * The real server runs in a child process in production mode (bench/lib/scale-server.ts). Each
 * screen is asked BENCH_RUNS times × REQUESTS requests (after two warm-up requests); printed: the
 * median [lowest–highest] of the runs' slowest request, and the CPU ms per request of the server
 * and its database backends (the figure that noise from other work on the machine barely moves).
 * The export is read to its end BENCH_RUNS times while the server's resident memory is sampled
 * every 20 ms: streamed, its peak stays near the idle server's, whatever the catalogue's size.
 *
 * Usage: BENCH_DB=shop_bench_1m npm run bench:admin -w bench
 *   BENCH_DB (shop_bench_100k), BENCH_RUNS (3), REQUESTS (10), BENCH_ONLY (words: only the
 *   screens whose name holds one), BENCH_PORT (4555), DATABASE_URL (the server to use)
 */
import pg from 'pg';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database';
import { hashPassword } from '../apps/server/src/lib/password';
import { cpuReading } from './lib/process-cpu';
import { rssOf, startScaleServer, stopScaleServer } from './lib/scale-server';
import { waitForHealth } from './lib/shop-server';
import { median } from './lib/stats';

/** How long the server may take to start: a start on a shared machine at a million products can take minutes. */
const START_TIMEOUT_MS = Number(process.env.BENCH_START_SECONDS ?? 600) * 1000;
const PORT = Number(process.env.BENCH_PORT ?? 4555);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const REQUESTS = Number(process.env.REQUESTS ?? 10);
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const TEMPLATE = process.env.BENCH_DB ?? 'shop_bench_100k';
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The target for every screen: a page of the back office answers within 300 ms. */
const TARGET_MS = 300;
/** Products archived in the copy, so that the archived list has rows to show. */
const ARCHIVED = 100;
const EMAIL = 'bench-admin@example.in';
const PASSWORD = 'Bench@2026';

interface Screen {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: object;
}

const products = (query: string): Screen => ({
  name: `products ${query || '(default)'}`,
  method: 'GET',
  path: `/api/v1/product/allProduct${query ? `?${query}` : ''}`,
});
const inventory = (name: string, body: object): Screen => ({
  name: `inventory ${name}`,
  method: 'POST',
  path: '/api/v1/inventory/list',
  body,
});

const SCREENS: Screen[] = [
  products(''),
  products('sort_by=name&sort_order=desc'),
  products('sort_by=price&sort_order=asc'),
  products('sort_by=stock&sort_order=desc'),
  products('sort_by=category&sort_order=asc'),
  products('page=5000'),
  products('category=Sensors'),
  products('out_of_stock=true'),
  products('status=archived'),
  products('search=sensor'),
  products('search=esp32'),
  inventory('(default)', { pageNum: 1, pageSize: 20, filters: {} }),
  inventory('updated desc', { pageNum: 1, pageSize: 20, filters: { sort: 'updated', order: 'desc' } }),
  inventory('stock asc', { pageNum: 1, pageSize: 20, filters: { sort: 'stock', order: 'asc' } }),
  inventory('sku page 2000', { pageNum: 2000, pageSize: 20, filters: { sort: 'sku' } }),
  inventory('Low Stock', { pageNum: 1, pageSize: 20, filters: { status: 'Low Stock' } }),
  inventory('Out of Stock', { pageNum: 1, pageSize: 20, filters: { status: 'Out of Stock' } }),
  inventory('category Sensors', { pageNum: 1, pageSize: 20, filters: { category_name: 'Sensors' } }),
  inventory('search sensor', { pageNum: 1, pageSize: 20, filters: { search: 'sensor' } }),
  inventory('search esp32', { pageNum: 1, pageSize: 20, filters: { search: 'esp32' } }),
];

const selected = (name: string) => ONLY.length === 0 || ONLY.some((word) => name.includes(word));
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const spread = (values: number[], digits = 0) =>
  `${fmt(median(values), digits)} [${fmt(Math.min(...values), digits)}–${fmt(Math.max(...values), digits)}]`;

const database = await createScratchDatabase(serverUrl, 'shop_bench_admin', TEMPLATE);
const base = `http://127.0.0.1:${PORT}`;
const databaseName = new URL(database.url).pathname.slice(1);
try {
  const setup = new pg.Client({ connectionString: database.url });
  await setup.connect();
  await setup.query(
    `INSERT INTO admins (id, name, email, password_hash, role) VALUES (gen_random_uuid()::text, 'Bench Admin', $1, $2, 'SuperAdmin')`,
    [EMAIL, await hashPassword(PASSWORD)],
  );
  await setup.query(
    `UPDATE products SET archived_at = now() WHERE id IN (SELECT id FROM products ORDER BY md5(id) LIMIT ${ARCHIVED})`,
  );
  const { rows } = await setup.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
  await setup.end();
  console.log(
    `${fmt(rows[0]!.n)} products (copy of ${TEMPLATE}, ${ARCHIVED} archived); ${RUNS} runs of ${REQUESTS} requests a screen, one after another; ` +
      `median [lowest–highest] of the runs' slowest request`,
  );

  const server = startScaleServer(database.url, { port: PORT, cacheMs: 0, processes: 1 });
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    await waitForHealth(base, START_TIMEOUT_MS);
    const login = await fetch(`${base}/api/v1/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const token = ((await login.json()) as { data: { admin: { token: string } } }).data.admin.token;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const ask = async (screen: Screen) => {
      const started = performance.now();
      const reply = await fetch(`${base}${screen.path}`, {
        method: screen.method,
        headers,
        ...(screen.body ? { body: JSON.stringify(screen.body) } : {}),
      });
      await reply.arrayBuffer();
      if (!reply.ok) throw new Error(`${screen.name}: ${reply.status}`);
      return performance.now() - started;
    };

    for (const screen of SCREENS.filter((s) => selected(s.name))) {
      await ask(screen);
      await ask(screen);
      const slowest: number[] = [];
      const cpu: number[] = [];
      let load = 0;
      for (let r = 0; r < RUNS; r++) {
        const before = await cpuReading(server.pid, databaseName, admin);
        const times: number[] = [];
        for (let i = 0; i < REQUESTS; i++) times.push(await ask(screen));
        const after = await cpuReading(server.pid, databaseName, admin);
        slowest.push(Math.max(...times));
        cpu.push((after.server - before.server + after.db - before.db) / REQUESTS);
        load = after.load;
      }
      console.log(
        `${screen.name.padEnd(40)} slowest ${spread(slowest)} ms (target ≤ ${TARGET_MS})  CPU/request ${spread(cpu)} ms  load ${fmt(load, 1)}`,
      );
    }

    if (selected('export')) {
      const idle = rssOf(server.pid);
      const peaks: number[] = [];
      const seconds: number[] = [];
      let bytes = 0;
      let lines = 0;
      for (let r = 0; r < RUNS; r++) {
        let peak = rssOf(server.pid);
        const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 20);
        const started = performance.now();
        const reply = await fetch(`${base}/api/v1/inventory/export.csv`, { headers });
        if (!reply.ok || !reply.body) throw new Error(`export: ${reply.status}`);
        bytes = 0;
        lines = 0;
        for await (const chunk of reply.body as AsyncIterable<Uint8Array>) {
          bytes += chunk.byteLength;
          for (const byte of chunk) if (byte === 10) lines++;
        }
        seconds.push((performance.now() - started) / 1000);
        clearInterval(sampler);
        peaks.push(peak / 2 ** 20);
      }
      console.log(
        `${'export.csv'.padEnd(40)} ${fmt(lines - 1)} rows, ${fmt(bytes / 2 ** 20, 1)} MB in ${spread(seconds, 1)} s; ` +
          `server RSS idle ${fmt(idle / 2 ** 20)} MB, peak while exporting ${spread(peaks)} MB (target: flat, streamed)`,
      );
    }
  } finally {
    await admin.end();
    await stopScaleServer(server);
  }
} finally {
  await database.drop();
}
