/**
 * The blog's pages as the server sends them (issue 30): /blog/{slug}'s <head> with its meta
 * fields, canonical URL, Open Graph article tags and Article JSON-LD; a draft's or unknown slug's
 * 404 'Blog Not Found'; /blogs; the published posts in /sitemap.xml; and a post's pictures kept
 * by the sweep of unused uploads.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepUnusedUploads } from '../../flows/sweep-unused-uploads.flow';
import { multipart, picture } from '../../test/multipart';
import { signInStaff, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

const ORIGIN = 'https://shop.example.in';
const INDEX = `<!doctype html><html lang="en-IN"><head><meta name="description" content="Built" /><title>Built</title></head><body><div id="root"></div></body></html>`;

let t: TestApp;
let web: string;
let boss: SignedIn;
let imageUrl: string;

const content = `<h2>Pins</h2><p>${'The ESP32 has many pins to learn about. '.repeat(4)}</p>`;
const create = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/blog/create',
    headers: { cookie: boss.cookie },
    payload: { content, status: 'published', tags: ['esp32'], ...body },
  });
const get = (url: string) => t.app.inject({ method: 'GET', url });
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'shop-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), INDEX);
  t = await createTestApp({ webDist: web, publicUrl: ORIGIN });
  boss = await signInStaff(t.app, t.db);
  const form = multipart({}, [{ field: 'image', name: 'pins.jpg', bytes: await picture('jpeg') }]);
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/v1/blog/upload-image',
    headers: { ...form.headers, cookie: boss.cookie },
    payload: form.payload,
  });
  imageUrl = upload.json().data.url;
  await create({
    title: 'ESP32 pinout </script> explained',
    slug: 'esp32-pinout',
    excerpt: 'Every pin of the board.',
    meta_title: 'ESP32 pinout guide',
    meta_description: 'Which ESP32 pins are safe to use, and which are not.',
    featured_image_url: imageUrl,
    author: 'Meera Iyer',
  });
  await create({ title: 'Unpublished drone kit', slug: 'drone-kit', status: 'draft' });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

describe('blog pages', () => {
  it('a post: meta title and description, canonical, og article and image, Article and breadcrumb JSON-LD', async () => {
    const res = await get('/blog/esp32-pinout');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>ESP32 pinout guide | ');
    expect(res.body).toContain(
      '<meta name="description" content="Which ESP32 pins are safe to use, and which are not." />',
    );
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/blog/esp32-pinout" />`);
    expect(res.body).toContain('<meta property="og:type" content="article" />');
    expect(res.body).toContain(`<meta property="og:image" content="${ORIGIN}${imageUrl}" />`);
    const [article, crumbs] = jsonLd(res.body);
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'ESP32 pinout </script> explained',
      url: `${ORIGIN}/blog/esp32-pinout`,
      image: [`${ORIGIN}${imageUrl}`],
      author: { '@type': 'Person', name: 'Meera Iyer' },
      keywords: 'esp32',
    });
    expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(crumbs.itemListElement.map((c: { name: string }) => c.name)).toEqual([
      'Home',
      'Blogs',
      'ESP32 pinout </script> explained',
    ]);
    // The title inside JSON-LD cannot close its script element.
    expect(res.body).not.toContain('pinout </script> explained');
  });

  it('a draft and an unknown slug answer 404 Blog Not Found, unindexed', async () => {
    for (const path of ['/blog/drone-kit', '/blog/no-such-post']) {
      const res = await get(path);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<title>Blog Not Found | ');
      expect(res.body).toContain('noindex');
    }
  });

  it('/blogs has its own title and canonical URL', async () => {
    const res = await get('/blogs?search=esp');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Blogs | ');
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/blogs" />`);
  });

  it('the sitemap names /blogs and published posts, not drafts', async () => {
    const res = await get('/sitemap.xml');
    expect(res.body).toContain(`<loc>${ORIGIN}/blogs</loc>`);
    expect(res.body).toContain(`<loc>${ORIGIN}/blog/esp32-pinout</loc>`);
    expect(res.body).not.toContain('drone-kit');
  });

  it("the sweep of unused uploads keeps a post's picture", async () => {
    const removed = await sweepUnusedUploads(t.db, t.app.mediaStore, new Date(Date.now() + 3 * 86_400_000));
    expect(removed.some((key) => imageUrl.includes(key))).toBe(false);
    expect((await get(imageUrl)).statusCode).toBe(200);
  });
});
