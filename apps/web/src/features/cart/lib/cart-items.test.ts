import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '@shop/domain/catalog/product.responses';
import {
  addItem,
  parseCart,
  quoteLineOf,
  removeItem,
  setBulkItem,
  setItemQuantity,
  setItemRange,
  setItemWarranty,
} from './cart-items';

const product = (stock: number, inStock = true) =>
  ({
    _id: 'p1',
    product_name: 'ESP32 DevKit',
    product_image_main: '/media/products/esp32.svg',
    discounted_single_product_price: 399,
    non_discounted_price: 549,
    no_of_product_instock: stock,
    product_instock: inStock,
  }) as ProductSummary;

describe('cart items', () => {
  it('adds a product with its display snapshot', () => {
    const result = addItem([], product(5), 2);
    expect(result).toEqual({
      ok: true,
      items: [expect.objectContaining({ product_id: 'p1', quantity: 2, discounted_single_product_price: 399 })],
    });
  });

  it('adds to the existing line instead of making a second one', () => {
    const first = addItem([], product(5), 2);
    const second = first.ok ? addItem(first.items, product(5), 1) : first;
    expect(second.ok && second.items).toEqual([expect.objectContaining({ quantity: 3 })]);
  });

  it('refuses more units than the stock with the spec message', () => {
    const first = addItem([], product(3), 3);
    expect(first.ok && addItem(first.items, product(3), 1)).toEqual({
      ok: false,
      message: 'Only 3 items available in stock',
    });
  });

  it('refuses an out-of-stock product', () => {
    expect(addItem([], product(4, false), 1)).toEqual({ ok: false, message: 'Product is out of stock' });
    expect(addItem([], product(0), 1)).toEqual({ ok: false, message: 'Product is out of stock' });
  });

  it('caps a quantity change at the live stock', () => {
    const start = addItem([], product(10), 1);
    const items = start.ok ? start.items : [];
    expect(setItemQuantity(items, 'p1', 11, 10)).toEqual({ ok: false, message: 'Only 10 items available in stock' });
    expect(setItemQuantity(items, 'p1', 0, 10).ok).toBe(false);
    expect(setItemQuantity(items, 'p1', 4, 10)).toEqual({
      ok: true,
      items: [expect.objectContaining({ quantity: 4 })],
    });
    expect(removeItem(items, 'p1')).toEqual([]);
  });

  it('reads only well-formed lines from storage', () => {
    expect(parseCart('not json')).toEqual([]);
    expect(parseCart('{"a":1}')).toEqual([]);
    expect(
      parseCart('[{"product_id":"p1","quantity":2},{"product_id":"","quantity":1},{"product_id":"p2","quantity":0}]'),
    ).toEqual([{ product_id: 'p1', quantity: 2 }]);
  });
});

describe('bulk lines', () => {
  it('makes the product a bulk line at the chosen tier, replacing a regular line', () => {
    const first = addItem([], product(40), 2);
    const bulk = first.ok ? setBulkItem(first.items, product(40), 25, '20–49') : first;
    expect(bulk.ok && bulk.items).toEqual([
      expect.objectContaining({ product_id: 'p1', quantity: 25, is_bulk_order: true, bulk_range: '20–49' }),
    ]);
    expect(bulk.ok && bulk.items.map(quoteLineOf)).toEqual([
      { product_id: 'p1', quantity: 25, is_bulk_order: true, bulk_range: '20–49' },
    ]);
  });

  it('refuses a bulk line when 10 or fewer units are in stock', () => {
    expect(setBulkItem([], product(10), 5, '5–9')).toEqual({
      ok: false,
      message: 'Bulk orders need more than 10 units in stock.',
    });
    expect(setBulkItem([], product(11), 12, '10–19')).toEqual({
      ok: false,
      message: 'Only 11 items available in stock',
    });
  });

  it('keeps the tier when regular units are added, and drops it back to a regular line', () => {
    const bulk = setBulkItem([], product(40), 20, '20–49');
    const more = bulk.ok ? addItem(bulk.items, product(40), 1) : bulk;
    expect(more.ok && more.items[0]).toEqual(
      expect.objectContaining({ quantity: 21, is_bulk_order: true, bulk_range: '20–49' }),
    );
    const regular = more.ok ? setItemRange(more.items, 'p1', null) : [];
    expect(regular[0]).not.toHaveProperty('is_bulk_order');
    expect(quoteLineOf(regular[0]!)).toEqual({ product_id: 'p1', quantity: 21 });
  });

  it('reads stored lines with and without bulk fields, and drops malformed ones', () => {
    const raw = JSON.stringify([
      { product_id: 'a', quantity: 2 },
      { product_id: 'b', quantity: 25, is_bulk_order: true, bulk_range: '20–49' },
      { product_id: 'c', quantity: 2, is_bulk_order: 'yes' },
    ]);
    expect(parseCart(raw).map((item) => item.product_id)).toEqual(['a', 'b']);
  });
});

describe('the extended warranty flag (decision 039)', () => {
  it('belongs to the line: the box sets it, adding again with the other choice changes it, adding without a choice keeps it', () => {
    const first = addItem([], product(10), 1, true);
    expect(first.ok && first.items[0]).toMatchObject({ quantity: 1, extended_warranty: true });
    const kept = first.ok ? addItem(first.items, product(10), 1) : first;
    expect(kept.ok && kept.items[0]).toMatchObject({ quantity: 2, extended_warranty: true });
    const off = kept.ok ? addItem(kept.items, product(10), 1, false) : kept;
    expect(off.ok && off.items).toEqual([expect.not.objectContaining({ extended_warranty: true })]);
    expect(off.ok && off.items[0]!.quantity).toBe(3);
  });

  it('is sent to the quote and the order only when set, and removed from the cart line', () => {
    const added = addItem([], product(20), 2, true);
    const items = added.ok ? added.items : [];
    expect(quoteLineOf(items[0]!)).toEqual({ product_id: 'p1', quantity: 2, extended_warranty: true });
    const bulk = setBulkItem(items, product(20), 12, '10–19');
    expect(bulk.ok && quoteLineOf(bulk.items[0]!)).toEqual({
      product_id: 'p1',
      quantity: 12,
      is_bulk_order: true,
      bulk_range: '10–19',
      extended_warranty: true,
    });
    const removed = setItemWarranty(items, 'p1', false);
    expect(quoteLineOf(removed[0]!)).toEqual({ product_id: 'p1', quantity: 2 });
    expect(parseCart(JSON.stringify([{ product_id: 'p1', quantity: 1, extended_warranty: 'yes' }]))).toEqual([]);
  });
});
