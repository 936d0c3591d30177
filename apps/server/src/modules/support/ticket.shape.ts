/** Ticket rows as the API shows them (packages/domain/src/support/ticket.responses.ts). */
import { isTicketOverdue } from '@shop/domain/support/ticket.rules';
import type { Complaint, TicketMessage } from '@shop/domain/support/ticket.responses';
import type { TicketMessageRow, TicketRow } from './support.repository';

/** One message; `staffNames` maps staff ids to names. */
export function toTicketMessage(
  row: TicketMessageRow,
  staffNames: ReadonlyMap<string, { name: string }>,
): TicketMessage {
  return {
    _id: row.id,
    author: row.authorKind,
    staff_name: row.staffId === null ? null : (staffNames.get(row.staffId)?.name ?? 'Staff'),
    body: row.body,
    sent_by_email: row.sentByEmail,
    created_at: row.createdAt.toISOString(),
  };
}

/** A ticket with its thread (oldest first) as of `now` (for `overdue`). */
export function toComplaint(
  row: TicketRow,
  messages: TicketMessageRow[],
  staffNames: ReadonlyMap<string, { name: string }>,
  now: Date,
): Complaint {
  const lastStaff = messages.findLast((m) => m.authorKind === 'staff');
  return {
    _id: row.id,
    ticket_number: row.ticketNumber,
    subject: row.subject,
    status: row.status,
    priority: row.priority,
    category: row.category,
    name: row.name,
    email: row.email,
    phone: row.phone,
    description: row.description,
    order_id: row.orderId,
    admin_response: lastStaff?.body ?? null,
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    due_by: row.dueBy.toISOString(),
    overdue: isTicketOverdue(row.status, row.dueBy, now),
    messages: messages.map((m) => toTicketMessage(m, staffNames)),
  };
}
