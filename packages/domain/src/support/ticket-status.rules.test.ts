import { describe, expect, it } from 'vitest';
import {
  allowedTicketTargets,
  statusAfterCustomerReply,
  TICKET_ACTORS,
  TICKET_STATUSES,
  ticketStep,
  type TicketActor,
  type TicketEffect,
  type TicketStatus,
} from './ticket-status.rules';

type Row = [from: TicketStatus, to: TicketStatus, actor: TicketActor, effects: TicketEffect[] | null];

const STAFF_MAIL: TicketEffect[] = ['mail-customer', 'audit'];
const staff = (from: TicketStatus, to: TicketStatus, effects: TicketEffect[] | null): Row[] => [
  [from, to, 'SubAdmin', effects],
  [from, to, 'SuperAdmin', effects],
];
const nobodyElse = (from: TicketStatus, to: TicketStatus): Row[] => [
  [from, to, 'customer', null],
  [from, to, 'system', null],
];

/** Every (from, to, actor): the effects of an allowed step, or null when it is refused. */
const TABLE: Row[] = [
  // A step to the same status is no step, for anyone.
  ...TICKET_STATUSES.flatMap((s) => TICKET_ACTORS.map((actor): Row => [s, s, actor, null])),
  ...staff('Open', 'In Progress', STAFF_MAIL),
  ...nobodyElse('Open', 'In Progress'),
  ...staff('Open', 'Resolved', ['set-resolved-at', ...STAFF_MAIL]),
  ...nobodyElse('Open', 'Resolved'),
  ...staff('Open', 'Closed', STAFF_MAIL),
  ...nobodyElse('Open', 'Closed'),
  ...staff('In Progress', 'Open', STAFF_MAIL),
  ...nobodyElse('In Progress', 'Open'),
  ...staff('In Progress', 'Resolved', ['set-resolved-at', ...STAFF_MAIL]),
  ...nobodyElse('In Progress', 'Resolved'),
  ...staff('In Progress', 'Closed', STAFF_MAIL),
  ...nobodyElse('In Progress', 'Closed'),
  ...staff('Resolved', 'Open', ['clear-resolved-at', ...STAFF_MAIL]),
  ['Resolved', 'Open', 'customer', ['clear-resolved-at']],
  ['Resolved', 'Open', 'system', null],
  ...staff('Resolved', 'In Progress', ['clear-resolved-at', ...STAFF_MAIL]),
  ...nobodyElse('Resolved', 'In Progress'),
  ...staff('Resolved', 'Closed', STAFF_MAIL),
  ...nobodyElse('Resolved', 'Closed'),
  ...staff('Closed', 'Open', ['clear-resolved-at', ...STAFF_MAIL]),
  ['Closed', 'Open', 'customer', ['clear-resolved-at']],
  ['Closed', 'Open', 'system', null],
  ...staff('Closed', 'In Progress', ['clear-resolved-at', ...STAFF_MAIL]),
  ...nobodyElse('Closed', 'In Progress'),
  ...staff('Closed', 'Resolved', ['set-resolved-at', ...STAFF_MAIL]),
  ...nobodyElse('Closed', 'Resolved'),
];

describe('the ticket status table', () => {
  it('lists every (from, to, actor) pair exactly once', () => {
    const keys = TABLE.map(([from, to, actor]) => `${from}>${to}>${actor}`);
    expect(new Set(keys).size).toBe(TICKET_STATUSES.length ** 2 * TICKET_ACTORS.length);
    expect(keys).toHaveLength(new Set(keys).size);
  });

  it.each(TABLE)('%s → %s by %s', (from, to, actor, effects) => {
    const step = ticketStep(from, to, actor);
    if (effects === null) {
      expect(step.allowed).toBe(false);
      if (!step.allowed)
        expect(step.reason).toBe(
          from === to ? `The complaint is already ${from}` : `A complaint that is ${from} cannot be set to ${to}`,
        );
    } else {
      expect(step).toEqual({ allowed: true, effects });
    }
  });
});

describe('allowedTicketTargets', () => {
  it('gives staff every other status, as the spec lets them set any status from any state', () => {
    for (const from of TICKET_STATUSES) {
      expect(allowedTicketTargets(from, 'SubAdmin')).toEqual(TICKET_STATUSES.filter((s) => s !== from));
    }
  });

  it('gives a customer only the reopening of a finished ticket, and the system nothing', () => {
    expect(allowedTicketTargets('Open', 'customer')).toEqual([]);
    expect(allowedTicketTargets('In Progress', 'customer')).toEqual([]);
    expect(allowedTicketTargets('Resolved', 'customer')).toEqual(['Open']);
    expect(allowedTicketTargets('Closed', 'customer')).toEqual(['Open']);
    for (const from of TICKET_STATUSES) expect(allowedTicketTargets(from, 'system')).toEqual([]);
  });
});

describe('statusAfterCustomerReply', () => {
  it.each([
    ['Open', 'Open'],
    ['In Progress', 'In Progress'],
    ['Resolved', 'Open'],
    ['Closed', 'Open'],
  ] as const)('leaves a %s ticket %s', (from, to) => {
    expect(statusAfterCustomerReply(from)).toBe(to);
  });
});
