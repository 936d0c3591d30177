import { describe, expect, it } from 'vitest';
import { deliveryEstimate, PINCODE_PATTERN } from './delivery-estimate.rules';

describe('deliveryEstimate', () => {
  it.each([
    ['Ghaziabad', 'Uttar Pradesh', 'Delivery in 24 hours'],
    ['Greater NOIDA', 'Uttar Pradesh', 'Delivery in 24 hours'],
    ['New Delhi', 'Delhi', 'Delivery in 72 hours'],
    ['Gurgaon', 'Haryana', 'Delivery in 72 hours'],
    ['Faridabad', 'Haryana', 'Delivery in 72 hours'],
    ['Pune', 'Maharashtra', 'Delivery in 24 to 72 hours'],
  ])('%s, %s: %s', (city, state, text) => {
    expect(deliveryEstimate(city, state)).toBe(text);
  });
});

describe('PINCODE_PATTERN', () => {
  it('accepts six digits not starting with 0', () => {
    expect(PINCODE_PATTERN.test('201301')).toBe(true);
    expect(PINCODE_PATTERN.test('012345')).toBe(false);
    expect(PINCODE_PATTERN.test('20130')).toBe(false);
    expect(PINCODE_PATTERN.test('2013011')).toBe(false);
  });
});
