import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart-items';
import { savedCouponOf, savedLinesOf } from './saved-cart-body';

const item = (product_id: string, quantity: number, bulk_range?: string, name = `Local ${product_id}`): CartItem => ({
  product_id,
  quantity,
  product_name: name,
  product_image_main: '',
  discounted_single_product_price: 100,
  non_discounted_price: 150,
  no_of_product_instock: 500,
  ...(bulk_range ? { is_bulk_order: true, bulk_range } : {}),
});

describe('savedLinesOf', () => {
  it('sends the lines as PUT /cart takes them, mending what it would refuse', () => {
    const lines = savedLinesOf([
      item('a', 2, '20–49'),
      item('b', 5000),
      item('b', 1),
      item('c', 1, 'x'.repeat(21)),
      item('x'.repeat(101), 1),
      item('a\u0000', 1),
    ]);
    expect(lines).toEqual([
      { product_id: 'a', quantity: 2, is_bulk_order: true, bulk_range: '20–49' },
      { product_id: 'b', quantity: 1000 },
      { product_id: 'c', quantity: 1 },
    ]);
  });

  it('sends at most 100 lines', () => {
    expect(savedLinesOf(Array.from({ length: 120 }, (_, i) => item(`p${i}`, 1)))).toHaveLength(100);
  });
});

describe('savedCouponOf', () => {
  it.each([
    [' save10 ', 'SAVE10'],
    [undefined, null],
    ['   ', null],
    ['C'.repeat(41), null],
  ] as const)('%s is sent as %s', (code, expected) => {
    expect(savedCouponOf(code)).toBe(expected);
  });
});
