/**
 * A return request's life as one table (issue 26; shopper spec §4 return states, admin spec §4
 * Return Requests: one-way approval and refund). Beyond the spec a real shop needs a rejection with
 * a reason, a reverse pickup, and the parcel received (each line restocked or written off) before
 * the refund; the spec's three states are how the customer reads these (`customerReturnLabel`).
 */
export const RETURN_STATUSES = [
  'Requested',
  'Approved',
  'Rejected',
  'Pickup scheduled',
  'Received',
  'Refunded',
  'Withdrawn',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Return Requests is a SuperAdmin screen (admin spec §6): a SubAdmin takes no step. */
export const RETURN_ACTORS = ['system', 'customer', 'SubAdmin', 'SuperAdmin'] as const;
export type ReturnActor = (typeof RETURN_ACTORS)[number];

/**
 * - book_pickup: a reverse pickup is booked with the courier;
 * - stock_ledger: each returned line is restocked or written off, a ledger row each;
 * - refund_due: the refund of the returned lines is recorded and paid through the original gateway;
 * - credit_note: a GST credit note for that refund, against the order's invoice;
 * - mail: the customer is told.
 */
export type ReturnEffect = 'book_pickup' | 'stock_ledger' | 'refund_due' | 'credit_note' | 'mail';

export interface ReturnTransition {
  from: ReturnStatus;
  to: ReturnStatus;
  by: readonly ReturnActor[];
  effects: readonly ReturnEffect[];
}

const step = (
  from: ReturnStatus,
  to: ReturnStatus,
  by: readonly ReturnActor[],
  effects: readonly ReturnEffect[],
): ReturnTransition => ({ from, to, by, effects });

export const RETURN_TRANSITIONS: readonly ReturnTransition[] = [
  step('Requested', 'Approved', ['SuperAdmin'], ['mail']),
  step('Requested', 'Rejected', ['SuperAdmin'], ['mail']),
  step('Requested', 'Withdrawn', ['customer'], []),
  step('Approved', 'Pickup scheduled', ['system', 'SuperAdmin'], ['book_pickup', 'mail']),
  step('Approved', 'Received', ['SuperAdmin'], ['stock_ledger', 'mail']),
  step('Approved', 'Withdrawn', ['customer'], []),
  step('Pickup scheduled', 'Received', ['SuperAdmin'], ['stock_ledger', 'mail']),
  step('Received', 'Refunded', ['SuperAdmin'], ['refund_due', 'credit_note', 'mail']),
];

export type ReturnTransitionCheck = { ok: true; transition: ReturnTransition } | { ok: false; message: string };

/** Whether `actor` may move a return request from `from` to `to`; the refusal's message otherwise (409). */
export function returnTransition(from: ReturnStatus, to: ReturnStatus, actor: ReturnActor): ReturnTransitionCheck {
  const transition = RETURN_TRANSITIONS.find((t) => t.from === from && t.to === to);
  if (from === to) return { ok: false, message: `This return request is already ${from.toLowerCase()}.` };
  if (!transition) {
    if (to === 'Refunded') return { ok: false, message: 'A return is refunded once its parcel has been received.' };
    if (to === 'Received') return { ok: false, message: 'Approve the return request before receiving its parcel.' };
    return { ok: false, message: `A return request cannot go from ${from} to ${to}.` };
  }
  if (!transition.by.includes(actor)) {
    return {
      ok: false,
      message:
        actor === 'SubAdmin'
          ? 'Only a SuperAdmin can act on return requests.'
          : 'You cannot make this change to the return request.',
    };
  }
  return { ok: true, transition };
}

/** The customer's reading (shopper spec §4): Pending Review, Approved - Processing Refund, Refund Completed; and the two ends the spec lacks. */
export function customerReturnLabel(status: ReturnStatus): string {
  if (status === 'Requested') return 'Pending Review';
  if (status === 'Refunded') return 'Refund Completed';
  if (status === 'Rejected') return 'Rejected';
  if (status === 'Withdrawn') return 'Withdrawn';
  return 'Approved - Processing Refund';
}

/** Whether a request in this status still counts its lines as being returned (for "more units than bought"). */
export function holdsReturnLines(status: ReturnStatus): boolean {
  return status !== 'Rejected' && status !== 'Withdrawn';
}
