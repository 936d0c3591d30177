import { describe, expect, it } from 'vitest';
import {
  customerReturnLabel,
  holdsReturnLines,
  RETURN_ACTORS,
  RETURN_STATUSES,
  returnTransition,
  type ReturnActor,
} from './return-lifecycle.rules';

/** Who may take each step, by hand: every pair and actor is checked against it. */
const ALLOWED: Record<string, ReturnActor[]> = {
  'Requested>Approved': ['SuperAdmin'],
  'Requested>Rejected': ['SuperAdmin'],
  'Requested>Withdrawn': ['customer'],
  'Approved>Pickup scheduled': ['system', 'SuperAdmin'],
  'Approved>Received': ['SuperAdmin'],
  'Approved>Withdrawn': ['customer'],
  'Pickup scheduled>Received': ['SuperAdmin'],
  'Received>Refunded': ['SuperAdmin'],
};

describe('returnTransition: every pair, every actor', () => {
  const pairs = RETURN_STATUSES.flatMap((from) => RETURN_STATUSES.map((to) => [from, to] as const));
  it.each(pairs)('%s → %s', (from, to) => {
    for (const actor of RETURN_ACTORS) {
      const check = returnTransition(from, to, actor);
      expect({ actor, ok: check.ok }).toEqual({ actor, ok: (ALLOWED[`${from}>${to}`] ?? []).includes(actor) });
    }
  });

  it('refuses approving or refunding twice, and a SubAdmin approving', () => {
    expect(returnTransition('Approved', 'Approved', 'SuperAdmin')).toEqual({
      ok: false,
      message: 'This return request is already approved.',
    });
    expect(returnTransition('Refunded', 'Refunded', 'SuperAdmin').ok).toBe(false);
    expect(returnTransition('Approved', 'Refunded', 'SuperAdmin')).toEqual({
      ok: false,
      message: 'A return is refunded once its parcel has been received.',
    });
    expect(returnTransition('Requested', 'Approved', 'SubAdmin')).toEqual({
      ok: false,
      message: 'Only a SuperAdmin can act on return requests.',
    });
  });

  it('refunds only through the received parcel, with a credit note', () => {
    const check = returnTransition('Received', 'Refunded', 'SuperAdmin');
    expect(check.ok && check.transition.effects).toEqual(['refund_due', 'credit_note', 'mail']);
  });
});

describe('customerReturnLabel', () => {
  it.each([
    ['Requested', 'Pending Review'],
    ['Approved', 'Approved - Processing Refund'],
    ['Pickup scheduled', 'Approved - Processing Refund'],
    ['Received', 'Approved - Processing Refund'],
    ['Refunded', 'Refund Completed'],
    ['Rejected', 'Rejected'],
    ['Withdrawn', 'Withdrawn'],
  ] as const)('%s reads %s', (status, label) => {
    expect(customerReturnLabel(status)).toBe(label);
  });

  it('a rejected or withdrawn request frees its lines for another', () => {
    expect(RETURN_STATUSES.filter((s) => !holdsReturnLines(s))).toEqual(['Rejected', 'Withdrawn']);
  });
});
