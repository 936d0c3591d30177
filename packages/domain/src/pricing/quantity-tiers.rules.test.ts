import { describe, expect, it } from 'vitest';
import {
  bulkStockProblem,
  inTier,
  quantityOutsideTierMessage,
  quantityTiers,
  rangeLabel,
  rangeOfLabel,
  resolveLineTier,
  tierForQuantity,
  UNKNOWN_BULK_RANGE,
  unitsNeededInStock,
} from './quantity-tiers.rules';

describe('rangeLabel', () => {
  it.each([
    [5, 10, '5–9'],
    [10, 20, '10–19'],
    [100, null, '100+'],
    [10, 11, '10'],
    [1, 5, '1–4'],
  ] as const)('[%i, %s) reads %s', (min, max, label) => {
    expect(rangeLabel(min, max)).toBe(label);
  });
});

describe('default tiers (₹1,000.00 a unit)', () => {
  const tiers = quantityTiers(100_000);
  it.each([
    [4, undefined],
    [5, 95_000],
    [9, 95_000],
    [10, 90_000],
    [19, 90_000],
    [20, 85_000],
    [49, 85_000],
    [50, 80_000],
    [99, 80_000],
    [100, 75_000],
    [1000, 75_000],
  ])('%i units cost %s paise each', (quantity, unit) => {
    expect(tierForQuantity(tiers, quantity)?.unitPricePaise).toBe(unit);
  });

  it('names its source and saving', () => {
    expect(tiers.map((t) => t.source)).toEqual(['default', 'default', 'default', 'default', 'default']);
    expect(tiers[2]).toMatchObject({ label: '20–49', discountPerUnitPaise: 15_000 });
  });

  it('rounds a percentage to a whole paisa once: 5% of ₹3.33 is 17 paise', () => {
    expect(quantityTiers(333)[0]!.unitPricePaise).toBe(316);
  });
});

describe("the product's own bulk price fields", () => {
  it('price each range they set; empty ranges take the default percentage', () => {
    const tiers = quantityTiers(100_000, {
      price5To10Paise: 97_000,
      price10To20Paise: null,
      price20To50Paise: 80_000,
      price50To100Paise: null,
      price100PlusPaise: 60_000,
    });
    expect(tiers.map((t) => [t.label, t.unitPricePaise, t.source])).toEqual([
      ['5–9', 97_000, 'product'],
      ['10–19', 90_000, 'default'],
      ['20–49', 80_000, 'product'],
      ['50–99', 80_000, 'default'],
      ['100+', 60_000, 'product'],
    ]);
  });

  it('never price a unit above the regular price', () => {
    expect(quantityTiers(100_000, { price5To10Paise: 120_000 })[0]!.unitPricePaise).toBe(100_000);
  });

  it('are ignored when none is set', () => {
    expect(quantityTiers(100_000, { price5To10Paise: null })[0]!.source).toBe('default');
  });
});

describe('wholesale price breaks', () => {
  const breaks = [
    { minQuantity: 25, maxQuantity: null, discountPaise: 30_000 },
    { minQuantity: 10, maxQuantity: 25, discountPaise: 5_000 },
  ];
  it('come first, sorted, rupees off each unit', () => {
    const tiers = quantityTiers(100_000, { price5To10Paise: 1 }, breaks);
    expect(tiers.map((t) => [t.label, t.unitPricePaise, t.source])).toEqual([
      ['10–24', 95_000, 'wholesale'],
      ['25+', 70_000, 'wholesale'],
    ]);
  });

  it.each([
    [9, undefined],
    [10, 95_000],
    [24, 95_000],
    [25, 70_000],
  ])('at the edges: %i units cost %s paise each', (quantity, unit) => {
    expect(tierForQuantity(quantityTiers(100_000, null, breaks), quantity)?.unitPricePaise).toBe(unit);
  });

  it('never price below 0', () => {
    expect(
      quantityTiers(5_000, null, [{ minQuantity: 10, maxQuantity: null, discountPaise: 9_000 }])[0]!.unitPricePaise,
    ).toBe(0);
  });

  it('an empty list falls back to the product and default tiers', () => {
    expect(quantityTiers(100_000, null, [])[0]!.source).toBe('default');
  });
});

describe('inTier and the quantity message', () => {
  it('treats ranges as half-open', () => {
    expect(inTier({ minQuantity: 5, maxQuantity: 10 }, 10)).toBe(false);
    expect(inTier({ minQuantity: 10, maxQuantity: 20 }, 10)).toBe(true);
    expect(inTier({ minQuantity: 100, maxQuantity: null }, 1_000_000)).toBe(true);
  });

  it('says the inclusive ends', () => {
    expect(quantityOutsideTierMessage({ minQuantity: 20, maxQuantity: 50 })).toBe(
      'Please enter a quantity between 20 and 49',
    );
    expect(quantityOutsideTierMessage({ minQuantity: 100, maxQuantity: null })).toBe(
      'Please enter a quantity of 100 or more',
    );
  });
});

describe('resolveLineTier', () => {
  const tiers = quantityTiers(100_000);
  it.each([
    [3, null, { tier: null }],
    [25, '20–49', { label: '20–49' }],
    [25, '20-50', { label: '20–49' }],
    [50, '20–49', { error: 'Please enter a quantity between 20 and 49' }],
    [19, '20–49', { error: 'Please enter a quantity between 20 and 49' }],
    [25, '7–12', { error: UNKNOWN_BULK_RANGE }],
    [25, 'lots', { error: UNKNOWN_BULK_RANGE }],
  ] as const)('%i units in range %s', (quantity, range, expected) => {
    const result = resolveLineTier(tiers, quantity, range);
    if ('label' in expected) expect('tier' in result && result.tier?.label).toBe(expected.label);
    else expect(result).toEqual(expected);
  });
});

describe('rangeOfLabel', () => {
  it.each([
    ['5–9', { minQuantity: 5, maxQuantity: 10 }],
    ['10', { minQuantity: 10, maxQuantity: 11 }],
    ['100+', { minQuantity: 100, maxQuantity: null }],
    ['20-50', { minQuantity: 20, maxQuantity: 50 }],
    ['lots', undefined],
    ['7–', undefined],
  ])('reads %s', (label, range) => {
    expect(rangeOfLabel(label)).toEqual(range);
  });

  it('reads back every label rangeLabel writes', () => {
    for (const [min, max] of [
      [5, 10],
      [10, 11],
      [20, 50],
      [100, null],
    ] as const)
      expect(rangeOfLabel(rangeLabel(min, max))).toEqual({ minQuantity: min, maxQuantity: max });
  });
});

describe('unitsNeededInStock', () => {
  it('asks a regular line for its own units', () => {
    expect(unitsNeededInStock(3, false)).toBe(3);
  });

  it('asks a bulk line for more than 10 units, or its own units when more', () => {
    expect(unitsNeededInStock(5, true)).toBe(11);
    expect(unitsNeededInStock(11, true)).toBe(11);
    expect(unitsNeededInStock(40, true)).toBe(40);
  });

  it('names the product in the bulk stock problem', () => {
    expect(bulkStockProblem('ESP32 DevKit')).toBe('ESP32 DevKit: Bulk orders need more than 10 units in stock.');
  });
});
