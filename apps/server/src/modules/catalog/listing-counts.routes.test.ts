/**
 * POST /product/list counts at scale (docs/decisions/023, 094): a listing counts at most
 * LISTING_COUNT_CAP matches and its pages go on past the count; a search ordered by relevance ranks
 * and counts at most SEARCH_CANDIDATES matches, and its pages end where its count does; a
 * filter's capped count is kept for a while and dropped by a change to every listing.
 */
import { LISTING_COUNT_CAP } from '@shop/domain/catalog/listing-count.rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { makeCategory, makeProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { invalidateListings } from './listing.cache';
import { SEARCH_CANDIDATES } from '../search/search.service';

let t: TestApp;
const MATCHES = SEARCH_CANDIDATES + 5;
const PAGE_SIZE = 24;

beforeAll(async () => {
  t = await createTestApp();
  const category = await makeCategory(t.db, 'Capped Parts');
  for (let i = 0; i < MATCHES; i++) {
    await makeProduct(t.db, {
      categoryId: category.id,
      productName: `Gizmo ${i}`,
      pricePaise: 10_000 + i,
      reviewStars: i === 0 ? 2 : 4.5,
      noOfReviews: i % 7,
      searchText: 'capped gizmo',
    });
  }
});
afterAll(() => t.close());

const list = async (body: object) => {
  const reply = await t.app.inject({ method: 'POST', url: '/api/v1/product/list', payload: body });
  expect(reply.statusCode).toBe(200);
  return reply.json().data as {
    productList: { _id: string }[];
    productCount: number;
    productCountCapped: boolean;
    nextCursor: string | null;
  };
};

describe('POST /product/list: a category with more products than the listing counts', () => {
  const BULK = LISTING_COUNT_CAP + 30;
  const CHEAP = 500;

  beforeAll(async () => {
    const category = await makeCategory(t.db, 'Bulk Parts');
    // One statement: a thousand products one by one would take most of the file's time.
    await t.db.insert(products).values(
      Array.from({ length: BULK }, (_, i) => ({
        categoryId: category.id,
        sku: `BULK-${String(i).padStart(4, '0')}`,
        productName: `Bulk resistor ${i}`,
        hsnCode: '85331000',
        mrpPaise: 20_000,
        // The first CHEAP are ₹50 and under; the rest ₹150 and over (before GST).
        pricePaise: i < CHEAP ? 5_000 : 15_000,
        stock: 10,
        searchText: `bulk resistor ${i}`,
      })),
    );
  });

  it(`counts to ${LISTING_COUNT_CAP} and says there are more; pages by number go on to the last product, without repeats`, async () => {
    const filters = { category_name: 'Bulk Parts', sort_by: 'price', sort_order: 'asc' };
    const first = await list({ pageNum: 1, pageSize: PAGE_SIZE, filters });
    expect(first).toMatchObject({ productCount: LISTING_COUNT_CAP, productCountCapped: true });
    expect(first.productList).toHaveLength(PAGE_SIZE);

    const counted = Math.ceil(LISTING_COUNT_CAP / PAGE_SIZE);
    const last = Math.ceil(BULK / PAGE_SIZE);
    expect(last).toBeGreaterThan(counted);
    const ids = first.productList.map((p) => p._id);
    for (let page = 2; page <= last + 1; page++) {
      const data = await list({ pageNum: page, pageSize: PAGE_SIZE, filters });
      ids.push(...data.productList.map((p) => p._id));
      if (page > counted) expect(data).toMatchObject({ productCount: LISTING_COUNT_CAP, productCountCapped: true });
      if (page === last) expect(data.productList).toHaveLength(BULK - (last - 1) * PAGE_SIZE);
      if (page === last + 1) expect(data.productList).toEqual([]);
    }
    expect(new Set(ids).size).toBe(BULK);
  });

  it('counts exactly under the cap: a price range with fewer matches', async () => {
    const data = await list({
      pageNum: 1,
      pageSize: PAGE_SIZE,
      filters: { category_name: 'Bulk Parts', max_price: 100 },
    });
    expect(data).toMatchObject({ productCount: CHEAP, productCountCapped: false });
  });
});

describe('POST /product/list: a search by relevance', () => {
  it(`counts up to ${SEARCH_CANDIDATES} matches and says there are more; its pages end there, without repeats`, async () => {
    const filters = { category_name: 'Capped Parts', search: 'gizmo' };
    const first = await list({ pageNum: 1, pageSize: PAGE_SIZE, filters });
    expect(first).toMatchObject({ productCount: SEARCH_CANDIDATES, productCountCapped: true });

    const ids = first.productList.map((p) => p._id);
    let cursor = first.nextCursor;
    for (let page = 2; cursor && page <= 20; page++) {
      const next = await list({ pageNum: page, pageSize: PAGE_SIZE, cursor, filters });
      ids.push(...next.productList.map((p) => p._id));
      cursor = next.nextCursor;
    }
    expect(ids).toHaveLength(SEARCH_CANDIDATES);
    expect(new Set(ids).size).toBe(SEARCH_CANDIDATES);
  });

  it('counts every match when the shopper orders by something else', async () => {
    const data = await list({
      pageNum: 1,
      pageSize: PAGE_SIZE,
      filters: { category_name: 'Capped Parts', search: 'gizmo', sort_by: 'price', sort_order: 'asc' },
    });
    expect(data).toMatchObject({ productCount: MATCHES, productCountCapped: false });
  });
});

describe('POST /product/list: kept counts', () => {
  it('keeps a filter’s count until a change to every listing, while the cards are read afresh', async () => {
    const topRated = { pageNum: 1, pageSize: PAGE_SIZE, filters: { category_name: 'Capped Parts', tab: 'top_rated' } };
    expect((await list(topRated)).productCount).toBe(MATCHES - 1);

    // Changed behind the server's back: the kept count stands, as a reply cache's would.
    await t.db.update(products).set({ reviewStars: 5 }).where(eq(products.productName, 'Gizmo 0'));
    expect((await list(topRated)).productCount).toBe(MATCHES - 1);

    // What every change to review figures (catalog.setReviewFigures) does.
    invalidateListings();
    expect((await list(topRated)).productCount).toBe(MATCHES);
  });
});

describe('POST /product/list: counts not kept (LISTING_COUNT_KEEP_MS=0)', () => {
  it('counts afresh on every call, as the benchmarks\' "uncached" needs', async () => {
    const uncounted = await createTestApp({ env: { LISTING_COUNT_KEEP_MS: '0', LISTING_CACHE_MS: '0' } });
    try {
      const category = await makeCategory(uncounted.db, 'Counted Parts');
      await makeProduct(uncounted.db, { categoryId: category.id, productName: 'Widget A', reviewStars: 4.5 });
      await makeProduct(uncounted.db, { categoryId: category.id, productName: 'Widget B', reviewStars: 2 });
      const topRated = {
        pageNum: 1,
        pageSize: PAGE_SIZE,
        filters: { category_name: 'Counted Parts', tab: 'top_rated' },
      };
      const count = async () => {
        const reply = await uncounted.app.inject({ method: 'POST', url: '/api/v1/product/list', payload: topRated });
        return (reply.json().data as { productCount: number }).productCount;
      };
      expect(await count()).toBe(1);
      // Changed behind the server's back, with no listing change announced: a kept count would stand.
      await uncounted.db.update(products).set({ reviewStars: 5 }).where(eq(products.productName, 'Widget B'));
      expect(await count()).toBe(2);
    } finally {
      await uncounted.close();
    }
  });
});
