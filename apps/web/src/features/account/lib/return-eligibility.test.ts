import { describe, expect, it } from 'vitest';
import { orderReturnOffer, unitsLeftToReturn } from './return-eligibility';

const NOW = new Date('2026-03-20T10:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const lines = [
  { quantity: 2, returned_quantity: 0 },
  { quantity: 1, returned_quantity: 0 },
];

describe('orderReturnOffer', () => {
  it('offers Return on a delivered order inside the window', () => {
    expect(
      orderReturnOffer(
        { status: 'Delivered', delivered_at: daysAgo(3), return_request: false, products: lines },
        NOW,
        15,
      ),
    ).toEqual({ kind: 'open' });
  });

  it('says the return period has expired with the store window after it', () => {
    expect(
      orderReturnOffer(
        { status: 'Delivered', delivered_at: daysAgo(8), return_request: false, products: lines },
        NOW,
        7,
      ),
    ).toEqual({
      kind: 'expired',
      message: 'Return period has expired. Returns are only available within 7 days of delivery.',
    });
  });

  it('offers nothing on an order not yet delivered', () => {
    expect(
      orderReturnOffer({ status: 'Shipped', delivered_at: null, return_request: false, products: lines }, NOW, 15),
    ).toEqual({ kind: 'none' });
  });

  it('says a request was submitted, and offers the units left while the window lasts', () => {
    const partly = [
      { quantity: 2, returned_quantity: 2 },
      { quantity: 1, returned_quantity: 0 },
    ];
    expect(
      orderReturnOffer(
        { status: 'Delivered', delivered_at: daysAgo(3), return_request: true, products: partly },
        NOW,
        15,
      ),
    ).toEqual({ kind: 'submitted', more: true });
    expect(
      orderReturnOffer(
        { status: 'Delivered', delivered_at: daysAgo(30), return_request: true, products: partly },
        NOW,
        15,
      ),
    ).toEqual({ kind: 'submitted', more: false });
  });

  it('offers no more once every unit is in a request', () => {
    const all = [{ quantity: 2, returned_quantity: 2 }];
    expect(
      orderReturnOffer({ status: 'Delivered', delivered_at: daysAgo(3), return_request: true, products: all }, NOW, 15),
    ).toEqual({ kind: 'submitted', more: false });
  });
});

describe('unitsLeftToReturn', () => {
  it('counts the units not yet being returned', () => {
    expect(unitsLeftToReturn({ quantity: 3, returned_quantity: 1 })).toBe(2);
    expect(unitsLeftToReturn({ quantity: 1, returned_quantity: 1 })).toBe(0);
  });
});
