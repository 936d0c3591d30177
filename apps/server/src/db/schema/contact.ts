/**
 * Tables of the contact module (storefront spec §2 Contact; admin spec §2 Contact Us Submissions;
 * issue 30): the messages visitors send from /contact and the replies staff mail back. A message
 * is handled when staff mark it so (a reply marks it too).
 */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { createdAt, id } from './columns';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
    handledBy: text('handled_by').references(() => admins.id),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt), index('contact_messages_email_idx').on(t.email)],
);

export const contactReplies = pgTable(
  'contact_replies',
  {
    id: id(),
    messageId: text('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    sentBy: text('sent_by')
      .notNull()
      .references(() => admins.id),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
);
