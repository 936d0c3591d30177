/**
 * The whole-page cache of server-rendered pages (docs/decisions/030), through a small web build
 * whose entry-server.js counts its renders: a public page asked for again within PAGE_CACHE_MS is
 * sent as rendered before; a catalogue change through the catalogue service, another URL or
 * another build renders afresh; 404s, failed renders and private pages are never kept.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as stock from '../modules/inventory/stock.service';
import { makeCategory, makeProduct } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

const INDEX =
  '<!doctype html><html lang="en-IN"><head><title>Built</title></head><body><div id="root"></div></body></html>';

const ENTRY = `
export async function render(url, port) {
  if (url.includes('mode=throw')) throw new Error('render broke');
  globalThis.pageRenders = (globalThis.pageRenders ?? 0) + 1;
  const n = globalThis.pageRenders;
  const path = url.split('?')[0];
  const product = path.startsWith('/product/') ? await port.product(decodeURIComponent(path.slice('/product/'.length))) : undefined;
  return {
    status: 200,
    ready: Promise.resolve(),
    abort() {},
    dataJson: '{}',
    pipe(destination) {
      destination.end('<p>render ' + n + ' stock ' + (product ? product.no_of_product_instock : '-') + '</p>');
    },
  };
}
`;

let t: TestApp;
let web: string;
let productId: string;
const renders = () => (globalThis as { pageRenders?: number }).pageRenders ?? 0;
const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'shop-web-cache-'));
  writeFileSync(join(web, 'index.html'), INDEX);
  mkdirSync(join(web, '.server'));
  writeFileSync(join(web, '.server', 'entry-server.js'), ENTRY);
  t = await createTestApp({ webDist: web, env: { PAGE_CACHE_MS: '60000' } });
  const boards = await makeCategory(t.db, 'Development Board');
  productId = (await makeProduct(t.db, { categoryId: boards.id, stock: 7 })).id;
});

afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

describe('the page cache', () => {
  it('sends a public page asked for again as rendered the first time; another URL is rendered', async () => {
    const first = await get('/allproducts?category=Sensors');
    const before = renders();
    const again = await get('/allproducts?category=Sensors');
    expect(renders()).toBe(before);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('text/html; charset=utf-8');
    await get('/allproducts?category=Motors');
    expect(renders()).toBe(before + 1);
  });

  it('sends a kept page brotli-compressed as it was kept to a browser that takes br', async () => {
    const first = await get('/subcategories');
    const before = renders();
    const page = (): Promise<{ headers: Record<string, unknown>; rawPayload: Buffer }> =>
      t.app.inject({ method: 'GET', url: '/subcategories', headers: { 'accept-encoding': 'br, gzip' } });
    await vi.waitFor(async () => expect((await page()).headers['content-encoding']).toBe('br'));
    const again = await page();
    expect(again.headers['vary']).toContain('accept-encoding');
    expect(brotliDecompressSync(again.rawPayload).toString('utf8')).toBe(first.body);
    expect(renders()).toBe(before);
  });

  it('renders afresh after a catalogue change through the catalogue service', async () => {
    const first = await get(`/product/${productId}`);
    expect(first.body).toContain('stock 7');
    await get(`/product/${productId}`);
    const before = renders();
    await stock.updateStock(t.db, productId, 3, true, { kind: 'system', id: null });
    const after = await get(`/product/${productId}`);
    expect(renders()).toBe(before + 1);
    expect(after.body).toContain('stock 3');
  });

  it('renders afresh after a rebuild (index.html changed)', async () => {
    await get('/shopbybrand');
    const before = renders();
    utimesSync(join(web, 'index.html'), new Date(), new Date(Date.now() + 60_000));
    await get('/shopbybrand');
    expect(renders()).toBe(before + 1);
  });

  it('keeps no 404, no failed render and no private page', async () => {
    for (const url of ['/no/such/page', '/product/no-such-product', '/product?mode=throw']) {
      await get(url);
      const before = renders();
      await get(url);
      expect(renders(), url).toBe(before + (url.includes('throw') ? 0 : 1));
    }
    const failed = await get('/product?mode=throw');
    expect(failed.body).toContain('<div id="root"></div>');
    // The cart's layout is rendered on the server (decision 093), but never kept.
    await get('/cart');
    const beforeCart = renders();
    await get('/cart');
    expect(renders()).toBe(beforeCart + 1);
  });
});
