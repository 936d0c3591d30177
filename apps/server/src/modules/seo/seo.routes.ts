/**
 * GET /sitemap.xml (products, categories, subcategories, brands, static pages; absolute URLs on
 * PUBLIC_URL) and GET /robots.txt. Outside /api: crawlers look for them at the site's root.
 * Both are public, take no input and change nothing; sent with a short cache lifetime. Hidden
 * from the API docs like the web app's pages: they are plain text for crawlers, not API replies.
 */
import type { FastifyInstance } from 'fastify';
import * as catalog from '../catalog/catalog.service';
import { urlMaker } from './seo.service';
import { robotsTxt, sitemapXml, type SitemapUrl } from './sitemap';

/** Crawlers may reuse both for an hour; a new product shows in the sitemap within that. */
const CRAWLER_CACHE = 'public, max-age=3600';
const STATIC_PATHS = ['/', '/product', '/shopbybrand', '/subcategories'];

const listingPath = (query: Record<string, string>) => `/product?${new URLSearchParams(query).toString()}`;

/** Registers /sitemap.xml and /robots.txt; URLs are built on `publicUrl`. */
export async function seoRoutes(app: FastifyInstance, options: { publicUrl: string }): Promise<void> {
  const abs = urlMaker(options.publicUrl);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const { productRows, categoryRows, subRows, brandRows } = await catalog.sitemapEntries(app.db);
    const urls: SitemapUrl[] = [
      ...STATIC_PATHS.map((path) => ({ loc: abs(path) })),
      ...categoryRows.map((c) => ({ loc: abs(listingPath({ category: c.name })) })),
      ...subRows.map((s) => ({ loc: abs(listingPath({ category: s.categoryName, subcategory: s.name })) })),
      ...brandRows.map((b) => ({ loc: abs(listingPath({ brand: b.name })) })),
      ...productRows.map((p) => ({ loc: abs(`/product/${encodeURIComponent(p.id)}`), lastmod: p.updatedAt })),
    ];
    return reply.type('application/xml; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(sitemapXml(urls));
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(robotsTxt(abs('/sitemap.xml'))),
  );
}
