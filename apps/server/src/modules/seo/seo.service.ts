/**
 * The <head> of each storefront page (issue 6 "Every page"): which page a URL is, its title,
 * description, canonical URL and JSON-LD, read through the catalog and settings services.
 * An unknown path or product gives a 404 head titled 'Page not found' / 'Product not found'.
 */
import type { StoreDataPort } from '@shop/domain/seo/server-render.contract';
import { catalogueVersion } from '../catalog/catalog.service';
import { settingsVersion } from '../settings/settings.service';
import { injectHead, type PageHead } from './head.page';
import { PAGE_HEADS, type HeadOf } from './page-heads.page';
export { productSummaryText } from './page-heads.page';
import type { PageReads } from './page-reads.cache';
export { keptCategories, pageReads, type ContentReads } from './page-reads.cache';
import { pageCachePolicy, pageModulesOf, pageRouteOf, SERVER_RENDERED_PAGES, type PageRoute } from './page-route.rules';
import { storeDataPort } from './store-data.adapter';
import type { CachePolicy } from '../../lib/http-cache';

/** The path percent-decoded; a malformed escape leaves a path no route matches. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return '/%';
  }
}

/** Absolute URLs on the shop's public origin. */
export function urlMaker(publicUrl: string) {
  return (path: string) => new URL(path, publicUrl).toString();
}

/** The head of the page at `url` (path and query as requested), with the status to send it with. */
export async function pageHeadFor(reads: PageReads, publicUrl: string, url: string): Promise<PageHead> {
  const shop = await reads.settings();
  const abs = urlMaker(publicUrl);
  const [rawPath = '/', query = ''] = url.split(/\?(.*)/s);
  const route = pageRouteOf(decodedPath(rawPath));
  const base = {
    siteName: shop.shopName,
    ogType: 'website' as const,
    noindex: false,
    jsonLd: [],
    status: 200 as const,
  };
  const ctx = { reads, shop, abs, query: new URLSearchParams(query), base, home: { name: 'Home', url: abs('/') } };
  // Each kind's head takes its own route; TypeScript cannot pair a map's entry with the union's member.
  const headOf = PAGE_HEADS[route.kind] as HeadOf<PageRoute['kind']>;
  return headOf(ctx, route);
}

/** URLs (/assets/…) of the chunks that the given web sources need, besides what index.html loads (plugins/web-manifest.config.ts makes one). */
export type PageScripts = (sources: string[]) => string[];

/**
 * The built index.html with the head of the page at `url`, and the status to send it with;
 * `reads` are the request's own (pageReads).
 * `pageScripts` names the chunks of the page's modules, preloaded with the entry script.
 * `serverRender` says whether the page's body is rendered on the server too (SERVER_RENDERED_PAGES);
 * `storeData` is then the port that render reads through, sharing this request's reads with the head.
 */
export async function renderPage(
  reads: PageReads,
  publicUrl: string,
  url: string,
  indexHtml: string,
  pageScripts?: PageScripts,
): Promise<RenderedPage> {
  const head = await pageHeadFor(reads, publicUrl, url);
  const route = pageRouteOf(decodedPath(url.split('?')[0] ?? '/'));
  const modules = pageModulesOf(route);
  if (modules && pageScripts) head.modulePreloads = pageScripts(modules);
  head.scriptsAfterPaint = SERVER_RENDERED_PAGES.has(route.kind);
  return {
    status: head.status,
    html: injectHead(indexHtml, head),
    serverRender: head.scriptsAfterPaint,
    storeData: storeDataPort(reads),
  };
}

/** A page's HTML shell with its head, its status, and whether (and through what) its body is rendered on the server. */
export interface RenderedPage {
  status: number;
  html: string;
  serverRender: boolean;
  storeData?: StoreDataPort;
}

/** The pages whose whole HTML may be kept briefly and sent to everyone (docs/decisions/030): server-rendered, the same for every visitor. */
const CACHEABLE_PAGES: ReadonlySet<string> = new Set(['home', 'listing', 'product', 'brands', 'subcategories']);

/**
 * The key the rendered page at `url` (path and query as requested) is cached under, or undefined
 * when it is not cached (private pages, 404s). It changes with every catalogue or settings change
 * this process makes, so no page built before one is served after it.
 */
export function pageCacheKey(url: string): string | undefined {
  const kind = pageRouteOf(decodedPath(url.split('?')[0] ?? '/')).kind;
  return CACHEABLE_PAGES.has(kind) ? `${catalogueVersion()}:${settingsVersion()}:${url}` : undefined;
}

/** How long a CDN may keep the page at `url` (path and query as requested); undefined for a page that is never public (decision 085). */
export function pageCachePolicyOf(url: string): CachePolicy | undefined {
  return pageCachePolicy(decodedPath(url.split('?')[0] ?? '/'));
}
