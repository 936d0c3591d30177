/**
 * Loads a large, realistic catalogue into a PostgreSQL database for the scale benchmark
 * (bench/catalogue-scale.ts, issue 6 "Scale"). The database is dropped and made anew: migrated
 * and seeded like a real shop (the ~190 shipped products, pincodes, service areas), then filled
 * up to BENCH_PRODUCTS products with variants of the shipped ones, made in PostgreSQL by one
 * INSERT … SELECT over generate_series (about half a minute for 100,000 on 2 cores).
 *
 * A variant keeps its original's category, subcategory, texts, specification and pictures, and
 * gets: a maker (the original's brand for a quarter, else one of 24 makers of the kind shops
 * resell), a pack size, a revision and a model code in its name; a SKU of its own; a price from
 * the original's scaled by the pack and ±20 %, an MRP 0–45 % above it; 0–500 units (one in
 * twelve out of stock); reviews; a creation date within three years. Random but repeatable
 * (setseed), so two runs make the same catalogue.
 *
 * Usage: npm run bench:catalogue -w bench
 *   BENCH_DB        database name (default shop_bench_100k); only plain lower-case names
 *   BENCH_PRODUCTS  products in all (default 100000)
 *   DATABASE_URL    any database on the server, to connect through (default …/test's server)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDatabase } from '../apps/server/src/seed/seed';

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

const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
try {
  await client.query('BEGIN');
  await client.query(
    `INSERT INTO brands (id, name, slug)
     SELECT gen_random_uuid()::text, m, lower(regexp_replace(m, '[^A-Za-z0-9]+', '-', 'g')) FROM unnest($1::text[]) AS m
     ON CONFLICT DO NOTHING`,
    [MAKERS],
  );
  const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
  const originals = rows[0]!.n;
  const variants = Math.max(0, wanted - originals);
  await client.query('SELECT setseed(0.42)');
  // Each original gets `perOriginal` variants, numbered g = 1…; the first `variants` rows are kept.
  const inserted = await client.query(
    `WITH original AS (
       SELECT p.*, c.name AS category_name, s.name AS sub_name, b.name AS brand_name, row_number() OVER (ORDER BY p.sku) AS o
       FROM products p JOIN categories c ON c.id = p.category_id
       LEFT JOIN sub_categories s ON s.id = p.sub_category_id LEFT JOIN brands b ON b.id = p.brand_id
     ),
     maker AS (SELECT b.id, b.name, m.i FROM unnest($1::text[]) WITH ORDINALITY AS m(name, i) JOIN brands b ON b.name = m.name),
     variant AS (
       SELECT o.*, g,
         CASE WHEN g % 4 = 0 THEN o.brand_id ELSE (SELECT id FROM maker WHERE i = 1 + (g + o.o) % $2) END AS v_brand_id,
         CASE WHEN g % 4 = 0 THEN o.brand_name ELSE (SELECT name FROM maker WHERE i = 1 + (g + o.o) % $2) END AS v_brand,
         (g / 4) % 4 AS pack, (g / 16) % 8 AS rev,
         upper(substr(md5(o.sku || g), 1, 4)) AS model,
         random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5
       FROM original o CROSS JOIN generate_series(1, $3::int) AS g
     ),
     priced AS (
       SELECT v.*,
         v.product_name || ($4::text[])[pack + 1] || ($5::text[])[rev + 1] || ' - ' || model AS v_name,
         v.sku || '-' || model || lpad(g::text, 4, '0') AS v_sku,
         greatest(100, round(v.price_paise * ($6::float8[])[pack + 1] * (0.8 + 0.4 * r1) / 100) * 100)::int AS v_price,
         CASE WHEN r5 < 1.0 / 12 THEN 0 ELSE (r2 * 500)::int END AS v_stock
       FROM variant v
       ORDER BY g, o
       LIMIT $7
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
       lower(concat_ws(' ', v_name, v_sku, category_name, sub_name, v_brand,
         (SELECT string_agg(t, ' ') FROM jsonb_array_elements_text(tags) AS t))),
       now() - (r1 * interval '1095 days'), now() - (r2 * interval '30 days')
     FROM priced`,
    [MAKERS, MAKERS.length, Math.ceil(variants / Math.max(1, originals)), PACKS, REVISIONS, PACK_FACTORS, variants],
  );
  await client.query('COMMIT');
  const loaded = performance.now();
  await client.query('VACUUM ANALYZE');
  const total = await client.query<{ n: number; size: string }>(
    `SELECT count(*)::int AS n, pg_size_pretty(pg_database_size(current_database())) AS size FROM products`,
  );
  const s = (ms: number) => (ms / 1000).toFixed(1);
  console.log(
    `${name}: ${total.rows[0]!.n} products (${originals} shipped + ${inserted.rowCount} variants), ${total.rows[0]!.size}; ` +
      `migrated and seeded in ${s(seeded - started)} s, variants in ${s(loaded - seeded)} s, vacuumed in ${s(performance.now() - loaded)} s`,
  );
} finally {
  await client.end();
}
