import { describe, expect, it } from 'vitest';
import type { QuoteTier } from '@shop/domain/pricing/quote.responses';
import { bulkStep } from './bulk-step';

const tier = (minQuantity: number, maxQuantity: number | null, label: string): QuoteTier => ({
  label,
  minQuantity,
  maxQuantity,
  unit_price: 100,
  unit_price_with_gst: 118,
  discount_per_unit: 5,
  source: 'default',
});
const defaults = [
  tier(5, 10, '5–9'),
  tier(10, 20, '10–19'),
  tier(20, 50, '20–49'),
  tier(50, 100, '50–99'),
  tier(100, null, '100+'),
];
const bulk = (range: string, tiers = defaults) => ({ is_bulk_order: true, bulk_range: range, tiers });
const regular = { is_bulk_order: false, bulk_range: null, tiers: defaults };

describe('the cart stepper on a bulk line', () => {
  it('keeps the tier while the quantity stays in it', () => {
    expect(bulkStep(bulk('20–49'), 21)).toEqual({ range: undefined });
    expect(bulkStep(bulk('20–49'), 49)).toEqual({ range: undefined });
  });

  it('re-tags the line when the quantity moves into the next or the previous tier', () => {
    expect(bulkStep(bulk('20–49'), 50)).toEqual({ range: '50–99' });
    expect(bulkStep(bulk('20–49'), 19)).toEqual({ range: '10–19' });
    expect(bulkStep(bulk('50–99'), 100)).toEqual({ range: '100+' });
  });

  it('makes the line regular below the lowest tier and says so', () => {
    expect(bulkStep(bulk('5–9'), 4)).toEqual({
      range: null,
      note: 'Bulk pricing starts at 5 units: this line is now at the regular price.',
    });
  });

  it('makes the line regular in a gap between wholesale breaks', () => {
    const breaks = [tier(10, 20, '10–19'), tier(30, null, '30+')];
    expect(bulkStep(bulk('10–19', breaks), 25)).toEqual({
      range: null,
      note: 'No bulk price for 25 units: this line is now at the regular price.',
    });
  });

  it('leaves a regular line regular, unless the stepper made it regular and the quantity is back in a tier', () => {
    expect(bulkStep(regular, 30)).toEqual({ range: undefined });
    expect(bulkStep(regular, 3, true)).toEqual({ range: undefined });
    expect(bulkStep(regular, 30, true)).toEqual({ range: '20–49', note: 'Back to bulk pricing: 20–49 units.' });
  });
});
