/**
 * Browser security headers on every reply, through helmet (issue 5; decision 009):
 * a strict Content-Security-Policy that the built web app passes (scripts, styles, fonts and
 * media from the shop's own origin only; no inline code; images also as data: URIs),
 * `frame-ancestors 'none'` and X-Frame-Options DENY (no page, the payment page's Pay button
 * least of all, can be framed), nosniff, a Referrer-Policy that never sends a path to another
 * site, and HSTS only when PUBLIC_URL is https (a plain-http development shop must stay
 * reachable). A route with inline styles passes its own hashes through `cspFor`.
 *
 * helmet itself, not @fastify/helmet: the plugin builds helmet's middleware (parsing every CSP
 * directive) again on each request, which halved the cached listing's throughput; here each
 * policy is built once and only applied per request.
 *
 * The build's hashed files under /assets get nosniff and Cross-Origin-Resource-Policy only
 * (HASHED_ASSETS).
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export { cspFor, cspHash } from '../lib/csp-hash';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Extra 'sha256-…' style sources for this route's inline styles (see cspFor). */
    cspStyleHashes?: string[];
  }
}

type Directives = Record<string, string[]>;

/**
 * The web build's hashed files (scripts, styles, fonts, pictures; web-app.plugin.ts). They are
 * never a document, so the document headers (CSP, framing, referrer, opener…) would do nothing
 * there but cost each script about 600 bytes, which Lighthouse counts as the page's script
 * (issue 31 target 6): they get nosniff and CORP only.
 */
const HASHED_ASSETS = '/assets/';

const HSTS_MAX_AGE_S = 365 * 24 * 3600;

/**
 * The shop's CSP directives; `styleHashes` are extra 'sha256-…' sources for a page's inline
 * styles, `imageOrigins` the origins pictures come from besides the shop (the media bucket, decision 038).
 */
export function shopCspDirectives(options: {
  https: boolean;
  styleHashes?: string[];
  imageOrigins?: string[];
}): Directives {
  const directives: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'connect-src': ["'self'"],
    'font-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'img-src': ["'self'", 'data:', ...(options.imageOrigins ?? [])],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...(options.styleHashes ?? [])],
  };
  // Upgrading on plain http would send a development shop's assets to an https port nobody listens on.
  if (options.https) directives['upgrade-insecure-requests'] = [];
  return directives;
}

function isHttps(publicUrl: string): boolean {
  return publicUrl.startsWith('https://');
}

type HeaderMiddleware = ReturnType<typeof helmet>;

function shopHeaders(https: boolean, imageOrigins: string[], styleHashes?: string[]): HeaderMiddleware {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: shopCspDirectives({ https, styleHashes, imageOrigins }) },
    // Would block cross-origin images a future media bucket serves; CORP on our own replies suffices.
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    hsts: https ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true } : false,
    // 'no-referrer' would make browsers send `Origin: null` on same-origin POSTs, which the API's
    // Origin check refuses; this policy sends the origin only, and nothing to a plain-http site.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/** Sets the security headers on every reply; `imageOrigins` may serve pictures too (the media bucket). Register it before any route. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { publicUrl: string; imageOrigins?: string[] },
): Promise<void> {
  const https = isHttps(options.publicUrl);
  const imageOrigins = options.imageOrigins ?? [];
  const everyPage = shopHeaders(https, imageOrigins);
  // One middleware per distinct set of style hashes, built when the route is registered.
  const perPage = new Map<string, HeaderMiddleware>();
  app.addHook('onRoute', (route) => {
    const hashes = route.config?.cspStyleHashes;
    if (hashes && !perPage.has(hashes.join(' ')))
      perPage.set(hashes.join(' '), shopHeaders(https, imageOrigins, hashes));
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith(HASHED_ASSETS)) {
      reply.raw.setHeader('x-content-type-options', 'nosniff');
      reply.raw.setHeader('cross-origin-resource-policy', 'same-origin');
      return done();
    }
    const hashes = request.routeOptions.config.cspStyleHashes;
    const apply = (hashes && perPage.get(hashes.join(' '))) || everyPage;
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
