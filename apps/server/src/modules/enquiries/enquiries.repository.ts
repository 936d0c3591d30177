/** Bulk enquiry, mail and quote queries (Drizzle only, no rules). */
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  bulkEnquiries,
  bulkEnquiryEmails,
  bulkQuoteCounters,
  bulkQuoteLines,
  bulkQuotes,
} from '../../db/schema/enquiries';

export type EnquiryRow = typeof bulkEnquiries.$inferSelect;
export type EnquiryEmailRow = typeof bulkEnquiryEmails.$inferSelect;
export type QuoteRow = typeof bulkQuotes.$inferSelect;
export type QuoteLineRow = typeof bulkQuoteLines.$inferSelect;
export type EnquiryStatus = EnquiryRow['status'];

export async function insertEnquiry(tx: DbOrTx, values: typeof bulkEnquiries.$inferInsert): Promise<EnquiryRow> {
  const [row] = await tx.insert(bulkEnquiries).values(values).returning();
  return row!;
}

/** One enquiry, its row locked until `tx` ends when `lock` is set. */
export async function findEnquiry(db: DbOrTx, id: string, lock = false): Promise<EnquiryRow | undefined> {
  const query = db.select().from(bulkEnquiries).where(eq(bulkEnquiries.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function setEnquiry(
  tx: DbOrTx,
  id: string,
  values: Partial<Pick<EnquiryRow, 'status' | 'updatedAt'>>,
): Promise<EnquiryRow> {
  const [row] = await tx.update(bulkEnquiries).set(values).where(eq(bulkEnquiries.id, id)).returning();
  return row!;
}

/** A customer's enquiries, newest first: those sent signed in, and those sent as a guest with their e-mail. */
export async function enquiriesOfCustomer(
  db: DbOrTx,
  userId: string,
  email: string,
  limit: number,
): Promise<EnquiryRow[]> {
  return db
    .select()
    .from(bulkEnquiries)
    .where(
      or(eq(bulkEnquiries.userId, userId), and(sql`${bulkEnquiries.userId} is null`, eq(bulkEnquiries.email, email))),
    )
    .orderBy(desc(bulkEnquiries.createdAt), desc(bulkEnquiries.id))
    .limit(limit);
}

/** A page of enquiries for staff, newest first, optionally of one status; with the total that match. */
export async function listEnquiries(
  db: DbOrTx,
  f: { status?: EnquiryStatus; limit: number; offset: number },
): Promise<{ rows: EnquiryRow[]; total: number }> {
  const where = f.status === undefined ? undefined : eq(bulkEnquiries.status, f.status);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(bulkEnquiries)
      .where(where)
      .orderBy(desc(bulkEnquiries.createdAt), desc(bulkEnquiries.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ total: count() }).from(bulkEnquiries).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function insertEmail(tx: DbOrTx, values: typeof bulkEnquiryEmails.$inferInsert): Promise<EnquiryEmailRow> {
  const [row] = await tx.insert(bulkEnquiryEmails).values(values).returning();
  return row!;
}

/** The mails of these enquiries, oldest first. */
export async function emailsOf(db: DbOrTx, enquiryIds: string[]): Promise<EnquiryEmailRow[]> {
  if (enquiryIds.length === 0) return [];
  return db
    .select()
    .from(bulkEnquiryEmails)
    .where(inArray(bulkEnquiryEmails.enquiryId, enquiryIds))
    .orderBy(asc(bulkEnquiryEmails.createdAt), asc(bulkEnquiryEmails.id));
}

/** The quotes of these enquiries, newest first. */
export async function quotesOf(db: DbOrTx, enquiryIds: string[]): Promise<QuoteRow[]> {
  if (enquiryIds.length === 0) return [];
  return db
    .select()
    .from(bulkQuotes)
    .where(inArray(bulkQuotes.enquiryId, enquiryIds))
    .orderBy(desc(bulkQuotes.createdAt), desc(bulkQuotes.id));
}

/** The lines of these quotes, in their order. */
export async function linesOf(db: DbOrTx, quoteIds: string[]): Promise<QuoteLineRow[]> {
  if (quoteIds.length === 0) return [];
  return db
    .select()
    .from(bulkQuoteLines)
    .where(inArray(bulkQuoteLines.quoteId, quoteIds))
    .orderBy(asc(bulkQuoteLines.quoteId), asc(bulkQuoteLines.position));
}

/** The next serial of a quote year; the counter row stays locked until `tx` ends. */
export async function nextQuoteSerial(tx: DbOrTx, year: string): Promise<number> {
  const [row] = await tx
    .insert(bulkQuoteCounters)
    .values({ year, lastSerial: 1 })
    .onConflictDoUpdate({
      target: bulkQuoteCounters.year,
      set: { lastSerial: sql`${bulkQuoteCounters.lastSerial} + 1` },
    })
    .returning({ serial: bulkQuoteCounters.lastSerial });
  return row!.serial;
}

export async function insertQuote(tx: DbOrTx, values: typeof bulkQuotes.$inferInsert): Promise<QuoteRow> {
  const [row] = await tx.insert(bulkQuotes).values(values).returning();
  return row!;
}

export async function insertQuoteLines(tx: DbOrTx, values: (typeof bulkQuoteLines.$inferInsert)[]): Promise<void> {
  await tx.insert(bulkQuoteLines).values(values);
}

/** One quote, its row locked until `tx` ends when `lock` is set. */
export async function findQuote(db: DbOrTx, id: string, lock = false): Promise<QuoteRow | undefined> {
  const query = db.select().from(bulkQuotes).where(eq(bulkQuotes.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The quote ids these quote lines belong to, by line id. */
export async function quoteIdsOfLines(db: DbOrTx, lineIds: string[]): Promise<Map<string, string>> {
  if (lineIds.length === 0) return new Map();
  const rows = await db
    .select({ id: bulkQuoteLines.id, quoteId: bulkQuoteLines.quoteId })
    .from(bulkQuoteLines)
    .where(inArray(bulkQuoteLines.id, lineIds));
  return new Map(rows.map((row) => [row.id, row.quoteId]));
}

export async function setQuote(
  tx: DbOrTx,
  id: string,
  values: Partial<Pick<QuoteRow, 'status' | 'acceptedBy' | 'acceptedAt' | 'orderId'>>,
): Promise<QuoteRow> {
  const [row] = await tx.update(bulkQuotes).set(values).where(eq(bulkQuotes.id, id)).returning();
  return row!;
}

/** Replaces the person on a customer's enquiries (account erasure): the rows stay, without name, contact or words. */
export async function anonymiseEnquiriesOf(
  db: DbOrTx,
  userId: string,
  email: string,
  person: { name: string; email: string; erasedText: string },
): Promise<void> {
  await db
    .update(bulkEnquiries)
    .set({
      contactPerson: person.name,
      email: person.email,
      phone: '',
      address: person.erasedText,
      description: person.erasedText,
    })
    .where(or(eq(bulkEnquiries.userId, userId), eq(bulkEnquiries.email, email)));
}
