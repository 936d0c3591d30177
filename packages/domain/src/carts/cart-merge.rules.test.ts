import { describe, expect, it } from 'vitest';
import {
  mergeCarts,
  mergeLine,
  rangeHolds,
  withoutBought,
  type CartContents,
  type CartLineOfMerge,
} from './cart-merge.rules';

const line = (product_id: string, quantity: number, bulk_range?: string): CartLineOfMerge => ({
  product_id,
  quantity,
  ...(bulk_range ? { is_bulk_order: true, bulk_range } : {}),
});
const cart = (couponCode: string | null, ...lines: CartLineOfMerge[]): CartContents => ({ lines, couponCode });
const summary = (c: CartContents) => [
  ...c.lines.map((l) => `${l.product_id}×${l.quantity}${l.bulk_range ? ` @${l.bulk_range}` : ''}`),
  `coupon ${c.couponCode}`,
];

describe('rangeHolds', () => {
  it.each([
    ['20–49', 20, true],
    ['20–49', 49, true],
    ['20–49', 50, false],
    ['20–49', 19, false],
    ['100+', 100, true],
    ['100+', 99, false],
    ['10', 10, true],
    ['10', 11, false],
    ['20-50', 49, true],
    ['20-50', 50, false],
    ['bulk', 20, false],
    ['', 20, false],
  ] as const)('%s holds %i units: %s', (label, quantity, holds) => {
    expect(rangeHolds(label, quantity)).toBe(holds);
  });
});

describe('mergeLine', () => {
  it.each([
    ['the larger quantity, not the sum', line('a', 2), line('a', 3), 'a×3'],
    ['the larger quantity when it is the browser’s', line('a', 7), line('a', 3), 'a×7'],
    ['the saved bulk tier when it holds the larger quantity', line('a', 25), line('a', 20, '20–49'), 'a×25 @20–49'],
    ['the browser’s bulk tier on a tie', line('a', 20, '20–49'), line('a', 20, '20–29'), 'a×20 @20–49'],
    ['the tier of the larger line', line('a', 20, '20–49'), line('a', 60, '50–99'), 'a×60 @50–99'],
    ['no tier when neither holds the merged quantity', line('a', 60), line('a', 20, '20–49'), 'a×60'],
    [
      'the other line’s tier when the larger line’s does not hold it',
      line('a', 30, '20–49'),
      line('a', 30, '5–9'),
      'a×30 @20–49',
    ],
  ])('gives a product in both carts %s', (_rule, device, saved, expected) => {
    expect(summary(cart(null, mergeLine(device, saved)))[0]).toBe(expected);
  });

  it('keeps the extended warranty either line buys', () => {
    expect(mergeLine({ ...line('a', 1), extended_warranty: true }, line('a', 2))).toEqual({
      product_id: 'a',
      quantity: 2,
      extended_warranty: true,
    });
  });
});

describe('mergeCarts with no base (a guest’s cart at sign-in)', () => {
  it('is the union with the larger quantity per product, the saved lines first', () => {
    const saved = cart('SAVE10', line('pi5', 2), line('dht22', 1));
    const device = cart(null, line('esp32', 1), line('dht22', 3));
    expect(summary(mergeCarts(saved, device, null))).toEqual(['pi5×2', 'dht22×3', 'esp32×1', 'coupon SAVE10']);
  });

  it('keeps the browser’s coupon over the saved one', () => {
    expect(mergeCarts(cart('SAVE10'), cart('WELCOME'), null).couponCode).toBe('WELCOME');
  });

  it('keeps one line per product even from a damaged cart', () => {
    expect(
      summary(mergeCarts(cart(null, line('a', 2), line('a', 9)), cart(null, line('a', 1), line('a', 5)), null)),
    ).toEqual(['a×2', 'coupon null']);
  });
});

describe('mergeCarts with the base the browser last saw', () => {
  it('keeps another device’s lines and coupon the browser never saw (issue 27: the two units and the coupon were gone)', () => {
    const base = cart(null, line('led', 1));
    const saved = cart('SAVE10', line('led', 1), line('pi5', 2));
    const device = cart(null, line('led', 4));
    expect(summary(mergeCarts(saved, device, base))).toEqual(['led×4', 'pi5×2', 'coupon SAVE10']);
  });

  it('lets a paid order’s removal win over a stale browser copy', () => {
    const base = cart('SAVE10', line('pi5', 2));
    expect(summary(mergeCarts(cart(null), base, base))).toEqual(['coupon null']);
  });

  it('lets the browser remove a line and its coupon the saved cart did not change', () => {
    const base = cart('SAVE10', line('pi5', 2), line('led', 1));
    expect(summary(mergeCarts(base, cart(null, line('led', 1)), base))).toEqual(['led×1', 'coupon null']);
  });

  it('takes the browser’s change of a line the saved cart did not change, even a smaller quantity', () => {
    const base = cart(null, line('pi5', 3));
    expect(summary(mergeCarts(base, cart(null, line('pi5', 1)), base))).toEqual(['pi5×1', 'coupon null']);
  });

  it('merges a line both changed: the larger quantity, and a line either still holds is kept', () => {
    const base = cart(null, line('pi5', 1), line('led', 1));
    const saved = cart(null, line('pi5', 2));
    const device = cart(null, line('pi5', 3), line('led', 5));
    expect(summary(mergeCarts(saved, device, base))).toEqual(['pi5×3', 'led×5', 'coupon null']);
  });
});

describe('withoutBought', () => {
  it('takes the bought units out and the order’s coupon away', () => {
    const saved = cart('SAVE10', line('pi5', 2), line('led', 5), line('esp32', 1));
    expect(summary(withoutBought(saved, [line('pi5', 2), line('led', 2)], 'save10'))).toEqual([
      'led×3',
      'esp32×1',
      'coupon null',
    ]);
  });

  it('drops a tier that no longer holds what is left, and keeps another coupon', () => {
    const saved = cart('WELCOME', line('res', 25, '20–49'));
    expect(summary(withoutBought(saved, [line('res', 20)], 'SAVE10'))).toEqual(['res×5', 'coupon WELCOME']);
  });

  it('empties a cart whose every line was bought', () => {
    expect(summary(withoutBought(cart(null, line('pi5', 1)), [line('pi5', 3)], null))).toEqual(['coupon null']);
  });
});

describe('a bulk quote line (issue 30)', () => {
  it('wins whole over a catalogue-priced line of its product when both sides changed', () => {
    const quoted: CartLineOfMerge = { product_id: 'p1', quantity: 50, bulk_quote_line_id: 'ql1' };
    const merged = mergeCarts(
      { lines: [quoted], couponCode: null },
      { lines: [{ product_id: 'p1', quantity: 60 }], couponCode: null },
      null,
    );
    expect(merged.lines).toEqual([quoted]);
  });
});
