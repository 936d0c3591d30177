/**
 * Loads a large, realistic catalogue into a PostgreSQL database for the scale benchmark
 * (bench/catalogue-scale.ts, issue 6 "Scale"). The database is dropped and made anew: migrated
 * and seeded like a real shop (the ~190 shipped products, pincodes, service areas), then filled
 * up to BENCH_PRODUCTS products with variants of the shipped ones, made in PostgreSQL by
 * INSERT … SELECT over generate_series, in chunks, on two connections at once, with the tables'
 * secondary indexes dropped during the load and built after it and no foreign-key check row by
 * row (docs/decisions/080: a million products in a few minutes, where row-by-row index upkeep
 * took over a quarter of an hour).
 *
 * A variant keeps its original's category, subcategory, texts, specification and pictures, and
 * gets: a maker (the original's brand for a quarter, else one of 24 makers of the kind shops
 * resell), a pack size, a revision and a model code in its name; a SKU of its own; a price from
 * the original's scaled by the pack and ±20 %, an MRP 0–45 % above it; 0–500 units (one in
 * twelve out of stock); reviews; a creation date within three years. Random but repeatable
 * (hashes of the variant's number), so two runs make the same catalogue but for its ids.
 *
 * Usage: npm run bench:catalogue -w bench
 *   BENCH_DB        database name (default shop_bench_100k); only plain lower-case names
 *   BENCH_PRODUCTS  products in all (default 100000; 1000000 for issue 31's million)
 *   BENCH_LOADERS   connections loading and building indexes at once (default 2)
 *   DATABASE_URL    any database on the server, to connect through (default …/test's server)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDatabase } from '../apps/server/src/seed/seed';
import { dropSecondaryIndexes, prepareBulkSession, runOnEach, type Loader } from './lib/bulk-load';
import { MAX_VARIANTS, TRIGRAM_COUNTS, VARIANTS_SQL } from './lib/catalogue-sql';
import { PhaseClock } from './lib/phase-clock';
import { childrenOf, cpuMsOf, loadAverages, parentOf } from './lib/process-cpu';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = process.env.BENCH_DB ?? 'shop_bench_100k';
const wanted = Number(process.env.BENCH_PRODUCTS ?? 100_000);
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_DB must be a plain lower-case name: ${name}`);
if (!Number.isInteger(wanted) || wanted < 1) throw new Error('BENCH_PRODUCTS must be a positive whole number');

/** Makers a variant may be sold under (made up, of the kind Indian parts shops resell). */
const MAKERS = [
  'Robodyne',
  'Vayu Labs',
  'Kiran Electronics',
  'Orbitronics',
  'Nexa Parts',
  'Sparkwave',
  'Techtonic',
  'Madhav Components',
  'Volta Works',
  'Ampere Hub',
  'Circuitry India',
  'Zenith Modules',
  'Pixel Motors',
  'Makerfield',
  'Shakti Power',
  'Aeroline',
  'Quantum Boards',
  'Indus Sensors',
  'Printforge',
  'Lumos Tech',
  'Hexa Robotics',
  'Ganga Electro',
  'Sutra Devices',
  'Bolt Maker',
];
const PACKS = ['', ' (Pack of 2)', ' (Pack of 5)', ' (Pack of 10)'];
const PACK_FACTORS = [1, 1.9, 4.5, 8.5];
const REVISIONS = ['', ' v2', ' Pro', ' Mini', ' Plus', ' Lite', ' HV', ' Kit'];

/** Tables the load writes (products, and what their triggers write), whose secondary indexes are built after it. */
const LOADED_TABLES = ['products', 'product_search', 'product_stock_levels', 'stock_movements', 'search_words'];
/** The loaded tables large enough to vacuum on a connection each. */
const VACUUMED_TABLES = ['products', 'product_search', 'product_stock_levels', 'stock_movements'];
/** Connections loading and indexing at once (BENCH_LOADERS, default 2: one a core). */
const LOADERS = Number(process.env.BENCH_LOADERS ?? 2);
/** Variants made by one statement. */
const CHUNK = 50_000;

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
try {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
} finally {
  await admin.end();
}
const url = new URL(serverUrl);
url.pathname = `/${name}`;

const clock = new PhaseClock();
console.log(`load average ${loadAverages()} at the start`);
const database = openDatabase({ url: url.toString() });
try {
  await database.migrate();
  await seedDatabase(database.db, { uploadsDir: mkdtempSync(join(tmpdir(), 'shop-catalogue-')), demoAccounts: false });
} finally {
  await database.close();
}
clock.lap('migrated and seeded');

const connect = async (): Promise<Loader> => {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await prepareBulkSession(client, LOADERS > 1 ? '512MB' : '1GB');
  return { client, pid: (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid };
};
const loaders = await Promise.all(Array.from({ length: LOADERS }, connect));
const clients = loaders.map((l) => l.client);
clock.watch(loaders.map((l) => l.pid));
/** The server's processes other than the loaders' backends (checkpointer, WAL writer, …): their CPU ms so far. */
const others = childrenOf(parentOf(loaders[0]!.pid)).filter((pid) => !loaders.some((l) => l.pid === pid));
const othersCpuMs = () => others.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
const othersAtStart = othersCpuMs();
/** The server's WAL position now (to tell the WAL bytes the load wrote). */
const walLsn = async () =>
  (await loaders[0]!.client.query<{ lsn: string }>('SELECT pg_current_wal_lsn() AS lsn')).rows[0]!.lsn;
const walAtStart = await walLsn();
const [client] = clients as [pg.Client, ...pg.Client[]];
const s = (ms: number) => (ms / 1000).toFixed(1);
/** Prints a statement's cost: its first words, wall and backend CPU seconds. */
const logCost = ({ statement, wallMs, cpuMs }: { statement: string; wallMs: number; cpuMs: number }) =>
  console.log(
    `    ${s(wallMs).padStart(6)} s wall ${s(cpuMs).padStart(6)} s CPU  ${statement.replace(/\s+/g, ' ').trim().slice(0, 90)}`,
  );
try {
  await client.query(
    `INSERT INTO brands (id, name, slug)
     SELECT gen_random_uuid()::text, m, lower(regexp_replace(m, '[^A-Za-z0-9]+', '-', 'g')) FROM unnest($1::text[]) AS m
     ON CONFLICT DO NOTHING`,
    [MAKERS],
  );
  const { rows } = await client.query<{ ids: string[] }>('SELECT array_agg(id) AS ids FROM products');
  const shippedIds = rows[0]!.ids;
  const originals = shippedIds.length;
  const variants = Math.max(0, wanted - originals);
  if (variants > MAX_VARIANTS) throw new Error(`BENCH_PRODUCTS may make ${MAX_VARIANTS} variants at most`);
  // The ledger's primary key goes too (its ids are random; nothing references them); the others
  // stay: foreign keys lean on products', the search copy's trigger names product_search's.
  const dropped = await dropSecondaryIndexes(client, LOADED_TABLES, ['stock_movements']);
  clock.lap('makers added, indexes dropped');
  // The triggers stay (they write the search rows, words, trigram counts and the stock ledger,
  // set by set, whatever their migration says today); the foreign-key checks, row by row, go:
  // every row made here points at rows that exist.
  for (const table of LOADED_TABLES) {
    await client.query(`ALTER TABLE ${table} DISABLE TRIGGER ALL`);
    await client.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
  }
  // The trigram counts are counted once after the load (TRIGRAM_COUNTS): the trigger's way,
  // chunk by chunk, tests every trigram of every key against a pattern, a third of the load's time.
  await client.query('ALTER TABLE product_search DISABLE TRIGGER product_search_trigrams_insert');
  // Each connection makes every LOADERS-th chunk: chunks keep each statement's trigger tables small.
  const chunks = Array.from({ length: Math.ceil(variants / CHUNK) }, (_, k) => k);
  const loadTime = Date.now();
  let made = 0;
  await Promise.all(
    clients.map(async (c, loader) => {
      for (const k of chunks.filter((chunk) => chunk % LOADERS === loader)) {
        const result = await c.query(VARIANTS_SQL, [
          MAKERS,
          PACKS,
          REVISIONS,
          PACK_FACTORS,
          originals,
          k * CHUNK,
          Math.min(variants, (k + 1) * CHUNK),
          shippedIds,
          loadTime,
        ]);
        made += result.rowCount ?? 0;
      }
    }),
  );
  for (const table of LOADED_TABLES) await client.query(`ALTER TABLE ${table} ENABLE TRIGGER ALL`);
  clock.lap('variants');
  // The longest builds (GIN) first, so the connections finish together; the trigram counts
  // among them, as they read what the builds read.
  await client.query('TRUNCATE search_trigrams');
  const [gin, other] = [dropped.filter((i) => i.gin), dropped.filter((i) => !i.gin)];
  await runOnEach(
    loaders,
    [
      ...gin.slice(0, 2).map((index) => index.create),
      ...[0, 1].map(TRIGRAM_COUNTS),
      ...gin.slice(2).map((index) => index.create),
      ...other.map((index) => index.create),
    ],
    logCost,
  );
  clock.lap(`${dropped.length} indexes, trigram counts`);
  // The loaded tables vacuumed (for the visibility map that lets the listings read their indexes
  // alone) and analyzed, a connection each; then every other table, once (a database-wide VACUUM
  // sampled the loaded tables a second time).
  const rest = await client.query<{ tables: string }>(
    `SELECT string_agg(format('%I.%I', n.nspname, c.relname), ', ') AS tables
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'm') AND c.relpersistence <> 't' AND NOT (n.nspname = 'public' AND c.relname = ANY($1::text[]))`,
    [VACUUMED_TABLES],
  );
  await runOnEach(
    loaders,
    [...VACUUMED_TABLES.map((table) => `VACUUM (ANALYZE) ${table}`), `VACUUM (ANALYZE) ${rest.rows[0]!.tables}`],
    logCost,
  );
  clock.lap('vacuumed');
  const total = await client.query<{ n: number; size: string; wal: string }>(
    `SELECT count(*)::int AS n, pg_size_pretty(pg_database_size(current_database())) AS size,
       pg_size_pretty(pg_wal_lsn_diff(pg_current_wal_lsn(), $1)) AS wal FROM products`,
    [walAtStart],
  );
  console.log(
    `${name}: ${total.rows[0]!.n} products (${originals} shipped + ${made} variants), ${total.rows[0]!.size}, ` +
      `${total.rows[0]!.wal} of WAL (the server's, other databases' too); ` +
      `${LOADERS} connections (the seed's own connections are not watched):\n${clock.report()}\n` +
      `  the server's other processes (checkpointer, WAL writer, …) used ${s(othersCpuMs() - othersAtStart)} s of CPU; ` +
      `load average ${loadAverages()} at the end`,
  );
} finally {
  await Promise.all(clients.map((c) => c.end()));
}
