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
import { dropSecondaryIndexes, prepareBulkSession, runOnEach } from './lib/bulk-load';
import { cpuMsOf } from './lib/process-cpu';
import { readFileSync } from 'node:fs';

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

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
const LOADED_TABLES = ['products', 'product_search', 'stock_movements', 'search_words'];
/**
 * The search trigram counts of product_search's keys (what its trigram triggers keep, migration
 * 0030) counted anew, half `half` of the keys: a trigram's pattern is tested once per trigram,
 * not once per key it is in.
 */
const TRIGRAM_COUNTS = (half: number) => `
  INSERT INTO search_trigrams (trigram, products)
  SELECT t, count(*) FROM product_search ps, unnest(show_trgm(ps.search_key)) AS t
  WHERE hashtext(ps.product_id) & 1 = ${half}
  GROUP BY t HAVING t ~ '^[a-z0-9]{3}$' ORDER BY t
  ON CONFLICT (trigram) DO UPDATE SET products = search_trigrams.products + excluded.products`;
/** Connections loading and indexing at once (BENCH_LOADERS, default 2: one a core). */
const LOADERS = Number(process.env.BENCH_LOADERS ?? 2);
/** Variants made by one statement. */
const CHUNK = 50_000;

/**
 * Variants n = $6 … $7 − 1: variant n copies original n mod $5 (by SKU) as its g-th variant,
 * g = n div $5 + 1, so the first N variants give every original about as many. Its random
 * figures come from hashes of n (r(k) in [0, 1)), so a catalogue is the same whichever
 * connection made which chunk. $1 makers, $2 packs, $3 revisions, $4 pack price factors.
 */
const VARIANTS_SQL = `
  WITH original AS (
    SELECT p.*, c.name AS category_name, s.name AS sub_name, b.name AS brand_name,
      (SELECT string_agg(t, ' ') FROM jsonb_array_elements_text(p.tags) AS t) AS tag_text,
      (row_number() OVER (ORDER BY p.sku) - 1)::int AS ord
    FROM products p JOIN categories c ON c.id = p.category_id
    LEFT JOIN sub_categories s ON s.id = p.sub_category_id LEFT JOIN brands b ON b.id = p.brand_id
    WHERE p.sku = ANY($8::text[])
  ),
  maker AS (
    SELECT array_agg(b.id ORDER BY m.i) AS ids, array_agg(b.name ORDER BY m.i) AS names, count(*)::int AS n
    FROM unnest($1::text[]) WITH ORDINALITY AS m(name, i) JOIN brands b ON b.name = m.name
  ),
  numbered AS (
    SELECT n, n / $5::int + 1 AS g, n % $5::int AS ord,
      ${[1, 2, 3, 4, 5].map((k) => `(hashint8extended(n::bigint, ${k}) & 2147483647)::float8 / 2147483648.0 AS r${k}`).join(', ')}
    FROM generate_series($6::int, $7::int - 1) AS n
  ),
  variant AS (
    SELECT o.*, x.g, x.r1, x.r2, x.r3, x.r4, x.r5,
      CASE WHEN x.g % 4 = 0 THEN o.brand_id ELSE m.ids[1 + (x.g + x.ord + 1) % m.n] END AS v_brand_id,
      CASE WHEN x.g % 4 = 0 THEN o.brand_name ELSE m.names[1 + (x.g + x.ord + 1) % m.n] END AS v_brand,
      (x.g / 4) % 4 AS pack, (x.g / 16) % 8 AS rev,
      upper(substr(md5(o.sku || x.g), 1, 4)) AS model
    FROM numbered x JOIN original o ON o.ord = x.ord CROSS JOIN maker m
  ),
  priced AS (
    SELECT v.*,
      v.product_name || ($2::text[])[pack + 1] || ($3::text[])[rev + 1] || ' - ' || model AS v_name,
      v.sku || '-' || model || lpad(g::text, 4, '0') AS v_sku,
      greatest(100, round(v.price_paise * ($4::float8[])[pack + 1] * (0.8 + 0.4 * r1) / 100) * 100)::int AS v_price,
      CASE WHEN r5 < 1.0 / 12 THEN 0 ELSE (r2 * 500)::int END AS v_stock
    FROM variant v
  )
  INSERT INTO products (id, sku, product_name, category_id, sub_category_id, brand_id, hsn_code, gst_rate_bp,
    mrp_paise, price_paise, stock, in_stock, featured, review_stars, no_of_reviews, overview, description,
    specifications, tags, weight_g, length_mm, breadth_mm, height_mm, image_main, images_sub, search_text,
    created_at, updated_at)
  SELECT gen_random_uuid()::text, v_sku, v_name, category_id, sub_category_id, v_brand_id, hsn_code, gst_rate_bp,
    (round(v_price * (1 + 0.45 * r3) / 100) * 100)::int, v_price, v_stock, r4 > 0.02, r3 < 0.03,
    CASE WHEN r4 < 0.2 THEN 0 ELSE round((3 + 2 * r4)::numeric, 1)::real END,
    CASE WHEN r4 < 0.2 THEN 0 ELSE (r2 * r4 * 900)::int END,
    overview, description, specifications, tags, weight_g, length_mm, breadth_mm, height_mm, image_main, images_sub,
    lower(concat_ws(' ', v_name, v_sku, category_name, sub_name, v_brand, tag_text)),
    now() - (r1 * interval '1095 days'), now() - (r2 * interval '30 days')
  FROM priced`;

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

const started = performance.now();
const database = openDatabase({ url: url.toString() });
try {
  await database.migrate();
  await seedDatabase(database.db, { uploadsDir: mkdtempSync(join(tmpdir(), 'shop-catalogue-')), demoAccounts: false });
} finally {
  await database.close();
}
const seeded = performance.now();

const connect = async () => {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await prepareBulkSession(client, LOADERS > 1 ? '512MB' : '1GB');
  return client;
};
const clients = await Promise.all(Array.from({ length: LOADERS }, connect));
const backends = await Promise.all(
  clients.map(async (c) => (await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid),
);
/** CPU ms the loading connections' backends have used (of the 2,000 ms a second 2 cores give). */
const databaseCpuMs = () => backends.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
const [client] = clients as [pg.Client, ...pg.Client[]];
const s = (ms: number) => (ms / 1000).toFixed(1);
try {
  await client.query(
    `INSERT INTO brands (id, name, slug)
     SELECT gen_random_uuid()::text, m, lower(regexp_replace(m, '[^A-Za-z0-9]+', '-', 'g')) FROM unnest($1::text[]) AS m
     ON CONFLICT DO NOTHING`,
    [MAKERS],
  );
  const { rows } = await client.query<{ skus: string[] }>('SELECT array_agg(sku) AS skus FROM products');
  const shippedSkus = rows[0]!.skus;
  const originals = shippedSkus.length;
  const variants = Math.max(0, wanted - originals);
  const dropped = await dropSecondaryIndexes(client, LOADED_TABLES);
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
          shippedSkus,
        ]);
        made += result.rowCount ?? 0;
      }
    }),
  );
  for (const table of LOADED_TABLES) await client.query(`ALTER TABLE ${table} ENABLE TRIGGER ALL`);
  const loaded = performance.now();
  // The longest builds (GIN) first, so the connections finish together; the trigram counts
  // among them, as they read what the builds read.
  await client.query('TRUNCATE search_trigrams');
  const [gin, other] = [dropped.filter((i) => i.gin), dropped.filter((i) => !i.gin)];
  await runOnEach(clients, [
    ...gin.slice(0, 2).map((index) => index.create),
    ...[0, 1].map(TRIGRAM_COUNTS),
    ...gin.slice(2).map((index) => index.create),
    ...other.map((index) => index.create),
  ]);
  const indexed = performance.now();
  await runOnEach(
    clients,
    ['products', 'product_search', 'stock_movements'].map((t) => `VACUUM (ANALYZE) ${t}`),
  );
  await client.query('VACUUM (ANALYZE)');
  const total = await client.query<{ n: number; size: string }>(
    `SELECT count(*)::int AS n, pg_size_pretty(pg_database_size(current_database())) AS size FROM products`,
  );
  console.log(
    `${name}: ${total.rows[0]!.n} products (${originals} shipped + ${made} variants), ${total.rows[0]!.size}; ` +
      `${s(performance.now() - started)} s in all: migrated and seeded in ${s(seeded - started)} s, variants in ${s(loaded - seeded)} s, ` +
      `${dropped.length} indexes in ${s(indexed - loaded)} s, ` +
      `vacuumed in ${s(performance.now() - indexed)} s (${LOADERS} connections; their backends used ${s(databaseCpuMs())} s of CPU, ` +
      `load average ${loadAverage()} at the end)`,
  );
} finally {
  await Promise.all(clients.map((c) => c.end()));
}
