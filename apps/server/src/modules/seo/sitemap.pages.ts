/**
 * /sitemap.xml (a sitemap, or a sitemap index over several) and /robots.txt bodies (sitemaps.org
 * protocol 0.9; robots exclusion, RFC 9309).
 * Pure text builders: seo.routes.ts reads the data and sends them.
 */
import escapeHtml from 'escape-html';

/** One URL of the sitemap: absolute location and, when known, its last change. */
export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
}

/** The sitemap document; every location XML-escaped (escape-html covers & < > " '). */
export function sitemapXml(urls: SitemapUrl[]): string {
  const entries = urls.map(({ loc, lastmod }) =>
    lastmod
      ? `<url><loc>${escapeHtml(loc)}</loc><lastmod>${lastmod.toISOString()}</lastmod></url>`
      : `<url><loc>${escapeHtml(loc)}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** A sitemap index (sitemaps.org "Using Sitemap index files"): the absolute URLs of the sitemaps. */
export function sitemapIndexXml(sitemaps: SitemapUrl[]): string {
  const entries = sitemaps.map(({ loc, lastmod }) =>
    lastmod
      ? `<sitemap><loc>${escapeHtml(loc)}</loc><lastmod>${lastmod.toISOString()}</lastmod></sitemap>`
      : `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** Paths no crawler should fetch: staff screens, the shopper's own pages, checkout and the API. */
export const DISALLOWED_PATHS = [
  '/admin',
  '/admin-login',
  '/admin-dashboard',
  '/profile',
  '/checkout',
  '/cart',
  '/login',
  '/signup',
  '/api/',
  '/payment-status/',
  '/phonepe-payment-status/',
  '/cash-payment-status/',
  '/phonepe-payment-cancel',
  '/payment-cancelled',
  '/payment-retry/',
  '/payment-fallback',
];

/** robots.txt: everything but DISALLOWED_PATHS may be crawled; the sitemap's absolute URL. */
export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
