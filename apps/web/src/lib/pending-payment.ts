/**
 * The payment under way, kept in sessionStorage 'pendingPayment' = { orderId, timestamp } while
 * the shopper is at the gateway (storefront spec §3; valid 30 minutes, shopper spec §9).
 */
const KEY = 'pendingPayment';

export interface PendingPayment {
  orderId: string;
  timestamp: number;
}

export function savePendingPayment(orderId: string): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ orderId, timestamp: Date.now() } satisfies PendingPayment));
  } catch {
    // Storage refused (private mode): the result page verifies by payment id anyway.
  }
}

export function clearPendingPayment(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
