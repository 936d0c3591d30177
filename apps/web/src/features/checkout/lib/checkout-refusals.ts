/**
 * Why Proceed to Payment stopped before an order was placed (shopper spec §5, §8, §9): the live
 * stock recheck found short lines, or the coupon can no longer be used. Expected outcomes, kept
 * apart from the server's other refusals so the checkout can say the spec's words and act on them.
 */
import { outOfStockMessage } from '@shop/domain/catalog/stock-label.rules';
import { ORDER_COUPON_PATH } from '@shop/domain/orders/order-form.rules';
import { ApiError } from '../../../lib/api-client';

/** Shopper spec §8: the recheck itself failed. */
export const STOCK_CHECK_FAILED = 'Unable to validate product stock. Please try again.';

/** The live recheck found these products short: no order was placed. */
export class StockShortage extends Error {
  constructor(readonly names: string[]) {
    super(names.map(outOfStockMessage).join('\n'));
    this.name = 'StockShortage';
  }
}

/** The live recheck could not be made (network, server): no order was placed. */
export class StockCheckFailed extends Error {
  constructor() {
    super(STOCK_CHECK_FAILED);
    this.name = 'StockCheckFailed';
  }
}

/** The fresh quote already says the coupon cannot be used (the order would be refused with it). */
export class CouponRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CouponRefused';
  }
}

/** The coupon's refusal message, when `error` refused the order for its coupon; else undefined. */
export function couponRefusalOf(error: Error): string | undefined {
  if (error instanceof CouponRefused) return error.message;
  if (error instanceof ApiError && error.errors?.some((e) => e.path === ORDER_COUPON_PATH)) return error.message;
  return undefined;
}
