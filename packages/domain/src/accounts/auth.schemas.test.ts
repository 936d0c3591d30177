import { describe, expect, it } from 'vitest';
import { signupBody } from './auth.schemas';

const valid = { name: 'Ravi Kumar', email: 'ravi@example.in', password: 'Maker@2026', phone: '9123456780' };

function message(input: unknown): string | undefined {
  const result = signupBody.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('signupBody', () => {
  it('accepts a complete sign-up', () => {
    expect(message(valid)).toBeUndefined();
  });

  it.each([
    [{ ...valid, name: 'R2D2' }, 'Name should only contain alphabets and spaces'],
    [{ ...valid, email: 'ravi@' }, 'Please enter a valid email address'],
    [{ ...valid, phone: '12345' }, 'Please enter a valid 10-digit phone number'],
    [{ ...valid, password: 'Short1!' }, 'Password must be at least 8 characters long'],
    [{ ...valid, password: 'maker@2026' }, 'Password must contain at least one uppercase letter'],
    [{ ...valid, password: 'Maker2026x' }, 'Password must contain at least one special character'],
    [{ email: 'ravi@example.in', password: 'Maker@2026', phone: '9123456780' }, 'Please fill in all fields'],
  ])('refuses %o: %s', (input, text) => {
    expect(message(input)).toBe(text);
  });
});
