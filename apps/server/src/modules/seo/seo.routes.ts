/**
 * GET /sitemap.xml (products, categories, subcategories, brands, static pages, published blog posts; absolute URLs on
 * PUBLIC_URL; a sitemap index over /sitemap-pages.xml and /sitemap-products-N.xml past 45,000
 * products) and GET /robots.txt. Outside /api: crawlers look for them at the site's root.
 * Both are public, take no input and change nothing; kept an hour by browsers and CDNs (decision 085). The
 * sitemap is read from the read replica when there is one (docs/decisions/087): an hour's cache makes a second's lag moot. Hidden
 * from the API docs like the web app's pages: they are plain text for crawlers, not API replies.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { publishedForSitemap } from '../blog/blog.service';
import { POLICY_PAGES } from '@shop/domain/policies/policy-pages.config';
import * as catalog from '../catalog/catalog.service';
import { HTTP_CACHE } from '../../lib/http-cache';
import { urlMaker } from './seo.service';
import { robotsTxt, sitemapIndexXml, sitemapXml, type SitemapUrl } from './sitemap.pages';

/** Crawlers and a CDN may reuse them for an hour (decision 085); a new product shows in the sitemap within that. */
const CRAWLER_FILE = { schema: { hide: true }, config: { cache: HTTP_CACHE.crawler } };
const STATIC_PATHS = [
  '/',
  '/product',
  '/shopbybrand',
  '/subcategory',
  '/subcategories',
  '/blogs',
  '/contact',
  '/news',
  ...POLICY_PAGES.map((page) => `/${page.slug}`),
];
/** Most blog posts the sitemap names (newest published first). */
const SITEMAP_MAX_POSTS = 5_000;

const listingPath = (query: Record<string, string>) => `/product?${new URLSearchParams(query).toString()}`;

/**
 * Registers /sitemap.xml and /robots.txt; URLs are built on `publicUrl`. With more products than
 * `sitemapMaxProducts` (45,000 by default), /sitemap.xml is a sitemap index naming
 * /sitemap-pages.xml (static and listing pages) and /sitemap-products-1.xml … -N.xml (at most
 * that many products each, by id); otherwise one sitemap names everything.
 */
export async function seoRoutes(
  app: FastifyInstance,
  options: { publicUrl: string; sitemapMaxProducts?: number },
): Promise<void> {
  const abs = urlMaker(options.publicUrl);
  const perFile = options.sitemapMaxProducts ?? catalog.SITEMAP_MAX_PRODUCTS;
  const xml = (reply: FastifyReply, body: string) => reply.type('application/xml; charset=utf-8').send(body);

  const pageUrls = async (): Promise<SitemapUrl[]> => {
    const { categoryRows, subRows, brandRows } = await app.catalogReads.fixed((db) => catalog.sitemapListings(db));
    return [
      ...STATIC_PATHS.map((path) => ({ loc: abs(path) })),
      ...categoryRows.map((c) => ({ loc: abs(listingPath({ category: c.name })) })),
      ...subRows.map((s) => ({ loc: abs(listingPath({ category: s.categoryName, subcategory: s.name })) })),
      ...brandRows.map((b) => ({ loc: abs(listingPath({ brand: b.name })) })),
      ...(await app.catalogReads.fixed((db) => publishedForSitemap(db, SITEMAP_MAX_POSTS))).map((post) => ({
        loc: abs(`/blog/${encodeURIComponent(post.slug)}`),
        lastmod: post.updatedAt,
      })),
    ];
  };
  const productUrls = async (n: number): Promise<SitemapUrl[]> =>
    (await app.catalogReads.fixed((db) => catalog.sitemapProducts(db, n, perFile))).map((p) => ({
      loc: abs(`/product/${encodeURIComponent(p.id)}`),
      lastmod: p.updatedAt,
    }));

  app.get('/sitemap.xml', CRAWLER_FILE, async (_request, reply) => {
    const files = await app.catalogReads.fixed((db) => catalog.productSitemapCount(db, perFile));
    if (files === 1) return xml(reply, sitemapXml([...(await pageUrls()), ...(await productUrls(1))]));
    const sitemaps = [
      abs('/sitemap-pages.xml'),
      ...Array.from({ length: files }, (_, i) => abs(`/sitemap-products-${i + 1}.xml`)),
    ];
    return xml(reply, sitemapIndexXml(sitemaps.map((loc) => ({ loc }))));
  });

  app.get('/sitemap-pages.xml', CRAWLER_FILE, async (_request, reply) => xml(reply, sitemapXml(await pageUrls())));

  app.get<{ Params: { n: string } }>('/sitemap-products-:n.xml', CRAWLER_FILE, async (request, reply) => {
    const n = /^[1-9][0-9]{0,5}$/.test(request.params.n) ? Number(request.params.n) : 0;
    if (n < 1 || n > (await app.catalogReads.fixed((db) => catalog.productSitemapCount(db, perFile))))
      return reply.callNotFound();
    return xml(reply, sitemapXml(await productUrls(n)));
  });

  app.get('/robots.txt', CRAWLER_FILE, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(abs('/sitemap.xml'))),
  );
}
