/**
 * The development mailbox: every message the shop sends when no SMTP server is configured,
 * kept in the database so the server and a separate worker share it (shown at /dev/mailbox).
 */
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** A file the development mailbox keeps with a message. */
export interface StoredMailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export const devMailbox = pgTable('dev_mailbox', {
  id: id(),
  /** The message's Message-ID: sending the same job twice stores it once. */
  messageId: text('message_id').notNull().unique(),
  from: text('from').notNull(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  /** The files sent with it, their bytes as base64; [] for most messages. */
  attachments: jsonb('attachments').$type<StoredMailAttachment[]>().notNull().default([]),
  createdAt: createdAt(),
});
