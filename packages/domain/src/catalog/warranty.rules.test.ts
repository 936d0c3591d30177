import { describe, expect, it } from 'vitest';
import { lineWarrantyMonths, warrantyLabel } from './warranty.rules';

describe('warrantyLabel (admin spec §2 total warranty, §9)', () => {
  it('shows no warranty as N/A', () => {
    expect(warrantyLabel(0)).toBe('N/A');
    expect(warrantyLabel(null)).toBe('N/A');
    expect(warrantyLabel(undefined)).toBe('N/A');
    expect(warrantyLabel(-3)).toBe('N/A');
  });

  it('shows under 12 months in months', () => {
    expect(warrantyLabel(1)).toBe('1 month');
    expect(warrantyLabel(6)).toBe('6 months');
    expect(warrantyLabel(11)).toBe('11 months');
  });

  it('switches to years with one decimal at 12 months', () => {
    expect(warrantyLabel(12)).toBe('1.0 year');
    expect(warrantyLabel(18)).toBe('1.5 years');
    expect(warrantyLabel(24)).toBe('2.0 years');
    expect(warrantyLabel(13)).toBe('1.1 years');
    expect(warrantyLabel(120)).toBe('10.0 years');
  });
});

describe('lineWarrantyMonths', () => {
  it('records the product months, or null when it has none', () => {
    expect(lineWarrantyMonths(6)).toBe(6);
    expect(lineWarrantyMonths(0)).toBeNull();
    expect(lineWarrantyMonths(null)).toBeNull();
  });
});
