/** The pincode as the API takes it: trimmed, six digits, no U+0000; `message` is the spec's text for the screen. */
import { z } from 'zod';
import { text } from '../validation/text.schemas';
import { INVALID_ZIPCODE, PINCODE_PATTERN } from './pincode.rules';

export function pincodeSchema(message: string) {
  return text({ max: 20, error: message, tooLong: message }).trim().regex(PINCODE_PATTERN, { error: message });
}

/** GET /location/pincode/{pincode}: the product page's delivery check, with its message. */
export const pincodeParams = z.strictObject({
  pincode: pincodeSchema(INVALID_ZIPCODE),
});
