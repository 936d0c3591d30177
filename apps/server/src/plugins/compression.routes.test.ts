/**
 * Speed on a phone (issue 6): API replies go compressed to browsers that accept it, with the
 * security headers still on; the web build's precompressed assets go as built (never compressed
 * twice); media files are cached for a year, immutable.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataPaths } from '../data-dir';
import { makeCategory, makeProduct } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

const ASSET = '/assets/index-Ab12Cd34.js';
const ASSET_SOURCE = `console.log(${JSON.stringify('a maker part '.repeat(200))});`;

let web: string;
let t: TestApp;

beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'shop-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(
    join(web, 'index.html'),
    `<!doctype html><div id="root"></div><script type="module" src="${ASSET}"></script>`,
  );
  writeFileSync(join(web, ASSET), ASSET_SOURCE);
  writeFileSync(join(web, `${ASSET}.br`), brotliCompressSync(ASSET_SOURCE));
  t = await createTestApp({ webDist: web });
  const category = await makeCategory(t.db);
  for (let i = 0; i < 12; i++)
    await makeProduct(t.db, { categoryId: category.id, productName: `Servo motor with a long name number ${i}` });
  const uploads = dataPaths(t.app.config.env.DATA_DIR).uploads;
  mkdirSync(join(uploads, 'products'), { recursive: true });
  writeFileSync(join(uploads, 'products', 'servo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

const listing = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/product/list',
    headers: { 'content-type': 'application/json', ...headers },
    payload: {},
  });

describe('an API reply', () => {
  it('goes brotli-compressed to a browser that accepts br, with the security headers still on', async () => {
    const res = await listing({ 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'));
    expect(body.data.productList).toHaveLength(12);
  });

  it('goes gzip-compressed when the client takes only gzip', async () => {
    const res = await listing({ 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8')).status).toBe('Success');
  });

  it('goes as it is to a client that asks for no encoding', async () => {
    const res = await listing({});
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().data.productList).toHaveLength(12);
  });
});

describe('a request body', () => {
  it('is never inflated: a gzip-encoded body is refused with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/product/list',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ pageNum: 1 })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('Error');
  });
});

describe('static files', () => {
  it('sends a hashed asset as its prebuilt brotli copy, compressed once', async () => {
    const res = await t.app.inject({ method: 'GET', url: ASSET, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(ASSET_SOURCE);
  });

  it('sends a hashed asset whole, with no Accept-Ranges: a Range request gets the whole file', async () => {
    const res = await t.app.inject({ method: 'GET', url: ASSET, headers: { range: 'bytes=0-9' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['accept-ranges']).toBeUndefined();
    expect(res.body).toBe(ASSET_SOURCE);
  });

  it('caches media files for a year, immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/products/servo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
