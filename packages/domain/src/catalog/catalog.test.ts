import { describe, expect, it } from 'vitest';
import { discountPercent } from './discount.rules';
import { FEW_LEFT_THRESHOLD, fewLeftMessage, outOfStockMessage, stockLabel } from './stock-label.rules';

describe('discountPercent', () => {
  // The MRP is tax-inclusive: the saving compares the price with GST against it.
  it.each([
    [60_000, 45_000, 0, 25],
    [60_000, 45_000, 1800, 12],
    [99_900, 55_000, 1800, 35],
    [50_000, 50_000, 1800, 0],
    [0, 100, 1800, 0],
    [300, 200, 0, 33],
  ])('MRP %s, price %s paise at %s bp GST is %s%% off', (mrp, price, rate, pct) => {
    expect(discountPercent(mrp, price, rate)).toBe(pct);
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

describe("the cart's few-left warning", () => {
  it('warns at 5 units or fewer, as the spec says, in its words', () => {
    expect(FEW_LEFT_THRESHOLD).toBe(5);
    expect(fewLeftMessage(3)).toBe('Only 3 left in stock');
  });
});

describe('the out-of-stock message', () => {
  it('names the product in the spec’s words', () => {
    expect(outOfStockMessage('Arduino Uno R4')).toBe(
      'Arduino Uno R4 is out of stock or insufficient quantity available',
    );
  });
});
