import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { PageCache } from './page.cache';

const page = (html: string) => ({ status: 200, html });

describe('PageCache', () => {
  it('gives a page back until its time is up', () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: 5_000, maxBytes: 1_000, maxEntryBytes: 500, now: () => now });
    cache.set('/a', page('<p>a</p>'));
    now = 4_999;
    expect(cache.get('/a')?.html).toBe('<p>a</p>');
    now = 5_000;
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.bytesHeld).toBe(0);
  });

  it('drops the oldest pages to stay within its bytes, and never keeps a page larger than an entry may be', () => {
    const cache = new PageCache({ ttlMs: 5_000, maxBytes: 20, maxEntryBytes: 20, now: () => 0 });
    cache.set('/a', page('x'.repeat(10)));
    cache.set('/b', page('y'.repeat(10)));
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/b')?.html).toBe('y'.repeat(10));
    cache.set('/c', page('z'.repeat(30)));
    expect(cache.get('/c')).toBeUndefined();
    expect(cache.bytesHeld).toBe(12);
  });

  it('replaces a page kept under the same key', () => {
    const cache = new PageCache({ ttlMs: 5_000, maxBytes: 100, maxEntryBytes: 100, now: () => 0 });
    cache.set('/a', page('old'));
    cache.set('/a', page('new'));
    expect(cache.get('/a')?.html).toBe('new');
    expect(cache.bytesHeld).toBe(5);
  });

  it('compresses a kept page once, with brotli, and gives that copy with the page', async () => {
    const cache = new PageCache({ ttlMs: 5_000, maxBytes: 10_000, maxEntryBytes: 10_000, now: () => 0 });
    cache.set('/a', page('<p>a page</p>'.repeat(20)));
    await vi.waitFor(() => expect(cache.get('/a')?.br).toBeDefined());
    expect(brotliDecompressSync(cache.get('/a')!.br!).toString('utf8')).toBe('<p>a page</p>'.repeat(20));
  });
});
