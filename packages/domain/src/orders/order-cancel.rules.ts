/**
 * When a customer may cancel their own order (shopper spec §4: only Pending or Processing, and only
 * within the cancel window after it was placed; DESIGN.md: the window is one store setting,
 * `cancelWindowHours`). Confirmed sits between Pending and Processing in our lifecycle, so it may
 * be cancelled too. Pure: the caller passes the clock's time.
 */
import type { OrderStatus } from './order-status.rules';

export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ['Pending', 'Confirmed', 'Processing'];
export const NOT_OWN_ORDER = 'You can only cancel your own orders.';
/** The notes the account shows for orders that cannot be cancelled (shopper spec §4). */
export const CANNOT_CANCEL_SHIPPED = 'This order has been shipped and cannot be cancelled.';
export const ALREADY_CANCELLED = 'This order has already been cancelled.';
export const CANNOT_CANCEL_DELIVERED = 'This order has been delivered and cannot be cancelled.';
export const cancelWindowPassed = (hours: number) =>
  `Orders can only be cancelled within ${hours} hours of placing them.`;

/**
 * Why the customer cannot cancel an order in `status` placed at `placedAt`, at `now`, with a window
 * of `windowHours`; null when they can.
 */
export function customerCancelRefusal(
  status: OrderStatus,
  placedAt: Date,
  now: Date,
  windowHours: number,
): string | null {
  if (status === 'Cancelled') return ALREADY_CANCELLED;
  if (status === 'Delivered' || status === 'Returned') return CANNOT_CANCEL_DELIVERED;
  if (!CUSTOMER_CANCELLABLE.includes(status)) return CANNOT_CANCEL_SHIPPED;
  if (now.getTime() - placedAt.getTime() > windowHours * 3_600_000) return cancelWindowPassed(windowHours);
  return null;
}
