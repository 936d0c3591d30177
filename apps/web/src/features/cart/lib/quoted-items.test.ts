import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '@shop/domain/catalog/product.responses';
import {
  addItem,
  parseCart,
  putQuotedItems,
  QUOTED_LINE_FIXED,
  quoteLineOf,
  setItemQuantity,
  type CartItem,
} from './cart-items';
import { savedLinesOf } from './saved-cart-body';

const snapshot = {
  product_name: 'ESP32 DevKit',
  product_image_main: '',
  discounted_single_product_price: 399,
  non_discounted_price: 549,
  no_of_product_instock: 200,
};
const quoted: CartItem = { product_id: 'p1', quantity: 50, bulk_quote_line_id: 'ql1', ...snapshot };
const regular: CartItem = { product_id: 'p2', quantity: 2, ...snapshot };

describe('a bulk quote line in the cart (issue 30)', () => {
  it('replaces the line of its product and keeps the others', () => {
    const items = putQuotedItems([{ ...regular, product_id: 'p1' }, regular], [quoted]);
    expect(items.map((i) => [i.product_id, i.quantity, i.bulk_quote_line_id])).toEqual([
      ['p1', 50, 'ql1'],
      ['p2', 2, undefined],
    ]);
  });

  it('is sent to the quote, the order and the saved cart with its id only', () => {
    expect(quoteLineOf({ ...quoted, is_bulk_order: true, bulk_range: '20+' })).toEqual({
      product_id: 'p1',
      quantity: 50,
      bulk_quote_line_id: 'ql1',
    });
    expect(savedLinesOf([quoted])).toEqual([{ product_id: 'p1', quantity: 50, bulk_quote_line_id: 'ql1' }]);
    expect(parseCart(JSON.stringify([quoted]))).toEqual([quoted]);
  });

  it('keeps its quantity fixed: no stepper change, no units added', () => {
    expect(setItemQuantity([quoted], 'p1', 51)).toEqual({ ok: false, message: QUOTED_LINE_FIXED });
    const product = { _id: 'p1', product_instock: true, ...snapshot } as ProductSummary;
    expect(addItem([quoted], product, 1)).toEqual({ ok: false, message: QUOTED_LINE_FIXED });
  });
});
