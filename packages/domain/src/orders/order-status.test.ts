import { describe, expect, it } from 'vitest';
import { holdsStock, isUnusualStatusChange, parseOrderStatus, shortId, unusualChangeWarning } from './order-status';

describe('isUnusualStatusChange', () => {
  it.each([
    ['Cancelled', 'Pending', true],
    ['Cancelled', 'Shipped', true],
    ['Cancelled', 'Delivered', true],
    ['Delivered', 'Pending', true],
    ['Delivered', 'Shipped', true],
    ['Returned', 'Pending', true],
    ['Returned', 'Delivered', true],
    ['Pending', 'Shipped', false],
    ['Shipped', 'Delivered', false],
    ['Delivered', 'Returned', false],
    ['Pending', 'Cancelled', false],
    ['Shipped', 'Shipped', false],
  ] as const)('%s → %s is unusual: %s', (from, to, unusual) => {
    expect(isUnusualStatusChange(from, to)).toBe(unusual);
  });

  it('words the warning as the admin spec does', () => {
    expect(unusualChangeWarning('Delivered', 'Pending')).toBe(
      'Warning: Changing status from Delivered to Pending is unusual. Are you sure you want to proceed?',
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

describe('holdsStock', () => {
  it('gives stock back only for a cancelled order', () => {
    expect(holdsStock('Cancelled')).toBe(false);
    expect(holdsStock('Pending')).toBe(true);
    expect(holdsStock('Returned')).toBe(true);
  });
});

describe('shortId', () => {
  it('shows the last 8 characters uppercased, or 6 in lists', () => {
    expect(shortId('0193b2c4-7d1e-7abc-9def-a1b2c3d4e5f6')).toBe('C3D4E5F6');
    expect(shortId('0193b2c4-7d1e-7abc-9def-a1b2c3d4e5f6', 6)).toBe('D4E5F6');
  });
});
