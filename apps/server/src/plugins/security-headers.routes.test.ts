/**
 * The headers we promise (issue 5): a strict CSP with frame-ancestors 'none', nosniff, a
 * Referrer-Policy and X-Frame-Options on the web app, the API and the sandbox payment page;
 * HSTS only for an https shop; HTML revalidated every time, hashed assets cached for a year.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct, makeServiceArea } from '../test/factories';
import { placeOrder } from '../test/orders';
import { signUpCustomer } from '../test/sessions';
import { createTestApp, type TestApp } from '../test/test-app';
import { SANDBOX_PAGE_CSS } from '../providers/payments/sandbox/sandbox-page.html';
import { cspHash } from './security-headers.plugin';

const SHOP_CSP =
  "default-src 'self';base-uri 'self';connect-src 'self';font-src 'self';form-action 'self';frame-ancestors 'none';" +
  "img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self'";
const ASSET = '/assets/index-Ab12Cd34.js';

let web: string;
let t: TestApp;
let https: TestApp;

beforeAll(async () => {
  // A built web app as Vite writes it: index.html, an unhashed root file, hashed assets.
  web = mkdtempSync(join(tmpdir(), 'shop-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(
    join(web, 'index.html'),
    `<!doctype html><div id="root"></div><script type="module" src="${ASSET}"></script>`,
  );
  writeFileSync(join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(web, ASSET), 'console.log(1)');
  t = await createTestApp({ webDist: web });
  https = await createTestApp({ webDist: web, publicUrl: 'https://shop.example.in' });
});
afterAll(async () => {
  await t.close();
  await https.close();
  rmSync(web, { recursive: true, force: true });
});

function expectBrowserHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toBe(SHOP_CSP);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-powered-by']).toBeUndefined();
}

describe('the web app', () => {
  it('sends / with the security headers and a CDN lifetime the browser revalidates (decision 085), no HSTS on plain http', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expectBrowserHeaders(res.headers);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it.each([
    ['/index.html', 200, 'no-cache'],
    ['/favicon.svg', 200, 'no-cache'],
    ['/checkout', 200, 'private, no-store'],
    // An unknown product is the app's 404 page (modules/seo): still HTML under the same headers.
    ['/product/esp32-devkit', 404, 'private, no-store'],
  ])('sends %s with Cache-Control: %s, never immutable', async (url, status, cacheControl) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['cache-control']).toBe(cacheControl);
    expectBrowserHeaders(res.headers);
  });

  it('keeps hashed assets cached for a year, immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: ASSET });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a hashed asset with nosniff and CORP but without the document headers or validators', async () => {
    const res = await t.app.inject({ method: 'GET', url: ASSET });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const documentOnly of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'etag',
      'last-modified',
    ])
      expect(res.headers[documentOnly]).toBeUndefined();
    // A path outside /assets that only starts alike keeps every header.
    expectBrowserHeaders((await t.app.inject({ method: 'GET', url: '/assetsx' })).headers);
  });

  it('answers a malformed escape in a path with 400, not 500', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/product/%E0%A4%A' })).statusCode).toBe(400);
  });
});

describe('an API reply', () => {
  it('carries the same security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expectBrowserHeaders(res.headers);
  });
});

describe('an https shop', () => {
  it('adds HSTS and upgrade-insecure-requests', async () => {
    const res = await https.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toBe(`${SHOP_CSP};upgrade-insecure-requests`);
  });
});

describe('the sandbox payment page', () => {
  it('allows its inline style by hash only and cannot be framed', async () => {
    await makeServiceArea(t.db, '560038');
    const asha = await signUpCustomer(t.app);
    const product = await makeProduct(t.db, { categoryId: (await makeCategory(t.db)).id });
    const order = (await placeOrder(t.app, asha.cookie, [{ product_id: product.id, quantity: 1 }])).json().data.order;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/create-phonepe-payment',
      headers: { cookie: asha.cookie },
      payload: { orderId: order._id },
    });
    const page = await t.app.inject({ method: 'GET', url: created.json().data.response.phonepeResponse.redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<style>${SANDBOX_PAGE_CSS}</style>`);
    expect(page.headers['content-security-policy']).toBe(
      SHOP_CSP.replace("style-src 'self'", `style-src 'self' ${cspHash(SANDBOX_PAGE_CSS)}`),
    );
    expect(page.headers['x-frame-options']).toBe('DENY');
  });
});

describe('the API docs', () => {
  it('still serve the Swagger UI page and its scripts', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-initializer.js');
    // Swagger UI styles itself inline: allowed on its pages only; scripts stay 'self'.
    expect(page.headers['content-security-policy']).toBe(
      SHOP_CSP.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
    );
    expect(page.headers['x-frame-options']).toBe('DENY');
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
  });

  it("serve Swagger UI's own files from its package, and nothing beside them", async () => {
    // Read from the package folder, not from beside the server bundle (decision 095).
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/^application\/javascript/);
    const logo = await t.app.inject({ method: 'GET', url: '/api/docs/static/logo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    for (const url of [
      '/api/docs/no-such-file.js',
      '/api/docs/static/no-such-file.js',
      '/api/docs/%2e%2e/package.json',
      '/api/docs/static/%2e%2e/%2e%2e/package.json',
      '/api/docs/..%2f..%2fpackage.json',
    ]) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode, url).toBeLessThan(500);
      expect(reply.body, url).not.toContain('"dependencies"');
    }
  });
});
