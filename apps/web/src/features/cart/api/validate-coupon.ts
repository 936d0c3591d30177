/**
 * POST /coupon/validate-coupon (shopper spec §7): checks a code for the cart. The reply is the
 * coupon's terms; a refusal is an ApiError with the spec's message ('This coupon has expired',
 * 'Invalid or expired coupon', …).
 */
import { useMutation } from '@tanstack/react-query';
import type { ShopperCoupon } from '@shop/domain/coupons/coupon.responses';
import { api } from '../../../lib/api-client';

export async function validateCoupon(code: string): Promise<ShopperCoupon> {
  return (await api.call('POST /coupon/validate-coupon', { body: { code } })).coupon;
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}
