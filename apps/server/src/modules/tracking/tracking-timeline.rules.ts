/**
 * The tracking timeline (shopper spec §2 Track order; issue 8 "Tracking"): what has happened to an
 * order, oldest first, from the facts the shop holds now. Each source of facts is a `TimelineSource`;
 * a later shipment-events table adds its courier events (picked up, in transit, out for delivery…)
 * as one more source, and the order's own status steps it then makes redundant are dropped by code.
 */
import type { Order } from '@shop/domain/orders/order.responses';
import { TIMELINE_EVENTS, type TimelineEventCode } from '@shop/domain/orders/order-tracking.rules';
import type { TimelineEvent } from '@shop/domain/orders/order-tracking.responses';

/** What the timeline is built from: the order as the API shows it and when it was paid (null: never or unknown). */
export interface TimelineFacts {
  order: Order;
  paidAt: Date | null;
  /** Events reported by the courier, in any order (none until shipments record them). */
  courierEvents?: TimelineEvent[];
}

const LABELS: Record<TimelineEventCode, string> = {
  placed: 'Order placed',
  paid: 'Payment received',
  payment_failed: 'Payment failed',
  payment_expired: 'Payment window expired',
  confirmed: 'Order confirmed',
  processing: 'Being packed',
  shipped: 'Shipped',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
  refunded: 'Refunded',
};

/** One event; `at` is null when the shop did not record the time. */
export function timelineEvent(
  code: TimelineEventCode,
  at: Date | string | null,
  location: string | null = null,
): TimelineEvent {
  return { code, label: LABELS[code], at: at === null ? null : new Date(at).toISOString(), location };
}

/** How far along each status is: an order Delivered was also Confirmed, Processing and Shipped. */
const REACHED: Record<Order['status'], TimelineEventCode[]> = {
  Pending: [],
  Confirmed: ['confirmed'],
  Processing: ['confirmed', 'processing'],
  Shipped: ['confirmed', 'processing', 'shipped'],
  Delivered: ['confirmed', 'processing', 'shipped', 'delivered'],
  Returned: ['confirmed', 'processing', 'shipped', 'delivered', 'returned'],
  Cancelled: ['cancelled'],
};

type TimelineSource = (facts: TimelineFacts) => TimelineEvent[];

/** Placing and paying: the order's creation time and the first capture's. */
const paymentSource: TimelineSource = ({ order, paidAt }) => {
  const events = [timelineEvent('placed', order.created_at)];
  if (paidAt) events.push(timelineEvent('paid', paidAt));
  else if (order.payment_status === 'Failed') events.push(timelineEvent('payment_failed', null));
  else if (order.payment_status === 'Expired') events.push(timelineEvent('payment_expired', null));
  if (order.payment_status === 'Refunded') events.push(timelineEvent('refunded', null));
  return events;
};

/**
 * The steps the order's status implies. No status history is stored yet, so their times are not
 * known (null), except the current step's, which happened by the order's last change at the latest:
 * it is shown without a time too, rather than a time that may be wrong.
 */
const statusSource: TimelineSource = ({ order, courierEvents = [] }) => {
  const fromCourier = new Set(courierEvents.map((e) => e.code));
  return REACHED[order.status].filter((code) => !fromCourier.has(code)).map((code) => timelineEvent(code, null));
};

const courierSource: TimelineSource = ({ courierEvents = [] }) => courierEvents;

const SOURCES: TimelineSource[] = [paymentSource, statusSource, courierSource];

const rank = (event: TimelineEvent) => TIMELINE_EVENTS.indexOf(event.code);

/**
 * The order's timeline, oldest first: timed events by time; each untimed one (its lifecycle place
 * known, its time not) goes before the first event that comes later in the lifecycle.
 */
export function buildTimeline(facts: TimelineFacts): TimelineEvent[] {
  const events = SOURCES.flatMap((source) => source(facts));
  const timeline = events.filter((e) => e.at !== null).sort((a, b) => a.at!.localeCompare(b.at!));
  const untimed = events.filter((e) => e.at === null).sort((a, b) => rank(a) - rank(b));
  for (const event of untimed) {
    const later = timeline.findIndex((e) => rank(e) > rank(event));
    timeline.splice(later === -1 ? timeline.length : later, 0, event);
  }
  return timeline;
}
