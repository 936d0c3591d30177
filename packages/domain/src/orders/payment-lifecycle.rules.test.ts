import { describe, expect, it } from 'vitest';
import {
  isUnpaid,
  PAYMENT_STATUSES,
  paymentStatusAfterRefund,
  paymentTransitionAllowed,
} from './payment-lifecycle.rules';

/** Every change the shop may make, written out by hand; every other pair is refused. */
const ALLOWED = new Set([
  'Pending>Paid',
  'Pending>Failed',
  'Pending>Expired',
  'Failed>Paid',
  'Failed>Expired',
  'Expired>Paid',
  'Paid>Partially refunded',
  'Paid>Refunded',
  'Partially refunded>Refunded',
]);

describe('paymentTransitionAllowed: every pair', () => {
  const pairs = PAYMENT_STATUSES.flatMap((from) => PAYMENT_STATUSES.map((to) => [from, to] as const));
  it.each(pairs)('%s → %s', (from, to) => {
    expect(paymentTransitionAllowed(from, to)).toBe(from === to || ALLOWED.has(`${from}>${to}`));
  });
});

describe('isUnpaid', () => {
  it('holds for a payment not yet taken, also after a failed attempt', () => {
    expect(PAYMENT_STATUSES.filter(isUnpaid)).toEqual(['Pending', 'Failed']);
  });
});

describe('paymentStatusAfterRefund', () => {
  it('is Refunded only when nothing kept is left', () => {
    expect(paymentStatusAfterRefund(true)).toBe('Refunded');
    expect(paymentStatusAfterRefund(false)).toBe('Partially refunded');
  });
});
