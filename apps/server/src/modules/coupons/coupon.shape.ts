/** Coupons as the API shows them (admin spec §3 'Coupon'): the spec's names, rupees, ISO instants. */
import { couponStatus } from '@shop/domain/coupons/coupon.rules';
import type { ShopperCoupon, StaffCoupon } from '@shop/domain/coupons/coupon.responses';
import { paiseToRupees } from '@shop/domain/money/money.rules';
import type { CouponRow } from './coupons.repository';

const rupeesOrNull = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

export function toShopperCoupon(row: CouponRow): ShopperCoupon {
  return {
    _id: row.id,
    code: row.code,
    discountPercentage: row.percentage,
    expiryDate: row.expiresAt.toISOString(),
    minOrderValue: rupeesOrNull(row.minOrderValuePaise),
    maxDiscount: rupeesOrNull(row.maxDiscountPaise),
  };
}

export function toStaffCoupon(row: CouponRow, customerEmail: string | null, now: Date): StaffCoupon {
  return {
    ...toShopperCoupon(row),
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    usedCount: row.usedCount,
    customerEmail,
    active: row.active,
    status: couponStatus(row, now),
    created_at: row.createdAt.toISOString(),
  };
}
