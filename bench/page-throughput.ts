/**
 * What a server-rendered page costs the server (docs/decisions/024, 030): HTML requests per second
 * and latency for the home, listing and product pages, beside /cart (the same shell, rendered in
 * the browser: no server render), on the production build (bench/lib/shop-server.ts, PGlite).
 * First uncached: the listing reply cache and the page cache off (LISTING_CACHE_MS=0,
 * PAGE_CACHE_MS=0), so every request reads the catalogue and renders; then with the shop's
 * default caches, as one busy process serves them. Requests ask for brotli as browsers do, so
 * compression is in the figure. A figure to read, not a test.
 *
 * Usage: npm run bench:pages -w bench   (BENCH_SECONDS, default 10; BENCH_CONNECTIONS, default 10; BENCH_PORT)
 */
import autocannon from 'autocannon';
import { firstProductId, startShopServer } from './lib/shop-server';

const PORT = Number(process.env.BENCH_PORT ?? 3557);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function measure(title: string, caches: { LISTING_CACHE_MS?: string; PAGE_CACHE_MS?: string }): Promise<void> {
  for (const [name, value] of Object.entries(caches)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  const server = await startShopServer(PORT);
  console.log(`\n${title}`);
  try {
    const pages = {
      home: '/',
      listing: '/allproducts',
      product: `/product/${await firstProductId(server.base)}`,
      'cart (not server-rendered)': '/cart',
    };
    for (const [name, path] of Object.entries(pages)) {
      const result = await autocannon({
        url: `${server.base}${path}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
      });
      const bad = result.non2xx + result.errors;
      console.log(
        `  ${name.padEnd(28)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ${(result.throughput.average / 1024).toFixed(0)} KB/s${bad ? `   ${bad} failed` : ''}`,
      );
    }
  } finally {
    await server.stop();
  }
}

await measure('uncached: every request reads the catalogue and renders (LISTING_CACHE_MS=0, PAGE_CACHE_MS=0)', {
  LISTING_CACHE_MS: '0',
  PAGE_CACHE_MS: '0',
});
await measure('default caches (listing replies, categories and whole pages kept 5 s)', {
  LISTING_CACHE_MS: undefined,
  PAGE_CACHE_MS: undefined,
});
