import { describe, expect, it } from 'vitest';
import { gstInside, gstOn, splitGst, withGst } from './gst.rules';

describe('gstOn', () => {
  it.each([
    [49_900, 1800, 8982],
    [100, 1800, 18],
    [1, 1800, 0],
    [3, 1800, 1], // 0.54 paisa rounds to 1
    [100_000, 500, 5000],
  ])('taxes %s paise at %s bp as %s paise', (taxable, rate, gst) => {
    expect(gstOn(taxable, rate)).toBe(gst);
  });

  it('uses 18% when no rate is given', () => {
    expect(gstOn(10_000)).toBe(1800);
  });
});

describe('withGst', () => {
  it('adds 18% to a price: ₹499 shows as ₹588.82', () => {
    expect(withGst(49_900)).toBe(58_882);
  });
});

describe('gstInside', () => {
  it.each([
    [12_800, 1800, 1_953], // ₹128.00 holds ₹19.53 of GST (19.5254…)
    [4_11_840, 1800, 62_823], // ₹4,118.40 holds ₹628.23 (628.2305…)
    [11_800, 1800, 1_800],
    [10_500, 500, 500],
    [1, 1800, 0],
    [7, 1800, 1], // 1.0677 paise
  ])('finds in %i paise at %i bp %i paise of GST, rounded once', (gross, rate, gst) => {
    expect(gstInside(gross, rate)).toBe(gst);
  });
});

describe('splitGst', () => {
  it('splits an intra-state supply into CGST and SGST, odd paisa to CGST', () => {
    expect(splitGst(8983, 'Uttar Pradesh', 'Uttar Pradesh')).toEqual({ cgst: 4492, sgst: 4491, igst: 0 });
  });

  it('matches the state whatever its case and spacing', () => {
    expect(splitGst(1800, '  uttar   pradesh ', 'Uttar Pradesh')).toEqual({ cgst: 900, sgst: 900, igst: 0 });
  });

  it('charges IGST on an inter-state supply', () => {
    expect(splitGst(1800, 'Karnataka', 'Uttar Pradesh')).toEqual({ cgst: 0, sgst: 0, igst: 1800 });
  });

  it('compares with the seller state it is given', () => {
    expect(splitGst(1800, 'Karnataka', 'Karnataka')).toEqual({ cgst: 900, sgst: 900, igst: 0 });
    expect(splitGst(1800, 'Uttar Pradesh', 'Karnataka')).toEqual({ cgst: 0, sgst: 0, igst: 1800 });
  });

  it('charges IGST when the state is unknown', () => {
    expect(splitGst(1800, '', 'Uttar Pradesh')).toEqual({ cgst: 0, sgst: 0, igst: 1800 });
  });
});
