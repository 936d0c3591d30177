/**
 * Tables of the support module (docs/decisions/053-support-tickets.md): tickets (the spec's
 * complaints), their conversation, and one counter row per ticket year for the TKT-YY-NNNNNN
 * numbers. Messages are only ever inserted.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TicketCategory, TicketPriority } from '@shop/domain/support/ticket.rules';
import type { TicketStatus } from '@shop/domain/support/ticket-status.rules';
import { admins, users } from './accounts';
import { createdAt, id } from './columns';
import { orders } from './orders';

/** The last serial issued in a ticket year ('26'). */
export const ticketCounters = pgTable('ticket_counters', {
  year: text('year').primaryKey(),
  lastSerial: integer('last_serial').notNull(),
});

export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    /** TKT-YY-NNNNNN, shown to the customer and staff. */
    ticketNumber: text('ticket_number').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** One of the customer's own orders, when the complaint is about one. */
    orderId: text('order_id').references(() => orders.id),
    /** Contact details as the customer gave them on the form. */
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    category: text('category').$type<TicketCategory>().notNull(),
    priority: text('priority').$type<TicketPriority>().notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    status: text('status').$type<TicketStatus>().notNull(),
    createdAt: createdAt(),
    /** When it was last set Resolved; emptied when it is reopened. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    /** Redress due: one calendar month after created_at (domain ticketDueBy). */
    dueBy: timestamp('due_by', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('tickets_number_unique').on(t.ticketNumber),
    index('tickets_user_idx').on(t.userId, t.createdAt),
    index('tickets_created_idx').on(t.createdAt),
    check('tickets_status', sql`${t.status} in ('Open', 'In Progress', 'Resolved', 'Closed')`),
  ],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: id(),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => tickets.id),
    authorKind: text('author_kind').$type<'customer' | 'staff'>().notNull(),
    /** The staff member who wrote it; null for the customer's messages. */
    staffId: text('staff_id').references(() => admins.id),
    body: text('body').notNull(),
    /** Also mailed to the customer. */
    sentByEmail: boolean('sent_by_email').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('ticket_messages_ticket_idx').on(t.ticketId, t.createdAt),
    check(
      'ticket_messages_author',
      sql`(${t.authorKind} = 'customer' and ${t.staffId} is null) or (${t.authorKind} = 'staff' and ${t.staffId} is not null)`,
    ),
  ],
);
