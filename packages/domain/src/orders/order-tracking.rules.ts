/**
 * Guest order tracking (shopper spec §2 Track order, §5, §7 POST /order/track-guest, §8): the
 * request, the order's public tracking view and its timeline. The view holds only what the person
 * who placed the order already knows or needs to follow it: no address, no other contact.
 * Zod-free, so the tracking page takes these without the schemas (request: order-tracking.schemas.ts,
 * reply: order-tracking.responses.ts).
 */
import { shortId } from './order-status.rules';

/** Spec §5: both fields are required, trimmed. */
export const TRACK_FIELDS_REQUIRED = 'Please fill in all fields';
/** Spec §8: the 404 for an unknown id and for a wrong contact alike (nothing revealed). */
export const TRACK_NOT_FOUND = 'Order not found or contact information does not match';
/** Spec §8: the success toast. */
export const TRACK_FOUND = 'Order found successfully!';
/** Spec §8: the fallback when the call fails for another reason. */
export const TRACK_FAILED = 'Failed to track order';

/** Length of the short id shown to people on order details (DESIGN.md "Data"). */
export const SHORT_ID_LENGTH = 8;

/** The short id people are shown on details (order-status.rules.ts shortId): the id's last 8 characters, uppercased. */
export function shortOrderId(id: string): string {
  return shortId(id, SHORT_ID_LENGTH);
}

/**
 * How a typed order id is looked up: `{ kind: 'short', value }` (8 characters, uppercased) or
 * `{ kind: 'full', value }` (lower-cased, a leading '#' dropped); takes the trimmed input.
 */
export function parseOrderReference(input: string): { kind: 'short' | 'full'; value: string } {
  const value = input.replace(/^#/, '');
  return value.length === SHORT_ID_LENGTH
    ? { kind: 'short', value: value.toUpperCase() }
    : { kind: 'full', value: value.toLowerCase() };
}

/**
 * How a contact is compared: an e-mail (has '@') lower-cased, else a phone as its last 10 digits
 * (so "+91 98765 43210" and "9876543210" match); null when it is neither.
 */
export function parseContact(input: string): { kind: 'email' | 'phone'; value: string } | null {
  if (input.includes('@')) return { kind: 'email', value: input.toLowerCase() };
  const digits = input.replace(/[\s()+-]/g, '');
  if (!/^\d{10,13}$/.test(digits)) return null;
  return { kind: 'phone', value: digits.slice(-10) };
}

/**
 * What can appear on a timeline, in lifecycle order (an event without a time is shown by this
 * order); courier events ('in_transit', 'out_for_delivery'…) come later from shipments.
 */
export const TIMELINE_EVENTS = [
  'placed',
  'paid',
  'payment_failed',
  'payment_expired',
  'confirmed',
  'processing',
  'shipped',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'returned',
  'cancelled',
  'refunded',
] as const;
export type TimelineEventCode = (typeof TIMELINE_EVENTS)[number];
