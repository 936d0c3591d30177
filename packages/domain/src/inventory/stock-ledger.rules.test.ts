import { describe, expect, it } from 'vitest';
import {
  ADJUSTMENT_REASONS,
  STOCK_REASON_LABELS,
  STOCK_REASONS,
  stockReasonOfStatusChange,
} from './stock-ledger.rules';

describe('stockReasonOfStatusChange', () => {
  it.each([
    ['Pending', 'Cancelled', undefined, 'order_cancelled'],
    ['Pending', 'Cancelled', 'Failed', 'payment_failed'],
    ['Pending', 'Cancelled', 'Expired', 'hold_expired'],
    ['Cancelled', 'Pending', 'Pending', 'payment_retry'],
    ['Cancelled', 'Shipped', undefined, 'order_reopened'],
    ['Delivered', 'Returned', undefined, 'order_returned'],
  ] as const)('%s → %s (payment %s) is %s', (from, to, payment, reason) => {
    expect(stockReasonOfStatusChange(from, to, payment)).toBe(reason);
  });

  it('gives every reason a label and lets staff choose only adjustment reasons', () => {
    for (const reason of STOCK_REASONS) expect(STOCK_REASON_LABELS[reason]).toBeTruthy();
    expect(ADJUSTMENT_REASONS).not.toContain('csv_import');
    expect(ADJUSTMENT_REASONS).not.toContain('order_placed');
  });
});
