import { describe, expect, it } from 'vitest';
import { BULK_ORDERS_PAGE_SIZE, bulkOrderListQuery } from './bulk-orders.schemas';

describe('bulkOrderListQuery', () => {
  it('reads the query string: page 1 of ten by default, numbers from text, any status or none', () => {
    expect(bulkOrderListQuery.parse({})).toEqual({ pageNum: 1, pageSize: BULK_ORDERS_PAGE_SIZE });
    expect(bulkOrderListQuery.parse({ pageNum: '3', pageSize: '50', status: 'Shipped' })).toEqual({
      pageNum: 3,
      pageSize: 50,
      status: 'Shipped',
    });
    expect(bulkOrderListQuery.parse({ status: '' })).toMatchObject({ status: '' });
  });

  it.each([
    ['a status outside the lifecycle', { status: 'Lost' }],
    ['a lower-case status', { status: 'shipped' }],
    ['more than 50 a page', { pageSize: '51' }],
    ['page 0', { pageNum: '0' }],
    ['a fractional page', { pageNum: '1.5' }],
    ['an unknown field', { search: 'x' }],
  ])('refuses %s', (_name, query) => {
    expect(bulkOrderListQuery.safeParse(query).success).toBe(false);
  });
});
