/**
 * Throughput of the product listing call (POST /api/v1/product/list) on PostgreSQL.
 * Starts the real server in a child process on a fresh database seeded with the real catalogue,
 * loads it with autocannon from this process, and prints requests/s and p99 latency beside the
 * target (5,000 req/s, p99 ≤ 25 ms on 2 cores). A figure to read, not a pass/fail test.
 *
 * The server keeps listing replies in memory for a few seconds (docs/decisions/008), so the
 * first scenarios mostly measure that cache. The last one changes the request on every call
 * (a new, harmless max price) so that each call misses it: the query path's own figure.
 *
 * Usage: npm run bench   (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/test;
 *                         BENCH_SECONDS, BENCH_CONNECTIONS to change the load)
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database';
import { waitForHealth } from './lib/shop-server';

const TARGET_RPS = 5000;
const TARGET_P99_MS = 25;
const PORT = Number(process.env.BENCH_PORT ?? 3555);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const database = await createScratchDatabase(serverUrl, 'shop_bench');
const serverEntry = fileURLToPath(new URL('../apps/server/src/server.ts', import.meta.url));
const server = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    // Production settings; no real payment provider or SMTP server exists here, so their sandboxes.
    PAYMENTS_SANDBOX: 'true',
    MAIL_SANDBOX: 'true',
    PORT: String(PORT),
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-bench-')),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

const base = `http://127.0.0.1:${PORT}`;
try {
  await waitForHealth(base);
  let call = 0;
  const scenarios: { name: string; body: object; next?: () => object }[] = [
    { name: 'listing, first page of 24', body: { pageNum: 1, pageSize: 24, filters: {} } },
    { name: 'listing, search "esp32"', body: { pageNum: 1, pageSize: 24, filters: { search: 'esp32' } } },
    {
      name: 'listing, Sensors by price',
      body: { pageNum: 1, pageSize: 24, filters: { category_name: 'Sensors', sort_by: 'price', sort_order: 'asc' } },
    },
    {
      // Above every product's price, so the same 24 cards, but a request the server has not seen.
      name: 'listing, uncached first page',
      body: {},
      next: () => ({ pageNum: 1, pageSize: 24, filters: { max_price: 1_000_000 + ++call / 100 } }),
    },
  ];
  for (const { name, body, next } of scenarios) {
    const options = {
      url: `${base}/api/v1/product/list`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      ...(next && {
        requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: JSON.stringify(next()) }) }],
      }),
      connections: CONNECTIONS,
      duration: SECONDS,
    };
    await autocannon({ ...options, duration: 2 }); // warm-up
    const result = await autocannon(options);
    const rps = Math.round(result.requests.average);
    const p99 = result.latency.p99;
    console.log(
      `${name.padEnd(30)} ${String(rps).padStart(6)} req/s (target ${TARGET_RPS})  p99 ${p99} ms (target ≤ ${TARGET_P99_MS})  ` +
        `non-2xx ${result.non2xx}  errors ${result.errors}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await database.drop();
}
