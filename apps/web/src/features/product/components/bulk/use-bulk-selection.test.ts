import { describe, expect, it } from 'vitest';
import type { QuoteTier } from '@shop/domain/pricing/quote.responses';
import { readChoice, tierHolding, unitsOf } from './use-bulk-selection';

const tier = (minQuantity: number, maxQuantity: number | null, label: string): QuoteTier => ({
  label,
  minQuantity,
  maxQuantity,
  unit_price: 100,
  unit_price_with_gst: 118,
  discount_per_unit: 5,
  source: 'default',
});
const TIERS = [
  tier(5, 10, '5–9'),
  tier(10, 20, '10–19'),
  tier(20, 50, '20–49'),
  tier(50, 100, '50–99'),
  tier(100, null, '100+'),
];
// Wholesale breaks may leave a gap: nothing holds 20 to 29 units here.
const GAPPED = [tier(10, 20, '10–19'), tier(30, null, '30+')];

describe('unitsOf', () => {
  it.each([
    ['25', 25],
    [' 7 ', 7],
    ['', null],
    ['2.5', null],
    ['-3', null],
    ['abc', null],
    ['1234567', null],
  ])('reads %j as %j', (text, units) => {
    expect(unitsOf(text)).toBe(units);
  });
});

describe('tierHolding', () => {
  it.each([
    ['5', '5–9'],
    ['9', '5–9'],
    ['10', '10–19'],
    ['49', '20–49'],
    ['50', '50–99'],
    ['60', '50–99'],
    ['100', '100+'],
    ['5000', '100+'],
  ])('puts %s units in %s (half-open ranges)', (text, label) => {
    expect(tierHolding(TIERS, text)?.label).toBe(label);
  });

  it('finds no tier below the first one, in a gap, or for text that is not a quantity', () => {
    expect(tierHolding(TIERS, '3')).toBeUndefined();
    expect(tierHolding(GAPPED, '25')).toBeUndefined();
    expect(tierHolding(TIERS, '')).toBeUndefined();
  });
});

describe('readChoice', () => {
  it('starts at the first tier and its first unit', () => {
    expect(readChoice(TIERS, null, null)).toEqual({ tier: TIERS[0], text: '5', quantity: 5, problem: null });
  });

  it('takes a quantity inside the chosen tier', () => {
    expect(readChoice(TIERS, '20–49', '25')).toMatchObject({ tier: { label: '20–49' }, quantity: 25, problem: null });
  });

  it("refuses a quantity outside the chosen tier with the spec's message", () => {
    expect(readChoice(TIERS, '20–49', '3')).toMatchObject({
      quantity: null,
      problem: 'Please enter a quantity between 20 and 49',
    });
    expect(readChoice(TIERS, '20–49', '50')).toMatchObject({
      quantity: null,
      problem: 'Please enter a quantity between 20 and 49',
    });
    expect(readChoice(TIERS, '100+', '')).toMatchObject({
      quantity: null,
      problem: 'Please enter a quantity of 100 or more',
    });
  });

  it('falls back to the first tier when the chosen label is no longer offered', () => {
    expect(readChoice(TIERS, '7–12', '7')).toMatchObject({ tier: { label: '5–9' }, quantity: 7 });
  });

  it('has nothing to choose while the tiers load', () => {
    expect(readChoice([], null, null)).toEqual({ tier: undefined, text: '', quantity: null, problem: null });
  });
});
