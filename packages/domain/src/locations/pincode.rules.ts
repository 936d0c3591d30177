/**
 * The pincode rule (India Post PIN: six digits), once for server and web, with the spec's two
 * messages: the product page's ZIP check says "zipcode", checkout says "postal code" (shopper
 * spec §5, §9). Zod-free, so a page can check a pincode without pulling in zod.
 */

export const PINCODE_PATTERN = /^[0-9]{6}$/;

/** The product page's delivery check (and GET /location/pincode/{pincode}). */
export const INVALID_ZIPCODE = 'Please enter a valid 6-digit zipcode';
/** The checkout address form (and POST /order/new). */
export const INVALID_POSTAL_CODE = 'Please enter a valid 6-digit postal code';

/** True for a six-digit pincode, as typed (no spaces). */
export function isPincode(text: string): boolean {
  return PINCODE_PATTERN.test(text);
}
