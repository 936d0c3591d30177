/**
 * A short-lived in-process cache of whole server-rendered pages (docs/decisions/030): the public
 * storefront pages are the same for every visitor (decision 024), so one render can answer
 * everyone who asks for the same URL in the next few seconds. The caller's key names everything
 * the page depends on (the URL, the catalogue's and the settings' change counts, the build), so
 * a change in this process is never served stale; a change made by another process shows after
 * `ttlMs` at most, as with the listing cache (decision 008).
 *
 * Bounded: at most `maxBytes` of pages are held (oldest dropped first); a larger page is not kept.
 * Each kept page is brotli-compressed once, so a hit costs no compression for browsers taking br.
 */
import { brotliCompress, constants as zlibConstants } from 'node:zlib';

export interface CachedPage {
  status: number;
  html: string;
  /** The page brotli-compressed, once that is done (after it was kept): sent as it is to browsers that take br. */
  br?: Buffer;
  /** The page's ETag as it was sent when rendered (plugins/web-app.plugin.ts), so a kept copy answers If-None-Match alike. */
  etag?: string;
}

export interface PageCacheOptions {
  ttlMs: number;
  maxBytes: number;
  maxEntryBytes: number;
  /** The clock, in milliseconds; performance.now by default (tests pass their own). */
  now?: () => number;
}

/** As @fastify/compress compresses replies (plugins/compression.plugin.ts): text mode, quality 4. */
const BROTLI = {
  params: {
    [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
    [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
  },
};

export class PageCache {
  private readonly entries = new Map<string, CachedPage & { expiresAt: number; bytes: number }>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  /** The page kept under `key`, while fresh. */
  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return { status: entry.status, html: entry.html, br: entry.br, etag: entry.etag };
    this.remove(key);
    return undefined;
  }

  /** Keeps `page` under `key` for ttlMs, dropping the oldest pages to stay within maxBytes. */
  set(key: string, page: CachedPage): void {
    const bytes = page.html.length + key.length;
    this.remove(key);
    if (this.options.ttlMs <= 0 || bytes > this.options.maxEntryBytes) return;
    for (const oldest of this.entries.keys()) {
      if (this.bytes + bytes <= this.options.maxBytes) break;
      this.remove(oldest);
    }
    const entry = {
      status: page.status,
      html: page.html,
      etag: page.etag,
      bytes,
      expiresAt: this.now() + this.options.ttlMs,
      br: undefined as Buffer | undefined,
    };
    this.entries.set(key, entry);
    this.bytes += bytes;
    // Compressed once, off the request, instead of on every request that gets the page.
    brotliCompress(page.html, BROTLI, (error, br) => {
      if (error || this.entries.get(key) !== entry) return;
      entry.br = br;
      entry.bytes += br.length;
      this.bytes += br.length;
    });
  }

  /** Characters of pages and keys held now. */
  get bytesHeld(): number {
    return this.bytes;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/** Memory the page cache may hold per process, and the largest page it keeps (/shopbybrand is about 300 KB). */
const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
const PAGE_CACHE_MAX_ENTRY_BYTES = 1024 * 1024;

/** The process's page cache keeping pages `ttlMs` (PAGE_CACHE_MS); undefined when that is 0 (off). */
export function createPageCache(ttlMs: number): PageCache | undefined {
  return ttlMs > 0
    ? new PageCache({ ttlMs, maxBytes: PAGE_CACHE_MAX_BYTES, maxEntryBytes: PAGE_CACHE_MAX_ENTRY_BYTES })
    : undefined;
}
