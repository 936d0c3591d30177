import { describe, expect, it } from 'vitest';
import { errorEnvelope } from './envelope.schemas';
import { codeForStatus, ERROR_CODE_LIST, ERROR_CODES, isErrorCode, SIGN_IN_CODES } from './api.errors';

describe('error codes', () => {
  it('lists each code once, in capitals with underscores, with its own one-line meaning', () => {
    expect(new Set(ERROR_CODE_LIST).size).toBe(ERROR_CODE_LIST.length);
    for (const code of ERROR_CODE_LIST) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
    const meanings = Object.values(ERROR_CODES);
    expect(new Set(meanings).size).toBe(meanings.length);
    for (const meaning of meanings) expect(meaning).toMatch(/^[^\n]{10,120}$/);
  });

  it('names the issue’s codes', () => {
    for (const code of [
      'VALIDATION_FAILED',
      'NOT_FOUND',
      'UNAUTHENTICATED',
      'SESSION_EXPIRED',
      'FORBIDDEN',
      'RATE_LIMITED',
      'OUT_OF_STOCK',
      'COUPON_REFUSED',
      'PAYMENT_FAILED',
      'CONFLICT',
      'PAYLOAD_TOO_LARGE',
      'TIMEOUT',
    ])
      expect(isErrorCode(code)).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });

  it('sends the sign-in codes to the sign-in page, and no other', () => {
    expect([...SIGN_IN_CODES].sort()).toEqual(['SESSION_EXPIRED', 'UNAUTHENTICATED']);
  });

  it.each([
    [0, 'NETWORK_ERROR'],
    [400, 'BAD_REQUEST'],
    [401, 'UNAUTHENTICATED'],
    [404, 'NOT_FOUND'],
    [405, 'BAD_REQUEST'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [414, 'URI_TOO_LONG'],
    [429, 'RATE_LIMITED'],
    [500, 'INTERNAL_ERROR'],
    [502, 'INTERNAL_ERROR'],
    [503, 'SERVICE_UNAVAILABLE'],
    [504, 'TIMEOUT'],
  ])('gives HTTP status %i the generic code %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });

  it('makes the code part of the error envelope, refusing one not on the list', () => {
    expect(errorEnvelope.safeParse({ status: 'Error', code: 'OUT_OF_STOCK', message: 'x' }).success).toBe(true);
    expect(errorEnvelope.safeParse({ status: 'Error', code: 'NOPE', message: 'x' }).success).toBe(false);
    expect(errorEnvelope.safeParse({ status: 'Error', message: 'x' }).success).toBe(false);
  });
});
