import { describe, expect, it } from 'vitest';
import { ALERT_STATUS, itemCount, listCount } from './customer-detail-labels';

const orders = { one: 'order', many: 'orders' };

describe('listCount', () => {
  it.each([
    [0, 0, '0 orders'],
    [1, 1, '1 order'],
    [3, 3, '3 orders'],
    [20, 20, '20 orders'],
    [20, 34, 'Newest 20 of 34'],
  ])('reads %i shown of %i as "%s"', (shown, total, text) => {
    expect(listCount(shown, total, orders)).toBe(text);
  });
});

describe('itemCount', () => {
  it('counts one item and several items', () => {
    expect([itemCount(1), itemCount(3)]).toEqual(['1 item', '3 items']);
  });
});

describe('ALERT_STATUS', () => {
  it('names every status an alert can have', () => {
    expect(Object.keys(ALERT_STATUS).sort()).toEqual(['active', 'notified', 'pending', 'unsubscribed']);
    expect(ALERT_STATUS.active.label).toBe('Waiting');
  });
});
