import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { outOfStockMessage } from '@shop/domain/catalog/stock-label.rules';
import { CouponRefused, couponRefusalOf, StockShortage } from './checkout-refusals';

describe('checkout refusals', () => {
  it('reads a coupon refusal from the fresh quote or from POST /order/new naming order.couponCode', () => {
    expect(couponRefusalOf(new CouponRefused('This coupon has expired'))).toBe('This coupon has expired');
    expect(
      couponRefusalOf(
        new ApiError(422, 'This coupon has been used up', [
          { path: 'order.couponCode', message: 'This coupon has been used up' },
        ]),
      ),
    ).toBe('This coupon has been used up');
  });

  it('does not take other refusals for the coupon', () => {
    expect(
      couponRefusalOf(
        new ApiError(422, 'Please enter a quantity between 20 and 49', [{ path: 'lines.0.quantity', message: 'x' }]),
      ),
    ).toBeUndefined();
    expect(couponRefusalOf(new ApiError(409, 'Only 3 items available in stock'))).toBeUndefined();
    expect(couponRefusalOf(new Error('Network error'))).toBeUndefined();
  });

  it("says the spec's stock message for each short line", () => {
    const shortage = new StockShortage(['DHT22 Sensor', 'ESP32 DevKit']);
    expect(shortage.names.map(outOfStockMessage)).toEqual([
      'DHT22 Sensor is out of stock or insufficient quantity available',
      'ESP32 DevKit is out of stock or insufficient quantity available',
    ]);
  });
});
