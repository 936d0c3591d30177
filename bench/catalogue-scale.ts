/**
 * The catalogue at scale (issue 6 "Scale"): search, suggestions, listing pages and the product
 * page against a PostgreSQL database of 100,000 products (made by bench/generate-catalogue.ts),
 * each printed beside its target. A figure to read, not a pass/fail test.
 *
 * The real server runs in a child process in production mode on a copy of BENCH_DB, first with
 * its in-process listing cache off and no counts kept (LISTING_CACHE_MS=0, LISTING_COUNT_KEEP_MS=0:
 * the honest figure, what several server processes see, since they do not share those), then
 * with the cache on. autocannon loads it from this process, on the same 2 cores. Each scenario runs BENCH_RUNS times (after a warm-up)
 * and prints the median and the spread (lowest–highest) of req/s and of the latency percentile its
 * target names, with the CPU milliseconds per request the server process and its database
 * backends used (from /proc, so a figure that misses only because other work shares the cores
 * can be told from one that misses on its own cost: 2 cores give 2,000 ms a second). Requests rotate through many different queries, so a cached run is a fair mix too.
 * For search and suggestions, BENCH_RUNS more runs send the target's rate, evenly, and no more
 * ("at the target rate", bench/lib/paced-load.ts): their latency target is read there, as the
 * latency at the rate the target asks for. At full speed the 50 connections wait in a queue, and
 * that latency is connections ÷ throughput.
 *
 * On a million products (BENCH_DB=shop_bench_1m) the listing pages are read against issue 31's
 * target 4 instead of issue 6's: p99 ≤ 50 ms at 1,000 req/s, that rate sent evenly as well.
 *
 * Requests come from many shoppers: the server trusts this process as its proxy (TRUST_PROXY
 * 127.0.0.1) and each request names a different client address in X-Forwarded-For (10.x.y.z,
 * rotating over 65,536), so the per-address rate limits (suggestions: 600 a minute) stay on and
 * are measured as a real crowd meets them, not switched off.
 *
 * Usage: npm run bench:catalogue -w bench   (once: makes shop_bench_100k)
 *        npm run bench:scale -w bench
 *   BENCH_DB (shop_bench_100k), BENCH_SECONDS (5), BENCH_RUNS (3), BENCH_CONNECTIONS (50),
 *   BENCH_PROCESSES (1: the server's SERVER_PROCESSES; the CPU of all of them is summed),
 *   BENCH_ONLY (words, comma-separated: only the scenarios whose name holds one), BENCH_MODES (uncached,cached),
 *   BENCH_SERVER_ENV (extra server environment, "NAME=value,NAME=value"),
 *   DATABASE_URL (the server to use, default postgres://postgres@127.0.0.1:5432/test)
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database';
import { pacedLoad } from './lib/paced-load';
import { productSample } from './lib/product-sample';
import { cpuReading, type CpuReading } from './lib/process-cpu';
import { startScaleServer, stopScaleServer } from './lib/scale-server';
import { PREFIXES, SEARCHES } from './lib/search-queries';
import { waitForHealth } from './lib/shop-server';
import { settleWrites } from './lib/settled-writes';
import { benchServerEnv, clientAddress } from './lib/source-server';
import { fmt, median, percentile } from './lib/stats';

/** How long the server may take to start: a start on a shared machine at a million products can take minutes. */
const START_TIMEOUT_MS = Number(process.env.BENCH_START_SECONDS ?? 600) * 1000;
const PORT = Number(process.env.BENCH_PORT ?? 4555);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const MODES = (process.env.BENCH_MODES ?? 'uncached,cached').split(',');
const TEMPLATE = process.env.BENCH_DB ?? 'shop_bench_100k';
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 1);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PAGE_SIZE = 24;
const DEEP_PAGE = 2000;

const CATEGORIES = ['Sensors', 'Development Board', 'Battery', 'Drone Parts', 'Motors and Drivers', '3D Printer'];
const PRICE_BANDS: [number, number][] = [
  [100, 10_000],
  [100, 1_000],
  [500, 5_000],
  [1_000, 20_000],
  [50, 2_000],
];

interface Scenario {
  name: string;
  target: { rps: number; percentile: 'p95' | 'p99'; ms: number };
  method: 'GET' | 'POST';
  /** The i-th request's path and body. */
  request: (i: number) => { path: string; body?: object };
  /**
   * Also read the latency at the target's rate, sent evenly (pacedLoad). Only for the 1,000 req/s
   * targets: the paced client (~0.1 ms of CPU a request) costs more than autocannon, and at
   * 5,000–8,000 req/s it would take the cores the server needs; there the full-speed run, above
   * the target's rate, gives the latency at a higher rate than asked.
   */
  paced?: boolean;
}

/** Issue 6's listing target at 100,000 products. */
const LISTING_TARGET = { rps: 5000, percentile: 'p99', ms: 25 } as const;
/** Issue 31's at a million (target 4): p99 ≤ 50 ms at 1,000 req/s, read at that rate sent evenly. */
const MILLION_LISTING_TARGET = { rps: 1000, percentile: 'p99', ms: 50 } as const;
const A_MILLION = 1_000_000;

/** The scenarios; `products` (the catalogue's size) chooses the listing pages' target. */
function scenarios(productIds: string[], deepCursor: string | undefined, products: number): Scenario[] {
  const list = (body: object) => ({ path: '/api/v1/product/list', body });
  const listingTarget = products >= A_MILLION ? MILLION_LISTING_TARGET : LISTING_TARGET;
  const listingPaced = products >= A_MILLION;
  return [
    {
      name: 'search',
      target: { rps: 1000, percentile: 'p95', ms: 20 },
      paced: true,
      method: 'POST',
      request: (i) => list({ pageNum: 1, pageSize: PAGE_SIZE, filters: { search: SEARCHES[i % SEARCHES.length] } }),
    },
    {
      name: 'suggestions',
      target: { rps: 1000, percentile: 'p95', ms: 20 },
      paced: true,
      method: 'GET',
      request: (i) => ({ path: `/api/v1/product/suggestions?q=${encodeURIComponent(PREFIXES[i % PREFIXES.length]!)}` }),
    },
    {
      name: 'listing first page',
      target: listingTarget,
      paced: listingPaced,
      method: 'POST',
      request: () => list({ pageNum: 1, pageSize: PAGE_SIZE, filters: {} }),
    },
    {
      name: `listing page ${DEEP_PAGE} (cursor)`,
      target: listingTarget,
      paced: listingPaced,
      method: 'POST',
      request: () => list({ pageNum: DEEP_PAGE, pageSize: PAGE_SIZE, cursor: deepCursor, filters: {} }),
    },
    {
      name: `listing page ${DEEP_PAGE} (pageNum)`,
      target: listingTarget,
      paced: listingPaced,
      method: 'POST',
      request: () => list({ pageNum: DEEP_PAGE, pageSize: PAGE_SIZE, filters: {} }),
    },
    {
      name: 'category + price',
      target: listingTarget,
      paced: listingPaced,
      method: 'POST',
      request: (i) => {
        const [min, max] = PRICE_BANDS[i % PRICE_BANDS.length]!;
        return list({
          pageNum: 1,
          pageSize: PAGE_SIZE,
          filters: { category_name: CATEGORIES[i % CATEGORIES.length], min_price: min, max_price: max },
        });
      },
    },
    {
      name: 'product detail',
      target: { rps: 8000, percentile: 'p99', ms: 15 },
      method: 'GET',
      request: (i) => ({ path: `/api/v1/product/${productIds[i % productIds.length]}` }),
    },
  ];
}

type CpuSampler = () => Promise<CpuReading>;

interface RunResult {
  /** Server and database CPU ms per answered request over the run, and the 1-minute load average at its end. */
  serverCpuMs: number;
  dbCpuMs: number;
  load: number;
  rps: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** The n-th request of `scenario` as sent: its path, headers (its shopper's address) and JSON body. */
function shopperRequest(scenario: Scenario, n: number) {
  const { path, body } = scenario.request(n);
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': clientAddress(n % 65_536) };
  return { path, headers, ...(body ? { body: JSON.stringify(body) } : {}) };
}

/** One run of `scenario` for `seconds`, as fast as CONNECTIONS connections are answered. */
async function run(base: string, scenario: Scenario, seconds: number, cpu: CpuSampler): Promise<RunResult> {
  let i = 0;
  const before = await cpu();
  const first = scenario.request(0);
  const latencies: number[] = [];
  const options: autocannon.Options = {
    url: `${base}${first.path}`,
    method: scenario.method,
    headers: { 'content-type': 'application/json' },
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => ({ ...request, ...shopperRequest(scenario, i++) }),
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  const after = await cpu();
  const answered = Math.max(1, result.requests.total);
  return {
    serverCpuMs: (after.server - before.server) / answered,
    dbCpuMs: (after.db - before.db) / answered,
    load: after.load,
    rps: result.requests.average,
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Whether BENCH_ONLY lets `scenario` run. */
const selected = (scenario: Scenario) => ONLY.length === 0 || ONLY.some((word) => scenario.name.includes(word));

/** Walks the default listing to page DEEP_PAGE by cursor; undefined when the server gives no cursor. */
async function cursorOfPage(base: string, page: number): Promise<string | undefined> {
  let cursor: string | undefined;
  for (let n = 1; n < page; n++) {
    const reply = await fetch(`${base}/api/v1/product/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pageNum: n, pageSize: PAGE_SIZE, cursor, filters: {} }),
    });
    const body = (await reply.json()) as { data?: { nextCursor?: string | null } };
    if (!reply.ok || !body.data?.nextCursor) return undefined;
    cursor = body.data.nextCursor;
  }
  return cursor;
}

const database = await createScratchDatabase(serverUrl, 'shop_bench_run', TEMPLATE);
const base = `http://127.0.0.1:${PORT}`;
try {
  const { ids: productIds, total } = await productSample(database.url, 2000);
  console.log(
    `${fmt(total)} products (copy of ${TEMPLATE}); ${PROCESSES} server process(es); ${RUNS} runs of ${SECONDS} s per scenario after a 2 s warm-up; ` +
      `${CONNECTIONS} connections; median [lowest–highest]`,
  );
  let deepCursor: string | undefined;
  for (const mode of MODES) {
    const server = startScaleServer(database.url, {
      port: PORT,
      cacheMs: mode === 'cached' ? 5_000 : 0,
      processes: PROCESSES,
      env: benchServerEnv(),
    });
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const cpu: CpuSampler = () => cpuReading(server.pid, new URL(database.url).pathname.slice(1), admin);
    try {
      await waitForHealth(base, START_TIMEOUT_MS);
      await settleWrites(database.url);
      // The walk to page DEEP_PAGE (~2,000 requests) only when a scenario that starts there runs.
      const cursorWanted = scenarios(productIds, undefined, total).some(
        (scenario) => scenario.name.includes('(cursor)') && selected(scenario),
      );
      if (deepCursor === undefined && cursorWanted) deepCursor = await cursorOfPage(base, DEEP_PAGE);
      console.log(
        `\n${mode === 'cached' ? 'With the in-process listing cache (5 s)' : 'Uncached (LISTING_CACHE_MS=0, LISTING_COUNT_KEEP_MS=0): the figure that counts'}`,
      );
      for (const scenario of scenarios(productIds, deepCursor, total)) {
        if (!selected(scenario)) continue;
        if (scenario.name.includes('(cursor)') && !deepCursor) {
          console.log(`${scenario.name.padEnd(30)} skipped: the listing gives no nextCursor`);
          continue;
        }
        const probe = scenario.request(0);
        const probeReply = await fetch(`${base}${probe.path}`, {
          method: scenario.method,
          headers: { 'content-type': 'application/json' },
          ...(probe.body ? { body: JSON.stringify(probe.body) } : {}),
        });
        if (probeReply.status === 404 && scenario.name === 'suggestions') {
          console.log(
            `${scenario.name.padEnd(30)} skipped: GET /api/v1/product/suggestions answers 404 (not merged yet)`,
          );
          continue;
        }
        await run(base, scenario, 2, cpu); // warm-up
        const results: RunResult[] = [];
        for (let r = 0; r < RUNS; r++) results.push(await run(base, scenario, SECONDS, cpu));
        const { target } = scenario;
        const rps = results.map((r) => r.rps);
        const lat = results.map((r) => r[target.percentile]);
        const failed = results.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
        console.log(
          `${scenario.name.padEnd(30)} ${fmt(median(rps)).padStart(6)} req/s [${fmt(Math.min(...rps))}–${fmt(Math.max(...rps))}] (target ≥ ${fmt(target.rps)})  ` +
            `${target.percentile} ${fmt(median(lat))} ms [${fmt(Math.min(...lat))}–${fmt(Math.max(...lat))}] (target ≤ ${target.ms})` +
            `  CPU/request: server ${fmt(median(results.map((r) => r.serverCpuMs)), 2)} ms, database ${fmt(median(results.map((r) => r.dbCpuMs)), 2)} ms` +
            `  load ${results.map((r) => fmt(r.load, 1)).join('/')}` +
            (failed ? `  non-2xx/errors ${failed}` : ''),
        );
        // The latency target at the target's rate: what a shopper waits while the shop serves
        // that many requests a second, sent evenly (at full speed, 50 connections queue behind
        // each other, and the wait is the queue: connections ÷ rate). A run that cannot keep the
        // rate says so.
        if (!scenario.paced) continue;
        const paced: { rps: number; p95: number; p99: number; non2xx: number; errors: number }[] = [];
        for (let r = 0; r < RUNS; r++) {
          const result = await pacedLoad(base, target.rps, SECONDS, (n) => ({
            method: scenario.method,
            ...shopperRequest(scenario, n),
          }));
          paced.push({ ...result, p95: percentile(result.latencies, 0.95), p99: percentile(result.latencies, 0.99) });
        }
        const pacedLat = paced.map((r) => r[target.percentile]);
        const pacedRps = paced.map((r) => r.rps);
        const pacedFailed = paced.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
        console.log(
          `${'  at the target rate'.padEnd(30)} ${fmt(median(pacedRps)).padStart(6)} req/s [${fmt(Math.min(...pacedRps))}–${fmt(Math.max(...pacedRps))}] of ${fmt(target.rps)} sent evenly  ` +
            `${target.percentile} ${fmt(median(pacedLat))} ms [${fmt(Math.min(...pacedLat))}–${fmt(Math.max(...pacedLat))}] (target ≤ ${target.ms})` +
            (median(pacedRps) < target.rps * 0.95 ? '  the rate was not kept: the latency is a queue' : '') +
            (pacedFailed ? `  non-2xx/errors ${pacedFailed}` : ''),
        );
      }
    } finally {
      await admin.end();
      await stopScaleServer(server);
    }
  }
} finally {
  await database.drop();
}
