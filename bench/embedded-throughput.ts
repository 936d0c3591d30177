/**
 * The embedded default's throughput (issue 31 target 5): the listing call (POST
 * /api/v1/product/list, first page, no filter) and the product call (GET /api/v1/product/:id)
 * on `npm start`'s production server with PGlite (bench/lib/shop-server.ts), the listing reply
 * cache off (LISTING_CACHE_MS=0). Each runs BENCH_RUNS times after a warm-up; prints req/s
 * median [lowest–highest] beside the target, the server's CPU ms per request (PGlite runs in the
 * server process, so that is all the work; from /proc) and the load average: on a shared machine
 * the rate moves with the load, the CPU per request much less. A figure to read, not a test.
 * "Uncached" as issue 31 means it: no kept counts either (LISTING_COUNT_KEEP_MS=0), so every
 * listing counts its matches; BENCH_KEEP_COUNTS=1 keeps them (COUNT_KEEP_MS), as a shop does.
 *
 * Usage: npm run bench:embedded -w bench   (BENCH_SECONDS, default 5; BENCH_RUNS, default 3;
 *        BENCH_CONNECTIONS, default 10; BENCH_PORT, default 3558)
 */
import autocannon from 'autocannon';
import { firstProductId, startShopServer } from './lib/shop-server';
import { cpuMsOf, loadAverages } from './lib/process-cpu';
import { median, spreadOf } from './lib/stats';

const PORT = Number(process.env.BENCH_PORT ?? 3558);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGETS = { listing: 800, product: 2000 };

process.env.LISTING_CACHE_MS = '0';
process.env.PAGE_CACHE_MS = '0';
const KEEP_COUNTS = process.env.BENCH_KEEP_COUNTS === '1';
if (!KEEP_COUNTS) process.env.LISTING_COUNT_KEEP_MS = '0';
const server = await startShopServer(PORT);
try {
  const id = await firstProductId(server.base);
  const calls = {
    listing: { url: `${server.base}/api/v1/product/list`, method: 'POST' as const, body: '{}' },
    product: { url: `${server.base}/api/v1/product/${id}`, method: 'GET' as const, body: undefined },
  };
  console.log(
    `PGlite, LISTING_CACHE_MS=0, ${KEEP_COUNTS ? 'counts kept' : 'LISTING_COUNT_KEEP_MS=0'}, ${CONNECTIONS} connections, ${SECONDS} s × ${RUNS}; load before ${loadAverages()}`,
  );
  for (const [name, call] of Object.entries(calls)) {
    const options = { ...call, connections: CONNECTIONS, headers: { 'content-type': 'application/json' } };
    await autocannon({ ...options, duration: 2 });
    const rates: number[] = [];
    const cpuPerRequest: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const before = cpuMsOf(server.pid);
      const result = await autocannon({ ...options, duration: SECONDS });
      const answered = result.requests.total - result.non2xx - result.errors;
      if (result.non2xx + result.errors > 0)
        console.log(`  ${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      rates.push(answered / SECONDS);
      cpuPerRequest.push((cpuMsOf(server.pid) - before) / Math.max(answered, 1));
    }
    const rateMedian = median(rates);
    const target = TARGETS[name as keyof typeof TARGETS];
    console.log(
      `${name.padEnd(8)} ${spreadOf(rates)} req/s  target ≥ ${target}  ${rateMedian >= target ? 'MET' : 'MISSED'};  server CPU ${spreadOf(cpuPerRequest, 2)} ms/request  (load ${loadAverages()})`,
    );
  }
} finally {
  await server.stop();
}
