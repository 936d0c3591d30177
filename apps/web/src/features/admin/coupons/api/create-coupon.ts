/** POST /coupon/create-coupon (SuperAdmin) — a new coupon (admin spec §2 'Create Coupon', §5, §8). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCouponInput } from '@shop/domain/coupons/coupon.schemas';
import { api, type ApiData } from '../../../../lib/api-client';
import { couponsKey } from './list-coupons';

export function createCoupon(body: CreateCouponInput): Promise<ApiData<'POST /coupon/create-coupon'>> {
  return api.call('POST /coupon/create-coupon', { body });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}
