import { describe, expect, it } from 'vitest';
import { readSignupToken } from './signup-token';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenOf = (claims: object) => `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;

describe('readSignupToken', () => {
  it('reads the e-mail and name, in any script', () => {
    expect(readSignupToken(tokenOf({ sub: '1', email: 'nisha@example.in', name: 'निशा Verma' }))).toEqual({
      email: 'nisha@example.in',
      name: 'निशा Verma',
    });
    expect(readSignupToken(tokenOf({ email: 'x@example.in' }))).toEqual({ email: 'x@example.in', name: '' });
  });

  it.each(['', 'abc', 'a.b', 'a.!!!.c', tokenOf({ name: 'No Email' })])('answers undefined for %j', (token) => {
    expect(readSignupToken(token)).toBeUndefined();
  });
});
