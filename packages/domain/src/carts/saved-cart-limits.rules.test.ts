import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '../orders/order.schemas';
import { bulkRangeSchema } from '../pricing/quote.schemas';
import { MAX_ID_LENGTH } from '../validation/text.schemas';
import {
  MAX_BULK_RANGE_LENGTH,
  MAX_COUPON_CODE_LENGTH,
  MAX_PRODUCT_ID_LENGTH,
  MAX_SAVED_CART_LINES,
  MAX_SAVED_LINE_QUANTITY,
} from './saved-cart-limits.rules';
import { savedCartBody } from './saved-cart.schemas';

describe('saved cart limits', () => {
  it('are the limits of an order, so every saved cart can be ordered', () => {
    expect([MAX_SAVED_CART_LINES, MAX_SAVED_LINE_QUANTITY]).toEqual([MAX_ORDER_LINES, MAX_LINE_QUANTITY]);
  });

  it('take bulk range labels as long as the quote does, and no longer', () => {
    expect(bulkRangeSchema.safeParse('x'.repeat(MAX_BULK_RANGE_LENGTH)).success).toBe(true);
    expect(bulkRangeSchema.safeParse('x'.repeat(MAX_BULK_RANGE_LENGTH + 1)).success).toBe(false);
  });

  it('take ids and coupon codes as long as the saved cart body does, and no longer', () => {
    expect(MAX_PRODUCT_ID_LENGTH).toBe(MAX_ID_LENGTH);
    const body = (couponCode: string) => savedCartBody.safeParse({ lines: [], couponCode }).success;
    expect([body('C'.repeat(MAX_COUPON_CODE_LENGTH)), body('C'.repeat(MAX_COUPON_CODE_LENGTH + 1))]).toEqual([
      true,
      false,
    ]);
  });
});
