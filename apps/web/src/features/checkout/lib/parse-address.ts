/**
 * Reads a saved address string 'address, city, state, 560001' (shopper spec §3 User.address) into
 * the checkout's fields. The six-digit part is the pincode; before it come state and city.
 */
import { isPincode } from '@shop/domain/locations/pincode';

export interface ParsedAddress {
  shippingAddress: string;
  city: string;
  state: string;
  pincode: string;
}

export function parseAddress(text: string): ParsedAddress {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const pinIndex = parts.findLastIndex((part) => isPincode(part));
  const pincode = pinIndex >= 0 ? (parts.splice(pinIndex, 1)[0] ?? '') : '';
  let city = '';
  let state = '';
  if (parts.length >= 3) {
    state = parts.pop() ?? '';
    city = parts.pop() ?? '';
  } else if (parts.length === 2) {
    city = parts.pop() ?? '';
  }
  return { shippingAddress: parts.join(', '), city, state, pincode };
}
