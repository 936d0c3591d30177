/**
 * Browser security headers on every reply, through @fastify/helmet (issue 5; decision 009):
 * a strict Content-Security-Policy that the built web app passes (scripts, styles, fonts and
 * media from the shop's own origin only; no inline code; images also as data: URIs),
 * `frame-ancestors 'none'` and X-Frame-Options DENY (no page, the payment page's Pay button
 * least of all, can be framed), nosniff, a Referrer-Policy that never sends a path to another
 * site, and HSTS only when PUBLIC_URL is https (a plain-http development shop must stay
 * reachable). A route with inline styles passes its own hashes through `cspFor`.
 */
import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

type Directives = Record<string, string[]>;

const HSTS_MAX_AGE_S = 365 * 24 * 3600;

/** The shop's CSP directives; `styleHashes` are extra 'sha256-…' sources for a page's inline styles. */
export function shopCspDirectives(options: { https: boolean; styleHashes?: string[] }): Directives {
  const directives: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'connect-src': ["'self'"],
    'font-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'img-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...(options.styleHashes ?? [])],
  };
  // Upgrading on plain http would send a development shop's assets to an https port nobody listens on.
  if (options.https) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** The CSP hash source of an inline <style> or <script> body: `'sha256-…'`. */
export function cspHash(inlineText: string): string {
  return `'sha256-${createHash('sha256').update(inlineText, 'utf8').digest('base64')}'`;
}

/** Route-level helmet options: the shop's policy plus the hashes of the page's inline styles. */
export function cspFor(publicUrl: string, styleHashes: string[]) {
  return { contentSecurityPolicy: { useDefaults: false, directives: shopCspDirectives({ https: isHttps(publicUrl), styleHashes }) } };
}

function isHttps(publicUrl: string): boolean {
  return publicUrl.startsWith('https://');
}

/** Registers helmet for the whole app. Register it before any route, so route options reach it. */
export async function registerSecurityHeaders(app: FastifyInstance, options: { publicUrl: string }): Promise<void> {
  const https = isHttps(options.publicUrl);
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: shopCspDirectives({ https }) },
    // Would block cross-origin images a future media bucket serves; CORP on our own replies suffices.
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    hsts: https ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true } : false,
    // 'no-referrer' would make browsers send `Origin: null` on same-origin POSTs, which the API's
    // Origin check refuses; this policy sends the origin only, and nothing to a plain-http site.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
