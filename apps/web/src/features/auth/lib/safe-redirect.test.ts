import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/cart', '/cart'],
    ['/profile?section=orders', '/profile?section=orders'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
  ])('sends %s to %s', (from, expected) => {
    expect(safeRedirect(from)).toBe(expected);
  });
});
