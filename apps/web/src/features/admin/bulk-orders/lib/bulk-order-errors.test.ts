import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { bulkOrdersLoadErrorMessage, bulkStatusErrorMessage } from './bulk-order-errors';

describe('bulkOrdersLoadErrorMessage', () => {
  it.each([
    [new ApiError(401, 'Authentication required. Please login again.'), 'Unauthorized - please login again'],
    [new ApiError(500, 'boom'), 'Server error - please try again later'],
    [new ApiError(503, 'unavailable'), 'Server error - please try again later'],
    [new ApiError(403, 'Forbidden'), 'Failed to fetch bulk orders'],
    [new ApiError(0, 'Network error. Please check your connection and try again.'), 'Failed to fetch bulk orders'],
    [new TypeError('x is undefined'), 'Failed to fetch bulk orders'],
  ])('maps %o to the spec text', (error, expected) => {
    expect(bulkOrdersLoadErrorMessage(error)).toBe(expected);
  });
});

describe('bulkStatusErrorMessage', () => {
  it.each([
    [new ApiError(401, 'Authentication required. Please login again.'), 'Unauthorized - please login again'],
    [new ApiError(404, 'Order not found'), 'Failed to update order status: Order not found'],
    [
      new ApiError(409, 'ESP32 DevKit: only 3 left in stock'),
      'Failed to update order status: ESP32 DevKit: only 3 left in stock',
    ],
    [new ApiError(403, 'Forbidden'), 'Failed to update order status'],
    [new ApiError(500, 'boom'), 'Failed to update order status'],
    [new ApiError(0, 'Request timeout. Please try again.'), 'Failed to update order status'],
    [new ApiError(409, ''), 'Failed to update order status'],
    [new TypeError('x is undefined'), 'Failed to update order status'],
  ])('maps %o to the toast', (error, expected) => {
    expect(bulkStatusErrorMessage(error)).toBe(expected);
  });
});
