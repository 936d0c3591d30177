import { describe, expect, it } from 'vitest';
import { parseOrderStatus, shortId, unusualChangeWarning } from './order-status.rules';

describe('unusualChangeWarning', () => {
  it('words the warning as the admin spec does', () => {
    expect(unusualChangeWarning('Delivered', 'Shipped')).toBe(
      'Warning: Changing status from Delivered to Shipped is unusual. Are you sure you want to proceed?',
    );
  });
});

describe('parseOrderStatus', () => {
  it('reads a status in any case', () => {
    expect(parseOrderStatus('CANCELLED')).toBe('Cancelled');
    expect(parseOrderStatus(' shipped ')).toBe('Shipped');
  });

  it('refuses what is not a status', () => {
    expect(parseOrderStatus('Lost')).toBeUndefined();
  });
});

describe('shortId', () => {
  it('shows the last 8 characters uppercased, or 6 in lists', () => {
    expect(shortId('0193b2c4-7d1e-7abc-9def-a1b2c3d4e5f6')).toBe('C3D4E5F6');
    expect(shortId('0193b2c4-7d1e-7abc-9def-a1b2c3d4e5f6', 6)).toBe('D4E5F6');
  });
});
