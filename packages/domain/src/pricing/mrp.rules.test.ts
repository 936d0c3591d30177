import { describe, expect, it } from 'vitest';
import { discountPercent } from '../catalog/discount.rules';
import { withGst } from '../tax/gst.rules';
import { highestPriceWithinMrp, mrpRuleProblem } from './mrp.rules';

describe('mrpRuleProblem', () => {
  it.each([
    // Raspberry Pi 5 8GB of issue 7: ₹8,499 before GST is ₹10,028.82 with it, above the ₹9,499 MRP.
    [849_900, 949_900, 1800, false],
    [720_254, 949_900, 1800, true], // ₹8,499.00 with GST
    [805_000, 949_900, 1800, true], // exactly the MRP with GST
    [805_001, 949_900, 1800, false],
    [10_000, 10_500, 500, true], // 5% GST: ₹105.00
    [10_000, 10_499, 500, false],
  ])('price %i paise, MRP %i paise at %i bp: keeps the rule %s', (price, mrp, rate, ok) => {
    expect(mrpRuleProblem(price, mrp, rate) === null).toBe(ok);
  });

  it('names both figures and the highest price allowed', () => {
    expect(mrpRuleProblem(849_900, 949_900, 1800)).toBe(
      'The price with GST (₹10,028.82) is above the MRP (₹9,499.00). The MRP includes all taxes: lower the price to at most ₹8,050.00 before GST, or correct the MRP.',
    );
  });

  it('refuses a product without an MRP', () => {
    expect(mrpRuleProblem(100, 0, 1800)).toMatch(/MRP/);
  });
});

describe('highestPriceWithinMrp', () => {
  it.each([
    [949_900, 1800],
    [245_000, 1800],
    [99, 1800],
    [10_499, 500],
    [1, 1800],
  ])('MRP %i paise at %i bp', (mrp, rate) => {
    const price = highestPriceWithinMrp(mrp, rate);
    expect(withGst(price, rate)).toBeLessThanOrEqual(mrp);
    expect(withGst(price + 1, rate)).toBeGreaterThan(mrp);
  });
});

describe('discountPercent compares the tax-inclusive price with the MRP', () => {
  it.each([
    [949_900, 720_254, 1800, 11], // ₹8,499 with GST against ₹9,499
    [60_000, 45_000, 1800, 12], // ₹531 with GST against ₹600
    [50_000, 42_373, 1800, 0], // ₹500.00 with GST: no saving
    [0, 100, 1800, 0],
    [10_000, 10_000, 0, 0],
    [10_000, 7_500, 0, 25],
  ])('MRP %i, price %i at %i bp → %i%% off', (mrp, price, rate, pct) => {
    expect(discountPercent(mrp, price, rate)).toBe(pct);
  });
});
