/** The bulk orders screen's error texts (admin spec §8 "Bulk orders"). */
import { BULK_ORDER_STATUS_FAILED, BULK_ORDERS_FETCH_FAILED } from '@shop/domain/orders/bulk-orders.schemas';
import { ApiError } from '../../../../lib/api-client';
import { isSignInError } from '../../../../lib/session-lost';

export const BULK_UNAUTHORIZED = 'Unauthorized - please login again';
export const BULK_SERVER_ERROR = 'Server error - please try again later';

/** The heading of the error panel when the list cannot load. */
export function bulkOrdersLoadErrorMessage(error: unknown): string {
  if (isSignInError(error)) return BULK_UNAUTHORIZED;
  if (error instanceof ApiError && error.status >= 500) return BULK_SERVER_ERROR;
  return BULK_ORDERS_FETCH_FAILED;
}

/**
 * The toast when a status change fails: the spec's text, followed by the server's reason when it
 * gave one the staff member can act on (a 400, 404 or 409 such as stock gone for a reopened order).
 */
export function bulkStatusErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return BULK_ORDER_STATUS_FAILED;
  if (isSignInError(error)) return BULK_UNAUTHORIZED;
  if (error.status >= 500 || error.status === 0 || error.code === 'FORBIDDEN' || !error.message)
    return BULK_ORDER_STATUS_FAILED;
  return `${BULK_ORDER_STATUS_FAILED}: ${error.message}`;
}
