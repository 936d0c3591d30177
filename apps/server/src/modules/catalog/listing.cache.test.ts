import { describe, expect, it } from 'vitest';
import { invalidateListings, invalidateProducts, ListingCache, type Body } from './listing.cache';

function cacheWithClock<B extends Body = string>(
  options: { ttlMs?: number; maxBytes?: number; maxEntryBytes?: number } = {},
) {
  const clock = { now: 0 };
  const cache = new ListingCache<B>({
    ttlMs: 5_000,
    maxBytes: 1_000_000,
    maxEntryBytes: 100_000,
    ...options,
    now: () => clock.now,
  });
  return { cache, clock };
}

/** A load that counts its calls and answers `text`. */
function loader(text: string) {
  const load = async () => {
    load.calls += 1;
    return text;
  };
  load.calls = 0;
  return load;
}

describe('ListingCache', () => {
  it('serves a reply from memory until its time is up, then loads it again', async () => {
    const { cache, clock } = cacheWithClock({ ttlMs: 5_000 });
    const load = loader('page one');
    expect(await cache.get('k', load)).toBe('page one');
    clock.now = 4_999;
    await cache.get('k', load);
    expect(load.calls).toBe(1);
    clock.now = 5_000;
    await cache.get('k', load);
    expect(load.calls).toBe(2);
  });

  it('loads again after an invalidation', async () => {
    const { cache } = cacheWithClock();
    const load = loader('page one');
    await cache.get('k', load);
    invalidateListings();
    await cache.get('k', load);
    expect(load.calls).toBe(2);
  });

  it('does not keep a reply read before an invalidation that happened while it loaded', async () => {
    const { cache } = cacheWithClock();
    let finish: (body: string) => void = () => {};
    const slow = () => new Promise<string>((resolve) => (finish = resolve));
    const first = cache.get('k', slow);
    invalidateListings();
    const fresh = loader('after the change');
    const second = cache.get('k', fresh);
    finish('before the change');
    expect(await first).toBe('before the change');
    expect(await second).toBe('after the change');
    expect(await cache.get('k', loader('unused'))).toBe('after the change');
  });

  it('lets concurrent requests for one key share a single load', async () => {
    const { cache } = cacheWithClock();
    const load = loader('page one');
    const bodies = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(load.calls).toBe(1);
    expect(bodies).toEqual(['page one', 'page one', 'page one']);
  });

  it('keeps no failed load, so the next request tries again', async () => {
    const { cache } = cacheWithClock();
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('k', loader('page one'))).toBe('page one');
  });

  it('drops the oldest replies to stay within its memory budget', async () => {
    const { cache } = cacheWithClock({ maxBytes: 500 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, loader('x'.repeat(100)));
    expect(cache.bytesHeld).toBeLessThanOrEqual(500);
    const a = loader('a again');
    const c = loader('c again');
    await cache.get('a', a);
    await cache.get('c', c);
    expect([a.calls, c.calls]).toEqual([1, 0]);
  });

  it('lets go of expired replies as new ones come in', async () => {
    const { cache, clock } = cacheWithClock({ ttlMs: 5_000 });
    await cache.get('a', loader('x'.repeat(100)));
    clock.now = 6_000;
    await cache.get('b', loader('y'.repeat(100)));
    expect(cache.bytesHeld).toBe(2 * 101);
  });

  it('keeps a reply of bytes as it is, counted by its length in bytes', async () => {
    const { cache } = cacheWithClock<Buffer>();
    let calls = 0;
    const bytes = Buffer.from('₹'.repeat(100));
    const load = async () => {
      calls += 1;
      return bytes;
    };
    expect(await cache.get('b', load)).toBe(bytes);
    expect(await cache.get('b', load)).toBe(bytes);
    expect(calls).toBe(1);
    // 300 bytes of UTF-8 and the one-character key counted as two bytes.
    expect(cache.bytesHeld).toBe(300 + 2);
  });

  it('does not keep a reply larger than the largest entry it allows', async () => {
    const { cache } = cacheWithClock({ maxEntryBytes: 100 });
    const load = loader('x'.repeat(100));
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load.calls).toBe(2);
    expect(cache.bytesHeld).toBe(0);
  });

  it('drops only the replies that show a changed product', async () => {
    const { cache } = cacheWithClock();
    const pageA = loader('');
    const pageB = loader('');
    const loadA = async () => ({ body: await pageA(), productIds: ['product-a', 'product-c'] });
    const loadB = async () => ({ body: await pageB(), productIds: ['product-b'] });
    await cache.get('a', loadA);
    await cache.get('b', loadB);
    invalidateProducts(['product-a']);
    await cache.get('a', loadA);
    await cache.get('b', loadB);
    expect([pageA.calls, pageB.calls]).toEqual([2, 1]);
  });

  it('drops a reply ordered by last change when any product changes', async () => {
    const { cache } = cacheWithClock();
    const page = loader('');
    const load = async () => ({ body: await page(), productIds: ['product-b'], anyProduct: true });
    await cache.get('recent', load);
    invalidateProducts(['product-z']);
    await cache.get('recent', load);
    expect(page.calls).toBe(2);
  });

  it('does not keep a reply that shows a product changed while it loaded', async () => {
    const { cache } = cacheWithClock();
    let finish: (body: string) => void = () => {};
    const slow = () =>
      new Promise<string>((resolve) => (finish = resolve)).then((body) => ({ body, productIds: ['product-a'] }));
    const first = cache.get('k', slow);
    invalidateProducts(['product-a']);
    finish('before the change');
    expect(await first).toBe('before the change');
    expect(await cache.get('k', loader('after the change'))).toBe('after the change');
  });
});
