/**
 * /sitemap.xml past the per-file product limit (issue 6 "Scale": a sitemap index beyond 45,000
 * products), with the limit lowered to 3 so a handful of products shows it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBrand, makeCategory, makeProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const ORIGIN = 'https://shop.example.in';
let t: TestApp;
const ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ publicUrl: ORIGIN, sitemapMaxProducts: 3 });
  const category = await makeCategory(t.db, 'Sensors');
  await makeBrand(t.db, 'Bosch');
  for (let i = 0; i < 7; i++) ids.push((await makeProduct(t.db, { categoryId: category.id })).id);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

describe('GET /sitemap.xml with more products than one sitemap takes', () => {
  it('is a sitemap index naming the pages sitemap and one sitemap per 3 products', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(res.body)).toEqual([
      `${ORIGIN}/sitemap-pages.xml`,
      `${ORIGIN}/sitemap-products-1.xml`,
      `${ORIGIN}/sitemap-products-2.xml`,
      `${ORIGIN}/sitemap-products-3.xml`,
    ]);
  });

  it('names every product exactly once across the product sitemaps, at most 3 in each', async () => {
    const named: string[] = [];
    for (const n of [1, 2, 3]) {
      const res = await get(`/sitemap-products-${n}.xml`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      expect(res.body).toContain('<lastmod>');
      const urls = locs(res.body);
      expect(urls.length).toBeLessThanOrEqual(3);
      named.push(...urls);
    }
    expect(named.sort()).toEqual(ids.map((id) => `${ORIGIN}/product/${id}`).sort());
  });

  it('lists the static, category and brand pages in the pages sitemap', async () => {
    const urls = locs((await get('/sitemap-pages.xml')).body);
    expect(urls).toEqual(
      expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/product?category=Sensors`, `${ORIGIN}/product?brand=Bosch`]),
    );
    expect(urls.some((url) => url.includes('/product/'))).toBe(false);
  });

  it('answers 404 for a product sitemap past the last or not a number', async () => {
    for (const url of ['/sitemap-products-4.xml', '/sitemap-products-0.xml', '/sitemap-products-x.xml']) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });
});
