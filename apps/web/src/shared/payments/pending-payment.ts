/**
 * The payment under way, kept in sessionStorage 'pendingPayment' = { orderId, timestamp, paymentId? }
 * while the shopper is at the gateway (storefront spec §3; valid 30 minutes, shopper spec §9).
 * `paymentId` (our addition) lets the fallback page open that attempt's status page.
 */
const KEY = 'pendingPayment';

/** How long a pending-payment record counts (shopper spec §9: 30 minutes). */
export const PENDING_PAYMENT_VALID_MS = 30 * 60_000;

export interface PendingPayment {
  orderId: string;
  timestamp: number;
  paymentId?: string;
}

/** Remembers the payment started for `orderId` (attempt `paymentId`), stamped now. */
export function savePendingPayment(orderId: string, paymentId?: string): void {
  try {
    window.sessionStorage.setItem(
      KEY,
      JSON.stringify({ orderId, timestamp: Date.now(), ...(paymentId ? { paymentId } : {}) } satisfies PendingPayment),
    );
  } catch {
    // Storage refused (private mode): the result page verifies by payment id anyway.
  }
}

/** The pending payment if one younger than 30 minutes (at `now`, ms) is stored; otherwise undefined. */
export function readPendingPayment(now: number = Date.now()): PendingPayment | undefined {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<PendingPayment>;
    if (typeof value.orderId !== 'string' || !value.orderId || typeof value.timestamp !== 'number') return undefined;
    if (now - value.timestamp > PENDING_PAYMENT_VALID_MS || value.timestamp > now) return undefined;
    return {
      orderId: value.orderId,
      timestamp: value.timestamp,
      ...(typeof value.paymentId === 'string' && value.paymentId ? { paymentId: value.paymentId } : {}),
    };
  } catch {
    return undefined;
  }
}

export function clearPendingPayment(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
