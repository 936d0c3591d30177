/** Coupon queries (Drizzle only, no rules). Amounts in paise. */
import { and, asc, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { couponRedemptions, coupons } from '../../db/schema/coupons';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;

/** Inserts a coupon; undefined when the code is taken (unique index), so two creates cannot both win. */
export async function insertCoupon(db: DbOrTx, values: NewCoupon): Promise<CouponRow | undefined> {
  const [row] = await db.insert(coupons).values(values).onConflictDoNothing({ target: coupons.code }).returning();
  return row;
}

export async function findCouponByCode(db: DbOrTx, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  return row;
}

/** The coupon with this code, its row locked until the caller's transaction ends (FOR UPDATE). */
export async function lockCouponByCode(tx: DbOrTx, code: string): Promise<CouponRow | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.code, code)).limit(1).for('update');
  return row;
}

/** The coupon with this id, its row locked until the caller's transaction ends. */
export async function lockCouponById(tx: DbOrTx, id: string): Promise<CouponRow | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).limit(1).for('update');
  return row;
}

/** A page of coupons by expiry, soonest first; `activeAt` keeps active ones not expired at that instant. */
export async function listCoupons(db: DbOrTx, options: { activeAt?: Date; limit: number; offset: number }) {
  const where = options.activeAt ? and(eq(coupons.active, true), gte(coupons.expiresAt, options.activeAt)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(asc(coupons.expiresAt), asc(coupons.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function updateCoupon(db: DbOrTx, id: string, values: Partial<NewCoupon>): Promise<CouponRow | undefined> {
  const [row] = await db.update(coupons).set(values).where(eq(coupons.id, id)).returning();
  return row;
}

/** Live (unreleased) uses of the coupon by this customer. */
export async function countCustomerUses(db: DbOrTx, couponId: string, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.couponId, couponId),
        eq(couponRedemptions.customerId, customerId),
        isNull(couponRedemptions.releasedAt),
      ),
    );
  return row?.n ?? 0;
}

/** The order's live coupon use, if any. */
export async function findLiveRedemption(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select()
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)))
    .limit(1);
  return row;
}

/** Records a use and counts it on the coupon (the caller holds the coupon's row lock). */
export async function insertRedemption(tx: DbOrTx, values: typeof couponRedemptions.$inferInsert) {
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(eq(coupons.id, values.couponId));
  const [row] = await tx.insert(couponRedemptions).values(values).returning();
  return row!;
}

/** Marks the order's live use released and gives it back to its coupon; the released row or undefined. */
export async function releaseRedemption(tx: DbOrTx, orderId: string, now: Date) {
  const [row] = await tx
    .update(couponRedemptions)
    .set({ releasedAt: now })
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)))
    .returning();
  if (row)
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.id, row.couponId));
  return row;
}
