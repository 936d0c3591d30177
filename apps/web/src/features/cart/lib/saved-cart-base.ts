/**
 * The saved cart as this browser last saw it: PUT /cart's `base` (issue 27; decision 056), kept in
 * localStorage 'savedCartBase' with the customer's id, so every tab and the next visit know it. The
 * server merges with it: a line this browser has not changed since yields to the saved cart's
 * change (a paid order's removal, another device's edit), so a stale copy cannot bring it back.
 * No base (null): a cart that never saw this customer's saved one, merged as a union.
 */
import type { SavedCartBody } from '@shop/domain/carts/saved-cart.schemas';

export type CartBase = Required<Pick<SavedCartBody, 'lines'>> & { couponCode: string | null };

export const BASE_STORAGE_KEY = 'savedCartBase';

function isBase(value: unknown): value is CartBase & { customerId: string } {
  const v = value as Partial<CartBase & { customerId: string }> | null;
  return (
    typeof v?.customerId === 'string' &&
    (v.couponCode === null || typeof v.couponCode === 'string') &&
    Array.isArray(v.lines) &&
    v.lines.every((line) => typeof line?.product_id === 'string' && typeof line.quantity === 'number')
  );
}

/** The base this browser holds for `customerId`, or null (none, another customer's, or damaged). */
export function readBase(customerId: string): CartBase | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(BASE_STORAGE_KEY) ?? 'null');
    return isBase(parsed) && parsed.customerId === customerId
      ? { lines: parsed.lines, couponCode: parsed.couponCode }
      : null;
  } catch {
    return null;
  }
}

/** Remembers what the server answered as the customer's saved cart. */
export function writeBase(customerId: string, base: CartBase): void {
  try {
    window.localStorage.setItem(BASE_STORAGE_KEY, JSON.stringify({ customerId, ...base }));
  } catch {
    // Private mode or a full quota: the next save merges as a union, which loses nothing.
  }
}

/** Forgets the base (sign-out, or a base the server refused). */
export function forgetBase(): void {
  try {
    window.localStorage.removeItem(BASE_STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
