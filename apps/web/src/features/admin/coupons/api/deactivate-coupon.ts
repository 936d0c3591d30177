/** POST /coupon/{id}/deactivate (SuperAdmin) — switches a coupon off (issue 7). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffCoupon } from '@shop/domain/coupons/coupon.responses';
import { api } from '../../../../lib/api-client';
import { couponsKey } from './list-coupons';

export function deactivateCoupon(id: string): Promise<{ coupon: StaffCoupon }> {
  return api.post<{ coupon: StaffCoupon }>(`/coupon/${encodeURIComponent(id)}/deactivate`, {});
}

export function useDeactivateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}
