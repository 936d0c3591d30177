import { describe, expect, it } from 'vitest';
import { gstInside, gstOn, withGst } from '../tax/gst.rules';
import { afterCoupon, inclusiveLine } from './inclusive-line.rules';

describe('inclusiveLine (issue 27)', () => {
  it.each([
    // [unit price before GST, quantity, rate, total, GST, taxable]
    [5_424, 2, 1800, 12_800, 1_953, 10_847], // '₹64.00 each incl. GST' × 2 = ₹128.00, never ₹128.01
    [31_729, 11, 1800, 4_11_840, 62_823, 3_49_017], // 11 × ₹374.40 = ₹4,118.40, never ₹4,118.42
    [5_424, 1, 1800, 6_400, 976, 5_424],
    [4_237, 2, 1200, 9_490, 1_017, 8_473],
    [10_000, 3, 0, 30_000, 0, 30_000],
    [5_424, 0, 1800, 0, 0, 0],
  ])(
    '%i paise before GST × %i at %i bp costs %i paise, of which GST %i and taxable value %i',
    (unit, quantity, rate, total, gst, taxable) => {
      const line = inclusiveLine(unit, quantity, rate);
      expect(line).toEqual({ totalPaise: total, gstPaise: gst, taxablePaise: taxable });
      expect(line.totalPaise).toBe(withGst(unit, rate) * quantity);
    },
  );

  it('refuses a quantity that is not a whole number', () => {
    expect(() => inclusiveLine(100, 1.5, 1800)).toThrow(RangeError);
    expect(() => inclusiveLine(100, -1, 1800)).toThrow(RangeError);
  });
});

describe('afterCoupon', () => {
  const line = inclusiveLine(5_424, 2, 1800);

  it('leaves a line without a coupon share as it was: the card price × quantity', () => {
    expect(afterCoupon(line, 0, 1800)).toBe(line);
  });

  it('takes the share off the taxable value and charges GST on the rest', () => {
    expect(afterCoupon(line, 1_085, 1800)).toEqual({ taxablePaise: 9_762, gstPaise: 1_757, totalPaise: 11_519 });
  });

  it('keeps the worked-back rule on a discounted line, at every rate and taxable value', () => {
    const broken: string[] = [];
    for (const rate of [0, 25, 300, 500, 1200, 1800, 2800]) {
      for (let taxable = 0; taxable < 50_000; taxable += 1) {
        const total = taxable + gstOn(taxable, rate);
        if (gstInside(total, rate) !== gstOn(taxable, rate)) broken.push(`${taxable}@${rate}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('refuses a share below 0 or above the taxable value', () => {
    expect(() => afterCoupon(line, -1, 1800)).toThrow(RangeError);
    expect(() => afterCoupon(line, 10_848, 1800)).toThrow(RangeError);
  });
});
