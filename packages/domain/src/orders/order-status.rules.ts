/**
 * The order lifecycle (DESIGN.md: Pending, Confirmed, Processing, Shipped, Delivered, Cancelled,
 * Returned, plus a separate payment status). Which changes are allowed, by whom and with what
 * effects is the table in order-lifecycle.rules.ts.
 */

export const ORDER_STATUSES = [
  'Pending',
  'Confirmed',
  'Processing',
  'Shipped',
  'Delivered',
  'Cancelled',
  'Returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export { PAYMENT_STATUSES, type PaymentStatus } from './payment-lifecycle.rules';

/**
 * Reads a status in any letter case ("CANCELLED", "shipped") as the canonical one,
 * or undefined when it is not a status.
 */
export function parseOrderStatus(text: string): OrderStatus | undefined {
  const wanted = text.trim().toLowerCase();
  return ORDER_STATUSES.find((status) => status.toLowerCase() === wanted);
}

/** The confirmation text for an unusual change (admin spec §4; which changes are unusual: order-lifecycle.rules.ts). */
export function unusualChangeWarning(from: OrderStatus, to: OrderStatus): string {
  return `Warning: Changing status from ${from} to ${to} is unusual. Are you sure you want to proceed?`;
}

/** The short id shown to people: the last 6 (lists) or 8 (details) characters, uppercased. */
export function shortId(id: string, length: 6 | 8 = 8): string {
  return id.slice(-length).toUpperCase();
}
