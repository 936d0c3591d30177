/**
 * Coupon rules (shopper spec §5, §8, §9; admin spec §4 "Coupon", §5 "Coupon create"; issue 7):
 * a percentage off the order's subtotal until an expiry in India time, plus what the spec lacks
 * and a shop needs: a minimum order value, a maximum discount, total and per-customer usage
 * limits, an optional single customer, and an active flag. Zod-free and pure: the server checks a
 * coupon with these inside the order's transaction, the web app shows the same messages.
 */
import { formatInr, type Paise } from '../money/money.rules';
import { couponDiscountOn } from '../pricing/cart-pricing.rules';

/** Codes are 3 to 20 letters, digits, '-' or '_', stored and compared upper-cased. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,19}$/;
export const MAX_COUPON_CODE_LENGTH = 20;
export const MIN_COUPON_PERCENTAGE = 1;
export const MAX_COUPON_PERCENTAGE = 100;
/** Highest usage limit (total or per customer) staff may set. */
export const MAX_COUPON_USES = 1_000_000;
/** Highest minimum order value or maximum discount, in rupees (the order ceiling, ₹10,00,000). */
export const MAX_COUPON_AMOUNT_RUPEES = 10_00_000;
/** Coupons per page of the staff list (admin spec §9 "Coupon list page size"). */
export const COUPON_PAGE_SIZE = 20;
/** A new coupon may be used once per customer unless staff choose otherwise. */
export const DEFAULT_PER_CUSTOMER_LIMIT = 1;

// The spec's messages (shopper spec §8, admin spec §5 and §8) and ours for the added rules.
export const COUPON_CODE_REQUIRED = 'Please enter a coupon code';
export const COUPON_EXPIRED = 'This coupon has expired';
export const COUPON_INVALID = 'Invalid or expired coupon';
export const COUPON_EXHAUSTED = 'This coupon has been used up';
export const COUPON_ALREADY_USED = 'You have already used this coupon';
export const COUPON_ALREADY_APPLIED = 'A coupon is already applied to this order';
export const COUPON_SIGN_IN_NEEDED = 'Please sign in to use this coupon';
export const COUPON_FIELDS_REQUIRED = 'Please fill all fields!';
export const COUPON_EXPIRY_IN_PAST = 'Expiry date cannot be in the past!';
export const COUPON_CREATED = 'Coupon Created Successfully!';
export const COUPON_CREATE_FAILED = 'Failed to create coupon. Please try again.';
export const COUPON_UPDATED = 'Coupon updated successfully';
export const COUPON_DEACTIVATED = 'Coupon deactivated';
export const COUPON_CODE_TAKEN = 'A coupon with this code already exists';
export const COUPON_NOT_FOUND = 'Coupon not found';
export const COUPON_CODE_FORMAT = 'A coupon code is 3 to 20 letters, digits, - or _';
export const COUPON_PERCENTAGE_RANGE = `Discount must be a whole percentage from ${MIN_COUPON_PERCENTAGE} to ${MAX_COUPON_PERCENTAGE}`;
export const COUPON_EXPIRY_FORMAT = 'Expiry must be a date (YYYY-MM-DD) or a date and time in India time';

/** A coupon's minimum order value refused: how much the subtotal must reach. */
export function couponMinimumMessage(minOrderValuePaise: Paise): string {
  return `This coupon needs an order of at least ${formatInr(minOrderValuePaise)}`;
}

/** The code as stored and compared: trimmed and upper-cased ('  diwali10 ' → 'DIWALI10'). */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** What the rules read about a coupon. Amounts in paise; null = no such limit. */
export interface CouponTerms {
  code: string;
  /** Whole per cent off the subtotal, 1 to 100. */
  percentage: number;
  /** The last instant it may be used (India-time entry already converted). */
  expiresAt: Date;
  active: boolean;
  minOrderValuePaise: Paise | null;
  maxDiscountPaise: Paise | null;
  /** Uses allowed in all; null = unlimited. */
  usageLimit: number | null;
  /** Uses taken so far (released uses given back). */
  usedCount: number;
  /** Uses allowed per customer; null = unlimited. */
  perCustomerLimit: number | null;
  /** The one customer who may use it, or null for everyone. */
  customerId: string | null;
}

/** Who is asking and for what. */
export interface CouponUse {
  now: Date;
  /** The signed-in customer, or null for a guest checking a code from the cart. */
  customerId: string | null;
  /** How many uses this customer holds of this coupon (0 for a guest). */
  customerUses: number;
  /** The order's subtotal in paise before the coupon, or null when not known yet (validate call). */
  subtotalPaise: Paise | null;
}

export type CouponRefusal = 'INVALID' | 'EXPIRED' | 'EXHAUSTED' | 'ALREADY_USED' | 'SIGN_IN' | 'BELOW_MINIMUM';

export type CouponCheck =
  { ok: true; discountPaise: Paise | null } | { ok: false; reason: CouponRefusal; message: string };

/** True when the coupon can no longer be used at `now`: its expiry is before now. */
export function isCouponExpired(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() < now.getTime();
}

/**
 * The coupon discount in paise: the subtotal (whole paise, before GST) × percentage / 100,
 * rounded once, capped by the maximum discount and never more than the subtotal. The one coupon
 * arithmetic is the pricing pipeline's (pricing/cart-pricing.rules.ts couponDiscountOn), so a coupon
 * check, a quote and the order's redemption agree to the paisa.
 */
export function couponDiscountPaise(
  subtotalPaise: Paise,
  percentage: number,
  maxDiscountPaise: Paise | null = null,
): Paise {
  return couponDiscountOn(subtotalPaise, { code: '', percentage, maxDiscountPaise });
}

/**
 * Whether `coupon` may be used as `use` describes, checked in this order: inactive or another
 * customer's (INVALID, 'Invalid or expired coupon': a stranger learns nothing), expired, used up,
 * a per-customer or one-customer coupon for a guest (SIGN_IN), used up by this customer, below
 * the minimum order value. On success, the discount when the subtotal is known.
 */
export function checkCouponTerms(coupon: CouponTerms, use: CouponUse): CouponCheck {
  if (!coupon.active) return { ok: false, reason: 'INVALID', message: COUPON_INVALID };
  if (coupon.customerId !== null && use.customerId !== null && coupon.customerId !== use.customerId) {
    return { ok: false, reason: 'INVALID', message: COUPON_INVALID };
  }
  if (isCouponExpired(coupon.expiresAt, use.now)) return { ok: false, reason: 'EXPIRED', message: COUPON_EXPIRED };
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit)
    return { ok: false, reason: 'EXHAUSTED', message: COUPON_EXHAUSTED };
  // A one-customer coupon needs to know who is asking; so does a per-customer limit once an order is priced.
  if (
    use.customerId === null &&
    (coupon.customerId !== null || (coupon.perCustomerLimit !== null && use.subtotalPaise !== null))
  ) {
    return { ok: false, reason: 'SIGN_IN', message: COUPON_SIGN_IN_NEEDED };
  }
  if (coupon.perCustomerLimit !== null && use.customerUses >= coupon.perCustomerLimit) {
    return { ok: false, reason: 'ALREADY_USED', message: COUPON_ALREADY_USED };
  }
  if (use.subtotalPaise === null) return { ok: true, discountPaise: null };
  if (coupon.minOrderValuePaise !== null && use.subtotalPaise < coupon.minOrderValuePaise) {
    return { ok: false, reason: 'BELOW_MINIMUM', message: couponMinimumMessage(coupon.minOrderValuePaise) };
  }
  return {
    ok: true,
    discountPaise: couponDiscountPaise(use.subtotalPaise, coupon.percentage, coupon.maxDiscountPaise),
  };
}

/** The label staff see: 'Inactive' when switched off, else 'Expired' past its expiry, else 'Active'. */
export function couponStatus(
  coupon: Pick<CouponTerms, 'active' | 'expiresAt'>,
  now: Date,
): 'Active' | 'Expired' | 'Inactive' {
  if (!coupon.active) return 'Inactive';
  return isCouponExpired(coupon.expiresAt, now) ? 'Expired' : 'Active';
}
