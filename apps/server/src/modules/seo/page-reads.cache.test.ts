import { describe, expect, it, vi } from 'vitest';
import type { CategoriesData } from '@shop/domain/catalog/product.responses';
import { keptCategories } from './page-reads.cache';

const categories = (name: string): CategoriesData => ({ subcategories: [], brands: [{ _id: name, name, slug: name }] });

describe('keptCategories', () => {
  it('shares one read between requests until the catalogue changes in this process', async () => {
    let version = 0;
    const kept = keptCategories(60_000, () => version)!;
    const read = vi.fn(async () => categories(`read ${read.mock.calls.length}`));
    expect(await kept(read)).toEqual(categories('read 1'));
    expect(await kept(read)).toEqual(categories('read 1'));
    version += 1;
    expect(await kept(read)).toEqual(categories('read 2'));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads again once its time is up, and after a failed read', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const kept = keptCategories(1_000)!;
      const read = vi.fn(async () => categories('x'));
      await kept(read);
      vi.advanceTimersByTime(1_001);
      await kept(read);
      expect(read).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(1_001);
      await expect(kept(() => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
      await kept(read);
      expect(read).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps nothing when its time is 0', () => {
    expect(keptCategories(0)).toBeUndefined();
  });
});
