/**
 * Saved addresses' rules and messages (shopper spec §3 Address, §5 address, §8): the spec's texts
 * plus the state, pincode and GSTIN checks the shop adds (decision 028). Zod-free, so a page can
 * show a message or the address as text without pulling in zod.
 */

export const ADDRESS_REQUIRED = 'Address cannot be empty';
export const CITY_REQUIRED = 'City cannot be empty';
export const ADDRESS_UPDATED = 'Address updated successfully';
export const ADDRESS_UPDATE_FAILED = 'Failed to update address';
export const ADDRESS_ADDED = 'Address added successfully';
export const ADDRESS_REMOVED = 'Address removed';
export const ADDRESS_NOT_FOUND = 'Address not found';
/** Checkout without a chosen address (shopper spec §5). */
export const NO_DELIVERY_ADDRESS = 'Please add a delivery address';
export const STATE_REQUIRED = 'Please choose a state or union territory of India';
export const COMPANY_FOR_GSTIN = 'Please enter the company name registered with this GST number';

/** Longest address line, city, state and company name (characters). */
export const MAX_ADDRESS_LINE = 300;
export const MAX_CITY = 100;
export const MAX_STATE = 100;
export const MAX_COMPANY_NAME = 150;
/** Addresses one customer may keep: room for home, office and a few sites, not a mailing list. */
export const MAX_SAVED_ADDRESSES = 20;
export const TOO_MANY_ADDRESSES = `You can keep at most ${MAX_SAVED_ADDRESSES} addresses. Remove one to add another.`;

/** The message when the pincode's India Post state is not the state given. */
export function pincodeStateMismatch(pincode: string, pincodeState: string, state: string): string {
  return `Pincode ${pincode} is in ${pincodeState}, not ${state}`;
}

/** An address's parts, as the API and forms name them. */
export interface AddressParts {
  address: string;
  city: string;
  state: string;
  pincode: string;
}

/** 'line, city, state, pincode': the address as one line of text (shopper spec §3 User.address). */
export function formatAddress(parts: AddressParts): string {
  return [parts.address, parts.city, parts.state, parts.pincode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * Reads 'line, city, state, 560001' (the spec's address_value) into its parts: the last six-digit
 * part is the pincode; before it come the state and the city when there are enough parts
 * ('line, city, 560001' has no state); an empty part stays empty. Parts are not checked here.
 */
export function parseAddress(text: string): AddressParts {
  // Empty parts keep their place: 'Flat 4, , Goa, 403001' has an empty city.
  const parts = text.split(',').map((part) => part.trim());
  const pinIndex = parts.findLastIndex((part) => /^[0-9]{6}$/.test(part));
  const pincode = pinIndex >= 0 ? (parts.splice(pinIndex, 1)[0] ?? '') : '';
  let city = '';
  let state = '';
  if (parts.length >= 3) {
    state = parts.pop() ?? '';
    city = parts.pop() ?? '';
  } else if (parts.length === 2) {
    city = parts.pop() ?? '';
  }
  return { address: parts.filter(Boolean).join(', '), city, state, pincode };
}
