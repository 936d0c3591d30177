import { describe, expect, it } from 'vitest';
import { LISTING_COUNT_CAP, listingPager } from './listing-count.rules';

const PAGE_SIZE = 24;
const counted = Math.ceil(LISTING_COUNT_CAP / PAGE_SIZE);

describe('listingPager (storefront spec §2 pagination; decision 094)', () => {
  it('numbers every page of an exact count and ends there', () => {
    expect(listingPager({ count: 50, capped: false, page: 1, pageSize: PAGE_SIZE, cardsOnPage: 24 })).toEqual({
      pages: 3,
      hasNext: true,
    });
    expect(listingPager({ count: 50, capped: false, page: 3, pageSize: PAGE_SIZE, cardsOnPage: 2 })).toEqual({
      pages: 3,
      hasNext: false,
    });
    // A full last page of an exact count has nothing after it.
    expect(listingPager({ count: 48, capped: false, page: 2, pageSize: PAGE_SIZE, cardsOnPage: 24 }).hasNext).toBe(
      false,
    );
  });

  it('goes on past the counted pages of a listing capped at the cap while pages come back full', () => {
    const last = { count: LISTING_COUNT_CAP, capped: true, pageSize: PAGE_SIZE, cardsOnPage: 24 };
    expect(listingPager({ ...last, page: 1 })).toEqual({ pages: counted, hasNext: true });
    expect(listingPager({ ...last, page: counted })).toEqual({ pages: counted, hasNext: true });
    expect(listingPager({ ...last, page: counted + 5 })).toEqual({ pages: counted + 5, hasNext: true });
    // The page with the last matches is not full: nothing after it.
    expect(listingPager({ ...last, page: counted + 6, cardsOnPage: 7 })).toEqual({
      pages: counted + 6,
      hasNext: false,
    });
  });

  it('ends a search by relevance, capped below the listing cap, at its counted pages', () => {
    const ranked = { count: 120, capped: true, pageSize: PAGE_SIZE, cardsOnPage: 24 };
    expect(listingPager({ ...ranked, page: 4 })).toEqual({ pages: 5, hasNext: true });
    expect(listingPager({ ...ranked, page: 5 })).toEqual({ pages: 5, hasNext: false });
  });

  it('has no pages for no matches', () => {
    expect(listingPager({ count: 0, capped: false, page: 1, pageSize: PAGE_SIZE, cardsOnPage: 0 })).toEqual({
      pages: 0,
      hasNext: false,
    });
  });
});
