/**
 * CPU per search and per suggestion, in-process (issue 6 "Scale", docs/decisions/036): runs
 * listProductsReply and suggestSearch for each of the scale benchmark's queries against a
 * PostgreSQL database (BENCH_DB, made by bench/generate-catalogue.ts) and prints, per query, the
 * Node CPU and the database backend's CPU per call (from /proc) beside the wall time. A figure to
 * read, not a test: the machine is shared, and CPU per call is what other work changes least.
 *
 * Usage: npm run bench:search-cost -w bench   (BENCH_DB, default shop_bench_100k; CALLS per query, default 20)
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { configureListingCache, listProductsReply } from '../apps/server/src/modules/catalog/catalog.service';
import { suggestSearch } from '../apps/server/src/modules/search/search.service';
import { AWKWARD_SEARCHES, SEARCHES, PREFIXES } from './lib/search-queries';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = process.env.BENCH_DB ?? 'shop_bench_100k';
const CALLS = Number(process.env.CALLS ?? 20);
const url = new URL(serverUrl);
url.pathname = `/${name}`;

/** CPU ms (user + system) a Linux process has used so far. */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const database = openDatabase({ url: url.toString(), poolSize: 1 });
// The code's schema: a database made before the latest migration gets it, as the server would give it.
await database.migrate();
// The uncached path: every call reads the database.
configureListingCache(database.db, 0);
const probe = new pg.Client({ connectionString: url.toString() });
await probe.connect();
async function backendCpu(): Promise<number> {
  const { rows } = await probe.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [name],
  );
  return rows.reduce((sum, r) => sum + cpuMsOf(r.pid), 0);
}

async function measure(label: string, call: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await call(); // warm-up: statements prepared, plans made
  const db0 = await backendCpu();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < CALLS; i++) await call();
  const wall = (performance.now() - t0) / CALLS;
  const cpu = process.cpuUsage(cpu0);
  const dbMs = ((await backendCpu()) - db0) / CALLS;
  return { label, wall, node: (cpu.user + cpu.system) / 1000 / CALLS, db: dbMs };
}

const fmt = (n: number) => n.toFixed(2).padStart(7);
const results: { label: string; wall: number; node: number; db: number }[] = [];
try {
  const search = (q: string) => () =>
    listProductsReply(database.db, { pageNum: 1, pageSize: 24, filters: { search: q } } as never);
  for (const q of SEARCHES) results.push(await measure(`search ${q}`, search(q)));
  for (const q of PREFIXES) results.push(await measure(`suggest ${q}`, () => suggestSearch(database.db, q)));
  for (const q of AWKWARD_SEARCHES) results.push(await measure(`awkward ${q}`, search(q)));
  console.log(`${'query'.padEnd(30)}   wall ms   node ms     db ms   (per call, ${CALLS} calls, database ${name})`);
  for (const r of results) console.log(`${r.label.padEnd(30)} ${fmt(r.wall)}   ${fmt(r.node)}   ${fmt(r.db)}`);
  for (const kind of ['search', 'suggest', 'awkward']) {
    const of = results.filter((r) => r.label.startsWith(kind));
    const mean = (f: (r: (typeof of)[number]) => number) => of.reduce((s, r) => s + f(r), 0) / of.length;
    console.log(
      `${`${kind} (mean)`.padEnd(30)} ${fmt(mean((r) => r.wall))}   ${fmt(mean((r) => r.node))}   ${fmt(mean((r) => r.db))}`,
    );
  }
} finally {
  await probe.end();
  await database.close();
}
