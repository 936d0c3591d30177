/**
 * The coupon the shopper applied in the cart (shopper spec §2 Cart, §9 'the code is uppercased'),
 * kept in localStorage under 'appliedCoupon' so checkout and the Current Order drawer price with
 * it too. Only the code is kept: whether it still applies, and for how much, is the quote's answer
 * (CartQuote.appliedCoupon / couponMessage).
 */
import { useSyncExternalStore } from 'react';

export const COUPON_STORAGE_KEY = 'appliedCoupon';
const listeners = new Set<() => void>();

/** The applied coupon's code now, or undefined. */
export function readAppliedCoupon(): string | undefined {
  try {
    return window.localStorage.getItem(COUPON_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Stores the code (upper-cased, trimmed) or forgets it (undefined or blank). */
export function setAppliedCoupon(code: string | undefined): void {
  const value = code?.trim().toUpperCase();
  try {
    if (value) window.localStorage.setItem(COUPON_STORAGE_KEY, value);
    else window.localStorage.removeItem(COUPON_STORAGE_KEY);
  } catch {
    // Private mode: the coupon then lives as long as the page.
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` after every change of the applied coupon, in this tab or another; returns the unsubscribe. */
export function subscribeAppliedCoupon(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COUPON_STORAGE_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The applied coupon's code, or undefined (always undefined while rendering on the server). */
export function useAppliedCoupon(): string | undefined {
  return useSyncExternalStore(subscribeAppliedCoupon, readAppliedCoupon, () => undefined);
}
