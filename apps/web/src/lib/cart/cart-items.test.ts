import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '@shop/domain/catalog/product.responses';
import { addItem, parseCart, removeItem, setItemQuantity } from './cart-items';

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
    expect(result).toEqual({ ok: true, items: [expect.objectContaining({ product_id: 'p1', quantity: 2, discounted_single_product_price: 399 })] });
  });

  it('adds to the existing line instead of making a second one', () => {
    const first = addItem([], product(5), 2);
    const second = first.ok ? addItem(first.items, product(5), 1) : first;
    expect(second.ok && second.items).toEqual([expect.objectContaining({ quantity: 3 })]);
  });

  it('refuses more units than the stock with the spec message', () => {
    const first = addItem([], product(3), 3);
    expect(first.ok && addItem(first.items, product(3), 1)).toEqual({ ok: false, message: 'Only 3 items available in stock' });
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
    expect(setItemQuantity(items, 'p1', 4, 10)).toEqual({ ok: true, items: [expect.objectContaining({ quantity: 4 })] });
    expect(removeItem(items, 'p1')).toEqual([]);
  });

  it('reads only well-formed lines from storage', () => {
    expect(parseCart('not json')).toEqual([]);
    expect(parseCart('{"a":1}')).toEqual([]);
    expect(parseCart('[{"product_id":"p1","quantity":2},{"product_id":"","quantity":1},{"product_id":"p2","quantity":0}]')).toEqual([{ product_id: 'p1', quantity: 2 }]);
  });
});
