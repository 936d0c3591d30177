/**
 * What one page request reads from the catalogue and the settings (docs/decisions/024, 030):
 * the page's <head> (seo.service.ts) and its server render (store-data.adapter.ts) ask for the same
 * settings, categories, listing and product, and each is read and parsed once per request and
 * shared by both. Values are JSON values, as the API sends them.
 */
import type { CategoriesData, ProductListData, ProductPageDetail } from '@shop/domain/catalog/product.responses';
import type { ProductListBody } from '@shop/domain/catalog/product.schemas';
import type { BlogPost } from '@shop/domain/blog/blog.responses';
import type { Db } from '../../db/client';
import type { ReadAdmission } from '../../db/read-admission';
import type { CatalogReads } from '../../db/replica-route';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import * as catalog from '../catalog/catalog.service';
import * as settings from '../settings/settings.service';

export interface PageReads {
  /** The store settings (cached per process by the settings service). */
  settings(): ReturnType<typeof settings.getSettings>;
  /** POST /product/all-categories → data.product. */
  categories(): Promise<CategoriesData>;
  /** POST /product/list with a checked `body` → data (through the listing reply cache). */
  listing(body: ProductListBody): Promise<ProductListData>;
  /** GET /product/{id} → data.product for a checked id; undefined for an unknown product. */
  product(id: string): Promise<ProductPageDetail | undefined>;
  /** A published blog post by slug (no view counted); undefined for an unknown slug or a draft. */
  blogPost(slug: string): Promise<BlogPost | undefined>;
}

/**
 * Reads of the modules above seo's layer (the blog, issue 30), handed in by app.ts, as seo may not
 * call their services itself (boundaries.config.js SERVER_LAYERS).
 */
export interface ContentReads {
  blogPost(slug: string): Promise<BlogPost | undefined>;
}

/** A key for equal objects whatever their keys' order; undefined fields left out, as JSON does. */
function stableKey(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** Remembers each answer of `read` by `key` for the life of this object (one request). */
function once<A, T>(read: (arg: A) => Promise<T>, key: (arg: A) => string = () => ''): (arg: A) => Promise<T> {
  const answers = new Map<string, Promise<T>>();
  return (arg) => {
    const k = key(arg);
    let answer = answers.get(k);
    if (!answer) {
      answer = read(arg);
      answers.set(k, answer);
    }
    return answer;
  };
}

/** Gives the categories from `read`, or a read made shortly before by another request. */
export type KeptCategories = (read: () => Promise<CategoriesData>) => Promise<CategoriesData>;

/**
 * Keeps the categories (with their product counts, a scan of the catalogue, which every rendered
 * page shows in its header) for `ttlMs` across requests, while this process makes no catalogue
 * change (catalogueVersion); a change made by another process shows after ttlMs at most, as
 * with the listing and page caches (docs/decisions/030). Undefined when ttlMs is 0: every
 * request reads them. `catalogueVersion` is the catalogue service's change count (tests pass their own).
 */
export function keptCategories(
  ttlMs: number,
  catalogueVersion: () => number = catalog.catalogueVersion,
): KeptCategories | undefined {
  if (ttlMs <= 0) return undefined;
  let kept: { value: Promise<CategoriesData>; version: number; expiresAt: number } | undefined;
  return (read) => {
    const version = catalogueVersion();
    if (kept && kept.version === version && kept.expiresAt > performance.now()) return kept.value;
    const value = read();
    const entry = { value, version, expiresAt: performance.now() + ttlMs };
    kept = entry;
    value.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return value;
  };
}

/**
 * The reads of one page request over `db`; `clock` dates the product page's "sold in the last
 * 24 hours"; `kept`, when given, shares the categories between requests; `content` reads the blog;
 * `catalogReads` takes the catalogue's reads: the categories and the product on its fixed-cost
 * pools, the listing and search on its variable-cost ones under the admission (decision 083), on
 * the read replica while there is one (decision 087); `db`, unbounded, when not given.
 */
export function pageReads(
  db: Db,
  clock: Clock,
  kept?: KeptCategories,
  content?: ContentReads,
  catalogReads?: { reads: CatalogReads; admission: ReadAdmission },
): PageReads {
  const reads = catalogReads?.reads;
  const writer = reads?.writer ?? db;
  const fixed = <T>(read: (on: Db) => Promise<T>) => (reads ? reads.fixed(read) : read(db));
  const readCategories = async () => (await fixed((on) => catalog.listCategories(on))) satisfies CategoriesData;
  const categories = once(() => (kept ? kept(readCategories) : readCategories()));
  const listing = once(
    async (body: ProductListBody) =>
      (
        JSON.parse(
          (catalogReads
            ? await catalogReads.admission.run(() =>
                catalogReads.reads.variable((on) => catalog.listProductsReply(on, body, writer)),
              )
            : await catalog.listProductsReply(db, body)
          ).toString(),
        ) as { data: ProductListData }
      ).data,
    stableKey,
  );
  const product = once(async (id: string) => {
    try {
      // The stored page document (decision 023), as GET /product/{id} sends it: already the
      // documented shape, so it is parsed as JSON and not checked again with zod.
      const { pageJson, soldLast24h } = await fixed((on) => catalog.getProductPage(on, id, clock, writer));
      return { ...(JSON.parse(pageJson) as Omit<ProductPageDetail, 'sold_last_24h'>), sold_last_24h: soldLast24h };
    } catch (error) {
      if (error instanceof AppError && error.kind === 'NOT_FOUND') return undefined;
      throw error;
    }
  }, String);
  return {
    settings: () => settings.getSettings(db),
    categories: () => categories(undefined),
    listing,
    product,
    blogPost: once(async (slug: string) => (content ? content.blogPost(slug) : undefined), String),
  };
}
