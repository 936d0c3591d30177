/**
 * The server-rendered <head> of each page, the 404 statuses of unknown paths and products,
 * /sitemap.xml and /robots.txt (issue 6 "Every page"), through a small built web app fixture.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBrand, makeCategory, makeProduct, makeSubCategory } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const ORIGIN = 'https://shop.example.in';
const INDEX = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Built description" />
    <title>Built title</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A web build's manifest as Vite writes it: the entry, page chunks and the chunks they share. */
const MANIFEST = {
  'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_react-B2.js'] },
  '_react-B2.js': { file: 'assets/react-B2.js' },
  'src/app/layouts/store-layout.tsx': {
    file: 'assets/store-layout-C3.js',
    isDynamicEntry: true,
    imports: ['_react-B2.js', '_query-D4.js'],
  },
  '_query-D4.js': { file: 'assets/query-D4.js' },
  'src/features/catalog/components/listing-page.tsx': {
    file: 'assets/listing-page-E5.js',
    isDynamicEntry: true,
    imports: ['_query-D4.js', '_grid-F6.js'],
  },
  '_grid-F6.js': { file: 'assets/grid-F6.js', imports: ['_react-B2.js'] },
  'src/features/product/components/product-page.tsx': {
    file: 'assets/product-page-G7.js',
    isDynamicEntry: true,
    imports: ['_query-D4.js'],
  },
  'src/features/cart/components/cart-page.tsx': {
    file: 'assets/cart-page-J9.js',
    isDynamicEntry: true,
    imports: ['_query-D4.js'],
  },
  'src/features/admin/components/layout/admin-layout.tsx': { file: 'assets/admin-layout-H8.js', isDynamicEntry: true },
};

let t: TestApp;
let web: string;
let productId: string;
let unreviewedId: string;

beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'shop-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), INDEX);
  mkdirSync(join(web, '.vite'));
  writeFileSync(join(web, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ webDist: web, publicUrl: ORIGIN });
  const boards = await makeCategory(t.db, 'Development Board');
  const esp = await makeSubCategory(t.db, boards.id, 'ESP32 Boards');
  const brand = await makeBrand(t.db, 'Espressif & Co');
  const product = await makeProduct(t.db, {
    categoryId: boards.id,
    subCategoryId: esp.id,
    brandId: brand.id,
    productName: 'ESP32 </script><script>alert(1)</script> "Board"',
    description: 'A Wi-Fi and Bluetooth board <b>for makers</b>.',
    imageMain: '/media/esp32.webp',
    mrpPaise: 99_900,
    pricePaise: 64_900,
    gstRateBp: 1800,
    reviewStars: 4.5,
    noOfReviews: 12,
  });
  productId = product.id;
  unreviewedId = (
    await makeProduct(t.db, { categoryId: boards.id, productName: 'Plain Board', noOfReviews: 0, stock: 0 })
  ).id;
});

afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
const ofType = (html: string, type: string) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON-LD is free-form; the assertions below check its shape
  jsonLdOf(html).find((data) => data['@type'] === type) as Record<string, any> | undefined;

describe('the head of each page', () => {
  it('home: shop title, one title and description, canonical, Organization and WebSite with a SearchAction', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(titleOf(res.body)).toBe('MakerShop: electronics and maker parts');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body.match(/name="description"/g)).toHaveLength(1);
    expect(res.body).not.toContain('Built title');
    expect(canonicalOf(res.body)).toBe(`${ORIGIN}/`);
    expect(ofType(res.body, 'Organization')?.url).toBe(`${ORIGIN}/`);
    expect(ofType(res.body, 'WebSite')?.potentialAction.target.urlTemplate).toBe(
      `${ORIGIN}/product?search={search_term_string}`,
    );
    expect(res.body).toContain('<div id="root">');
  });

  it('product: its name as title, Product with an INR offer incl. GST and a rating, breadcrumbs, og:image, all escaped', async () => {
    const res = await get(`/product/${productId}`);
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe(
      'ESP32 &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Board&quot; | MakerShop',
    );
    expect(res.body).not.toContain('<script>alert(1)');
    expect(canonicalOf(res.body)).toBe(`${ORIGIN}/product/${productId}`);
    expect(res.body).toContain(`<meta property="og:image" content="${ORIGIN}/media/esp32.webp" />`);
    expect(res.body).toContain('<meta property="og:type" content="product" />');
    expect(res.body).toContain(
      '<meta name="description" content="A Wi-Fi and Bluetooth board &lt;b&gt;for makers&lt;/b&gt;." />',
    );
    const product = ofType(res.body, 'Product');
    expect(product?.name).toBe('ESP32 </script><script>alert(1)</script> "Board"');
    expect(product?.offers).toMatchObject({
      priceCurrency: 'INR',
      price: '765.82',
      availability: 'https://schema.org/InStock',
    });
    expect(product?.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 12 });
    expect(product?.brand.name).toBe('Espressif & Co');
    const crumbs = ofType(res.body, 'BreadcrumbList')?.itemListElement.map((c: { name: string }) => c.name);
    expect(crumbs).toEqual(['Home', 'Development Board', 'ESP32 Boards', product?.name]);
  });

  it('product without reviews: no AggregateRating, out of stock offer', async () => {
    const res = await get(`/product/${unreviewedId}`);
    expect(res.statusCode).toBe(200);
    const product = ofType(res.body, 'Product');
    expect(product?.aggregateRating).toBeUndefined();
    expect(product?.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('listing by category: category title, canonical without noise, ItemList of its products, breadcrumbs', async () => {
    const res = await get('/allproducts?category=Development%20Board&page=2&utm_source=x');
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Development Board | MakerShop');
    expect(canonicalOf(res.body)).toBe(`${ORIGIN}/product?category=Development+Board`);
    const items = ofType(res.body, 'ItemList')?.itemListElement;
    expect(items).toHaveLength(2);
    expect(items.map((i: { url: string }) => i.url)).toContain(`${ORIGIN}/product/${productId}`);
    expect(ofType(res.body, 'BreadcrumbList')?.itemListElement.map((c: { name: string }) => c.name)).toEqual([
      'Home',
      'All Products',
      'Development Board',
    ]);
  });

  it('search results are noindex without a canonical; an over-long search is still a page, not an error', async () => {
    const res = await get('/product?search=esp32');
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Search results for &#39;esp32&#39; | MakerShop');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(canonicalOf(res.body)).toBeUndefined();
    const long = await get(`/product?search=${'a'.repeat(5000)}`);
    expect(long.statusCode).toBe(200);
    expect(titleOf(long.body)).toBe('All Products | MakerShop');
  });

  it('the brand, category and B2B pages answer 200 with their own titles and canonical URLs', async () => {
    for (const [path, title, canonical] of [
      ['/shopbybrand', 'Shop by Brand', '/shopbybrand'],
      ['/subcategories?category=Sensors', 'Shop by Category', '/subcategories'],
      ['/subcategory', 'All Categories', '/subcategory'],
      ['/subcategory?category=Sensors&page=2', 'All Categories', '/subcategory'],
      ['/b2bpage', 'Bulk Orders for Business', '/b2bpage'],
    ]) {
      const res = await get(path as string);
      expect(res.statusCode, path).toBe(200);
      expect(titleOf(res.body)).toBe(`${title} | MakerShop`);
      expect(canonicalOf(res.body)).toBe(`${ORIGIN}${canonical}`);
      expect(res.body).not.toContain('noindex');
    }
  });

  it('/contact, /news and a news item answer 200, indexable, with their titles and canonical URLs (issue 30)', async () => {
    for (const [path, title] of [
      ['/contact', 'Contact Us'],
      ['/news', 'News and Updates'],
      ['/news/0192f0aa-1111-7222-8333-444455556666', 'News and Updates'],
    ]) {
      const res = await get(path as string);
      expect(res.statusCode, path).toBe(200);
      expect(titleOf(res.body)).toBe(`${title} | MakerShop`);
      expect(canonicalOf(res.body)).toBe(`${ORIGIN}${path}`);
      expect(res.body).not.toContain('noindex');
    }
    expect((await get('/news/a/b')).statusCode).toBe(404);
  });

  it('account, cart, checkout and admin pages answer 200 with noindex', async () => {
    for (const [path, title] of [
      ['/cart', 'Cart'],
      ['/checkout', 'Checkout'],
      ['/login?from=%2Fcart', 'Login'],
      ['/profile', 'My Account'],
      ['/track-order', 'Track Order'],
      ['/admin-dashboard/orders', 'Admin Dashboard'],
      ['/admin-dashboard/coupon', 'Admin Dashboard'],
      ['/admin-dashboard/audit-log', 'Admin Dashboard'],
    ]) {
      const res = await get(path as string);
      expect(res.statusCode, path).toBe(200);
      expect(titleOf(res.body)).toBe(`${title} | MakerShop`);
      expect(res.body).toContain('noindex');
    }
  });
});

describe('preloads (speed on a phone, decisions 021 and 030)', () => {
  const modulePreloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]*)" \/>/g)].map((m) => m[1]);
  const imagePreload = (html: string) =>
    /<link rel="preload" as="image" href="([^"]*)" fetchpriority="high" \/>/.exec(html)?.[1];

  it('a listing preloads its first card picture and its chunks, not those index.html loads nor any admin chunk', async () => {
    const res = await get('/allproducts?search=esp32');
    expect(imagePreload(res.body)).toBe('/media/esp32.webp');
    expect(modulePreloads(res.body).sort()).toEqual([
      '/assets/grid-F6.js',
      '/assets/listing-page-E5.js',
      '/assets/query-D4.js',
      '/assets/store-layout-C3.js',
    ]);
    // Inert until the boot script has seen the first paint: a server-rendered page paints from its HTML (apps/web/src/boot.ts).
    expect(res.body).toMatch(
      /<template id="page-scripts">(<link rel="modulepreload" crossorigin href="[^"]*" \/>){4}<\/template>/,
    );
  });

  it('a listing in another order or page preloads no picture: its first card is another', async () => {
    expect(imagePreload((await get('/allproducts?search=esp32&page=2')).body)).toBeUndefined();
    expect(imagePreload((await get('/allproducts?search=esp32&sort=price')).body)).toBeUndefined();
  });

  it('a product page preloads the main picture and its chunks', async () => {
    const res = await get(`/product/${productId}`);
    expect(imagePreload(res.body)).toBe('/media/esp32.webp');
    expect(modulePreloads(res.body).sort()).toEqual([
      '/assets/product-page-G7.js',
      '/assets/query-D4.js',
      '/assets/store-layout-C3.js',
    ]);
  });

  it("the cart, whose layout the server renders (decision 093), preloads the layout's and the page's chunks and no picture", async () => {
    const res = await get('/cart');
    expect(imagePreload(res.body)).toBeUndefined();
    expect(modulePreloads(res.body).sort()).toEqual([
      '/assets/cart-page-J9.js',
      '/assets/query-D4.js',
      '/assets/store-layout-C3.js',
    ]);
  });

  it("staff's and missing pages preload nothing", async () => {
    for (const path of ['/admin-dashboard/orders', '/login', '/no-such-page', '/product/no-such-product']) {
      const res = await get(path);
      expect(imagePreload(res.body), path).toBeUndefined();
      if (path !== '/product/no-such-product') expect(modulePreloads(res.body), path).toEqual([]);
    }
  });
});

describe('404s', () => {
  it('an unknown product answers 404 with the app and a Product not found title', async () => {
    const res = await get('/product/no-such-product');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(titleOf(res.body)).toBe('Product not found | MakerShop');
  });

  it('unknown paths and over-long product ids answer 404 with a Page not found title', async () => {
    for (const path of ['/no-such-page', '/product/a/b', '/shopbybrand/x', '/subcategories/x', '//evil.example/x']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(titleOf(res.body)).toBe('Page not found | MakerShop');
      expect(res.body).toContain('noindex');
    }
    expect((await get(`/product/${'x'.repeat(500)}`)).statusCode).toBe(404);
  });
});

describe('crawler files', () => {
  it('/sitemap.xml lists static pages, categories, subcategories, brands and products by absolute, escaped URL', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/shopbybrand`,
        `${ORIGIN}/subcategory`,
        `${ORIGIN}/subcategories`,
        `${ORIGIN}/contact`,
        `${ORIGIN}/news`,
        `${ORIGIN}/product?category=Development+Board`,
        `${ORIGIN}/product?category=Development+Board&amp;subcategory=ESP32+Boards`,
        `${ORIGIN}/product?brand=Espressif+%26+Co`,
        `${ORIGIN}/product/${productId}`,
        `${ORIGIN}/product/${unreviewedId}`,
      ]),
    );
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
  });

  it('/robots.txt keeps crawlers out of admin, account, checkout and API paths and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    for (const path of ['/admin', '/profile', '/checkout', '/cart', '/login', '/signup', '/api/'])
      expect(res.body).toContain(`Disallow: ${path}\n`);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
