import { describe, expect, it } from 'vitest';
import { discountPercent } from './discount';
import { stockLabel } from './stock-label';

describe('discountPercent', () => {
  it.each([
    [60_000, 45_000, 25],
    [99_900, 64_900, 35],
    [50_000, 50_000, 0],
    [0, 100, 0],
    [300, 200, 33],
  ])('MRP %s, price %s paise is %s%% off', (mrp, price, pct) => {
    expect(discountPercent(mrp, price)).toBe(pct);
  });
});

describe('stockLabel', () => {
  it.each([
    [0, true, 'Out of Stock'],
    [1, true, 'Low Stock'],
    [10, true, 'Low Stock'],
    [11, true, 'In Stock'],
    [50, false, 'Out of Stock'],
  ] as const)('%s units (flag %s) reads %s', (units, flag, label) => {
    expect(stockLabel(units, flag)).toBe(label);
  });
});
