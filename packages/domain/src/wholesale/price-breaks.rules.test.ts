import { describe, expect, it } from 'vitest';
import { newWholesaleBody } from './wholesale.schemas';
import {
  AT_LEAST_ONE_BREAK,
  breakFor,
  DISCOUNT_REQUIRED,
  MIN_QUANTITY_REQUIRED,
  priceBreaksProblem,
  rangeLabel,
  unitPriceAfterBreak,
  type PriceBreak,
} from './price-breaks.rules';

const b = (minQuantity: number, maxQuantity: number | null, discountPaise: number): PriceBreak => ({
  minQuantity,
  maxQuantity,
  discountPaise,
});
const PRICE = 1_000_00; // ₹1,000 before GST

describe('priceBreaksProblem', () => {
  it.each<[string, PriceBreak[], string | null]>([
    ['one open-ended break', [b(10, null, 5_000)], null],
    ['contiguous half-open breaks', [b(10, 20, 5_000), b(20, 50, 8_000), b(50, null, 10_000)], null],
    ['breaks entered out of order', [b(50, null, 10_000), b(10, 50, 5_000)], null],
    ['a break covering one quantity (max = min + 1)', [b(10, 11, 5_000)], null],
    ['a zero discount', [b(10, null, 0)], null],
    ['no breaks', [], AT_LEAST_ONE_BREAK],
    ['a minimum of 0', [b(0, 10, 100)], MIN_QUANTITY_REQUIRED],
    [
      'a maximum equal to the minimum',
      [b(10, 10, 100)],
      'Price break 1: Max Quantity must be at least 11, or empty for no limit.',
    ],
    [
      'a maximum below the minimum',
      [b(10, 5, 100)],
      'Price break 1: Max Quantity must be at least 11, or empty for no limit.',
    ],
    ['a negative discount', [b(10, null, -1)], DISCOUNT_REQUIRED],
    [
      'a discount equal to the price',
      [b(10, null, PRICE)],
      'Price break 1: a discount of ₹1,000.00 must be less than the unit price of ₹1,000.00.',
    ],
    [
      'a discount above the price',
      [b(10, 20, 100), b(20, null, PRICE + 1)],
      'Price break 2: a discount of ₹1,000.01 must be less than the unit price of ₹1,000.00.',
    ],
    [
      'overlapping ranges',
      [b(10, 20, 100), b(15, null, 200)],
      'Price breaks overlap: 10–19 units and 15+ units both cover 15 units.',
    ],
    [
      'a gap between ranges',
      [b(10, 20, 100), b(25, null, 200)],
      'Price breaks leave a gap: nothing covers 20 to 24 units.',
    ],
    [
      'an open-ended break before another',
      [b(10, null, 100), b(20, null, 200)],
      'Only the last price break may have no Max Quantity (from 10 units it covers every quantity).',
    ],
    ['a fractional quantity', [b(10.5, null, 100)], MIN_QUANTITY_REQUIRED],
  ])('%s', (_name, breaks, message) => {
    expect(priceBreaksProblem(breaks, PRICE)?.message ?? null).toBe(message);
  });

  it('skips the price check when no price is given', () => {
    expect(priceBreaksProblem([b(10, null, PRICE * 2)], null)).toBeUndefined();
  });
});

describe('breakFor (half-open ranges)', () => {
  const breaks = [b(10, 20, 100), b(20, 50, 200), b(50, null, 300)];
  it.each([
    [9, undefined],
    [10, 100],
    [19, 100],
    [20, 200],
    [49, 200],
    [50, 300],
    [10_000, 300],
  ])('%i units → %s paise off', (quantity, discount) => {
    expect(breakFor(breaks, quantity)?.discountPaise).toBe(discount);
  });
});

describe('labels and unit prices', () => {
  it.each([
    [b(10, 20, 0), '10–19 units'],
    [b(10, 11, 0), '10 units'],
    [b(100, null, 0), '100+ units'],
  ])('%j reads %s', (range, label) => {
    expect(rangeLabel(range)).toBe(label);
  });

  it('floors the unit price at 0', () => {
    expect(unitPriceAfterBreak(1_000, 300)).toBe(700);
    expect(unitPriceAfterBreak(1_000, 1_500)).toBe(0);
  });
});

describe('newWholesaleBody', () => {
  it('needs a product and at least one break, with the spec messages', () => {
    expect(
      newWholesaleBody.safeParse({ product_id: '', priceBreaks: [{ minQuantity: 10, discount: 50 }] }).error?.issues[0]
        ?.message,
    ).toBe('Please select a product.');
    expect(newWholesaleBody.safeParse({ product_id: 'p1', priceBreaks: [] }).error?.issues[0]?.message).toBe(
      AT_LEAST_ONE_BREAK,
    );
    expect(
      newWholesaleBody.safeParse({ product_id: 'p1', priceBreaks: [{ minQuantity: 0, discount: 50 }] }).error?.issues[0]
        ?.message,
    ).toBe(MIN_QUANTITY_REQUIRED);
    expect(
      newWholesaleBody.safeParse({ product_id: 'p1', priceBreaks: [{ minQuantity: 10, discount: -5 }] }).error
        ?.issues[0]?.message,
    ).toBe(DISCOUNT_REQUIRED);
    expect(
      newWholesaleBody.safeParse({ product_id: 'p1', priceBreaks: [{ minQuantity: 10, discount: 50, extra: 1 }] })
        .success,
    ).toBe(false);
    expect(
      newWholesaleBody.parse({
        product_id: 'p1',
        priceBreaks: [{ minQuantity: 10, maxQuantity: null, discount: 49.99 }],
      }).priceBreaks[0]?.discount,
    ).toBe(49.99);
  });
});
