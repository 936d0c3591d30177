import { describe, expect, it } from 'vitest';
import { parseAddress } from './parse-address';

describe('parseAddress', () => {
  it.each([
    ['12 MG Road, Indiranagar, Bengaluru, Karnataka, 560038', { shippingAddress: '12 MG Road, Indiranagar', city: 'Bengaluru', state: 'Karnataka', pincode: '560038' }],
    ['Flat 4, Noida, Uttar Pradesh, 201301', { shippingAddress: 'Flat 4', city: 'Noida', state: 'Uttar Pradesh', pincode: '201301' }],
    ['Shop 9, Pune', { shippingAddress: 'Shop 9', city: 'Pune', state: '', pincode: '' }],
    ['Just a line', { shippingAddress: 'Just a line', city: '', state: '', pincode: '' }],
  ])('reads %s', (text, expected) => {
    expect(parseAddress(text)).toEqual(expected);
  });
});
