/**
 * HTTP caching a CDN can use (issue 32, docs/decisions/085). Attack: a shared cache keeps one
 * person's reply and hands it to the next. Every route the app registers is walked (from
 * Fastify's own route list, so a route added later is walked too) as a shopper and as staff, and
 * every one answers `private, no-store`; the API routes outside the catalogue's public reads do
 * so to strangers as well. The public reads carry an ETag that answers 304, and a staff change to
 * a product changes it; a storefront page sent to a signed-in shopper is private.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '../test/factories';
import { signInStaff, signUpCustomer, type SignedIn } from '../test/sessions';
import { createTestApp, type TestApp } from '../test/test-app';

const INDEX = '<!doctype html><html><head><title>Built</title></head><body><div id="root"></div></body></html>';
/** A server render whose HTML and data come from the listing and product the port reads. */
const ENTRY = `
export async function render(url, port) {
  const path = url.split('?')[0];
  const data = path.startsWith('/product/')
    ? { product: (await port.product(decodeURIComponent(path.slice('/product/'.length)))) ?? null }
    : { list: await port.listProducts({ pageNum: 1, pageSize: 24, filters: {} }) };
  return {
    status: 200,
    ready: Promise.resolve(),
    abort() {},
    dataJson: JSON.stringify(data).replace(/</g, '\\\\u003c'),
    pipe(destination) { destination.end('<main>' + JSON.stringify(data).length + '</main>'); },
  };
}
`;

/** The catalogue's public reads (decision 085): the only API routes a stranger may get public replies from. */
const PUBLIC_API = new Set([
  'GET /api/v1/product/:id',
  'GET /api/v1/product/:id/reviews',
  'GET /api/v1/product/trending',
  'GET /api/v1/product/featured',
  'GET /api/v1/product/suggestions',
  'GET /api/v1/settings/public',
  'GET /api/v1/policies/:slug',
  'GET /api/v1/blog/published',
  'GET /api/v1/news/:id',
  'GET /api/v1/location/pincode/:pincode',
  'GET /api/v1/location/reverse',
  'GET /api/v1/location/search',
]);
/** Files served as they are (hashed assets, media, API docs, the SPA's files): their own headers. */
const FILES = /^\/(api\/docs|assets|media)\//;

let t: TestApp;
let web: string;
let productId: string;
let shopper: SignedIn;
let staff: SignedIn;

beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'shop-web-http-cache-'));
  writeFileSync(join(web, 'index.html'), INDEX);
  mkdirSync(join(web, '.server'));
  writeFileSync(join(web, '.server', 'entry-server.js'), ENTRY);
  t = await createTestApp({ webDist: web });
  const category = await makeCategory(t.db, 'Sensors');
  productId = (await makeProduct(t.db, { categoryId: category.id, productName: 'DHT22 Sensor' })).id;
  shopper = await signUpCustomer(t.app);
  staff = await signInStaff(t.app, t.db);
});

afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

/** Every route Fastify has, as "METHOD /path", read from printRoutes' tree (HEAD left out: it runs GET's handler). */
function registeredRoutes(): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + match[2];
    parents[depth] = path;
    for (const method of (match[3] ?? '').split(', '))
      if (method && method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

/** Calls a route with its parameters filled in and an empty JSON body, as `cookie`'s owner (or nobody). */
function call(route: string, cookie?: string) {
  const [method, path] = route.split(' ') as [string, string];
  const url = path
    .replace(/:[a-z]+/gi, 'x1')
    .replace(/^\*$/, '/no-such-page')
    .replace('*', 'anything');
  const body = method === 'GET' || method === 'DELETE' ? {} : { payload: {} };
  return t.app.inject({ method: method as 'GET', url, headers: cookie ? { cookie } : {}, ...body });
}

// Logging out ends the session the walk carries: last.
const walkOrder = (routes: string[]) =>
  [...routes].sort((a, b) => Number(a.includes('logout')) - Number(b.includes('logout')));

describe('nothing personal is ever public', () => {
  it('every route the app registers answers a signed-in shopper and staff private, no-store', async () => {
    const routes = registeredRoutes().filter((route) => !FILES.test(route.split(' ')[1]!));
    expect(routes.length).toBeGreaterThan(150);
    expect(routes).toContain('GET /api/v1/user/:id');
    // Sessions of their own: the walk logs them out at the end.
    for (const who of [await signUpCustomer(t.app), await signInStaff(t.app, t.db)]) {
      for (const route of walkOrder(routes)) {
        const res = await call(route, who.cookie);
        // Outside the API, operators' replies (metrics, readiness) and the sandbox's pages say no-store alone.
        const expected = route.includes(' /api/')
          ? 'private, no-store'
          : expect.stringMatching(/^(private, )?no-store$/);
        expect({ route, cacheControl: res.headers['cache-control'] }).toEqual({ route, cacheControl: expected });
        expect(res.headers.etag).toBeUndefined();
      }
    }
  });

  it('to a stranger, every API route but the public catalogue reads answers private, no-store', async () => {
    const routes = registeredRoutes().filter((route) => route.includes(' /api/v1/') && !PUBLIC_API.has(route));
    for (const route of PUBLIC_API) expect(registeredRoutes()).toContain(route);
    for (const route of walkOrder(routes)) {
      const res = await call(route);
      expect({ route, cacheControl: res.headers['cache-control'] }).toEqual({
        route,
        cacheControl: 'private, no-store',
      });
    }
  });

  it('an Authorization header counts as a session, and a public read that fails is not public', async () => {
    const bearer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/product/${productId}`,
      headers: { authorization: 'Bearer anything' },
    });
    expect(bearer.headers['cache-control']).toBe('private, no-store');
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/product/no-such-product' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('private, no-store');
  });
});

describe('public catalogue reads', () => {
  const product = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/product/${productId}`, headers });

  it('a product carries a CDN lifetime and an ETag; the same ETag back gets 304 with no body', async () => {
    const first = await product();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    const again = await product({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await product({ 'if-none-match': 'W/"another"' })).statusCode).toBe(200);
    // Compressed or not, the same reply: the same ETag, and a 304 is never compressed.
    const brotli = await product({ 'accept-encoding': 'br', 'if-none-match': etag });
    expect(brotli.statusCode).toBe(304);
    expect(brotli.headers['content-encoding']).toBeUndefined();
    expect(brotli.rawPayload.length).toBe(0);
  });

  it("staff changing the product's stock changes its ETag: the old one gets the new product", async () => {
    const before = String((await product()).headers.etag);
    const adjust = await t.app.inject({
      method: 'POST',
      url: `/api/v1/inventory/${productId}/adjust`,
      headers: { cookie: staff.cookie },
      payload: { mode: 'add', quantity: 5, reason: 'restock' },
    });
    expect(adjust.statusCode).toBe(200);
    const after = await product({ 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('the sitemap is kept an hour by browsers and CDNs, with an ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.headers['cache-control']).toBe('public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400');
    const again = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('server-rendered storefront pages', () => {
  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('a listing page carries a CDN lifetime and an ETag, and answers 304 to it', async () => {
    const first = await page('/product?category=Sensors');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('DHT22 Sensor');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    const again = await page('/product?category=Sensors', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("a product page's ETag changes when staff change its stock", async () => {
    const before = await page(`/product/${productId}`);
    expect(before.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/inventory/${productId}/adjust`,
      headers: { cookie: staff.cookie },
      payload: { mode: 'add', quantity: 2, reason: 'restock' },
    });
    const after = await page(`/product/${productId}`, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('a page sent to a signed-in shopper or staff is private, no-store, without an ETag', async () => {
    for (const cookie of [shopper.cookie, staff.cookie]) {
      for (const url of ['/', `/product/${productId}`, '/product?category=Sensors', '/blogs']) {
        const res = await page(url, { cookie });
        expect(res.statusCode).toBe(200);
        expect({ url, cacheControl: res.headers['cache-control'] }).toEqual({ url, cacheControl: 'private, no-store' });
        expect(res.headers.etag).toBeUndefined();
      }
    }
  });

  it("the shopper's own pages, staff's and a missing page are private, no-store to anyone", async () => {
    for (const url of ['/cart', '/checkout', '/profile', '/admin-dashboard/orders', '/product/no-such-product']) {
      const res = await page(url);
      expect({ url, cacheControl: res.headers['cache-control'] }).toEqual({ url, cacheControl: 'private, no-store' });
    }
  });
});
