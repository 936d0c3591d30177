import { describe, expect, it } from 'vitest';
import { BULK_LINE_NEEDS_RANGE, DUPLICATE_CART_LINE, savedCartBody } from './saved-cart.schemas';

const line = (product_id: string, quantity = 1) => ({ product_id, quantity });
const issues = (body: unknown) => {
  const parsed = savedCartBody.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the saved cart body', () => {
  it('takes regular and bulk lines and upper-cases the coupon', () => {
    const parsed = savedCartBody.parse({
      lines: [line('a', 2), { product_id: 'b', quantity: 25, is_bulk_order: true, bulk_range: '20–49' }],
      couponCode: ' save10 ',
    });
    expect(parsed.couponCode).toBe('SAVE10');
    expect(parsed.lines).toHaveLength(2);
  });

  it('takes the base the browser last saw, or null for a cart that never saw the saved one', () => {
    expect(savedCartBody.parse({ lines: [], base: { lines: [line('a', 2)], couponCode: 'save10' } }).base).toEqual({
      lines: [line('a', 2)],
      couponCode: 'SAVE10',
    });
    expect(savedCartBody.parse({ lines: [], base: null }).base).toBeNull();
  });

  it.each([
    ['an unknown field', { lines: [], owner: 'x' }, 'Unrecognized key'],
    ['an unknown field on a line', { lines: [{ ...line('a'), price: 1 }] }, 'lines.0: Unrecognized key'],
    [
      '101 lines',
      { lines: Array.from({ length: 101 }, (_, i) => line(`p${i}`)) },
      'lines: A cart holds at most 100 items',
    ],
    ['quantity 0', { lines: [line('a', 0)] }, 'lines.0.quantity: Every cart item needs a quantity above 0'],
    ['quantity 1001', { lines: [line('a', 1001)] }, 'lines.0.quantity: At most 1000 units'],
    ['a fractional quantity', { lines: [line('a', 1.5)] }, 'lines.0.quantity'],
    [
      'an id of 101 characters',
      { lines: [line('x'.repeat(101))] },
      'lines.0.product_id: An id must be at most 100 characters',
    ],
    ['the same product twice', { lines: [line('a'), line('a', 2)] }, `lines.1.product_id: ${DUPLICATE_CART_LINE}`],
    [
      'a bulk line without its range',
      { lines: [{ ...line('a', 25), is_bulk_order: true }] },
      `lines.0.bulk_range: ${BULK_LINE_NEEDS_RANGE}`,
    ],
    [
      'a range on a regular line',
      { lines: [{ ...line('a', 25), bulk_range: '20–49' }] },
      `lines.0.bulk_range: ${BULK_LINE_NEEDS_RANGE}`,
    ],
    [
      'a coupon code of 41 characters',
      { lines: [], couponCode: 'C'.repeat(41) },
      'couponCode: A coupon code is at most 40 characters',
    ],
    [
      'U+0000 in a product id',
      { lines: [line('a\u0000b')] },
      'lines.0.product_id: Text cannot contain the NUL character',
    ],
    ['no lines field', {}, 'lines'],
    ['an unknown field in the base', { lines: [], base: { lines: [], owner: 'x' } }, 'base: Unrecognized key'],
    [
      '101 lines in the base',
      { lines: [], base: { lines: Array.from({ length: 101 }, (_, i) => line(`p${i}`)) } },
      'base.lines: A cart holds at most 100 items',
    ],
    ['a base that is not a cart', { lines: [], base: 'everything' }, 'base'],
  ])('refuses %s', (_what, body, expected) => {
    expect(issues(body).join('\n')).toContain(expected);
  });
});
