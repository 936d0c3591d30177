import { describe, expect, it } from 'vitest';
import {
  CANCEL_DELIVERED,
  CANCEL_SHIPPED,
  CONFIRMED_BY_PAYMENT,
  isUnusualTransition,
  nextOrderStatuses,
  ORDER_ACTORS,
  orderTransition,
  REOPEN_CANCELLED,
  REOPEN_RETURNED,
  RETURNED_BY_RETURN,
  transitionHas,
  UNPAID_NOT_SHIPPED,
  type OrderActor,
} from './order-lifecycle.rules';
import { ORDER_STATUSES, type OrderStatus } from './order-status.rules';

/**
 * Who may take each step, written out by hand (not read from the table): every pair of statuses
 * and every actor below is checked against it, so a step added, dropped or given to someone else
 * in the table fails here.
 */
const ALLOWED: Partial<Record<`${OrderStatus}>${OrderStatus}`, OrderActor[]>> = {
  'Pending>Confirmed': ['system'],
  'Pending>Cancelled': ['system', 'customer', 'SubAdmin', 'SuperAdmin'],
  'Confirmed>Processing': ['system', 'SubAdmin', 'SuperAdmin'],
  'Confirmed>Shipped': ['courier', 'SubAdmin', 'SuperAdmin'],
  'Confirmed>Delivered': ['courier'],
  'Confirmed>Cancelled': ['customer', 'SuperAdmin'],
  'Processing>Shipped': ['courier', 'SubAdmin', 'SuperAdmin'],
  'Processing>Delivered': ['courier'],
  'Processing>Cancelled': ['customer', 'SuperAdmin'],
  'Shipped>Processing': ['SuperAdmin'],
  'Shipped>Delivered': ['courier', 'SubAdmin', 'SuperAdmin'],
  'Delivered>Shipped': ['SuperAdmin'],
  'Delivered>Returned': ['system'],
};

const pairs = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const),
);

describe('orderTransition: every pair of statuses, for every actor', () => {
  it.each(pairs)('%s → %s', (from, to) => {
    const allowed = ALLOWED[`${from}>${to}`] ?? [];
    for (const actor of ORDER_ACTORS) {
      const check = orderTransition(from, to, actor);
      expect({ actor, ok: check.ok }).toEqual({ actor, ok: allowed.includes(actor) });
      if (!check.ok) expect(check.message.length).toBeGreaterThan(10);
    }
  });
});

describe('what a refusal tells staff to do instead', () => {
  it.each([
    ['Delivered', 'Cancelled', 'SuperAdmin', CANCEL_DELIVERED],
    ['Shipped', 'Cancelled', 'SuperAdmin', CANCEL_SHIPPED],
    ['Shipped', 'Cancelled', 'customer', CANCEL_SHIPPED],
    ['Cancelled', 'Pending', 'SuperAdmin', REOPEN_CANCELLED],
    ['Cancelled', 'Delivered', 'SuperAdmin', REOPEN_CANCELLED],
    ['Returned', 'Delivered', 'SuperAdmin', REOPEN_RETURNED],
    ['Delivered', 'Returned', 'SuperAdmin', RETURNED_BY_RETURN],
    ['Shipped', 'Returned', 'SubAdmin', RETURNED_BY_RETURN],
    ['Pending', 'Confirmed', 'SuperAdmin', CONFIRMED_BY_PAYMENT],
    ['Pending', 'Shipped', 'SubAdmin', UNPAID_NOT_SHIPPED],
    ['Confirmed', 'Cancelled', 'SubAdmin', 'Only a SuperAdmin can cancel a paid order (the payment is refunded).'],
    ['Delivered', 'Shipped', 'SubAdmin', 'Only a SuperAdmin can change an order from Delivered to Shipped.'],
    ['Confirmed', 'Delivered', 'SuperAdmin', 'The courier marks an order delivered once it has shipped.'],
  ] as const)('%s → %s by %s: %s', (from, to, actor, message) => {
    expect(orderTransition(from, to, actor)).toEqual({ ok: false, message });
  });
});

describe('unusual steps ask staff to confirm', () => {
  it.each(pairs)('%s → %s', (from, to) => {
    const unusual = ['Confirmed>Cancelled', 'Processing>Cancelled', 'Shipped>Processing', 'Delivered>Shipped'].includes(
      `${from}>${to}`,
    );
    expect(isUnusualTransition(from, to)).toBe(unusual);
  });
});

describe('effects', () => {
  it('a cancel gives the units and the coupon back, and refunds only what was paid', () => {
    for (const from of ['Pending', 'Confirmed', 'Processing'] as const) {
      expect(transitionHas(from, 'Cancelled', 'stock_back')).toBe(true);
      expect(transitionHas(from, 'Cancelled', 'coupon_back')).toBe(true);
      expect(transitionHas(from, 'Cancelled', 'void_payment')).toBe(true);
      expect(transitionHas(from, 'Cancelled', 'mail')).toBe(true);
      expect(transitionHas(from, 'Cancelled', 'refund_due')).toBe(from !== 'Pending');
      expect(transitionHas(from, 'Cancelled', 'credit_note')).toBe(from !== 'Pending');
    }
  });

  it('no other step moves stock: a return restocks line by line, a correction moves nothing', () => {
    const moving = pairs
      .filter(([from, to]) => transitionHas(from, to, 'stock_back'))
      .map(([from, to]) => `${from}>${to}`);
    expect(moving).toEqual(['Pending>Cancelled', 'Confirmed>Cancelled', 'Processing>Cancelled']);
  });

  it('payment confirms the order and queues its invoice and shipment', () => {
    expect(transitionHas('Pending', 'Confirmed', 'invoice')).toBe(true);
    expect(transitionHas('Pending', 'Confirmed', 'book_shipment')).toBe(true);
  });
});

describe('nextOrderStatuses (the staff dropdown)', () => {
  it.each([
    ['Pending', 'SubAdmin', ['Cancelled']],
    ['Confirmed', 'SubAdmin', ['Processing', 'Shipped']],
    ['Confirmed', 'SuperAdmin', ['Processing', 'Shipped', 'Cancelled']],
    ['Shipped', 'SubAdmin', ['Delivered']],
    ['Shipped', 'SuperAdmin', ['Processing', 'Delivered']],
    ['Delivered', 'SuperAdmin', ['Shipped']],
    ['Delivered', 'SubAdmin', []],
    ['Cancelled', 'SuperAdmin', []],
    ['Returned', 'SuperAdmin', []],
  ] as const)('%s for a %s: %j', (from, actor, next) => {
    expect(nextOrderStatuses(from, actor)).toEqual(next);
  });
});
