import { describe, expect, it } from 'vitest';
import {
  exceedsOrderCeiling,
  MAX_ORDER_TOTAL_PAISE,
  ORDER_TOTAL_TOO_HIGH,
  priceLine,
  priceOrder,
  shippingFor,
} from './order-totals.rules';

describe('priceLine', () => {
  it('charges 18% GST on the price after discount, not on the MRP', () => {
    const line = priceLine({ unitPricePaise: 45_000, unitMrpPaise: 60_000, quantity: 2 });
    expect(line).toMatchObject({ mrpTotalPaise: 120_000, taxablePaise: 90_000, gstPaise: 16_200, totalPaise: 106_200 });
  });

  it('charges the tax-inclusive unit price × quantity and works the GST back from it, rounded once', () => {
    // 3 × ₹3.93 (₹3.33 + GST) = ₹11.79, of which GST 179.86 paise → 180
    expect(priceLine({ unitPricePaise: 333, unitMrpPaise: 333, quantity: 3 })).toMatchObject({
      totalPaise: 1_179,
      gstPaise: 180,
      taxablePaise: 999,
    });
    // '₹64.00 each incl. GST' × 2 (issue 27)
    expect(priceLine({ unitPricePaise: 5_424, unitMrpPaise: 7_000, quantity: 2 })).toMatchObject({
      totalPaise: 12_800,
      gstPaise: 1_953,
      taxablePaise: 10_847,
    });
  });
});

describe('priceOrder', () => {
  const lines = [
    { unitPricePaise: 45_000, unitMrpPaise: 60_000, quantity: 2 },
    { unitPricePaise: 8900, unitMrpPaise: 8900, quantity: 1 },
  ];

  const free = { standardShippingPaise: 0, freeShippingThresholdPaise: 0 };
  const below2000 = { standardShippingPaise: 5000, freeShippingThresholdPaise: 200_000 };

  it('adds taxable value, GST and shipping into the total', () => {
    const totals = priceOrder(lines, below2000);
    expect(totals).toMatchObject({
      mrpTotalPaise: 128_900,
      taxablePaise: 98_900,
      discountPaise: 30_000,
      gstPaise: 16_200 + 1602,
      shippingPaise: 5000,
      totalPaise: 98_900 + 17_802 + 5000,
    });
  });

  it('charges no shipping when the shop ships every order free', () => {
    expect(priceOrder(lines, free).shippingPaise).toBe(0);
  });

  it('ships free once the taxable value (before GST) reaches the threshold', () => {
    expect(priceOrder(lines, { ...below2000, freeShippingThresholdPaise: 98_900 }).shippingPaise).toBe(0);
    expect(priceOrder(lines, { ...below2000, freeShippingThresholdPaise: 98_901 }).shippingPaise).toBe(5000);
  });

  it('prices an empty order at zero', () => {
    expect(priceOrder([], below2000)).toMatchObject({ totalPaise: 0, gstPaise: 0, lines: [] });
  });
});

describe('shippingFor', () => {
  const rule = { standardShippingPaise: 4900, freeShippingThresholdPaise: 49_900 };
  it.each([
    [49_899, 4900],
    [49_900, 0],
    [1_00_000, 0],
  ])('charges goods with a taxable value of %i paise %i paise', (goods, fee) => {
    expect(shippingFor(goods, rule)).toBe(fee);
  });

  it('charges nothing when the threshold is 0', () => {
    expect(shippingFor(100, { standardShippingPaise: 4900, freeShippingThresholdPaise: 0 })).toBe(0);
  });
});

describe('exceedsOrderCeiling', () => {
  it('allows an order of exactly ₹10,00,000 and refuses one paisa more, with the amount in the message', () => {
    expect(exceedsOrderCeiling({ totalPaise: MAX_ORDER_TOTAL_PAISE })).toBe(false);
    expect(exceedsOrderCeiling({ totalPaise: MAX_ORDER_TOTAL_PAISE + 1 })).toBe(true);
    expect(ORDER_TOTAL_TOO_HIGH).toContain('₹10,00,000.00');
  });

  it('refuses 1,000 units of a ₹28,318.82 part (₹3.34 crore with GST)', () => {
    const totals = priceOrder([{ unitPricePaise: 2_831_882, unitMrpPaise: 2_831_882, quantity: 1000 }], {
      standardShippingPaise: 0,
      freeShippingThresholdPaise: 0,
    });
    expect(totals.totalPaise).toBe(1000 * 3_341_621);
    expect(exceedsOrderCeiling(totals)).toBe(true);
  });
});
