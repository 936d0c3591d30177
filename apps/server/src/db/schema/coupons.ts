/**
 * Tables of the coupons module (admin spec §3 'Coupon'; issue 7): coupons and each use taken by
 * an order. A use is released (released_at set, the coupon's used_count given back) when its
 * order is cancelled or expires; an order holds at most one live use. Money in paise.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, updatedAt } from './columns';
import { orders } from './orders';

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    /** Upper-case, unique. */
    code: text('code').notNull().unique(),
    /** Whole per cent, 1 to 100. */
    percentage: integer('percentage').notNull(),
    /** The last instant it may be used (staff enter it in India time). */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    active: boolean('active').notNull().default(true),
    minOrderValuePaise: integer('min_order_value_paise'),
    maxDiscountPaise: integer('max_discount_paise'),
    /** Uses allowed in all; null = unlimited. */
    usageLimit: integer('usage_limit'),
    /** Live uses (released ones given back); checked against usage_limit under the row lock. */
    usedCount: integer('used_count').notNull().default(0),
    perCustomerLimit: integer('per_customer_limit'),
    /** The one customer who may use it; null = everyone. */
    customerId: text('customer_id').references(() => users.id),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('coupons_percentage_range', sql`${t.percentage} between 1 and 100`),
    check('coupons_code_upper', sql`${t.code} = upper(${t.code})`),
    check(
      'coupons_used_count_range',
      sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`,
    ),
    check(
      'coupons_limits_positive',
      sql`coalesce(${t.usageLimit}, 1) >= 1 and coalesce(${t.perCustomerLimit}, 1) >= 1`,
    ),
    check(
      'coupons_amounts_not_negative',
      sql`coalesce(${t.minOrderValuePaise}, 0) >= 0 and coalesce(${t.maxDiscountPaise}, 0) >= 0`,
    ),
    index('coupons_expires_idx').on(t.expiresAt),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id),
    /** The discount the order got, in paise. */
    discountPaise: integer('discount_paise').notNull(),
    createdAt: createdAt(),
    /** Set when the order was cancelled or expired and the use given back. */
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // One live coupon use per order: a second apply fails here even if two race.
    uniqueIndex('coupon_redemptions_live_order_idx')
      .on(t.orderId)
      .where(sql`${t.releasedAt} is null`),
    index('coupon_redemptions_coupon_customer_idx').on(t.couponId, t.customerId),
  ],
);
