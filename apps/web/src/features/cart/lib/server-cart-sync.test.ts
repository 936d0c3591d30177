import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../../lib/api-client';
import { refusesBase } from './server-cart-sync';

describe('refusesBase: when a save forgets the saved cart it last saw (issue 27)', () => {
  it('forgets it only when the server refused the base itself', () => {
    const refusal = (path: string) =>
      new ApiError(400, 'quantity must be at least 1', [{ path, message: 'x' }], 'VALIDATION_FAILED');
    expect(refusesBase(refusal('base.lines.0.quantity'))).toBe(true);
    expect(refusesBase(refusal('base'))).toBe(true);
    expect(refusesBase(refusal('lines.0.quantity'))).toBe(false);
    expect(refusesBase(refusal('baseline'))).toBe(false);
  });

  it('keeps it when the answer was lost or the call failed for another reason', () => {
    expect(refusesBase(networkError())).toBe(false);
    expect(refusesBase(new ApiError(400, 'Request failed (400)', undefined, 'BAD_REQUEST'))).toBe(false);
    expect(refusesBase(new ApiError(429, 'Too many requests', undefined, 'RATE_LIMITED'))).toBe(false);
    expect(refusesBase(new TypeError('Failed to fetch'))).toBe(false);
  });
});
