import { describe, expect, it } from 'vitest';
import { moveThumb, parsePriceRange, priceRangeLabel } from './price-range';

describe('price slider range', () => {
  it('accepts whole rupees from 1 to 50,000 with the low end first', () => {
    expect(parsePriceRange('1', '50000')).toEqual({ min: 1, max: 50000 });
    expect(parsePriceRange('700', '700')).toEqual({ min: 700, max: 700 });
    expect(parsePriceRange(null, '700')).toBeNull();
    expect(parsePriceRange('-5', '700')).toBeNull();
  });

  it('keeps each thumb inside the slider and never past the other one', () => {
    const range = { min: 100, max: 10000 };
    expect(moveThumb(range, 'min', 20000)).toEqual({ min: 10000, max: 10000 });
    expect(moveThumb(range, 'max', 50)).toEqual({ min: 100, max: 100 });
    expect(moveThumb(range, 'min', -3)).toEqual({ min: 1, max: 10000 });
    expect(moveThumb(range, 'max', 99999)).toEqual({ min: 100, max: 50000 });
  });

  it('reads as rupees with Indian digit grouping', () => {
    expect(priceRangeLabel({ min: 100, max: 10000 })).toBe('₹100 – ₹10,000');
    expect(priceRangeLabel({ min: 1, max: 150000 })).toBe('₹1 – ₹1,50,000');
  });
});
