/**
 * Service-area (zipcode) requests (admin spec §2 Service Areas, §3 Zipcode, §5 'Zipcode', §7
 * /zipcode calls; SuperAdmin). One screen, the spec's validation messages. The zipcode arrives as
 * a number (the spec's entity) or a string of digits; it is stored as six-digit text.
 */
import { z } from 'zod';
import { STATE_REQUIRED } from '../addresses/address.rules';
import { bodyPageFields } from '../api/paging.schemas';
import { findIndianState } from '../tax/gst-states.rules';
import { text } from '../validation/text.schemas';
// India Post PINs never start with 0; the spec's entity keeps the zipcode as a number, which could not keep one.
import { PINCODE_PATTERN } from './delivery-estimate.rules';

export const ZIPCODE_PAGE_SIZE = 20;
export const MAX_ZIPCODE_PAGE_SIZE = 100;
export const INVALID_ZIPCODE = 'Invalid ZIP code (must be 6 digits)';
export const ZIPCODE_FIELD_MESSAGES = {
  dispatchCenter: 'Dispatch Center is required',
  originCenter: 'Origin Center is required',
  returnCenter: 'Return Center is required',
  facilityCity: 'Facility City is required',
  facilityState: 'Facility State is required',
} as const;
export const ZIPCODE_SAVED = 'Zipcode saved successfully!';
export const ZIPCODE_UPDATED = 'Zipcode updated successfully!';
export const ZIPCODE_DELETED = 'Zipcode deleted successfully!';
export const ZIPCODE_EXISTS = 'A service area for this ZIP code already exists';
export const ZIPCODE_NOT_FOUND = 'Zipcode not found';
const MAX_CENTER_LENGTH = 100;

/**
 * The message when the facility city is an India Post district of `districtState` only, while
 * pincode `pincode` lies in `pincodeDistrict`, `pincodeState` (issue 27: 263153 saved as Ghaziabad).
 */
export function facilityCityElsewhere(
  city: string,
  districtState: string,
  pincode: string,
  pincodeDistrict: string,
  pincodeState: string,
): string {
  return `${city} is a district of ${districtState}; pincode ${pincode} is in ${pincodeDistrict}, ${pincodeState}`;
}

/** A six-digit zipcode, as a number or text, as its six digits. */
const zipcode = z
  .union(
    [
      z.number({ error: INVALID_ZIPCODE }).int({ error: INVALID_ZIPCODE }),
      text({ max: 20, error: INVALID_ZIPCODE, tooLong: INVALID_ZIPCODE }).trim(),
    ],
    { error: INVALID_ZIPCODE },
  )
  .transform((value) => String(value))
  .pipe(text({ max: 6 }).regex(PINCODE_PATTERN, { error: INVALID_ZIPCODE }));

const required = (message: string) =>
  text({ max: MAX_CENTER_LENGTH, error: message, tooLong: `At most ${MAX_CENTER_LENGTH} characters` })
    .trim()
    .min(1, { error: message, abort: true });

/**
 * POST /zipcode/new and /zipcode/{id}/update: every field; blank after trimming fails with the
 * spec's message, a state that is none of India's with STATE_REQUIRED.
 */
export const zipcodeBody = z.strictObject({
  zipcode,
  dispatchCenter: required(ZIPCODE_FIELD_MESSAGES.dispatchCenter),
  originCenter: required(ZIPCODE_FIELD_MESSAGES.originCenter),
  returnCenter: required(ZIPCODE_FIELD_MESSAGES.returnCenter),
  facilityCity: required(ZIPCODE_FIELD_MESSAGES.facilityCity),
  /** An Indian state or union territory; the server also checks it is the pincode's India Post state. */
  facilityState: required(ZIPCODE_FIELD_MESSAGES.facilityState).refine(
    (value) => findIndianState(value) !== undefined,
    { error: STATE_REQUIRED },
  ),
  outOfDeliveryArea: z.boolean({ error: 'outOfDeliveryArea must be true or false' }).default(false),
});
export type ZipcodeBody = z.infer<typeof zipcodeBody>;

/** POST /zipcode/list: {pageNum, pageSize, filters:{zipcode}} (filters only when searching; digits match from the start). */
export const zipcodeListBody = z.strictObject({
  ...bodyPageFields({ defaultSize: ZIPCODE_PAGE_SIZE, maxSize: MAX_ZIPCODE_PAGE_SIZE }),
  filters: z
    .strictObject({
      zipcode: z
        .union(
          [
            z.number().int().min(0).max(999_999),
            text({ max: 6 })
              .trim()
              .regex(/^[0-9]*$/, { error: 'Search by the digits of a ZIP code' }),
          ],
          { error: 'Search by the digits of a ZIP code' },
        )
        .transform((value) => String(value))
        .optional(),
    })
    .default({}),
});
export type ZipcodeListBody = z.infer<typeof zipcodeListBody>;
