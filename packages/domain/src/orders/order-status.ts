/**
 * The order lifecycle (DESIGN.md: Pending, Confirmed, Processing, Shipped, Delivered, Cancelled,
 * Returned, plus a separate payment status). Staff may set any status; some changes are unusual
 * and the admin screen asks before making them (admin spec §4).
 */

export const ORDER_STATUSES = ['Pending', 'Confirmed', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Returned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * 'Expired': the order was not paid within the hold time and was cancelled (its units went back).
 * 'Refunded': every capture for a cancelled order was refunded.
 */
export const PAYMENT_STATUSES = ['Pending', 'Paid', 'Failed', 'Expired', 'Refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const FULFILMENT_RANK: Partial<Record<OrderStatus, number>> = {
  Pending: 0,
  Confirmed: 1,
  Processing: 2,
  Shipped: 3,
  Delivered: 4,
};

/**
 * Reads a status in any letter case ("CANCELLED", "shipped") as the canonical one,
 * or undefined when it is not a status.
 */
export function parseOrderStatus(text: string): OrderStatus | undefined {
  const wanted = text.trim().toLowerCase();
  return ORDER_STATUSES.find((status) => status.toLowerCase() === wanted);
}

/**
 * True when moving an order from `from` to `to` is unusual: reopening a cancelled or returned
 * order, or moving a delivered one back. The admin screen confirms these before sending them.
 */
export function isUnusualStatusChange(from: OrderStatus, to: OrderStatus): boolean {
  const toRank = FULFILMENT_RANK[to];
  if (toRank === undefined || from === to) return false;
  if (from === 'Cancelled' || from === 'Returned') return true;
  if (from === 'Delivered') return toRank < (FULFILMENT_RANK.Delivered ?? 0);
  return false;
}

/** The confirmation text for an unusual change (admin spec §4). */
export function unusualChangeWarning(from: OrderStatus, to: OrderStatus): string {
  return `Warning: Changing status from ${from} to ${to} is unusual. Are you sure you want to proceed?`;
}

/** Whether an order in this status keeps its units out of stock. A cancelled order gives them back. */
export function holdsStock(status: OrderStatus): boolean {
  return status !== 'Cancelled';
}

/** The short id shown to people: the last 6 (lists) or 8 (details) characters, uppercased. */
export function shortId(id: string, length: 6 | 8 = 8): string {
  return id.slice(-length).toUpperCase();
}
