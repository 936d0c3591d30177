import { describe, expect, it } from 'vitest';
import { ACCOUNT_BLOCKED } from './customers.schemas';
import { GOOGLE_SIGN_IN_REFUSALS, googleRefusalMessage, isSafeReturnPath } from './google-sign-in.rules';

describe('isSafeReturnPath', () => {
  it.each(['/', '/cart', '/product/abc?bulk=1', '/profile?section=orders'])('takes the shop path %s', (path) => {
    expect(isSafeReturnPath(path)).toBe(true);
  });

  it.each([
    '',
    'cart',
    '//evil.example',
    '/\\evil.example',
    '/a\\b',
    'https://evil.example/',
    '/x\ny',
    `/${'a'.repeat(200)}`,
  ])('refuses %j', (path) => {
    expect(isSafeReturnPath(path)).toBe(false);
  });
});

describe('googleRefusalMessage', () => {
  it('says what each reason means, and the spec’s words for an unknown one', () => {
    expect(googleRefusalMessage('email_not_verified')).toMatch(/not verified/);
    expect(googleRefusalMessage('toString')).toBe('Authentication failed. Please try again.');
    expect(googleRefusalMessage(null)).toBe('Authentication failed. Please try again.');
  });

  it('tells a blocked customer what a password sign-in tells them', () => {
    expect(GOOGLE_SIGN_IN_REFUSALS.account_blocked).toBe(ACCOUNT_BLOCKED);
  });
});
