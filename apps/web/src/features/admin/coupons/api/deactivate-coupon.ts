/** POST /coupon/{id}/deactivate (SuperAdmin) — switches a coupon off (issue 7). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiData } from '../../../../lib/api-client';
import { couponsKey } from './list-coupons';

export function deactivateCoupon(id: string): Promise<ApiData<'POST /coupon/:id/deactivate'>> {
  return api.call('POST /coupon/:id/deactivate', { params: { id } });
}

export function useDeactivateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}
