/**
 * Saved-address requests (shopper spec §3 Address, §5, §7 update-address; decision 028): one
 * schema for the server and the address forms. The state, when given, must be an Indian state
 * or union territory; a GST number, when given, must be a valid GSTIN of that state, with the
 * company name beside it. The server then fills a missing state from the pincode and checks the
 * two agree (addresses.service.ts), which a form cannot do alone.
 */
import { z } from 'zod';
import { INVALID_POSTAL_CODE } from '../locations/pincode.rules';
import { pincodeSchema } from '../locations/pincode.schemas';
import { findIndianState } from '../tax/gst-states.rules';
import { checkGstin, gstinProblemForState, normaliseGstin } from '../tax/gstin.rules';
import { text } from '../validation/text.schemas';
import {
  ADDRESS_REQUIRED,
  CITY_REQUIRED,
  COMPANY_FOR_GSTIN,
  MAX_ADDRESS_LINE,
  MAX_CITY,
  MAX_COMPANY_NAME,
  MAX_STATE,
  STATE_REQUIRED,
} from './address.rules';

const tooLong = (what: string, max: number) => `${what} must be at most ${max} characters`;

const addressObject = z.strictObject({
  address: text({ max: MAX_ADDRESS_LINE, error: ADDRESS_REQUIRED, tooLong: tooLong('Address', MAX_ADDRESS_LINE) })
    .trim()
    .min(1, { error: ADDRESS_REQUIRED }),
  city: text({ max: MAX_CITY, error: CITY_REQUIRED, tooLong: tooLong('City', MAX_CITY) })
    .trim()
    .min(1, { error: CITY_REQUIRED }),
  /** Empty: the server takes the pincode's state. */
  state: text({ max: MAX_STATE, error: STATE_REQUIRED, tooLong: tooLong('State', MAX_STATE) })
    .trim()
    .default(''),
  pincode: pincodeSchema(INVALID_POSTAL_CODE),
  companyName: text({ max: MAX_COMPANY_NAME, tooLong: tooLong('Company name', MAX_COMPANY_NAME) })
    .trim()
    .default(''),
  gstNumber: text({ max: 20, tooLong: 'GST number must be 15 characters' }).transform(normaliseGstin).default(''),
});

/**
 * The cross-field rules: a real state, and a GSTIN that is valid, of that state, with a company
 * name beside it. Without a state (the server fills it from the pincode) the GSTIN's own checks
 * run here and its state is checked by the server.
 */
function checkAddressRules(value: z.output<typeof addressObject>, ctx: z.RefinementCtx): void {
  if (value.state && !findIndianState(value.state))
    ctx.addIssue({ code: 'custom', path: ['state'], message: STATE_REQUIRED });
  if (!value.gstNumber) return;
  const check = checkGstin(value.gstNumber);
  const problem = !check.valid
    ? check.message
    : value.state
      ? gstinProblemForState(value.gstNumber, value.state)
      : undefined;
  if (problem) ctx.addIssue({ code: 'custom', path: ['gstNumber'], message: problem });
  if (!value.companyName) ctx.addIssue({ code: 'custom', path: ['companyName'], message: COMPANY_FOR_GSTIN });
}

/** POST /addresses and PUT /addresses/{id}: one saved address. */
export const addressBody = addressObject.superRefine(checkAddressRules);
export type AddressBody = z.output<typeof addressBody>;
export type AddressInput = z.input<typeof addressBody>;

/**
 * POST /user/{id}/update-address (shopper spec §7): `address_value` is 'line, city, state,
 * pincode' for the address at `address_index` (the next index adds one; an empty value removes
 * it), with that address's company name and GST number. The parts are checked as addressBody
 * once the service has split the text.
 */
export const updateAddressBody = z.strictObject({
  user: z.strictObject({
    address_index: z
      .number({ error: 'address_index must be a number' })
      .int({ error: 'address_index must be a whole number' })
      .min(0, { error: 'address_index must be 0 or more' })
      .max(1000, { error: 'address_index is too large' }),
    address_value: text({
      max: MAX_ADDRESS_LINE + MAX_CITY + MAX_STATE + 20,
      tooLong: tooLong('Address', MAX_ADDRESS_LINE),
    }).trim(),
    /** Left out: the address keeps its company name and GST number (a new one has none). */
    companyName: text({ max: MAX_COMPANY_NAME, tooLong: tooLong('Company name', MAX_COMPANY_NAME) })
      .trim()
      .optional(),
    gstNumber: text({ max: 20, tooLong: 'GST number must be 15 characters' }).transform(normaliseGstin).optional(),
  }),
});
export type UpdateAddressBody = z.output<typeof updateAddressBody>;
