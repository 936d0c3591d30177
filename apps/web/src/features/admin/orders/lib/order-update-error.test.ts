import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { orderUpdateErrorMessage } from './order-update-error';

describe('orderUpdateErrorMessage', () => {
  it.each([
    [new ApiError(401, 'Authentication required. Please login again.'), 'Authentication failed. Please login again.'],
    [new ApiError(403, 'Forbidden'), "You don't have permission to update orders."],
    [new ApiError(404, 'Order not found'), 'Order not found.'],
    [new ApiError(500, 'boom'), 'Server error. Please try again later.'],
    [new ApiError(503, 'unavailable'), 'Server error. Please try again later.'],
    [new ApiError(0, 'Request timeout. Please try again.', undefined, 'TIMEOUT'), 'Request timeout. Please try again.'],
    [
      new ApiError(0, 'Network error. Please check your connection and try again.'),
      'Network error. Please check your connection and server status.',
    ],
    [new ApiError(400, 'Status must be one of Pending, Shipped'), 'Status must be one of Pending, Shipped'],
    [new ApiError(409, ''), 'Failed to update order status.'],
    [new TypeError('x is undefined'), 'Request error: x is undefined'],
  ])('maps %o to the spec message', (error, expected) => {
    expect(orderUpdateErrorMessage(error)).toBe(expected);
  });
});
