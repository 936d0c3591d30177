import { describe, expect, it } from 'vitest';
import { jobLabel } from './job-labels';

describe('jobLabel', () => {
  it('names a refund job in words', () => {
    expect(jobLabel('payments.refund')).toBe('Refund a payment');
  });

  it('shows a job name it does not know as it is', () => {
    expect(jobLabel('invoices.generate')).toBe('invoices.generate');
  });

  it('does not read names off the object prototype', () => {
    expect(jobLabel('toString')).toBe('toString');
  });
});
