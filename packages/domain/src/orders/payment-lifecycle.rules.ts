/**
 * An order's payment status as one table (issue 26; DESIGN.md "a payment status"). Only the shop
 * itself moves it, from what the gateways report and what the refund job pays out: staff and
 * customers act on the order, and its payment status follows.
 *
 * - Pending: nothing captured yet. Failed: the last attempt was declined or the payer stopped it;
 *   the order stays Pending and holds its units until the hold ends, so a retry pays the same order.
 * - Expired: the hold ran out unpaid; the order was cancelled.
 * - Paid: a capture is kept (or arrived for a cancelled order and is owed back).
 * - Partially refunded / Refunded: some / all of what was kept went back to the payer.
 */
export const PAYMENT_STATUSES = ['Pending', 'Paid', 'Failed', 'Expired', 'Refunded', 'Partially refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface PaymentTransition {
  from: PaymentStatus;
  to: PaymentStatus;
  note: string;
}

const step = (from: PaymentStatus, to: PaymentStatus, note: string): PaymentTransition => ({ from, to, note });

/** Every change of payment status the shop makes. */
export const PAYMENT_TRANSITIONS: readonly PaymentTransition[] = [
  step('Pending', 'Paid', 'A capture arrived.'),
  step('Pending', 'Failed', 'The attempt was declined or cancelled by the payer; the order keeps its hold.'),
  step('Pending', 'Expired', 'The hold ran out unpaid: the order is cancelled.'),
  step('Failed', 'Paid', 'A retry was captured.'),
  step('Failed', 'Expired', 'The hold ran out after a failed attempt: the order is cancelled.'),
  step('Expired', 'Paid', 'A capture arrived after the order was cancelled: it is owed back (refund due).'),
  step('Paid', 'Partially refunded', 'Part of what was kept went back (a partial return).'),
  step('Paid', 'Refunded', 'Everything kept went back (a cancel or a whole return).'),
  step('Partially refunded', 'Refunded', 'The rest went back.'),
];

/** Whether the shop may move a payment status from `from` to `to`; staying put is always allowed. */
export function paymentTransitionAllowed(from: PaymentStatus, to: PaymentStatus): boolean {
  return from === to || PAYMENT_TRANSITIONS.some((t) => t.from === from && t.to === to);
}

/** Whether an order with this payment status is still unpaid (it may be paid, and holds its units while Pending). */
export function isUnpaid(status: PaymentStatus): boolean {
  return status === 'Pending' || status === 'Failed';
}

/** The payment status after a refund: Refunded when nothing kept is left, otherwise Partially refunded. */
export function paymentStatusAfterRefund(nothingKept: boolean): PaymentStatus {
  return nothingKept ? 'Refunded' : 'Partially refunded';
}
