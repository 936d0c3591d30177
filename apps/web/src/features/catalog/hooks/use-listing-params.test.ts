import { describe, expect, it } from 'vitest';
import { toListRequest, type ListingParams } from './use-listing-params';

const base: ListingParams = { search: '', category: '', subcategory: '', brands: [], tab: 'all', price: '', sort: 'relevance', page: 1 };

describe('toListRequest', () => {
  it('asks for 24 products of the first page with no filters', () => {
    expect(toListRequest(base)).toEqual({ pageNum: 1, pageSize: 24, filters: {} });
  });

  it('sends every chosen filter with the server names', () => {
    expect(
      toListRequest({ ...base, search: 'esp32', category: 'Development Board', subcategory: 'ESP32 Boards', brands: ['Espressif'], tab: 'on_sale', price: '500-999', sort: 'price-desc', page: 3 }),
    ).toEqual({
      pageNum: 3,
      pageSize: 24,
      filters: {
        search: 'esp32',
        category_name: 'Development Board',
        sub_category_name: 'ESP32 Boards',
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
