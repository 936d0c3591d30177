/**
 * Stored documents for a whole catalogue (issue 31, target 1): builds the page and card document
 * (product_pages, docs/decisions/023, 048) of every product of BENCH_DB that has none for its
 * current row version, through the shop's own code (catalog.service refreshProductDocuments), as
 * a shop has them once each page has been viewed after its last change. bench:catalogue's COPY
 * leaves them out, so a fresh copy builds one on every first view: a transaction a product page
 * and up to a page of cards a listing, which is what a catalogue just imported costs, not a shop
 * in service. bench:mixed prints how many products of its copy have their documents; run this
 * after bench:catalogue to measure the shop in service. Prints the count, the time and the rate.
 *
 * Usage: npm run bench:documents -w bench
 *   BENCH_DB (shop_bench_100k), DATABASE_URL (the server, default postgres://postgres@127.0.0.1:5432/test)
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { refreshProductDocuments } from '../apps/server/src/modules/catalog/catalog.service';
import { productsWithoutCurrentDocuments } from './lib/stored-documents';

const TEMPLATE = process.env.BENCH_DB ?? 'shop_bench_100k';
const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
serverUrl.pathname = `/${TEMPLATE}`;
/** Products a batch: one read of their rows and one insert of their documents. */
const BATCH = 250;
/** Batches at once: about the database server's cores. */
const PARALLEL = 2;

const database = openDatabase({ url: serverUrl.href, poolSize: PARALLEL, transactionPoolSize: PARALLEL });
try {
  const missing = await productsWithoutCurrentDocuments(serverUrl.href);
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let at = next; at < missing.length; at = next) {
        next += BATCH;
        await refreshProductDocuments(database.db, missing.slice(at, at + BATCH));
      }
    }),
  );
  await database.db.execute(sql`VACUUM ANALYZE product_pages`);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${TEMPLATE}: stored documents built for ${missing.length.toLocaleString('en-IN')} products in ` +
      `${seconds.toFixed(1)} s (${Math.round(missing.length / Math.max(seconds, 0.001)).toLocaleString('en-IN')} a second)`,
  );
} finally {
  await database.close();
}
