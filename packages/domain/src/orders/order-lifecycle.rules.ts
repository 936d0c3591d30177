/**
 * The order lifecycle as one table (issue 26; DESIGN.md "One order lifecycle"; the model is
 * Vendure's order process). Each row is a step from one status to another, who may take it, whether
 * staff must confirm it as unusual (admin spec §4's warning), and what it does. Every path that
 * changes an order's status asks `orderTransition` first: staff changes (single and bulk), payment
 * outcomes, hold expiry, courier events, the customer's cancel and returns. A step the table does
 * not hold is refused with a message saying what to do instead.
 *
 * Pending means unpaid, Confirmed and later mean paid (a capture confirms the order), so a row's
 * `from` alone says whether the step moves money.
 */
import type { OrderStatus } from './order-status.rules';

/** Who takes a step: the shop itself (payments, jobs, returns), the courier, the customer, or staff by role. */
export const ORDER_ACTORS = ['system', 'courier', 'customer', 'SubAdmin', 'SuperAdmin'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];
export type StaffActor = Extract<OrderActor, 'SubAdmin' | 'SuperAdmin'>;

/**
 * What a step does besides setting the status:
 * - stock_back: the order's units go back into stock (ledger rows name the order);
 * - coupon_back: its coupon use is given back;
 * - refund_due: each capture it kept becomes a refund due, paid by the refund job through its gateway;
 * - credit_note: each such refund gets a GST credit note against the invoice (CGST Act s.34);
 * - void_payment: a payment attempt still open is voided with its gateway;
 * - cancel_shipment: a booked shipment is cancelled with the courier;
 * - invoice: the GST tax invoice is queued;
 * - book_shipment: the shipment is booked with the courier;
 * - mail: the customer is told (of Shipped and Delivered by the shipments module, at the courier's
 *   milestones, with the waybill; of a cancel by the cancelling transaction).
 */
export const ORDER_EFFECTS = [
  'stock_back',
  'coupon_back',
  'refund_due',
  'credit_note',
  'void_payment',
  'cancel_shipment',
  'invoice',
  'book_shipment',
  'mail',
] as const;
export type OrderEffect = (typeof ORDER_EFFECTS)[number];

export interface OrderTransition {
  from: OrderStatus;
  to: OrderStatus;
  by: readonly OrderActor[];
  /** Staff confirm it before it is sent (the spec's warning). */
  unusual: boolean;
  effects: readonly OrderEffect[];
  /** Why the step exists, for the reader of the table. */
  note: string;
}

const STAFF: readonly OrderActor[] = ['SubAdmin', 'SuperAdmin'];
const UNPAID_CANCEL: readonly OrderEffect[] = ['stock_back', 'coupon_back', 'void_payment', 'mail'];
const PAID_CANCEL: readonly OrderEffect[] = [
  'stock_back',
  'coupon_back',
  'refund_due',
  'credit_note',
  'void_payment',
  'cancel_shipment',
  'mail',
];

const step = (
  from: OrderStatus,
  to: OrderStatus,
  by: readonly OrderActor[],
  effects: readonly OrderEffect[],
  note: string,
  unusual = false,
): OrderTransition => ({ from, to, by, unusual, effects, note });

/** Every step an order may take. A pair that is not here is never allowed. */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  step('Pending', 'Confirmed', ['system'], ['invoice', 'book_shipment', 'mail'], 'A capture pays the order.'),
  step(
    'Pending',
    'Cancelled',
    ['system', 'customer', ...STAFF],
    UNPAID_CANCEL,
    'The hold ran out (system), or the customer or staff cancel an unpaid order.',
  ),
  step('Confirmed', 'Processing', ['system', ...STAFF], [], 'Staff start packing.'),
  step('Confirmed', 'Shipped', ['courier', ...STAFF], ['mail'], 'The courier picked it up.'),
  step(
    'Confirmed',
    'Delivered',
    ['courier'],
    ['mail'],
    'The courier reported delivery before any pickup event reached us.',
  ),
  step(
    'Confirmed',
    'Cancelled',
    ['customer', 'SuperAdmin'],
    PAID_CANCEL,
    'A paid order cancelled before it ships: refunded in full, no charge.',
    true,
  ),
  step('Processing', 'Shipped', ['courier', ...STAFF], ['mail'], 'The courier picked it up.'),
  step(
    'Processing',
    'Delivered',
    ['courier'],
    ['mail'],
    'The courier reported delivery before any pickup event reached us.',
  ),
  step(
    'Processing',
    'Cancelled',
    ['customer', 'SuperAdmin'],
    PAID_CANCEL,
    'A paid order cancelled before it ships: refunded in full, no charge.',
    true,
  ),
  step('Shipped', 'Processing', ['SuperAdmin'], [], 'Correction: marked shipped by mistake.', true),
  step('Shipped', 'Delivered', ['courier', ...STAFF], ['mail'], 'Delivered.'),
  step('Delivered', 'Shipped', ['SuperAdmin'], [], 'Correction: the courier reported delivery by mistake.', true),
  step(
    'Delivered',
    'Returned',
    ['system'],
    [],
    'Its return was received whole; the return flow restocks and refunds line by line.',
  ),
];

export const CANCEL_SHIPPED = 'A shipped order cannot be cancelled: once it is delivered, open a return request.';
export const CANCEL_DELIVERED = 'A delivered order is returned, not cancelled: open a return request.';
export const REOPEN_CANCELLED =
  'A cancelled order cannot be reopened: the customer can place it again from their cart.';
export const REOPEN_RETURNED = 'A returned order is closed: its refund and credit note are on its return request.';
export const RETURNED_BY_RETURN = 'An order becomes Returned when its return is received: open a return request.';
export const CONFIRMED_BY_PAYMENT = 'An order is confirmed when its payment arrives.';
export const UNPAID_NOT_SHIPPED =
  'This order is not paid yet: it can be shipped once its payment arrives, or cancelled.';

/** The step from `from` to `to`, whoever takes it; undefined when there is none. */
export function findOrderTransition(from: OrderStatus, to: OrderStatus): OrderTransition | undefined {
  return ORDER_TRANSITIONS.find((t) => t.from === from && t.to === to);
}

/** Why there is no step from `from` to `to` at all: the message says what to do instead. */
function noStepMessage(from: OrderStatus, to: OrderStatus): string {
  if (from === 'Cancelled') return REOPEN_CANCELLED;
  if (from === 'Returned') return REOPEN_RETURNED;
  if (to === 'Cancelled') return from === 'Delivered' ? CANCEL_DELIVERED : CANCEL_SHIPPED;
  if (to === 'Returned') return RETURNED_BY_RETURN;
  if (to === 'Confirmed') return CONFIRMED_BY_PAYMENT;
  if (from === 'Pending') return UNPAID_NOT_SHIPPED;
  return `An order cannot go from ${from} to ${to}.`;
}

/** Why `actor` may not take a step that others may. */
function notYoursMessage(transition: OrderTransition, actor: OrderActor): string {
  if (transition.to === 'Returned') return RETURNED_BY_RETURN;
  if (transition.to === 'Confirmed') return CONFIRMED_BY_PAYMENT;
  if (transition.by.includes('SuperAdmin') && actor === 'SubAdmin') {
    return transition.effects.includes('refund_due')
      ? 'Only a SuperAdmin can cancel a paid order (the payment is refunded).'
      : `Only a SuperAdmin can change an order from ${transition.from} to ${transition.to}.`;
  }
  if (transition.to === 'Delivered') return 'The courier marks an order delivered once it has shipped.';
  return `An order cannot go from ${transition.from} to ${transition.to} this way.`;
}

export type TransitionCheck = { ok: true; transition: OrderTransition } | { ok: false; message: string };

/**
 * Whether `actor` may move an order from `from` to `to`: the table's step, or the refusal's message
 * (the server answers it with 409). A move to the status it already has is not a step: callers
 * treat it as nothing to do.
 */
export function orderTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): TransitionCheck {
  const transition = findOrderTransition(from, to);
  if (!transition) return { ok: false, message: noStepMessage(from, to) };
  if (!transition.by.includes(actor)) return { ok: false, message: notYoursMessage(transition, actor) };
  return { ok: true, transition };
}

/** The statuses `actor` may move an order in `from` to, in the table's order (the staff dropdown). */
export function nextOrderStatuses(from: OrderStatus, actor: OrderActor): OrderStatus[] {
  return ORDER_TRANSITIONS.filter((t) => t.from === from && t.by.includes(actor)).map((t) => t.to);
}

/** Whether staff must confirm the step from `from` to `to` (the spec's warning); false when there is none. */
export function isUnusualTransition(from: OrderStatus, to: OrderStatus): boolean {
  return findOrderTransition(from, to)?.unusual ?? false;
}

/** Whether the step from `from` to `to` has `effect`. */
export function transitionHas(from: OrderStatus, to: OrderStatus, effect: OrderEffect): boolean {
  return findOrderTransition(from, to)?.effects.includes(effect) ?? false;
}

/**
 * What the staff status dialog says under its choices about the steps it does not offer: how a
 * delivered or shipped order is undone, why a cancelled or returned one stays, and that an unpaid
 * one moves on with its payment. Null when there is nothing to add.
 */
export function statusChangeHint(from: OrderStatus): string | null {
  if (from === 'Pending') return 'An unpaid order is confirmed when its payment arrives.';
  if (from === 'Shipped') return CANCEL_SHIPPED;
  if (from === 'Delivered') return CANCEL_DELIVERED;
  if (from === 'Cancelled') return REOPEN_CANCELLED;
  if (from === 'Returned') return REOPEN_RETURNED;
  return null;
}
