import { describe, expect, it } from 'vitest';
import { INVALID_POSTAL_CODE } from '../locations/pincode.rules';
import { GSTIN_BAD_CHECK_DIGIT, GSTIN_BAD_FORMAT, gstinStateMismatch } from '../tax/gstin.rules';
import {
  ADDRESS_REQUIRED,
  CITY_REQUIRED,
  COMPANY_FOR_GSTIN,
  STATE_REQUIRED,
  formatAddress,
  parseAddress,
} from './address.rules';
import { addressBody } from './address.schemas';

const pune = { address: '14 FC Road, Shivajinagar', city: 'Pune', state: 'Maharashtra', pincode: '411005' };
const firstMessage = (input: object) => {
  const result = addressBody.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('addressBody', () => {
  it('takes an address with a company and a GSTIN of its state, GSTIN upper-cased', () => {
    expect(addressBody.parse({ ...pune, companyName: ' Umbrella Fab LLP ', gstNumber: '27aapfu0939f1zv' })).toEqual({
      ...pune,
      companyName: 'Umbrella Fab LLP',
      gstNumber: '27AAPFU0939F1ZV',
    });
  });

  it('takes an address without state, company or GSTIN (the server fills the state)', () => {
    expect(addressBody.parse({ ...pune, state: '' })).toEqual({ ...pune, state: '', companyName: '', gstNumber: '' });
  });

  it.each([
    [{ ...pune, address: '   ' }, ADDRESS_REQUIRED],
    [{ ...pune, city: '' }, CITY_REQUIRED],
    [{ ...pune, pincode: '41100' }, INVALID_POSTAL_CODE],
    [{ ...pune, pincode: '' }, INVALID_POSTAL_CODE],
    [{ ...pune, pincode: '4110O5' }, INVALID_POSTAL_CODE],
    [{ ...pune, state: 'Bombay Presidency' }, STATE_REQUIRED],
    [{ ...pune, companyName: 'Umbrella Fab LLP', gstNumber: '27AAPFU0939F1ZW' }, GSTIN_BAD_CHECK_DIGIT],
    [{ ...pune, companyName: 'Umbrella Fab LLP', gstNumber: '27AAPFU0939F' }, GSTIN_BAD_FORMAT],
    [{ ...pune, companyName: 'Amazon', gstNumber: '29AAICA3918J1ZE' }, gstinStateMismatch('Karnataka', 'Maharashtra')],
    [{ ...pune, gstNumber: '27AAPFU0939F1ZV' }, COMPANY_FOR_GSTIN],
  ])('refuses %o with “%s”', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it('still checks a GSTIN when the state is left to the server', () => {
    expect(firstMessage({ ...pune, state: '', companyName: 'X', gstNumber: '27AAPFU0939F1ZW' })).toBe(
      GSTIN_BAD_CHECK_DIGIT,
    );
  });

  it('refuses fields it does not know and text with U+0000', () => {
    expect(addressBody.safeParse({ ...pune, customerId: 'someone' }).success).toBe(false);
    expect(addressBody.safeParse({ ...pune, city: 'Pu\u0000ne' }).success).toBe(false);
  });
});

describe('address text', () => {
  it.each([
    [
      '12 MG Road, Indiranagar, Bengaluru, Karnataka, 560038',
      { address: '12 MG Road, Indiranagar', city: 'Bengaluru', state: 'Karnataka', pincode: '560038' },
    ],
    [
      'Flat 4, Noida, Uttar Pradesh, 201301',
      { address: 'Flat 4', city: 'Noida', state: 'Uttar Pradesh', pincode: '201301' },
    ],
    ['Shop 9, Pune, 411001', { address: 'Shop 9', city: 'Pune', state: '', pincode: '411001' }],
    ['Just a line', { address: 'Just a line', city: '', state: '', pincode: '' }],
  ])('reads %s', (text, parts) => {
    expect(parseAddress(text)).toEqual(parts);
  });

  it('writes the parts back as one line', () => {
    expect(formatAddress({ address: 'Flat 4', city: 'Noida', state: 'Uttar Pradesh', pincode: '201301' })).toBe(
      'Flat 4, Noida, Uttar Pradesh, 201301',
    );
  });
});
