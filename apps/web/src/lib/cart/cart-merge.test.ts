import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart-items';
import { mergeCarts, mergeCoupon, rangeHolds, savedCouponOf, savedLinesOf } from './cart-merge';

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
const saved = (product_id: string, quantity: number, bulk_range?: string) => item(product_id, quantity, bulk_range, `Saved ${product_id}`);
const summary = (items: CartItem[]) => items.map((i) => `${i.product_id}×${i.quantity}${i.bulk_range ? ` @${i.bulk_range}` : ''} (${i.product_name})`);

describe('rangeHolds', () => {
  it.each([
    ['20–49', 20, true],
    ['20–49', 49, true],
    ['20–49', 50, false],
    ['20–49', 19, false],
    ['100+', 100, true],
    ['100+', 99, false],
    ['10', 10, true],
    ['10', 11, false],
    ['20-50', 49, true],
    ['20-50', 50, false],
    ['bulk', 20, false],
    ['', 20, false],
  ] as const)('%s holds %i units: %s', (label, quantity, holds) => {
    expect(rangeHolds(label, quantity)).toBe(holds);
  });
});

describe('mergeCarts', () => {
  it('brings the saved cart to a device whose cart is empty', () => {
    expect(summary(mergeCarts([], [saved('a', 2), saved('b', 1)]))).toEqual(['a×2 (Saved a)', 'b×1 (Saved b)']);
  });

  it('keeps lines found in one cart only: the saved ones first, then this device’s', () => {
    expect(summary(mergeCarts([item('c', 3), item('a', 1)], [saved('b', 1)]))).toEqual(['b×1 (Saved b)', 'c×3 (Local c)', 'a×1 (Local a)']);
  });

  it.each([
    ['the larger quantity, not the sum', item('a', 2), saved('a', 3), 'a×3 (Saved a)'],
    ['the larger quantity when it is this device’s', item('a', 7), saved('a', 3), 'a×7 (Saved a)'],
    ['the saved bulk tier when it holds the larger quantity', item('a', 25), saved('a', 20, '20–49'), 'a×25 @20–49 (Saved a)'],
    ['this device’s bulk tier on a tie', item('a', 20, '20–49'), saved('a', 20, '20–29'), 'a×20 @20–49 (Saved a)'],
    ['the tier of the larger line', item('a', 20, '20–49'), saved('a', 60, '50–99'), 'a×60 @50–99 (Saved a)'],
    ['no tier when neither holds the merged quantity', item('a', 60), saved('a', 20, '20–49'), 'a×60 (Saved a)'],
    ['the other line’s tier when the larger line’s does not hold it', item('a', 30, '20–49'), saved('a', 30, '5–9'), 'a×30 @20–49 (Saved a)'],
  ])('gives a product in both carts %s', (_rule, local, server, expected) => {
    expect(summary(mergeCarts([local], [server]))).toEqual([expected]);
  });

  it('keeps one line per product even from a damaged cart', () => {
    expect(summary(mergeCarts([item('a', 1), item('a', 5)], [saved('a', 2), saved('a', 9)]))).toEqual(['a×2 (Saved a)']);
  });
});

describe('mergeCoupon', () => {
  it.each([
    ['SAVE10', 'WELCOME', 'SAVE10'],
    [undefined, 'WELCOME', 'WELCOME'],
    [undefined, null, undefined],
    ['SAVE10', null, 'SAVE10'],
  ] as const)('local %s and saved %s give %s', (local, server, expected) => {
    expect(mergeCoupon(local, server)).toBe(expected);
  });
});

describe('savedLinesOf', () => {
  it('sends the lines as PUT /cart takes them, mending what it would refuse', () => {
    const lines = savedLinesOf([item('a', 2, '20–49'), item('b', 5000), item('b', 1), item('c', 1, 'x'.repeat(21)), item('x'.repeat(101), 1), item('a\u0000', 1)]);
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
