import { describe, expect, it } from 'vitest';
import { compactRupees } from './compact-rupees';

describe('compactRupees', () => {
  it('gives neighbouring axis ticks different labels', () => {
    expect([0, 750, 1500, 2250, 3000].map(compactRupees)).toEqual(['₹0', '₹750', '₹1.5k', '₹2.3k', '₹3k']);
  });

  it('rounds to whole thousands from ten thousand, and uses lakh from one lakh', () => {
    expect(compactRupees(12_400)).toBe('₹12k');
    expect(compactRupees(150_000)).toBe('₹1.5L');
    expect(compactRupees(2_500_000)).toBe('₹25L');
  });
});
