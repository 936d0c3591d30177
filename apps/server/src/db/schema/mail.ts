/**
 * The development mailbox: every message the shop sends when no SMTP server is configured,
 * kept in the database so the server and a separate worker share it (shown at /dev/mailbox).
 */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const devMailbox = pgTable('dev_mailbox', {
  id: id(),
  /** The message's Message-ID: sending the same job twice stores it once. */
  messageId: text('message_id').notNull().unique(),
  from: text('from').notNull(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});
