import { describe, expect, it } from 'vitest';
import { payabilityOf } from './payability';

describe('payabilityOf', () => {
  it('lets an open unpaid order, or one whose payment failed (still Pending, units held), be paid', () => {
    expect(payabilityOf({ status: 'Pending', payment_status: 'Pending' })).toBe('payable');
    expect(payabilityOf({ status: 'Pending', payment_status: 'Failed' })).toBe('payable');
  });

  it('says why an order can no longer be paid', () => {
    expect(payabilityOf({ status: 'Confirmed', payment_status: 'Paid' })).toBe('paid');
    expect(payabilityOf({ status: 'Cancelled', payment_status: 'Paid' })).toBe('paid');
    expect(payabilityOf({ status: 'Delivered', payment_status: 'Partially refunded' })).toBe('paid');
    expect(payabilityOf({ status: 'Cancelled', payment_status: 'Expired' })).toBe('expired');
    expect(payabilityOf({ status: 'Cancelled', payment_status: 'Pending' })).toBe('cancelled');
    expect(payabilityOf({ status: 'Cancelled', payment_status: 'Failed' })).toBe('cancelled');
    expect(payabilityOf({ status: 'Cancelled', payment_status: 'Refunded' })).toBe('cancelled');
  });
});
