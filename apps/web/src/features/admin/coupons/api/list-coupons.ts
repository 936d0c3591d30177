/** POST /coupon/list (SuperAdmin) — the active, unexpired coupons, 20 a page (admin spec §2 'Coupons', §7, §9). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { COUPON_PAGE_SIZE } from '@shop/domain/coupons/coupon.rules';
import type { CouponListData, StaffCoupon } from '@shop/domain/coupons/coupon.responses';
import { api } from '../../../../lib/api-client';

export type { StaffCoupon };

export const couponsKey = ['admin', 'coupons'] as const;

export function listCoupons(pageNum: number, signal?: AbortSignal): Promise<CouponListData> {
  return api.call('POST /coupon/list', { body: { pageNum, pageSize: COUPON_PAGE_SIZE, filters: {} } }, { signal });
}

export function useCoupons(pageNum: number) {
  return useQuery(
    queryOptions({
      queryKey: [...couponsKey, pageNum],
      queryFn: ({ signal }) => listCoupons(pageNum, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
