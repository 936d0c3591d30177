/**
 * This device's cart as PUT /cart takes it (decisions 029, 056). The merge of this cart with the
 * saved one is the server's (PUT /cart with a base; packages/domain carts/cart-merge.rules.ts): here
 * only what the server would refuse as malformed is mended, so one odd line in old browser
 * storage cannot stop the whole cart from being saved.
 */
import {
  MAX_BULK_RANGE_LENGTH,
  MAX_COUPON_CODE_LENGTH,
  MAX_PRODUCT_ID_LENGTH,
  MAX_SAVED_CART_LINES,
  MAX_SAVED_LINE_QUANTITY,
} from '@shop/domain/carts/saved-cart-limits.rules';
import type { CartItem } from './cart-items';

function rangeOf(item: CartItem): string | null {
  return item.is_bulk_order && item.bulk_range ? item.bulk_range : null;
}

function byProduct(items: readonly CartItem[]): Map<string, CartItem> {
  const map = new Map<string, CartItem>();
  for (const item of items) if (!map.has(item.product_id)) map.set(item.product_id, item);
  return map;
}

/**
 * The lines as PUT /cart takes them: one per product (a product id the server could not hold is
 * left out), at most MAX_SAVED_CART_LINES, quantities
 * within 1..MAX_SAVED_LINE_QUANTITY, a bulk range of at most MAX_BULK_RANGE_LENGTH characters (a
 * longer one is dropped: no tier has such a label). Anything the server would refuse as malformed is mended here, so one
 * odd line in old browser storage cannot stop the whole cart from being saved.
 */
export function savedLinesOf(items: readonly CartItem[]): {
  product_id: string;
  quantity: number;
  is_bulk_order?: boolean;
  bulk_range?: string;
  extended_warranty?: boolean;
  bulk_quote_line_id?: string;
}[] {
  const sendable = [...byProduct(items).values()].filter(
    (item) => item.product_id.length <= MAX_PRODUCT_ID_LENGTH && !item.product_id.includes('\u0000'),
  );
  return sendable.slice(0, MAX_SAVED_CART_LINES).map((item) => {
    const quantity = Math.min(Math.max(1, Math.trunc(item.quantity)), MAX_SAVED_LINE_QUANTITY);
    const range = rangeOf(item);
    if (item.bulk_quote_line_id && item.bulk_quote_line_id.length <= MAX_PRODUCT_ID_LENGTH)
      return { product_id: item.product_id, quantity, bulk_quote_line_id: item.bulk_quote_line_id };
    const line =
      range && range.length <= MAX_BULK_RANGE_LENGTH
        ? { product_id: item.product_id, quantity, is_bulk_order: true, bulk_range: range }
        : { product_id: item.product_id, quantity };
    return item.extended_warranty ? { ...line, extended_warranty: true } : line;
  });
}

/** The coupon code as PUT /cart takes it: upper-cased, or null when blank or longer than any code. */
export function savedCouponOf(code: string | undefined): string | null {
  const value = code?.trim().toUpperCase();
  return value && value.length <= MAX_COUPON_CODE_LENGTH && !value.includes('\u0000') ? value : null;
}
