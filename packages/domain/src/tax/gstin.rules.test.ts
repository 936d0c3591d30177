import { describe, expect, it } from 'vitest';
import { GST_STATES, INDIAN_STATE_NAMES, findIndianState, stateOfGstCode } from './gst-states.rules';
import {
  GSTIN_BAD_CHECK_DIGIT,
  GSTIN_BAD_FORMAT,
  GSTIN_BAD_STATE_CODE,
  checkGstin,
  gstinCheckDigit,
  gstinProblemForState,
  gstinStateMismatch,
} from './gstin.rules';

// Real, published GSTINs: GSTN's own example and registrations printed on companies' invoices.
const REAL_GSTINS = [
  ['27AAPFU0939F1ZV', 'Maharashtra', 'AAPFU0939F'], // GSTN's specimen
  ['27AAACT2727Q1ZW', 'Maharashtra', 'AAACT2727Q'], // Tata Consultancy Services
  ['27AAACR5055K1Z7', 'Maharashtra', 'AAACR5055K'], // Reliance Industries
  ['29AAICA3918J1ZE', 'Karnataka', 'AAICA3918J'], // Amazon Seller Services
  ['29AAGCB7383J1Z4', 'Karnataka', 'AAGCB7383J'], // Bundl Technologies (Swiggy)
  ['09AAACH7409R1ZZ', 'Uttar Pradesh', 'AAACH7409R'], // HCL Technologies
  ['27AAACT2727Q2ZV', 'Maharashtra', 'AAACT2727Q'], // a second registration (entity 2) of one PAN
] as const;

describe('gstinCheckDigit', () => {
  it.each(REAL_GSTINS)('gives the last character of %s', (gstin) => {
    expect(gstinCheckDigit(gstin.slice(0, 14))).toBe(gstin.charAt(14));
  });
});

describe('checkGstin', () => {
  it.each(REAL_GSTINS)('accepts %s, registered in %s, with its PAN', (gstin, state, pan) => {
    expect(checkGstin(gstin)).toEqual({ valid: true, gstin, state: findIndianState(state), pan });
  });

  it('reads lower case and spaces as typed', () => {
    expect(checkGstin(' 27aapfu0939f 1zv ')).toMatchObject({ valid: true, gstin: '27AAPFU0939F1ZV' });
  });

  it.each([
    ['27AAPFU0939F1ZW', 'a wrong check digit'],
    ['27AAPFU0939F1Z7', 'another wrong check digit'],
    ['29AAICA3918J1ZF', 'the next letter as check digit'],
    ['27AAPFU9039F1ZV', 'two neighbouring PAN digits swapped'],
    ['28AAPFU0939F1ZV', 'a changed state code (28 is no longer issued)'],
    ['29AAPFU0939F1ZV', 'a state code changed to another real state'],
  ])('refuses %s: %s', (gstin) => {
    const check = checkGstin(gstin);
    expect(check.valid).toBe(false);
    if (!check.valid) expect([GSTIN_BAD_CHECK_DIGIT, GSTIN_BAD_STATE_CODE]).toContain(check.message);
  });

  it('says a transposition is a typing mistake (the check digit catches it)', () => {
    expect(checkGstin('27AAPFU9039F1ZV')).toEqual({ valid: false, message: GSTIN_BAD_CHECK_DIGIT });
    expect(checkGstin('29AAPFU0939F1ZV')).toEqual({ valid: false, message: GSTIN_BAD_CHECK_DIGIT });
  });

  it.each([
    ['00AAPFU0939F1ZV', '00 is no state'],
    ['40AAPFU0939F1Z3', '40 is no state'],
    ['25AAPFU0939F1ZV', '25 (Daman and Diu) was merged into 26'],
    ['99AAPFU0939F1ZV', '99 is the Centre, not a place'],
  ])('refuses %s: %s', (gstin) => {
    expect(checkGstin(gstin)).toEqual({ valid: false, message: GSTIN_BAD_STATE_CODE });
  });

  it.each([
    ['', 'empty'],
    ['27AAPFU0939F1Z', '14 characters'],
    ['27AAPFU0939F1ZVX', '16 characters'],
    ['2AAAPFU0939F1ZV', 'a letter in the state code'],
    ['27AAPF10939F1ZV', 'a digit in the PAN letters'],
    ['27AAPFU093AF1ZV', 'a letter in the PAN digits'],
    ['27AAPFU0939F0ZV', 'entity number 0'],
    ['27AAPFU0939F1YV', 'no Z in the 14th place'],
    ['27AAPFU0939F1Z-', 'a symbol'],
  ])('refuses %s (%s) as badly formed', (gstin) => {
    expect(checkGstin(gstin)).toEqual({ valid: false, message: GSTIN_BAD_FORMAT });
  });
});

describe('gstinProblemForState', () => {
  it('accepts a GSTIN on an address in its own state, spelt any way', () => {
    expect(gstinProblemForState('27AAPFU0939F1ZV', 'Maharashtra')).toBeUndefined();
    expect(gstinProblemForState('09AAACH7409R1ZZ', 'UTTAR PRADESH')).toBeUndefined();
  });

  it('refuses a GSTIN of another state', () => {
    expect(gstinProblemForState('29AAICA3918J1ZE', 'Maharashtra')).toBe(gstinStateMismatch('Karnataka', 'Maharashtra'));
  });

  it('refuses any GSTIN on an address whose state is not an Indian state', () => {
    expect(gstinProblemForState('27AAPFU0939F1ZV', 'Bavaria')).toBe(gstinStateMismatch('Maharashtra', 'Bavaria'));
  });

  it('gives the GSTIN’s own problem first', () => {
    expect(gstinProblemForState('27AAPFU0939F1ZW', 'Maharashtra')).toBe(GSTIN_BAD_CHECK_DIGIT);
  });
});

describe('GST state codes', () => {
  it('has 28 states and 8 union territories, each code once', () => {
    expect(GST_STATES).toHaveLength(36);
    expect(new Set(GST_STATES.map((s) => s.code)).size).toBe(36);
    expect(INDIAN_STATE_NAMES).toHaveLength(36);
  });

  it.each([
    ['07', 'Delhi'],
    ['09', 'Uttar Pradesh'],
    ['26', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['27', 'Maharashtra'],
    ['29', 'Karnataka'],
    ['36', 'Telangana'],
    ['37', 'Andhra Pradesh'],
    ['38', 'Ladakh'],
  ])('gives code %s to %s', (code, name) => {
    expect(stateOfGstCode(code)?.name).toBe(name);
    expect(findIndianState(name)?.code).toBe(code);
  });

  it('finds a state in capitals or with an ampersand, and no made-up one', () => {
    expect(findIndianState('JAMMU & KASHMIR')?.code).toBe('01');
    expect(findIndianState('  tamil   nadu ')?.name).toBe('Tamil Nadu');
    expect(findIndianState('Bombay')).toBeUndefined();
    expect(findIndianState('')).toBeUndefined();
  });
});
