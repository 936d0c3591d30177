/**
 * Coupon requests (shopper spec §6 'POST /coupon/validate-coupon'; admin spec §7 coupon calls;
 * issue 7): strict bodies, bounded strings, the spec's messages. Amounts are rupees with at most
 * two decimals, as the spec's fields are; the server turns them into paise.
 */
import { z } from 'zod';
import { emailSchema } from '../accounts/auth.schemas';
import { bodyPageFields } from '../api/paging.schemas';
import { text } from '../validation/text.schemas';
import { parseIndiaExpiry } from './india-time.rules';
import {
  COUPON_CODE_FORMAT,
  COUPON_CODE_REQUIRED,
  COUPON_EXPIRY_FORMAT,
  COUPON_FIELDS_REQUIRED,
  COUPON_PAGE_SIZE,
  COUPON_PERCENTAGE_RANGE,
  COUPON_CODE_PATTERN,
  MAX_COUPON_AMOUNT_RUPEES,
  MAX_COUPON_CODE_LENGTH,
  MAX_COUPON_PERCENTAGE,
  MAX_COUPON_USES,
  MIN_COUPON_PERCENTAGE,
  normalizeCouponCode,
} from './coupon.rules';

/** A code as typed: trimmed, upper-cased, then checked for its shape; `missing` when absent or blank. */
const couponCode = (missing: string) =>
  text({ max: 100, error: missing })
    .transform(normalizeCouponCode)
    .pipe(
      text({ max: MAX_COUPON_CODE_LENGTH, tooLong: COUPON_CODE_FORMAT })
        .min(1, { error: missing })
        .regex(COUPON_CODE_PATTERN, { error: COUPON_CODE_FORMAT }),
    );

const percentage = z
  .number({ error: COUPON_FIELDS_REQUIRED })
  .int({ error: COUPON_PERCENTAGE_RANGE })
  .min(MIN_COUPON_PERCENTAGE, { error: COUPON_PERCENTAGE_RANGE })
  .max(MAX_COUPON_PERCENTAGE, { error: COUPON_PERCENTAGE_RANGE });

/** The expiry as typed (India time), read into an instant; the past is refused by the server. */
const expiry = text({ max: 40, error: COUPON_FIELDS_REQUIRED })
  .min(1, { error: COUPON_FIELDS_REQUIRED })
  .transform((value, ctx) => {
    const at = parseIndiaExpiry(value);
    if (!at) ctx.addIssue({ code: 'custom', message: COUPON_EXPIRY_FORMAT });
    return at ?? new Date(0);
  });

/** Rupees with at most two decimals, 0 to ₹10,00,000; null or absent = no such rule. */
const rupees = (label: string) =>
  z
    .number({ error: `${label} must be an amount in rupees` })
    .min(0, { error: `${label} cannot be negative` })
    .max(MAX_COUPON_AMOUNT_RUPEES, { error: `${label} must be at most ₹10,00,000` })
    .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      error: `${label} can have at most two decimals`,
    })
    .nullish();

const uses = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(1, { error: `${label} must be at least 1` })
    .max(MAX_COUPON_USES, { error: `${label} must be at most ${MAX_COUPON_USES.toLocaleString('en-IN')}` })
    .nullish();

/** POST /coupon/validate-coupon: the code the shopper typed in the cart. */
export const validateCouponBody = z.strictObject({ code: couponCode(COUPON_CODE_REQUIRED) });
export type ValidateCouponBody = z.infer<typeof validateCouponBody>;

/** The terms staff may change after creating a coupon (all but the code). */
const couponTerms = {
  discountPercentage: percentage,
  expiryDate: expiry,
  /** Least subtotal (rupees, before GST) the coupon applies to. */
  minOrderValue: rupees('Minimum order value'),
  /** Most rupees the coupon takes off one order. */
  maxDiscount: rupees('Maximum discount'),
  /** Uses allowed in all. */
  usageLimit: uses('Total uses'),
  /** Uses allowed per customer. */
  perCustomerLimit: uses('Uses per customer'),
};

/** POST /coupon/create-coupon (SuperAdmin): the spec's three fields plus the shop's rules. */
export const createCouponBody = z.strictObject({
  code: couponCode(COUPON_FIELDS_REQUIRED),
  ...couponTerms,
  /** Only this customer (their sign-in e-mail) may use it. */
  customerEmail: emailSchema.nullish(),
});
export type CreateCouponBody = z.infer<typeof createCouponBody>;
export type CreateCouponInput = z.input<typeof createCouponBody>;

/** POST /coupon/{id}/update (SuperAdmin): any of the terms, and the active flag. */
export const updateCouponBody = z
  .strictObject({
    discountPercentage: percentage.optional(),
    expiryDate: expiry.optional(),
    minOrderValue: couponTerms.minOrderValue,
    maxDiscount: couponTerms.maxDiscount,
    usageLimit: couponTerms.usageLimit,
    perCustomerLimit: couponTerms.perCustomerLimit,
    active: z.boolean({ error: 'active must be true or false' }).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to update' });
export type UpdateCouponBody = z.infer<typeof updateCouponBody>;

/** POST /coupon/list (SuperAdmin): the spec's paging; 'active' (default, the spec's table) or 'all'. */
export const couponListBody = z.strictObject({
  ...bodyPageFields({ defaultSize: COUPON_PAGE_SIZE, maxSize: 100 }),
  filters: z
    .strictObject({ status: z.enum(['active', 'all'], { error: 'status must be active or all' }).optional() })
    .default({}),
});
export type CouponListBody = z.infer<typeof couponListBody>;
