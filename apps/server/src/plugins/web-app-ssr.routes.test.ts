/**
 * The server render's plumbing (docs/decisions/024) through a small web build whose
 * .server/entry-server.js is written here: the page's body streams into the root of index.html
 * with the data <script> after it; the StoreDataPort gives the render what the API gives the
 * browser; staff's and the sign-in pages are not rendered on the server, the shopper's own get
 * their layout rendered (decision 093); a render that throws, fails its shell
 * or hangs gives the client-rendered page (never a 500, never a hang); unknown paths and products
 * stay 404. The real entry (React, the router, hydration) is covered by e2e/server-render.spec.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBrand, makeCategory, makeProduct } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

const INDEX = `<!doctype html>
<html lang="en-IN">
  <head><meta charset="UTF-8" /><title>Built title</title></head>
  <body><div id="root"></div></body>
</html>`;

/** An entry-server.js keeping the contract of @shop/domain/seo/server-render, steered by ?mode=. */
const ENTRY = `
export async function render(url, port) {
  const query = new URL(url, 'http://x').searchParams;
  const mode = query.get('mode');
  globalThis.ssrCalls = (globalThis.ssrCalls ?? 0) + 1;
  if (mode === 'throw') throw new Error('render broke');
  if (mode === 'hang') return { status: 200, ready: new Promise(() => {}), pipe() {}, abort() {}, dataJson: '{}' };
  if (mode === 'shell-error') {
    const ready = Promise.reject(new Error('shell broke'));
    ready.catch(() => undefined);
    return { status: 200, ready, pipe() {}, abort() {}, dataJson: '{}' };
  }
  const path = url.split('?')[0];
  const data = {
    settings: await port.publicSettings(),
    categories: await port.categories(),
    list: await port.listProducts({ pageNum: 1, pageSize: 24, filters: {} }),
    product: path.startsWith('/product/') ? (await port.product(decodeURIComponent(path.slice('/product/'.length)))) ?? null : null,
  };
  return {
    status: 200,
    ready: Promise.resolve(),
    abort() {},
    dataJson: JSON.stringify(data).replace(/</g, '\\\\u003c'),
    pipe(destination) {
      destination.write('<h1>' + data.settings.shopName + '</h1>');
      setTimeout(() => destination.end('<p>streamed</p>'), 5);
    },
  };
}
`;

let t: TestApp;
let web: string;
let productId: string;

const ssrCalls = () => (globalThis as { ssrCalls?: number }).ssrCalls ?? 0;
const dataOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="ssr-data">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'shop-web-ssr-'));
  writeFileSync(join(web, 'index.html'), INDEX);
  mkdirSync(join(web, '.server'));
  writeFileSync(join(web, '.server', 'entry-server.js'), ENTRY);
  // Short, so the hanging render gives up soon; long enough for a first render (the entry's import,
  // the loaders' first queries) on a busy 2-core machine, where 300 ms was once not.
  t = await createTestApp({ webDist: web, ssrShellTimeoutMs: 3_000 });
  const boards = await makeCategory(t.db, 'Development Board');
  const brand = await makeBrand(t.db, 'Espressif');
  productId = (
    await makeProduct(t.db, { categoryId: boards.id, brandId: brand.id, productName: 'ESP32 </script> Board' })
  ).id;
});

afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

describe('server-rendered pages', () => {
  it('streams the body into the root, the data after it, and keeps the head the seo module wrote', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(
      '<div id="root"><h1>MakerShop</h1><p>streamed</p></div><script type="application/json" id="ssr-data">',
    );
    expect(res.body).toContain('<title>MakerShop: electronics and maker parts</title>');
    expect(res.body).toMatch(/<\/script>\s*<\/body>\s*<\/html>$/);
  });

  it('the port gives the render what the API gives the browser: settings, categories, a listing page and a product', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/product/${productId}` });
    expect(res.statusCode).toBe(200);
    const data = dataOf(res.body);
    const api = async (method: 'GET' | 'POST', url: string, payload?: object) =>
      (await t.app.inject({ method, url: `/api/v1${url}`, payload })).json().data;
    expect(data.settings).toEqual((await api('GET', '/settings/public')).settings);
    expect(data.categories).toEqual((await api('POST', '/product/all-categories', {})).product);
    expect(data.list).toEqual(await api('POST', '/product/list', { pageNum: 1, pageSize: 24, filters: {} }));
    expect(data.product).toEqual((await api('GET', `/product/${productId}`)).product);
    // The product's name cannot close the data <script>: '<' travels as \u003c.
    expect(res.body).not.toContain('ESP32 </script> Board');
  });

  it('an unknown product and an unknown path stay 404, rendered; the port says undefined for the product', async () => {
    const product = await t.app.inject({ method: 'GET', url: '/product/no-such-product' });
    expect(product.statusCode).toBe(404);
    expect(dataOf(product.body).product).toBeNull();
    const path = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(path.statusCode).toBe(404);
    expect(path.body).toContain('<div id="root"><h1>');
  });

  it("staff's pages and the sign-in pages are not rendered on the server: an empty root", async () => {
    const before = ssrCalls();
    for (const url of ['/login', '/signup', '/admin-dashboard/orders', '/payment-status/p1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('ssr-data');
    }
    expect(ssrCalls()).toBe(before);
  });

  it("the shopper's own pages (cart, checkout, account) get their layout rendered on the server, never indexed nor kept by a shared cache", async () => {
    const before = ssrCalls();
    for (const url of ['/cart', '/checkout', '/profile?section=orders']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root"><h1>');
      expect(res.body).toContain('noindex');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect(ssrCalls()).toBe(before + 3);
  });

  it('Track Order is rendered on the server (its form is the same for everyone), yet never indexed nor kept by a shared cache', async () => {
    const before = ssrCalls();
    const res = await t.app.inject({ method: 'GET', url: '/track-order?order=65E0FED1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><h1>');
    expect(res.body).toContain('ssr-data');
    expect(res.body).toContain('noindex');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(ssrCalls()).toBe(before + 1);
  });

  it.each(['throw', 'shell-error', 'hang'])(
    'a render that fails (%s) sends the page for the browser to render, with the status the page has',
    async (mode) => {
      const res = await t.app.inject({ method: 'GET', url: `/product?mode=${mode}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('ssr-data');
      const missing = await t.app.inject({ method: 'GET', url: `/no-such-page?mode=${mode}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('<div id="root"></div>');
    },
  );
});
