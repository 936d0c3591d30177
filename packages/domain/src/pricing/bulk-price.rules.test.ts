import { describe, expect, it } from 'vitest';
import { bulkPriceProblem } from './bulk-price.rules';
import { quantityTiers, tierForQuantity } from './quantity-tiers.rules';

// The MPU6050 of issue 27: ₹126.27 before GST, MRP ₹149.00, 18% GST.
const mpu = { pricePaise: 12_627, mrpPaise: 14_900, gstRateBp: 1800 };

describe('bulkPriceProblem', () => {
  it('accepts a product without bulk prices (the default percentages never rise)', () => {
    expect(bulkPriceProblem({ ...mpu, bulkPrices: null })).toBeNull();
  });

  it('accepts own prices that fall with quantity, with defaults in between that fall too', () => {
    expect(
      bulkPriceProblem({
        ...mpu,
        bulkPrices: { price5To10Paise: 12_000, price20To50Paise: 10_200, price100PlusPaise: 9_000 },
      }),
    ).toBeNull();
  });

  it('accepts equal prices in two tiers', () => {
    expect(
      bulkPriceProblem({
        ...mpu,
        bulkPrices: {
          price5To10Paise: 11_000,
          price10To20Paise: 11_000,
          price20To50Paise: 11_000,
          price50To100Paise: 11_000,
          price100PlusPaise: 11_000,
        },
      }),
    ).toBeNull();
  });

  it('refuses a default tier that costs more than an entered one before it, naming both tiers', () => {
    expect(bulkPriceProblem({ ...mpu, bulkPrices: { price10To20Paise: 10_000 } })).toEqual({
      field: 'multiple_quantity_price_20_50',
      message:
        'The 20–49 price (₹107.33, the default 15% off) is higher than the 10–19 price (₹100.00). A unit price may not rise with quantity: set the 20–49 price to at most ₹100.00.',
    });
  });

  it('refuses an entered tier above the tier before it', () => {
    expect(
      bulkPriceProblem({
        ...mpu,
        bulkPrices: { price5To10Paise: 11_000, price10To20Paise: 10_000, price20To50Paise: 10_500 },
      })?.message,
    ).toMatch(/^The 20–49 price \(₹105\.00\) is higher than the 10–19 price \(₹100\.00\)/);
  });

  it('refuses a first tier above the single-unit price', () => {
    expect(bulkPriceProblem({ ...mpu, mrpPaise: 16_000, bulkPrices: { price5To10Paise: 12_700 } })).toMatchObject({
      field: 'multiple_quantity_price_5_10',
      message: expect.stringMatching(/^The 5–9 price \(₹127\.00\) is higher than the single-unit price \(₹126\.27\)/),
    });
  });

  it('refuses a bulk price whose price with GST is above the MRP instead of capping it', () => {
    expect(bulkPriceProblem({ ...mpu, bulkPrices: { price100PlusPaise: 13_000 } })).toEqual({
      field: 'multiple_quantity_price_100_plus',
      message:
        'The 100+ price with GST (₹153.40) is above the MRP (₹149.00). A bulk price may not exceed the MRP: lower the 100+ price.',
    });
  });
});

describe('pricing a stored product whose tiers go backwards', () => {
  const tiers = quantityTiers(mpu.pricePaise, { price10To20Paise: 10_000 });

  it.each([
    [5, 11_996],
    [10, 10_000],
    [20, 10_000],
    [50, 10_000],
    [100, 9_470],
  ])('%i units cost the lowest unit price up to that quantity: %i paise', (quantity, unit) => {
    expect(tierForQuantity(tiers, quantity)?.unitPricePaise).toBe(unit);
  });

  it('never lets a unit price rise with quantity, for wholesale breaks too', () => {
    const wholesale = quantityTiers(10_000, null, [
      { minQuantity: 10, maxQuantity: 20, discountPaise: 3_000 },
      { minQuantity: 20, maxQuantity: null, discountPaise: 1_000 },
    ]);
    expect(wholesale.map((t) => [t.label, t.unitPricePaise, t.discountPerUnitPaise])).toEqual([
      ['10–19', 7_000, 3_000],
      ['20+', 7_000, 3_000],
    ]);
  });
});
