/**
 * Coupon replies (shopper spec §4 'Coupon', admin spec §3 'Coupon'): the spec's field names,
 * rupees as numbers, instants as ISO strings. The web app imports the inferred types.
 */
import { z } from 'zod';

/** A coupon as a shopper sees it after validating its code. */
export const shopperCoupon = z.object({
  _id: z.string(),
  code: z.string(),
  discountPercentage: z.number().int(),
  expiryDate: z.string(),
  /** Rupees, before GST; null = none. */
  minOrderValue: z.number().nullable(),
  maxDiscount: z.number().nullable(),
});
export type ShopperCoupon = z.infer<typeof shopperCoupon>;

/** POST /coupon/validate-coupon */
export const validateCouponData = z.object({ coupon: shopperCoupon });

/** A coupon as staff see it: its terms, limits, uses and status. */
export const staffCoupon = shopperCoupon.extend({
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  /** The one customer who may use it, or null. */
  customerEmail: z.string().nullable(),
  active: z.boolean(),
  status: z.enum(['Active', 'Expired', 'Inactive']),
  created_at: z.string(),
});
export type StaffCoupon = z.infer<typeof staffCoupon>;

/** POST /coupon/create-coupon, /coupon/{id}/update, /coupon/{id}/deactivate */
export const staffCouponData = z.object({ coupon: staffCoupon });

/** POST /coupon/list */
export const couponListData = z.object({ couponList: z.array(staffCoupon), couponCount: z.number().int() });
export type CouponListData = z.infer<typeof couponListData>;
