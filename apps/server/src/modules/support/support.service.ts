/**
 * Support tickets, the spec's complaints (shopper spec §2 'Help and Support', §7 'POST
 * /complaint/create'; admin spec §2 'Customer Complaints', §3 'Complaint status', §7;
 * docs/decisions/053). A customer opens a ticket (acknowledged by mail in the same transaction,
 * with its number and due date), reads their own and replies; staff list them overdue first,
 * change their status through the domain's transition table and answer by mail. Every staff
 * change is audited in its own transaction; a customer only ever reaches their own tickets.
 */
import { ERASED_CUSTOMER_NAME, ERASED_TEXT } from '@shop/domain/privacy/erasure.rules';
import {
  DEFAULT_TICKET_PRIORITY,
  MY_TICKETS_LIMIT,
  TICKET_NOT_FOUND,
  TICKET_PAGE_SIZE,
  ticketDueBy,
  ticketNumber,
  ticketYearOf,
} from '@shop/domain/support/ticket.rules';
import {
  NEW_TICKET_STATUS,
  statusAfterCustomerReply,
  ticketStep,
  type TicketActor,
  type TicketEffect,
  type TicketStatus,
} from '@shop/domain/support/ticket-status.rules';
import type { ComplaintListQuery, CreateComplaintBody, UpdateComplaintBody } from '@shop/domain/support/ticket.schemas';
import type { Complaint, ComplaintListData } from '@shop/domain/support/ticket.responses';
import type { CustomerTicket } from '@shop/domain/accounts/customers.responses';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { CustomerSession, StaffSession } from '../sessions/sessions.service';
import { staffNames } from '../admin-auth/admin-auth.service';
import { recordAudit } from '../audit/audit.service';
import { enqueueMail, TICKET_ACKNOWLEDGED_MAIL, TICKET_REPLY_MAIL } from '../mail/mail.service';
import { customerOrder } from '../orders/orders.service';
import * as repo from './support.repository';
import { toComplaint } from './ticket.shape';

/** Tickets with their threads and the names of the staff who wrote in them, as of `now`. */
async function withThreads(db: DbOrTx, rows: repo.TicketRow[], now: Date): Promise<Complaint[]> {
  const messages = await repo.messagesOf(
    db,
    rows.map((r) => r.id),
  );
  const staffIds = [...new Set([...messages.values()].flat().flatMap((m) => (m.staffId ? [m.staffId] : [])))];
  const names = staffIds.length > 0 ? await staffNames(db, staffIds) : new Map<string, { name: string }>();
  return rows.map((row) => toComplaint(row, messages.get(row.id) ?? [], names, now));
}

async function oneWithThread(db: DbOrTx, row: repo.TicketRow, now: Date): Promise<Complaint> {
  const [complaint] = await withThreads(db, [row], now);
  return complaint!;
}

/** resolved_at after a step's effects. */
function resolvedAtAfter(effects: TicketEffect[], current: Date | null, now: Date): Date | null {
  if (effects.includes('set-resolved-at')) return now;
  if (effects.includes('clear-resolved-at')) return null;
  return current;
}

/**
 * POST /complaint/create: opens a ticket numbered TKT-YY-NNNNNN, due one month on, and queues
 * the acknowledgement mail in the same transaction. NOT_FOUND 'Order not found' (nothing saved)
 * when `orderId` is not one of the customer's own orders.
 */
export async function createTicket(
  db: Db,
  customer: CustomerSession,
  body: CreateComplaintBody,
  now: Date,
): Promise<Complaint> {
  const fields = body.complaint;
  const row = await db.transaction(async (tx) => {
    if (fields.orderId !== undefined) await customerOrder(tx, fields.orderId, customer.id);
    const year = ticketYearOf(now);
    const number = ticketNumber(year, await repo.nextTicketSerial(tx, year));
    const dueBy = ticketDueBy(now);
    const ticket = await repo.insertTicket(tx, {
      ticketNumber: number,
      userId: customer.id,
      orderId: fields.orderId ?? null,
      name: fields.name,
      email: fields.email,
      phone: fields.phone,
      category: fields.category,
      priority: fields.priority ?? DEFAULT_TICKET_PRIORITY,
      subject: fields.subject,
      description: fields.description,
      status: NEW_TICKET_STATUS,
      createdAt: now,
      dueBy,
    });
    await enqueueMail(tx, {
      template: TICKET_ACKNOWLEDGED_MAIL,
      to: ticket.email,
      data: { ticketNumber: number, customerName: ticket.name, subject: ticket.subject, dueBy: dueBy.toISOString() },
      key: `ticket-acknowledged:${ticket.id}`,
    });
    return ticket;
  });
  return toComplaint(row, [], new Map(), now);
}

/** GET /complaint/my: the customer's newest 50 tickets with their threads. */
export async function myTickets(db: DbOrTx, customer: CustomerSession, now: Date): Promise<Complaint[]> {
  return withThreads(db, await repo.ticketsOfUser(db, customer.id, MY_TICKETS_LIMIT), now);
}

/**
 * The customer `userId`'s newest `limit` tickets as staff's customer detail lists them (GET
 * /admin/customers/{id}, issue 29 "Staff: Customers"): number, subject, status and date, without
 * their threads; and how many they have opened in all. An unknown id has none.
 */
export async function ticketsOfCustomerForStaff(
  db: DbOrTx,
  userId: string,
  limit: number,
): Promise<{ rows: CustomerTicket[]; total: number }> {
  const rows = await repo.ticketsOfUser(db, userId, limit);
  const list = rows.map((row) => ({
    _id: row.id,
    ticket_number: row.ticketNumber,
    subject: row.subject,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }));
  return { rows: list, total: await repo.countTicketsOfUser(db, userId) };
}

/** The ticket locked for a change; NOT_FOUND unless it exists (and is `ownerId`'s, when given). */
async function lockedTicket(tx: DbOrTx, id: string, ownerId?: string): Promise<repo.TicketRow> {
  const ticket = await repo.findTicket(tx, id, true);
  if (!ticket || (ownerId !== undefined && ticket.userId !== ownerId))
    throw new AppError('NOT_FOUND', TICKET_NOT_FOUND);
  return ticket;
}

/**
 * POST /complaint/{id}/reply: adds the customer's message to their own ticket; a Resolved or
 * Closed ticket reopens (Open). NOT_FOUND for another customer's ticket.
 */
export async function replyAsCustomer(
  db: Db,
  customer: CustomerSession,
  id: string,
  message: string,
  now: Date,
): Promise<Complaint> {
  const row = await db.transaction(async (tx) => {
    const ticket = await lockedTicket(tx, id, customer.id);
    const next = statusAfterCustomerReply(ticket.status);
    const step = ticketStep(ticket.status, next, 'customer');
    const updated = step.allowed
      ? await repo.setTicketStatus(tx, id, next, resolvedAtAfter(step.effects, ticket.resolvedAt, now))
      : ticket;
    await repo.insertMessage(tx, {
      ticketId: id,
      authorKind: 'customer',
      staffId: null,
      body: message,
      sentByEmail: false,
      createdAt: now,
    });
    return updated;
  });
  return oneWithThread(db, row, now);
}

/** GET /complaint/admin/all (staff): a page, overdue first then newest, optionally of one status. */
export async function listTicketsForStaff(
  db: DbOrTx,
  query: ComplaintListQuery,
  now: Date,
): Promise<ComplaintListData> {
  const { rows, total } = await repo.listTicketsForStaff(db, {
    status: query.status,
    now,
    limit: TICKET_PAGE_SIZE,
    offset: (query.page - 1) * TICKET_PAGE_SIZE,
  });
  return { complaints: await withThreads(db, rows, now), total, page: query.page, pageSize: TICKET_PAGE_SIZE };
}

/** A staff message: stored on the thread as mailed, and queued to the customer. */
async function staffMessage(
  tx: DbOrTx,
  staff: StaffSession,
  ticket: repo.TicketRow,
  message: string | null,
  status: TicketStatus,
  statusChanged: boolean,
  now: Date,
) {
  const stored =
    message === null
      ? null
      : await repo.insertMessage(tx, {
          ticketId: ticket.id,
          authorKind: 'staff',
          staffId: staff.id,
          body: message,
          sentByEmail: true,
          createdAt: now,
        });
  await enqueueMail(tx, {
    template: TICKET_REPLY_MAIL,
    to: ticket.email,
    data: {
      ticketNumber: ticket.ticketNumber,
      customerName: ticket.name,
      subject: ticket.subject,
      status,
      statusChanged,
      message,
    },
  });
  return stored;
}

/**
 * PUT /complaint/admin/update/{id} (staff): moves the ticket through the transition table as the
 * staff member's role, stores the optional response on the thread and mails the customer.
 * NOT_FOUND; CONFLICT with the table's reason when the step is not allowed (nothing saved).
 */
export async function updateTicketStatus(
  db: Db,
  staff: StaffSession,
  id: string,
  body: UpdateComplaintBody,
  now: Date,
): Promise<Complaint> {
  const row = await db.transaction(async (tx) => {
    const ticket = await lockedTicket(tx, id);
    const step = ticketStep(ticket.status, body.status, staff.role satisfies TicketActor);
    if (!step.allowed) throw new AppError('CONFLICT', step.reason);
    const updated = await repo.setTicketStatus(
      tx,
      id,
      body.status,
      resolvedAtAfter(step.effects, ticket.resolvedAt, now),
    );
    const response = body.admin_response ? body.admin_response : null;
    const message = await staffMessage(tx, staff, ticket, response, body.status, true, now);
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'ticket.status',
      entity: 'ticket',
      entityId: id,
      before: { status: ticket.status, resolved_at: ticket.resolvedAt?.toISOString() ?? null },
      after: {
        status: updated.status,
        resolved_at: updated.resolvedAt?.toISOString() ?? null,
        message_id: message?.id ?? null,
      },
    });
    return updated;
  });
  return oneWithThread(db, row, now);
}

/** POST /complaint/admin/send-email/{id} (staff): mails the customer `message` and stores it on the thread. NOT_FOUND. */
export async function sendStaffEmail(
  db: Db,
  staff: StaffSession,
  id: string,
  message: string,
  now: Date,
): Promise<Complaint> {
  const row = await db.transaction(async (tx) => {
    const ticket = await lockedTicket(tx, id);
    const stored = await staffMessage(tx, staff, ticket, message, ticket.status, false, now);
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'ticket.email',
      entity: 'ticket',
      entityId: id,
      before: null,
      after: { message_id: stored?.id ?? null },
    });
    return ticket;
  });
  return oneWithThread(db, row, now);
}

/** Tickets not Resolved or Closed whose redress date has passed at `now` (the dashboard's count). */
export function countOverdueTickets(db: DbOrTx, now: Date): Promise<number> {
  return repo.countOverdueTickets(db, now);
}

/** Account erasure (issue 29): the customer's tickets stay for staff's history, without their name, contact or words, in the caller's transaction. */
export function anonymiseTicketsOf(tx: DbOrTx, userId: string, email: string): Promise<void> {
  return repo.anonymiseTicketsOf(tx, userId, { name: ERASED_CUSTOMER_NAME, email, erasedText: ERASED_TEXT });
}
