import { describe, expect, it } from 'vitest';
import { formatInr, paiseToRupees, rupeesToPaise, shareOf } from './money.rules';

describe('rupeesToPaise', () => {
  it.each([
    [0, 0],
    [1, 100],
    [499, 49_900],
    [0.1 + 0.2, 30],
    [1234.56, 123_456],
    [19.99, 1999],
  ])('turns ₹%s into %s paise', (rupees, paise) => {
    expect(rupeesToPaise(rupees)).toBe(paise);
  });

  it('refuses a value that is not a number', () => {
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
  });
});

describe('paiseToRupees', () => {
  it('shows paise as rupees with two decimals at most', () => {
    expect(paiseToRupees(123_456)).toBe(1234.56);
    expect(paiseToRupees(50)).toBe(0.5);
  });
});

describe('formatInr', () => {
  it.each([
    [12_345_600, '₹1,23,456.00'],
    [0, '₹0.00'],
    [99_999, '₹999.99'],
    [1_00_00_000_00, '₹1,00,00,000.00'],
    [49_950, '₹499.50'],
  ])('formats %s paise as %s', (paise, text) => {
    expect(formatInr(paise)).toBe(text);
  });
});

describe('shareOf', () => {
  it.each([
    [10_000, 1800, 1800],
    [999, 1800, 180], // 179.82 rounds up
    [25, 1800, 5], // 4.5 rounds half up
    [0, 1800, 0],
  ])('takes %s paise × %s bp = %s paise', (paise, bp, expected) => {
    expect(shareOf(paise, bp)).toBe(expected);
  });
});
