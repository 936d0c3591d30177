/**
 * Renders a page's <head> tags (title, description, canonical, robots, Open Graph, Twitter,
 * JSON-LD, preloads of the page's LCP image and script chunks) and puts them into the built index.html in place of its own title and description.
 * Every value is escaped: attributes and text with escape-html, JSON-LD with '<' as \u003c so
 * no product name can close the <script> element (the script is data, not run: CSP unaffected).
 */
import escapeHtml from 'escape-html';
import { PAGE_SCRIPTS_TEMPLATE_ID } from '@shop/domain/seo/server-render.contract';

/** What the server says about one page in its <head>. URLs are absolute. */
export interface PageHead {
  /** The HTTP status the page is sent with: 404 for an unknown path or product. */
  status: 200 | 404;
  title: string;
  description: string;
  /** The page's one URL for search engines; none on pages that are not indexed. */
  canonical?: string;
  /** Private and missing pages: `noindex` so search engines drop them. */
  noindex: boolean;
  ogType: 'website' | 'product' | 'article';
  image?: string;
  siteName: string;
  jsonLd: Record<string, unknown>[];
  /** The page's largest picture (a path on the shop), fetched early and first: the page's LCP. */
  preloadImage?: string;
  /** Script chunks (/assets/…) the page needs besides the entry, fetched alongside it. */
  modulePreloads?: string[];
  /** The page's body is server-rendered: its chunks are fetched after its first paint, not with the HTML. */
  scriptsAfterPaint?: boolean;
}

/** JSON for inside a <script> element: '<', '>', '&' and the JS line separators as \u escapes. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The tags of one page's head, one per line. */
export function renderHeadTags(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex, nofollow'));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  tags.push(
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
  );
  tags.push(meta('property', 'og:description', head.description), meta('property', 'og:locale', 'en_IN'));
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  if (head.image) tags.push(meta('property', 'og:image', head.image));
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
  );
  tags.push(meta('name', 'twitter:description', head.description));
  if (head.image) tags.push(meta('name', 'twitter:image', head.image));
  for (const data of head.jsonLd) tags.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`);
  if (head.preloadImage)
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(head.preloadImage)}" fetchpriority="high" />`);
  // crossorigin as Vite writes its own modulepreload links: module scripts are fetched in CORS mode.
  const preloads = (head.modulePreloads ?? []).map(
    (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`,
  );
  // A server-rendered page paints from its HTML and stylesheet alone: its chunks wait, inert, until
  // the boot script has seen that paint (apps/web/src/boot.ts); a page the browser renders needs them at once.
  if (preloads.length > 0 && head.scriptsAfterPaint)
    tags.push(`<template id="${PAGE_SCRIPTS_TEMPLATE_ID}">${preloads.join('')}</template>`);
  else tags.push(...preloads);
  return tags.join('\n    ');
}

/**
 * index.html with the page's head: the template's <title> and meta description are replaced,
 * the other tags go before </head> (or at the start of a template without a head).
 */
export function injectHead(indexHtml: string, head: PageHead): string {
  const tags = renderHeadTags(head);
  const stripped = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  if (/<\/head>/i.test(stripped)) return stripped.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
  return stripped.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}<head>${tags}</head>`);
}
