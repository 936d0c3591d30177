import { describe, expect, it } from 'vitest';
import {
  canReturn,
  refundsShipping,
  RETURN_NOT_DELIVERED,
  RETURN_REASONS,
  returnWindowPassed,
  returnWindowRefusal,
  unitsShare,
} from './return.rules';

const day = 86_400_000;
const delivered = new Date('2026-11-01T10:00:00Z');

describe('returnWindowRefusal', () => {
  it.each([
    ['Delivered', 0, null],
    ['Delivered', 7 * day, null],
    ['Delivered', 7 * day + 1, returnWindowPassed(7)],
    ['Shipped', 0, RETURN_NOT_DELIVERED],
    ['Cancelled', 0, RETURN_NOT_DELIVERED],
    ['Returned', 0, RETURN_NOT_DELIVERED],
    ['Pending', 0, RETURN_NOT_DELIVERED],
  ] as const)('%s, %i ms after delivery: %s', (status, after, refusal) => {
    expect(returnWindowRefusal(status, delivered, new Date(delivered.getTime() + after), 7)).toBe(refusal);
  });

  it("words the window as the spec's message, with the setting's days", () => {
    expect(returnWindowPassed(15)).toBe(
      'Return period has expired. Returns are only available within 15 days of delivery.',
    );
  });

  it('offers the Return button only for a delivered order inside the window', () => {
    expect(canReturn('Delivered', delivered, new Date(delivered.getTime() + day), 7)).toBe(true);
    expect(canReturn('Delivered', null, delivered, 7)).toBe(false);
    expect(canReturn('Delivered', delivered, new Date(delivered.getTime() + 8 * day), 7)).toBe(false);
  });
});

describe('unitsShare', () => {
  it('gives a whole line its total exactly', () => {
    expect(unitsShare(12_345, 3, 0, 3)).toBe(12_345);
  });

  it('adds up to the line total whatever the units come back in', () => {
    const total = 10_001;
    expect(unitsShare(total, 3, 0, 1) + unitsShare(total, 3, 1, 1) + unitsShare(total, 3, 2, 1)).toBe(total);
    expect(unitsShare(total, 3, 0, 2) + unitsShare(total, 3, 2, 1)).toBe(total);
    expect(unitsShare(total, 3, 0, 1)).toBe(3334);
  });

  it('refuses more units than the line has', () => {
    expect(() => unitsShare(100, 2, 1, 2)).toThrow(RangeError);
    expect(() => unitsShare(100, 2, -1, 1)).toThrow(RangeError);
  });
});

describe('refundsShipping', () => {
  it("refunds shipping for the seller's fault or a whole order, not for a change of mind on part of it", () => {
    expect(RETURN_REASONS.filter((r) => refundsShipping(r, false))).toEqual([
      'Defective/Damaged Product',
      'Wrong Item Received',
      'Product Not as Described',
    ]);
    expect(refundsShipping('Changed Mind', true)).toBe(true);
  });
});
