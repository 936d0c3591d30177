/**
 * Table of the newsletter module (storefront spec §2 Footer; issue 30): one row an address that
 * asked for the newsletter in the footer. It waits (`pending`) until the mailed link confirms it,
 * and one click in any mail ends it (`unsubscribed`); only confirmed addresses are exported.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    /** Lower-cased. */
    email: text('email').notNull(),
    status: text('status', { enum: NEWSLETTER_STATUSES }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_unique').on(t.email),
    index('newsletter_subscribers_status_idx').on(t.status, t.confirmedAt),
    check('newsletter_subscribers_status', sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);
