import { describe, expect, it } from 'vitest';
import { readListingParams, toListRequest, writeListingParams, type ListingParams } from './use-listing-params';

const base: ListingParams = {
  search: '',
  categories: [],
  subcategories: [],
  brands: [],
  tab: 'all',
  price: '',
  priceRange: null,
  sort: 'relevance',
  page: 1,
};

describe('toListRequest', () => {
  it('asks for 24 products of the first page with no filters', () => {
    expect(toListRequest(base)).toEqual({ pageNum: 1, pageSize: 24, filters: {} });
  });

  it('sends every chosen filter with the server names', () => {
    expect(
      toListRequest({
        ...base,
        search: 'esp32',
        categories: ['Development Board'],
        subcategories: ['ESP32 Boards'],
        brands: ['Espressif'],
        tab: 'on_sale',
        price: '500-999',
        sort: 'price-desc',
        page: 3,
      }),
    ).toEqual({
      pageNum: 3,
      pageSize: 24,
      filters: {
        search: 'esp32',
        category_name: ['Development Board'],
        sub_category_name: ['ESP32 Boards'],
        brand_name: ['Espressif'],
        min_price: 500,
        max_price: 999.99,
        tab: 'on_sale',
        sort_by: 'price',
        sort_order: 'desc',
      },
    });
  });

  it('leaves the upper bound open for Over ₹5,000 and the lower one for Under ₹500', () => {
    expect(toListRequest({ ...base, price: 'over-5000' }).filters).toEqual({ min_price: 5000 });
    expect(toListRequest({ ...base, price: 'under-500' }).filters).toEqual({ max_price: 499.99 });
  });
});

describe('the price slider range in the URL', () => {
  it('sends an applied range as whole-rupee bounds, in place of a price band', () => {
    expect(toListRequest({ ...base, price: 'under-500', priceRange: { min: 100, max: 10000 } }).filters).toEqual({
      min_price: 100,
      max_price: 10000,
    });
  });

  it('reads back every filter it writes, so a link or the back button restores the listing', () => {
    const chosen: ListingParams = {
      search: 'lipo',
      categories: ['Battery', 'Drone Parts'],
      subcategories: ['LiPo', 'ESC'],
      brands: ['Orange', 'Tattu'],
      tab: 'top_rated',
      price: '',
      priceRange: { min: 250, max: 4000 },
      sort: 'price-asc',
      page: 2,
    };
    const query = writeListingParams(chosen).toString();
    expect(query).toContain('min_price=250&max_price=4000');
    expect(query).toContain('category=Battery&category=Drone+Parts&subcategory=LiPo&subcategory=ESC');
    expect(readListingParams(new URLSearchParams(query))).toEqual(chosen);
  });

  it('ignores a range that is out of bounds, reversed, fractional or half given', () => {
    for (const query of [
      'min_price=0&max_price=500',
      'min_price=100&max_price=50001',
      'min_price=900&max_price=100',
      'min_price=1.5&max_price=9',
      'min_price=100',
      'min_price=1e3&max_price=2000',
    ]) {
      expect(readListingParams(new URLSearchParams(query)).priceRange, query).toBeNull();
    }
  });
});

describe('categories in the URL', () => {
  it("reads the spec's single category and lower-cased subcategory links", () => {
    const params = readListingParams(new URLSearchParams('category=Development%20Board&subcategory=esp32%20boards'));
    expect(params).toMatchObject({ categories: ['Development Board'], subcategories: ['esp32 boards'] });
  });
});
