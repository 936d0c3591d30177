/**
 * The ceiling of the machine for issue 6's throughput targets (docs/decisions/042): how many
 * requests a second a bare Fastify route answers on these 2 cores with autocannon on the same
 * cores, as bench/catalogue-scale.ts loads the shop; with no database, then with one prepared
 * primary-key read a request through postgres.js (pipelined) and through node-postgres. Nothing
 * of the shop runs: what the shop cannot beat on this machine, whatever its own code does. A figure to read,
 * not a test; printed beside the shop's targets (5,000 listing and 8,000 product-page req/s).
 *
 * Usage: npm run bench:ceiling -w bench   (needs BENCH_DB, made by npm run bench:catalogue -w bench)
 *   BENCH_DB (shop_bench_100k), BENCH_SECONDS (5), BENCH_RUNS (3), BENCH_CONNECTIONS (50),
 *   DATABASE_URL (the PostgreSQL server, default postgres://postgres@127.0.0.1:5432/test)
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { median } from './lib/stats';

const PORT = 4557;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
url.pathname = `/${process.env.BENCH_DB ?? 'shop_bench_100k'}`;

const CASES = [
  { label: 'no database', mode: 'none', pool: 0 },
  { label: 'one read, postgres.js, 2 connections', mode: 'postgres.js', pool: 2 },
  { label: 'one read, node-postgres, pool of 10', mode: 'node-postgres', pool: 10 },
];

/** Starts the ceiling server in a child process and resolves once it listens. */
function startServer(mode: string, pool: number) {
  const entry = fileURLToPath(new URL('./lib/ceiling-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      CEILING_MODE: mode,
      CEILING_POOL: String(pool),
      CEILING_PORT: String(PORT),
      BENCH_DATABASE_URL: url.toString(),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise<typeof child>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve(child));
    child.once('exit', (code) => reject(new Error(`the ceiling server stopped (${code})`)));
  });
}

async function run(seconds: number) {
  let i = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}/p/0`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: `/p/${i++}` }) }],
  });
  if (result.non2xx + result.errors > 0) throw new Error(`${result.non2xx + result.errors} requests failed`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

console.log(
  `Bare Fastify, a 5 KB reply; autocannon with ${CONNECTIONS} connections on the same cores; ${RUNS} runs of ${SECONDS} s after a 2 s warm-up; median [lowest–highest]`,
);
for (const { label, mode, pool } of CASES) {
  const server = await startServer(mode, pool);
  try {
    await run(2);
    const runs = [];
    for (let r = 0; r < RUNS; r++) runs.push(await run(SECONDS));
    const rps = runs.map((r) => r.rps);
    const p99 = runs.map((r) => r.p99);
    console.log(
      `${label.padEnd(40)} ${fmt(median(rps)).padStart(6)} req/s [${fmt(Math.min(...rps))}–${fmt(Math.max(...rps))}]  p99 ${fmt(median(p99))} ms [${fmt(Math.min(...p99))}–${fmt(Math.max(...p99))}]` +
        `  (targets: listing ≥ 5,000, product page ≥ 8,000 req/s)`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}
