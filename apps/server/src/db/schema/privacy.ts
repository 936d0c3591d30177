/**
 * Table of the privacy module (issue 29 "Your data", DPDP Act 2023 s.11): a customer's request for a
 * copy of their data. A job builds the JSON file into `content` and mails a link; the link opens it
 * only for the same signed-in customer, with the token it carries, until `expiresAt`.
 */
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';

export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC of the download token the mail carries; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The file once the job built it; null while it waits. */
    content: jsonb('content'),
    readyAt: timestamp('ready_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.createdAt)],
);
