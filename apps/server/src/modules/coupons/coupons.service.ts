/**
 * Coupons (shopper spec §5, §8, §9; admin spec §2 'Coupons', §4, §5; issue 7). Staff create,
 * change and deactivate them; shoppers validate a code from the cart; the order takes a use
 * inside its own transaction. The rules are the domain's (coupons/coupon.rules.ts); this module
 * reads and writes the rows.
 *
 * Seams for pricing and orders (issue 7):
 * - checkCoupon: terms and discount for a quote, or a refusal as a value (no use taken);
 * - redeemCoupon: takes one use inside the order's transaction under the coupon's row lock, so
 *   with a single-use coupon and any number of orders at once exactly one wins;
 * - releaseCoupon: gives the use back when its order is cancelled or expires;
 */
import {
  checkCouponTerms,
  COUPON_ALREADY_APPLIED,
  COUPON_CODE_TAKEN,
  COUPON_EXPIRY_IN_PAST,
  COUPON_INVALID,
  COUPON_NOT_FOUND,
  DEFAULT_PER_CUSTOMER_LIMIT,
  isCouponExpired,
  normalizeCouponCode,
  type CouponRefusal,
} from '@shop/domain/coupons/coupon.rules';
import type { CouponListBody, CreateCouponBody, UpdateCouponBody } from '@shop/domain/coupons/coupon.schemas';
import type { CouponListData, ShopperCoupon, StaffCoupon } from '@shop/domain/coupons/coupon.responses';
import { rupeesToPaise, type Paise } from '@shop/domain/money/money.rules';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, ERROR_STATUS, type ErrorKind } from '../../lib/app-error';
import type { StaffSession } from '../sessions/sessions.service';
import { customerEmails, customerIdByEmail } from '../accounts/accounts.service';
import { recordAudit } from '../audit/audit.service';
import { toShopperCoupon, toStaffCoupon } from './coupon.shape';
import * as repo from './coupons.repository';

/** The coupon as the pricing pipeline takes it (issue 7 seam). Amounts in paise. */
export interface CouponForPricing {
  code: string;
  percentage: number;
  minOrderValuePaise?: Paise;
  maxDiscountPaise?: Paise;
}

export type CouponCheckResult =
  | { ok: true; coupon: CouponForPricing; discountPaise: Paise }
  | { ok: false; reason: CouponRefusal; message: string; status: number };

/** The HTTP status of each refusal: an unknown or foreign code is 'not found', the rest 422. */
const REFUSAL_STATUS: Record<CouponRefusal, ErrorKind> = {
  INVALID: 'NOT_FOUND',
  EXPIRED: 'UNPROCESSABLE',
  EXHAUSTED: 'UNPROCESSABLE',
  ALREADY_USED: 'UNPROCESSABLE',
  SIGN_IN: 'UNPROCESSABLE',
  BELOW_MINIMUM: 'UNPROCESSABLE',
};

function forPricing(row: repo.CouponRow): CouponForPricing {
  return {
    code: row.code,
    percentage: row.percentage,
    ...(row.minOrderValuePaise === null ? {} : { minOrderValuePaise: row.minOrderValuePaise }),
    ...(row.maxDiscountPaise === null ? {} : { maxDiscountPaise: row.maxDiscountPaise }),
  };
}

async function judge(
  db: DbOrTx,
  row: repo.CouponRow | undefined,
  customerId: string | null,
  subtotalPaise: Paise | null,
  now: Date,
) {
  if (!row) return { ok: false as const, reason: 'INVALID' as const, message: COUPON_INVALID };
  const customerUses = customerId ? await repo.countCustomerUses(db, row.id, customerId) : 0;
  return checkCouponTerms(row, { now, customerId, customerUses, subtotalPaise });
}

/**
 * Checks `code` for a cart or quote without taking a use: the coupon's terms and the discount in
 * paise on `subtotalPaise` (before GST), or a refusal with the spec's message and its HTTP status.
 */
export async function checkCoupon(
  db: DbOrTx,
  code: string,
  customerId: string | null,
  subtotalPaise: Paise,
  now: Date,
): Promise<CouponCheckResult> {
  const row = await repo.findCouponByCode(db, normalizeCouponCode(code));
  const check = await judge(db, row, customerId, subtotalPaise, now);
  if (!check.ok) return { ...check, status: ERROR_STATUS[REFUSAL_STATUS[check.reason]] };
  return { ok: true, coupon: forPricing(row!), discountPaise: check.discountPaise ?? 0 };
}

/**
 * True when `code` is still a valid coupon for the customer at `now`: it exists, is active, is
 * theirs (or anyone's) and has not expired. Uses left are not judged: an unpaid order's use comes
 * back when it lapses, and the quote says when none is left. For a saved cart's merge (issue 27:
 * the coupon is kept while valid).
 */
export async function isCouponStillValid(db: DbOrTx, code: string, customerId: string, now: Date): Promise<boolean> {
  const row = await repo.findCouponByCode(db, normalizeCouponCode(code));
  const check = await judge(db, row, customerId, null, now);
  return check.ok || (check.reason !== 'INVALID' && check.reason !== 'EXPIRED');
}

/**
 * POST /coupon/validate-coupon: the coupon's terms when `code` may be used by this shopper (a
 * guest: customerId null) at `now`; NOT_FOUND 'Invalid or expired coupon', 422 'This coupon has
 * expired' and the other refusals otherwise. The subtotal is not known here: the quote checks
 * the minimum order value.
 */
export async function validateCoupon(
  db: DbOrTx,
  code: string,
  customerId: string | null,
  now: Date,
): Promise<ShopperCoupon> {
  const row = await repo.findCouponByCode(db, normalizeCouponCode(code));
  const check = await judge(db, row, customerId, null, now);
  if (!check.ok) throw new AppError(REFUSAL_STATUS[check.reason], check.message, undefined, 'COUPON_REFUSED');
  return toShopperCoupon(row!);
}

export interface RedeemCouponInput {
  code: string;
  customerId: string;
  orderId: string;
  /** The order's subtotal before the coupon and GST, in paise. */
  subtotalPaise: Paise;
  now: Date;
}

export interface Redemption {
  couponId: string;
  code: string;
  percentage: number;
  /** Paise off the order. */
  discountPaise: Paise;
}

/**
 * Takes one use of the coupon for `orderId`, inside the order's transaction `tx`. The coupon's
 * row is locked first (SELECT … FOR UPDATE), so concurrent orders check the usage limits one
 * after another and see each other's uses: a single-use coupon has exactly one winner. Throws
 * AppError (the transaction rolls back, nothing is kept): NOT_FOUND for an unknown, inactive or
 * other customer's code, UNPROCESSABLE for expired, used up, already used by this customer or
 * below the minimum order value, CONFLICT when the order already holds a coupon.
 */
export async function redeemCoupon(tx: DbOrTx, input: RedeemCouponInput): Promise<Redemption> {
  const row = await repo.lockCouponByCode(tx, normalizeCouponCode(input.code));
  const check = await judge(tx, row, input.customerId, input.subtotalPaise, input.now);
  if (!check.ok) throw new AppError(REFUSAL_STATUS[check.reason], check.message, undefined, 'COUPON_REFUSED');
  if (await repo.findLiveRedemption(tx, input.orderId)) throw new AppError('CONFLICT', COUPON_ALREADY_APPLIED);
  const discountPaise = check.discountPaise ?? 0;
  await repo.insertRedemption(tx, {
    couponId: row!.id,
    orderId: input.orderId,
    customerId: input.customerId,
    discountPaise,
    createdAt: input.now,
  });
  return { couponId: row!.id, code: row!.code, percentage: row!.percentage, discountPaise };
}

/**
 * Gives back the coupon use of a cancelled or expired order, inside that change's transaction.
 * Returns the released use's coupon id, or null when the order held none (so calling it twice
 * is harmless).
 */
export async function releaseCoupon(
  tx: DbOrTx,
  orderId: string,
  now: Date = new Date(),
): Promise<{ couponId: string } | null> {
  const row = await repo.releaseRedemption(tx, orderId, now);
  return row ? { couponId: row.couponId } : null;
}

async function withEmails(db: DbOrTx, rows: repo.CouponRow[], now: Date): Promise<StaffCoupon[]> {
  const emails = await customerEmails(db, [...new Set(rows.flatMap((r) => (r.customerId ? [r.customerId] : [])))]);
  return rows.map((row) => toStaffCoupon(row, row.customerId ? (emails.get(row.customerId) ?? null) : null, now));
}

const paiseOrNull = (rupees: number | null | undefined) =>
  rupees === null || rupees === undefined ? null : rupeesToPaise(rupees);
/** A value that may be absent (unchanged), null (cleared) or set. */
const patch = <T, R>(value: T | null | undefined, to: (v: T) => R): R | null | undefined =>
  value === undefined ? undefined : value === null ? null : to(value);

/** What the audit log keeps of a coupon: its terms (decision 034). */
function audited(row: repo.CouponRow) {
  return {
    code: row.code,
    percentage: row.percentage,
    expiresAt: row.expiresAt.toISOString(),
    active: row.active,
    minOrderValuePaise: row.minOrderValuePaise,
    maxDiscountPaise: row.maxDiscountPaise,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    customerId: row.customerId,
  };
}

/**
 * POST /coupon/create-coupon: a new active coupon. VALIDATION 'Expiry date cannot be in the
 * past!' for an expiry before `now`, NOT_FOUND when customerEmail names no customer, CONFLICT
 * when the code is taken. Per-customer limit 1 unless given (null in the body = unlimited).
 */
export async function createCoupon(
  db: Db,
  staff: StaffSession,
  body: CreateCouponBody,
  now: Date,
): Promise<StaffCoupon> {
  if (isCouponExpired(body.expiryDate, now))
    throw new AppError('VALIDATION', COUPON_EXPIRY_IN_PAST, [{ path: 'expiryDate', message: COUPON_EXPIRY_IN_PAST }]);
  let customerId: string | null = null;
  if (body.customerEmail) {
    customerId = (await customerIdByEmail(db, body.customerEmail)) ?? null;
    if (!customerId)
      throw new AppError('NOT_FOUND', 'No customer has this e-mail', [
        { path: 'customerEmail', message: 'No customer has this e-mail' },
      ]);
  }
  const row = await db.transaction(async (tx) => {
    const created = await repo.insertCoupon(tx, {
      code: body.code,
      percentage: body.discountPercentage,
      expiresAt: body.expiryDate,
      minOrderValuePaise: paiseOrNull(body.minOrderValue),
      maxDiscountPaise: paiseOrNull(body.maxDiscount),
      usageLimit: body.usageLimit ?? null,
      perCustomerLimit: body.perCustomerLimit === undefined ? DEFAULT_PER_CUSTOMER_LIMIT : body.perCustomerLimit,
      customerId,
      createdBy: staff.id,
      createdAt: now,
      updatedAt: now,
    });
    if (!created) throw new AppError('CONFLICT', COUPON_CODE_TAKEN, [{ path: 'code', message: COUPON_CODE_TAKEN }]);
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'coupon.create',
      entity: 'coupon',
      entityId: created.id,
      before: null,
      after: audited(created),
    });
    return created;
  });
  return (await withEmails(db, [row], now))[0]!;
}

/**
 * POST /coupon/{id}/update: changes the given terms (null clears a limit). NOT_FOUND 'Coupon not
 * found'; VALIDATION for a new expiry in the past or a total limit below the uses already taken.
 */
export async function updateCoupon(
  db: Db,
  staff: Pick<StaffSession, 'id'>,
  id: string,
  body: UpdateCouponBody,
  now: Date,
): Promise<StaffCoupon> {
  if (body.expiryDate && isCouponExpired(body.expiryDate, now))
    throw new AppError('VALIDATION', COUPON_EXPIRY_IN_PAST, [{ path: 'expiryDate', message: COUPON_EXPIRY_IN_PAST }]);
  const row = await db.transaction(async (tx) => {
    const locked = await repo.lockCouponById(tx, id);
    if (!locked) throw new AppError('NOT_FOUND', COUPON_NOT_FOUND);
    if (body.usageLimit != null && body.usageLimit < locked.usedCount) {
      const message = `Total uses cannot be below the ${locked.usedCount} uses already taken`;
      throw new AppError('VALIDATION', message, [{ path: 'usageLimit', message }]);
    }
    const values = {
      percentage: body.discountPercentage,
      expiresAt: body.expiryDate,
      active: body.active,
      minOrderValuePaise: patch(body.minOrderValue, rupeesToPaise),
      maxDiscountPaise: patch(body.maxDiscount, rupeesToPaise),
      usageLimit: patch(body.usageLimit, (v) => v),
      perCustomerLimit: patch(body.perCustomerLimit, (v) => v),
      updatedAt: now,
    };
    const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    const updated = (await repo.updateCoupon(tx, id, defined))!;
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'coupon.update',
      entity: 'coupon',
      entityId: id,
      before: audited(locked),
      after: audited(updated),
    });
    return updated;
  });
  return (await withEmails(db, [row], now))[0]!;
}

/** POST /coupon/{id}/deactivate: switches the coupon off (orders already placed keep their discount). */
export async function deactivateCoupon(
  db: Db,
  staff: Pick<StaffSession, 'id'>,
  id: string,
  now: Date,
): Promise<StaffCoupon> {
  const row = await db.transaction(async (tx) => {
    const locked = await repo.lockCouponById(tx, id);
    if (!locked) throw new AppError('NOT_FOUND', COUPON_NOT_FOUND);
    const updated = (await repo.updateCoupon(tx, id, { active: false, updatedAt: now }))!;
    if (locked.active)
      await recordAudit(tx, {
        staffId: staff.id,
        action: 'coupon.deactivate',
        entity: 'coupon',
        entityId: id,
        before: { active: true },
        after: { active: false },
      });
    return updated;
  });
  return (await withEmails(db, [row], now))[0]!;
}

/** POST /coupon/list: a page of coupons, soonest expiry first; by default only active, unexpired ones (the spec's table). */
export async function listCoupons(db: DbOrTx, body: CouponListBody, now: Date): Promise<CouponListData> {
  const { rows, total } = await repo.listCoupons(db, {
    activeAt: body.filters.status === 'all' ? undefined : now,
    limit: body.pageSize,
    offset: (body.pageNum - 1) * body.pageSize,
  });
  return { couponList: await withEmails(db, rows, now), couponCount: total };
}
