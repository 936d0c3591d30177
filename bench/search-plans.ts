/**
 * Search plans that hold (issue 31 target 2, docs/decisions/078): one shopper sends each term of
 * FILTERED_TERMS with each filter of SEARCH_FILTERS, REPEATS times in a row, to the real server
 * on a copy of BENCH_DB with nothing kept (LISTING_CACHE_MS=0, LISTING_COUNT_KEEP_MS=0), and this
 * prints each pair's median and p95 and its plan flips: repeats slower than 3× the pair's median,
 * what a prepared statement turning to a worse generic plan after five calls looks like (804 ms
 * among 30 ms ones). A plan that turns does so within a connection's first calls of a shape, so
 * the flips are also counted by when they came: in the first EARLY_REPEATS repeats of a pair or
 * later. Spread evenly over the 50 (a fifth early), they are stalls of the shared machine, not
 * plans turning. Then the server's and the database's CPU ms per search over all pairs (from
 * /proc), the figure a shared machine changes least. Last, a second pass with the server started
 * again and auto_explain logging every plan (lib/plan-log.ts) counts the real plan flips: a
 * statement whose plan changes shape from one run to the next. A figure to read, not a test.
 *
 * Usage: npm run bench:search-plans -w bench
 *   BENCH_DB (shop_bench_100k), REPEATS (50), BENCH_PORT (4556), DATABASE_URL (the server to use)
 */
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database';
import { backendsCpuMs, loadAverages, serverCpuMs } from './lib/process-cpu';
import { planLog } from './lib/plan-log';
import { FILTERED_TERMS, filterLabel, SEARCH_FILTERS } from './lib/search-queries';
import { waitForHealth } from './lib/shop-server';
import { settleWrites } from './lib/settled-writes';
import { startSourceServer } from './lib/source-server';
import { median, percentile } from './lib/stats';

const PORT = Number(process.env.BENCH_PORT ?? 4556);
const REPEATS = Number(process.env.REPEATS ?? 50);
const TEMPLATE = process.env.BENCH_DB ?? 'shop_bench_100k';
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Targets: a pair's p95 (ms), flips per pair, CPU ms per search (server + database). */
const TARGET_P95_MS = 30;
const TARGET_CPU_MS = 1.5;
/** A repeat this many times the pair's median is a flip. */
const FLIP_FACTOR = 3;
/** The repeats in which a generic plan would take over (five calls a connection, the pool's few connections). */
const EARLY_REPEATS = 10;

const base = `http://127.0.0.1:${PORT}`;

/** One search as a shopper sends it; its time in ms. Throws on an answer other than 200. */
async function search(q: string, filter: Record<string, string | number>): Promise<number> {
  const t0 = performance.now();
  const reply = await fetch(`${base}/api/v1/product/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pageNum: 1, pageSize: 24, filters: { search: q, ...filter } }),
  });
  await reply.arrayBuffer();
  if (reply.status !== 200) throw new Error(`${q} ${JSON.stringify(filter)}: ${reply.status}`);
  return performance.now() - t0;
}

/** Ends the server and waits for it. */
async function stop(server: ChildProcess): Promise<void> {
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}

/**
 * The second pass: the server started again with auto_explain logging every plan (lib/plan-log.ts),
 * each pair sent 3 + REPEATS times between two marks, and the plans its statements ran read back.
 * Prints the plan flips (a statement's plan shape changing from one run to the next) and the pairs
 * that ran more than one shape. Returns the new server, for the caller to stop (none when the
 * log cannot be read).
 */
async function countPlanFlips(
  admin: pg.Client,
  databaseName: string,
  databaseUrl: string,
): Promise<ChildProcess | undefined> {
  const log = await planLog(admin, databaseName);
  if (!log) {
    console.log('plan flips: not counted (no PostgreSQL server log readable here; BENCH_PG_LOG names one)');
    return undefined;
  }
  const server = startSourceServer(PORT, databaseUrl, 0);
  await waitForHealth(base, 600_000);
  const pairs: string[] = [];
  for (const filter of SEARCH_FILTERS) {
    for (const term of FILTERED_TERMS) {
      const label = `${term} · ${filterLabel(filter)}`;
      pairs.push(label);
      await log.mark(label);
      for (let i = 0; i < 3 + REPEATS; i++) await search(term, filter);
    }
  }
  await log.mark('end');
  let flips = 0;
  let statements = 0;
  const unstable: string[] = [];
  const plans = log.plans();
  for (const pair of pairs) {
    const byText = new Map<string, string[]>();
    for (const plan of plans.filter((p) => p.mark === pair))
      byText.set(plan.queryText, [...(byText.get(plan.queryText) ?? []), plan.shape]);
    let pairFlips = 0;
    for (const shapes of byText.values()) {
      statements += shapes.length;
      pairFlips += shapes.filter((shape, i) => i > 0 && shape !== shapes[i - 1]).length;
    }
    flips += pairFlips;
    if (pairFlips > 0) unstable.push(`${pair} (${pairFlips})`);
  }
  console.log(
    `plan flips (auto_explain, a second pass of ${3 + REPEATS} a pair): ${flips} in ${statements} statements run (target 0)` +
      (unstable.length > 0 ? `; pairs: ${unstable.join(', ')}` : ''),
  );
  return server;
}

const database = await createScratchDatabase(serverUrl, 'shop_bench_plans', TEMPLATE);
const databaseName = new URL(database.url).pathname.slice(1);
let server: ChildProcess | undefined = startSourceServer(PORT, database.url, 0);
const admin = new pg.Client({ connectionString: database.url });
try {
  await waitForHealth(base, 600_000);
  await settleWrites(database.url);
  await admin.connect();
  const fmt = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `${TEMPLATE} copy; one shopper; ${REPEATS} repeats a pair after 3; nothing kept; ms; flip: a repeat > ${FLIP_FACTOR}× the median`,
  );
  console.log(`${'term'.padEnd(20)} ${'filter'.padEnd(36)}  median     p95     max  flips`);
  const rows: { p95: number; flips: number; early: number }[] = [];
  const cpu0 = { server: serverCpuMs(server.pid), db: await backendsCpuMs(admin, databaseName) };
  let searches = 0;
  for (const filter of SEARCH_FILTERS) {
    for (const term of FILTERED_TERMS) {
      for (let i = 0; i < 3; i++) await search(term, filter);
      const times: number[] = [];
      for (let i = 0; i < REPEATS; i++) times.push(await search(term, filter));
      searches += REPEATS + 3;
      const sorted = [...times].sort((a, b) => a - b);
      const mid = median(times);
      const flips = times.filter((t) => t > FLIP_FACTOR * mid).length;
      const early = times.slice(0, EARLY_REPEATS).filter((t) => t > FLIP_FACTOR * mid).length;
      const p95 = percentile(sorted, 0.95);
      rows.push({ p95, flips, early });
      console.log(
        `${term.padEnd(20)} ${filterLabel(filter).padEnd(36)} ${fmt(mid)} ${fmt(p95)} ${fmt(sorted.at(-1)!)}  ${String(flips).padStart(5)}` +
          (p95 > TARGET_P95_MS ? '  over target' : ''),
      );
    }
  }
  const serverMs = (serverCpuMs(server.pid) - cpu0.server) / searches;
  const dbMs = ((await backendsCpuMs(admin, databaseName)) - cpu0.db) / searches;
  const load = loadAverages();
  console.log(
    `\npairs ${rows.length}: worst p95 ${Math.max(...rows.map((r) => r.p95)).toFixed(1)} ms (target ≤ ${TARGET_P95_MS}), ` +
      `pairs over it ${rows.filter((r) => r.p95 > TARGET_P95_MS).length}; flips ${rows.reduce((s, r) => s + r.flips, 0)} ` +
      `in ${rows.filter((r) => r.flips > 0).length} pairs (target 0), ${rows.reduce((s, r) => s + r.early, 0)} of them ` +
      `in a pair's first ${EARLY_REPEATS} repeats (${Math.round((100 * EARLY_REPEATS) / REPEATS)} % of the repeats)`,
  );
  console.log(
    `CPU per search: server ${serverMs.toFixed(2)} ms + database ${dbMs.toFixed(2)} ms = ${(serverMs + dbMs).toFixed(2)} ms (target ≤ ${TARGET_CPU_MS}); load ${load}`,
  );
  await stop(server);
  server = await countPlanFlips(admin, databaseName, database.url);
} finally {
  await admin.end().catch(() => undefined);
  if (server && server.exitCode === null) await stop(server);
  await database.drop();
}
