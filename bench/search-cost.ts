/**
 * CPU per search and per suggestion, in-process (issue 6 "Scale", docs/decisions/036): runs
 * listProductsReply and suggestSearch for each of the scale benchmark's queries against a
 * PostgreSQL database (BENCH_DB, made by bench/generate-catalogue.ts) and prints, per query, the
 * Node CPU and the database backend's CPU per call (from /proc) beside the wall time. Then the
 * searches with filters (issue 31, docs/decisions/078): each filter of SEARCH_FILTERS with the
 * terms of FILTERED_TERMS in turn, a different term on every call, against the target of
 * ≤ 1.5 ms of CPU a search. Nothing is kept: no reply, no count (configureCountKeep 0). A figure to
 * read, not a test: the machine is shared, and CPU per call is what other work changes least.
 *
 * Usage: npm run bench:search-cost -w bench   (BENCH_DB, default shop_bench_100k; CALLS per query, default 20)
 */
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import {
  configureCountKeep,
  configureListingCache,
  listProductsReply,
} from '../apps/server/src/modules/catalog/catalog.service';
import { suggestSearch } from '../apps/server/src/modules/search/search.service';
import { backendsCpuMs } from './lib/process-cpu';
import {
  AWKWARD_SEARCHES,
  FILTERED_TERMS,
  filterLabel,
  PREFIXES,
  SEARCH_FILTERS,
  SEARCHES,
} from './lib/search-queries';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = process.env.BENCH_DB ?? 'shop_bench_100k';
const CALLS = Number(process.env.CALLS ?? 20);
const url = new URL(serverUrl);
url.pathname = `/${name}`;

const database = openDatabase({ url: url.toString(), poolSize: 1 });
// The code's schema: a database made before the latest migration gets it, as the server would give it.
await database.migrate();
// The uncached path: every call reads the database, counts included.
configureListingCache(database.db, 0);
configureCountKeep(database.db, 0);
/** The target for a search's CPU, Node and database together (issue 31 target 2). */
const TARGET_CPU_MS = 1.5;
const probe = new pg.Client({ connectionString: url.toString() });
await probe.connect();
const backendCpu = () => backendsCpuMs(probe, name);

async function measure(label: string, call: () => Promise<unknown>, warmUps = 3) {
  for (let i = 0; i < warmUps; i++) await call(); // warm-up: statements prepared, plans made
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
  const search =
    (q: string, filter: object = {}) =>
    () =>
      listProductsReply(database.db, { pageNum: 1, pageSize: 24, filters: { search: q, ...filter } } as never);
  /** A different term of FILTERED_TERMS on each call, with `filter`. */
  const rotating = (filter: object) => {
    let n = 0;
    return () => search(FILTERED_TERMS[n++ % FILTERED_TERMS.length]!, filter)();
  };
  for (const q of SEARCHES) results.push(await measure(`search ${q}`, search(q)));
  for (const q of PREFIXES) results.push(await measure(`suggest ${q}`, () => suggestSearch(database.db, q)));
  for (const q of AWKWARD_SEARCHES) results.push(await measure(`awkward ${q}`, search(q)));
  for (const filter of SEARCH_FILTERS)
    results.push(await measure(`filtered ${filterLabel(filter)}`, rotating(filter), FILTERED_TERMS.length));
  console.log(`${'query'.padEnd(44)}   wall ms   node ms     db ms   (per call, ${CALLS} calls, database ${name})`);
  for (const r of results) console.log(`${r.label.padEnd(44)} ${fmt(r.wall)}   ${fmt(r.node)}   ${fmt(r.db)}`);
  for (const kind of ['search', 'suggest', 'awkward', 'filtered']) {
    const of = results.filter((r) => r.label.startsWith(kind));
    const mean = (f: (r: (typeof of)[number]) => number) => of.reduce((s, r) => s + f(r), 0) / of.length;
    console.log(
      `${`${kind} (mean)`.padEnd(44)} ${fmt(mean((r) => r.wall))}   ${fmt(mean((r) => r.node))}   ${fmt(mean((r) => r.db))}` +
        (kind === 'search' || kind === 'filtered'
          ? `   node + db ${(mean((r) => r.node) + mean((r) => r.db)).toFixed(2)} ms (target ≤ ${TARGET_CPU_MS})`
          : ''),
    );
  }
} finally {
  await probe.end();
  await database.close();
}
