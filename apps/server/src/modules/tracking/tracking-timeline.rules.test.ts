import type { Order } from '@shop/domain/orders/order.responses';
import { describe, expect, it } from 'vitest';
import { buildTimeline, timelineEvent } from './tracking-timeline.rules';

const placed = '2026-11-20T05:00:00.000Z';
const order = (status: Order['status'], payment_status: Order['payment_status']) =>
  ({ status, payment_status, created_at: placed }) as Order;
const codes = (events: { code: string }[]) => events.map((e) => e.code);

describe('buildTimeline', () => {
  it.each([
    ['Pending', 'Pending', null, ['placed']],
    ['Confirmed', 'Paid', new Date('2026-11-20T05:03:00Z'), ['placed', 'paid', 'confirmed']],
    [
      'Delivered',
      'Paid',
      new Date('2026-11-20T05:03:00Z'),
      ['placed', 'paid', 'confirmed', 'processing', 'shipped', 'delivered'],
    ],
    ['Cancelled', 'Expired', null, ['placed', 'payment_expired', 'cancelled']],
    ['Cancelled', 'Failed', null, ['placed', 'payment_failed', 'cancelled']],
    ['Cancelled', 'Refunded', new Date('2026-11-20T05:03:00Z'), ['placed', 'paid', 'cancelled', 'refunded']],
  ] as const)('an order %s with payment %s reads as its steps', (status, payment, paidAt, expected) => {
    expect(codes(buildTimeline({ order: order(status, payment), paidAt }))).toEqual(expected);
  });

  it('gives times where the shop knows them: placed and paid', () => {
    const events = buildTimeline({ order: order('Confirmed', 'Paid'), paidAt: new Date('2026-11-20T05:03:00Z') });
    expect(events.map((e) => e.at)).toEqual([placed, '2026-11-20T05:03:00.000Z', null]);
  });

  it('puts courier events in time order, in place of the status step they report, after the untimed steps before them', () => {
    const courier = [
      timelineEvent('in_transit', '2026-11-21T09:00:00Z', 'Bengaluru Hub'),
      timelineEvent('shipped', '2026-11-21T04:00:00Z', 'Noida'),
    ];
    const events = buildTimeline({
      order: order('Shipped', 'Paid'),
      paidAt: new Date('2026-11-20T05:03:00Z'),
      courierEvents: courier,
    });
    expect(codes(events)).toEqual(['placed', 'paid', 'confirmed', 'processing', 'shipped', 'in_transit']);
    expect(events.find((e) => e.code === 'in_transit')).toMatchObject({
      label: 'In transit',
      location: 'Bengaluru Hub',
    });
  });
});
