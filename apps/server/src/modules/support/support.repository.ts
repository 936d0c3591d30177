/** Support ticket queries (Drizzle only, no rules). */
import { and, asc, count, desc, eq, gt, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { FINISHED_TICKET_STATUSES, type TicketStatus } from '@shop/domain/support/ticket-status.rules';
import type { DbOrTx } from '../../db/client';
import { ticketCounters, ticketMessages, tickets } from '../../db/schema/support';

export type TicketRow = typeof tickets.$inferSelect;
export type TicketMessageRow = typeof ticketMessages.$inferSelect;
export type NewTicket = Omit<typeof tickets.$inferInsert, 'id' | 'status' | 'resolvedAt'>;

/**
 * The next serial of a ticket year. The upsert holds the counter row's lock until the caller's
 * transaction ends, so tickets are numbered one at a time and a rolled-back one gives its number back.
 */
export async function nextTicketSerial(tx: DbOrTx, year: string): Promise<number> {
  const [row] = await tx
    .insert(ticketCounters)
    .values({ year, lastSerial: 1 })
    .onConflictDoUpdate({ target: ticketCounters.year, set: { lastSerial: sql`${ticketCounters.lastSerial} + 1` } })
    .returning({ serial: ticketCounters.lastSerial });
  return row!.serial;
}

export async function insertTicket(tx: DbOrTx, values: NewTicket & { status: TicketStatus }): Promise<TicketRow> {
  const [row] = await tx.insert(tickets).values(values).returning();
  return row!;
}

/** One ticket by id, its row locked until `tx` ends when `lock` is set. */
export async function findTicket(db: DbOrTx, id: string, lock = false): Promise<TicketRow | undefined> {
  const query = db.select().from(tickets).where(eq(tickets.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Sets a ticket's status and resolved_at. */
export async function setTicketStatus(
  tx: DbOrTx,
  id: string,
  status: TicketStatus,
  resolvedAt: Date | null,
): Promise<TicketRow> {
  const [row] = await tx.update(tickets).set({ status, resolvedAt }).where(eq(tickets.id, id)).returning();
  return row!;
}

export async function insertMessage(
  tx: DbOrTx,
  values: Omit<typeof ticketMessages.$inferInsert, 'id'>,
): Promise<TicketMessageRow> {
  const [row] = await tx.insert(ticketMessages).values(values).returning();
  return row!;
}

/** The messages of these tickets, oldest first, by ticket id. */
export async function messagesOf(db: DbOrTx, ticketIds: string[]): Promise<Map<string, TicketMessageRow[]>> {
  const byTicket = new Map<string, TicketMessageRow[]>(ticketIds.map((id) => [id, []]));
  if (ticketIds.length === 0) return byTicket;
  const rows = await db
    .select()
    .from(ticketMessages)
    .where(inArray(ticketMessages.ticketId, ticketIds))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  for (const row of rows) byTicket.get(row.ticketId)?.push(row);
  return byTicket;
}

/** A customer's newest tickets first. */
export async function ticketsOfUser(db: DbOrTx, userId: string, limit: number): Promise<TicketRow[]> {
  return db
    .select()
    .from(tickets)
    .where(eq(tickets.userId, userId))
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(limit);
}

/** How many tickets the customer has opened in all. */
export async function countTicketsOfUser(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(tickets).where(eq(tickets.userId, userId));
  return row?.total ?? 0;
}

const unfinished = notInArray(tickets.status, [...FINISHED_TICKET_STATUSES]);
/** 1 for a ticket overdue at `now`, else 0: the staff list puts these first. */
const overdueRank = (now: Date): SQL =>
  sql`case when ${unfinished} and ${tickets.dueBy} < ${now.toISOString()}::timestamptz then 0 else 1 end`;

/** A page of tickets for staff: overdue first, then newest, optionally of one status; with the total that match. */
export async function listTicketsForStaff(
  db: DbOrTx,
  f: { status?: TicketStatus; now: Date; limit: number; offset: number },
): Promise<{ rows: TicketRow[]; total: number }> {
  const where = f.status === undefined ? undefined : eq(tickets.status, f.status);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(tickets)
      .where(where)
      .orderBy(overdueRank(f.now), desc(tickets.createdAt), desc(tickets.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ total: count() }).from(tickets).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** Tickets not Resolved or Closed whose due date passed before `now`. */
export async function countOverdueTickets(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(tickets)
    .where(and(unfinished, gt(sql`${now.toISOString()}::timestamptz`, tickets.dueBy)));
  return row?.total ?? 0;
}

/** Replaces the person on the customer's tickets and what they wrote in them; the tickets, their subjects and staff's answers stay. */
export async function anonymiseTicketsOf(
  db: DbOrTx,
  userId: string,
  person: { name: string; email: string; erasedText: string },
): Promise<void> {
  await db
    .update(tickets)
    .set({ name: person.name, email: person.email, phone: '', description: person.erasedText })
    .where(eq(tickets.userId, userId));
  await db
    .update(ticketMessages)
    .set({ body: person.erasedText })
    .where(
      and(
        eq(ticketMessages.authorKind, 'customer'),
        inArray(ticketMessages.ticketId, db.select({ id: tickets.id }).from(tickets).where(eq(tickets.userId, userId))),
      ),
    );
}
