import { describe, expect, it } from 'vitest';
import { paymentNote } from './payment-note';

describe('paymentNote', () => {
  it('says an order whose hold ran out was cancelled for want of payment', () => {
    expect(paymentNote({ status: 'Cancelled', payment_status: 'Expired', refund_due: false })).toEqual({
      kind: 'warning',
      text: 'Payment not received in time — order cancelled.',
    });
  });

  it('says a refunded payment was refunded', () => {
    expect(paymentNote({ status: 'Cancelled', payment_status: 'Refunded', refund_due: false })?.text).toBe(
      'Your payment has been refunded.',
    );
  });

  it('tells the customer of a cancelled, paid order that the refund is on its way', () => {
    expect(paymentNote({ status: 'Cancelled', payment_status: 'Paid', refund_due: true })).toEqual({
      kind: 'refund',
      text: 'Order cancelled — your payment is being refunded to you.',
    });
  });

  it('tells the customer who paid twice that the extra payment is being refunded', () => {
    expect(paymentNote({ status: 'Confirmed', payment_status: 'Paid', refund_due: true })?.text).toMatch(
      /extra payment .* refunded/,
    );
  });

  it('says a failed payment cancelled the order', () => {
    expect(paymentNote({ status: 'Cancelled', payment_status: 'Failed', refund_due: false })?.text).toBe(
      'Payment failed — order cancelled.',
    );
  });

  it('tells the customer whose payment failed that the items are still held and may be paid for again', () => {
    expect(paymentNote({ status: 'Pending', payment_status: 'Failed', refund_due: false })).toEqual({
      kind: 'warning',
      text: 'Payment failed — your items are still held for a while: retry the payment to keep them.',
    });
  });

  it('says part of the payment was refunded after a partial return', () => {
    expect(paymentNote({ status: 'Delivered', payment_status: 'Partially refunded', refund_due: false })?.kind).toBe(
      'refund',
    );
  });

  it.each([
    ['Pending', 'Pending'],
    ['Confirmed', 'Paid'],
    ['Delivered', 'Paid'],
  ] as const)('adds nothing to a %s order with payment %s', (status, payment_status) => {
    expect(paymentNote({ status, payment_status, refund_due: false })).toBeNull();
  });
});
