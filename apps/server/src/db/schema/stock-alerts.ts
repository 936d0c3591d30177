/**
 * Table of the stock-alerts module (issue 29 "Back-in-stock alerts"): one row a request to be told
 * when an out-of-stock product is back. A guest's row waits (`pending`) until the link mailed to the
 * address confirms it; an `active` row is mailed once when the product is on sale again and becomes
 * `notified`; one click in any of its mails makes it `unsubscribed`. At most one open (pending or
 * active) row a product and e-mail.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';
import { createdAt, id } from './columns';

export const STOCK_ALERT_STATUSES = ['pending', 'active', 'notified', 'unsubscribed'] as const;

export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: id(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The signed-in customer who asked; null for a guest. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased address the mail goes to. */
    email: text('email').notNull(),
    status: text('status', { enum: STOCK_ALERT_STATUSES }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stock_alerts_open_idx')
      .on(t.productId, t.email)
      .where(sql`${t.status} in ('pending', 'active')`),
    index('stock_alerts_active_idx')
      .on(t.productId)
      .where(sql`${t.status} = 'active'`),
    index('stock_alerts_email_idx').on(t.email, t.createdAt),
    index('stock_alerts_user_idx').on(t.userId),
  ],
);
