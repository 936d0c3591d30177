/** The order status update's error texts (admin spec §8 "Order status update"). */
import { ApiError } from '../../../../lib/api-client';
import { isSignInError } from '../../../../lib/session-lost';

export const SESSION_EXPIRED_MESSAGE = 'Authentication failed. Please login again.';

/** Turns a failed POST /order/:id/update into the message the admin reads. */
export function orderUpdateErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) {
    return error instanceof Error && error.message
      ? `Request error: ${error.message}`
      : 'Failed to update order status.';
  }
  // api-client reports its own time-out and "no response" with status 0 and these codes.
  if (error.status === 0 && error.code === 'TIMEOUT') return 'Request timeout. Please try again.';
  if (error.status === 0) return 'Network error. Please check your connection and server status.';
  if (isSignInError(error)) return SESSION_EXPIRED_MESSAGE;
  if (error.code === 'FORBIDDEN') return "You don't have permission to update orders.";
  if (error.code === 'NOT_FOUND') return 'Order not found.';
  if (error.status >= 500) return 'Server error. Please try again later.';
  return error.message || 'Failed to update order status.';
}
