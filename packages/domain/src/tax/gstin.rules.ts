/**
 * GSTIN, the 15-character GST identification number: a 2-digit state code, the holder's PAN
 * (5 letters, 4 digits, 1 letter), an entity number (1–9, then A–Z, one per registration of
 * the PAN in that state), the letter 'Z', and a check digit computed by GSTN's mod-36 (Luhn
 * mod N) algorithm over the first 14 characters. A GSTIN on an address must belong to the
 * address's state: a registration is per state, and the invoice's place of supply follows it.
 * Zod-free: the address schema (addresses/address.schemas.ts) and forms both call it.
 */
import { findIndianState, stateOfGstCode, type GstState } from './gst-states.rules';

export const GSTIN_LENGTH = 15;
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const CODE_POINTS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export const GSTIN_BAD_FORMAT = 'Please enter a valid 15-character GST number, like 27AAPFU0939F1ZV';
export const GSTIN_BAD_STATE_CODE =
  'This GST number does not start with the code of an Indian state or union territory';
export const GSTIN_BAD_CHECK_DIGIT = 'This GST number is not valid: please check it for a typing mistake';

/** The message when a GSTIN of `gstinState` is given on an address in `addressState`. */
export function gstinStateMismatch(gstinState: string, addressState: string): string {
  return `This GST number is registered in ${gstinState}, but the address is in ${addressState}`;
}

/** A GSTIN as typed, made comparable: spaces removed, upper-cased. */
export function normaliseGstin(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** The check digit for the first 14 characters of a GSTIN (upper-case 0–9, A–Z). */
export function gstinCheckDigit(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    // Weights 1, 2, 1, 2… from the left; a product above 35 counts as its base-36 digits' sum.
    const product = CODE_POINTS.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CODE_POINTS.charAt((36 - (sum % 36)) % 36);
}

export type GstinCheck =
  { valid: true; gstin: string; state: GstState; pan: string } | { valid: false; message: string };

/**
 * Checks a GSTIN's format, state code and check digit. `text` is normalised first (spaces out,
 * upper case); the valid answer carries the normalised GSTIN, its state and the PAN.
 */
export function checkGstin(text: string): GstinCheck {
  const gstin = normaliseGstin(text);
  if (!GSTIN_PATTERN.test(gstin)) return { valid: false, message: GSTIN_BAD_FORMAT };
  const state = stateOfGstCode(gstin.slice(0, 2));
  if (!state) return { valid: false, message: GSTIN_BAD_STATE_CODE };
  if (gstinCheckDigit(gstin.slice(0, 14)) !== gstin.charAt(14)) return { valid: false, message: GSTIN_BAD_CHECK_DIGIT };
  return { valid: true, gstin, state, pan: gstin.slice(2, 12) };
}

/**
 * Why a GSTIN cannot go on an address in `addressState`, or undefined when it can: the GSTIN
 * must be valid and its state code that of the address's state (an unknown state never matches).
 */
export function gstinProblemForState(text: string, addressState: string): string | undefined {
  const check = checkGstin(text);
  if (!check.valid) return check.message;
  const state = findIndianState(addressState);
  if (state?.code === check.state.code) return undefined;
  return gstinStateMismatch(check.state.name, state?.name ?? (addressState.trim() || 'no state'));
}
