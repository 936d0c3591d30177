/**
 * The support ticket lifecycle (DESIGN.md "Where the spec is inconsistent": a ticket status that is
 * a transition table naming who may take each step and what it does; admin spec §3 'Complaint
 * status'; docs/decisions/053). Zod-free, so a screen can list the statuses without zod.
 *
 * - Staff (SubAdmin and SuperAdmin) may move a ticket from any status to any other, as the spec
 *   says; the customer is mailed the new status with the optional response.
 * - A customer's reply reopens a Resolved or Closed ticket (to Open); on an Open or In Progress
 *   ticket it changes nothing. A customer takes no other step.
 * - The system takes no step: time alone never changes a ticket. 'Overdue' is worked out from the
 *   due date (ticket.rules.ts), never stored as a status.
 */

export const TICKET_STATUSES = ['Open', 'In Progress', 'Resolved', 'Closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Who may act on a ticket. */
export const TICKET_ACTORS = ['customer', 'SubAdmin', 'SuperAdmin', 'system'] as const;
export type TicketActor = (typeof TICKET_ACTORS)[number];

/**
 * What a step does besides changing the status:
 * - `mail-customer`: the customer is mailed the new status (and the staff response, if any);
 * - `set-resolved-at`: resolved_at becomes the time of the step;
 * - `clear-resolved-at`: resolved_at is emptied (the ticket is being worked on again);
 * - `audit`: the step is a staff change and goes to the audit log in its transaction.
 */
export type TicketEffect = 'mail-customer' | 'set-resolved-at' | 'clear-resolved-at' | 'audit';

/** Statuses that end the work on a ticket: a ticket in one is never overdue. */
export const FINISHED_TICKET_STATUSES: readonly TicketStatus[] = ['Resolved', 'Closed'];

/** A ticket's status when it is created (by the customer; its effect is the acknowledgement mail). */
export const NEW_TICKET_STATUS: TicketStatus = 'Open';

const STAFF: readonly TicketActor[] = ['SubAdmin', 'SuperAdmin'];
const ANYONE_STAFF = { actors: STAFF };

/** The allowed steps: TRANSITIONS[from][to] names who may take it. A pair missing here is refused. */
const TRANSITIONS: Readonly<Record<TicketStatus, Partial<Record<TicketStatus, { actors: readonly TicketActor[] }>>>> = {
  Open: { 'In Progress': ANYONE_STAFF, Resolved: ANYONE_STAFF, Closed: ANYONE_STAFF },
  'In Progress': { Open: ANYONE_STAFF, Resolved: ANYONE_STAFF, Closed: ANYONE_STAFF },
  Resolved: { Open: { actors: [...STAFF, 'customer'] }, 'In Progress': ANYONE_STAFF, Closed: ANYONE_STAFF },
  Closed: { Open: { actors: [...STAFF, 'customer'] }, 'In Progress': ANYONE_STAFF, Resolved: ANYONE_STAFF },
};

/** The outcome of asking for a step: allowed with its effects, or refused with the reason shown (409). */
export type TicketStep = { allowed: true; effects: TicketEffect[] } | { allowed: false; reason: string };

export const isStaffActor = (actor: TicketActor): boolean => STAFF.includes(actor);

function effectsOf(from: TicketStatus, to: TicketStatus, actor: TicketActor): TicketEffect[] {
  const effects: TicketEffect[] = [];
  if (to === 'Resolved') effects.push('set-resolved-at');
  else if (FINISHED_TICKET_STATUSES.includes(from) && !FINISHED_TICKET_STATUSES.includes(to))
    effects.push('clear-resolved-at');
  if (isStaffActor(actor)) effects.push('mail-customer', 'audit');
  return effects;
}

/**
 * Whether `actor` may move a ticket from `from` to `to`, and what the step does. Refuses (with the
 * message the API answers with 409) a step to the status the ticket already has and any pair the
 * table does not allow for that actor.
 */
export function ticketStep(from: TicketStatus, to: TicketStatus, actor: TicketActor): TicketStep {
  if (from === to) return { allowed: false, reason: `The complaint is already ${from}` };
  const rule = TRANSITIONS[from][to];
  if (!rule || !rule.actors.includes(actor))
    return { allowed: false, reason: `A complaint that is ${from} cannot be set to ${to}` };
  return { allowed: true, effects: effectsOf(from, to, actor) };
}

/** The statuses `actor` may move a ticket in `from` to (the admin modal enables only these). */
export function allowedTicketTargets(from: TicketStatus, actor: TicketActor): TicketStatus[] {
  return TICKET_STATUSES.filter((to) => ticketStep(from, to, actor).allowed);
}

/**
 * The status a customer's reply leaves the ticket in: a Resolved or Closed ticket reopens (Open),
 * any other keeps its status.
 */
export function statusAfterCustomerReply(current: TicketStatus): TicketStatus {
  return ticketStep(current, 'Open', 'customer').allowed ? 'Open' : current;
}
