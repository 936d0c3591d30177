/**
 * HTTP caching a CDN can use (issue 32, docs/decisions/085): the lifetimes each kind of public
 * reply may be kept, the Cache-Control they become, and the weak ETag of a reply's body. A route
 * opts in with `config: { cache: HTTP_CACHE.… }`; everything else is `private, no-store`
 * (plugins/http-cache.plugin.ts), so a route added without thought is never kept by a shared cache.
 */
import { createHash } from 'node:crypto';

/** How long a shared cache (CDN) keeps a public reply, and how long after that it may serve it stale while it asks again; seconds. */
export interface CachePolicy {
  sMaxAge: number;
  staleWhileRevalidate: number;
  /** How long a browser may keep it without asking; 0 (revalidate every time, with the ETag) unless given. */
  maxAge?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public caching for this route's 200 replies to GET/HEAD (docs/decisions/085); absent = `private, no-store`. */
    cache?: CachePolicy;
  }
}

/** The lifetimes of the public replies, by how fast what they show changes (decision 085). */
export const HTTP_CACHE = {
  /** A product's stock and price: changes with every sale and staff edit. */
  stock: { sMaxAge: 30, staleWhileRevalidate: 60 },
  /** Listings, trending and featured picks, reviews, suggestions: a few products move at a time. */
  listing: { sMaxAge: 60, staleWhileRevalidate: 300 },
  /** Store settings, policy texts, blog and news, pincode data: edited by staff a few times a week. */
  reference: { sMaxAge: 300, staleWhileRevalidate: 3600 },
  /** The sitemap and robots.txt: crawlers read them a few times a day. */
  crawler: { maxAge: 3600, sMaxAge: 3600, staleWhileRevalidate: 86400 },
} as const satisfies Record<string, CachePolicy>;

/** What every reply that is not public carries: the shopper's own, staff's, and anything not marked public. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** The Cache-Control header of a public reply kept by `policy`. */
export function publicCacheControl(policy: CachePolicy): string {
  return `public, max-age=${policy.maxAge ?? 0}, s-maxage=${policy.sMaxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`;
}

/**
 * The weak ETag of a reply's body (or of what determines it): `W/"…"` around its SHA-1 in base64url. Weak, because the same body compressed with brotli or gzip is still the same reply.
 */
export function weakEtag(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part);
  return `W/"${hash.digest('base64url')}"`;
}

/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2), or is `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
