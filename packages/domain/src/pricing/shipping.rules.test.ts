import { describe, expect, it } from 'vitest';
import { freeDeliveryLabel, parcelOf, preferredCourierOption } from './shipping.rules';

describe('parcelOf', () => {
  it('uses the spec defaults (10 × 10 × 5 cm, 0.1 kg) for a product without figures', () => {
    expect(parcelOf([{ quantity: 1 }])).toEqual({ weightKg: 0.1, lengthCm: 10, breadthCm: 10, heightCm: 5 });
  });

  it('sums weight by quantity and stacks the volume on the largest footprint', () => {
    expect(
      parcelOf([
        { quantity: 3, weightGrams: 95, lengthMm: 115, breadthMm: 80, heightMm: 30 },
        { quantity: 2, weightGrams: 0, lengthMm: null, breadthMm: 100, heightMm: 50 },
      ]),
    ).toEqual({ weightKg: 0.485, lengthCm: 12, breadthCm: 10, heightCm: 16 });
  });

  it('is the default package for an empty cart', () => {
    expect(parcelOf([])).toEqual({ weightKg: 0.1, lengthCm: 10, breadthCm: 10, heightCm: 5 });
  });
});

describe('preferredCourierOption', () => {
  const delhivery = { logistic_name: 'Delhivery', service_type: 'Surface' };
  const dtdcSurface = { logistic_name: 'DTDC', service_type: 'Surface' };
  const dtdcAir = { logistic_name: 'DTDC', service_type: 'AIR' };
  it.each([
    [[delhivery, dtdcSurface, dtdcAir], dtdcAir],
    [[delhivery, dtdcSurface], delhivery],
    [[], undefined],
  ])('takes DTDC air where offered, else the first', (options, chosen) => {
    expect(preferredCourierOption(options)).toBe(chosen);
  });
});

describe('freeDeliveryLabel', () => {
  it.each([
    [499, 'Free delivery above ₹499'],
    [1499, 'Free delivery above ₹1,499'],
    [150000, 'Free delivery above ₹1,50,000'],
    [499.5, 'Free delivery above ₹499.50'],
    [0, 'Free delivery on every order'],
  ])('a threshold of ₹%s reads %s', (threshold, label) => {
    expect(freeDeliveryLabel(threshold)).toBe(label);
  });
});
