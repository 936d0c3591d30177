import { describe, expect, it } from 'vitest';
import {
  ALREADY_CANCELLED,
  CANNOT_CANCEL_DELIVERED,
  CANNOT_CANCEL_SHIPPED,
  cancelWindowPassed,
  customerCancelRefusal,
} from './order-cancel.rules';
import type { OrderStatus } from './order-status.rules';

const placed = new Date('2026-11-20T10:00:00Z');
const hoursLater = (h: number) => new Date(placed.getTime() + h * 3_600_000);

describe('customerCancelRefusal', () => {
  it.each<[OrderStatus, number, string | null]>([
    ['Pending', 1, null],
    ['Confirmed', 23.9, null],
    ['Processing', 24, null],
    ['Pending', 24.01, cancelWindowPassed(24)],
    ['Shipped', 1, CANNOT_CANCEL_SHIPPED],
    ['Delivered', 1, CANNOT_CANCEL_DELIVERED],
    ['Returned', 1, CANNOT_CANCEL_DELIVERED],
    ['Cancelled', 1, ALREADY_CANCELLED],
  ])('a %s order %s hours after it was placed: %s', (status, hours, expected) => {
    expect(customerCancelRefusal(status, placed, hoursLater(hours), 24)).toBe(expected);
  });

  it('reads the window from the setting', () => {
    expect(customerCancelRefusal('Pending', placed, hoursLater(3), 2)).toBe(cancelWindowPassed(2));
  });
});
