/** Invoice and credit note queries (Drizzle only, no rules). */
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsByKey } from '../../db/rows-by-key';
import { creditNotes, documentCounters, invoices } from '../../db/schema/invoices';

export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type DocumentSeries = 'invoice' | 'credit-note';

/**
 * The next serial of a series in a financial year. The upsert takes the counter row's lock until
 * the caller's transaction ends, so documents of one series are numbered one at a time, and a
 * rolled-back transaction gives its number back: no gaps, no repeats.
 */
export async function nextSerial(tx: DbOrTx, series: DocumentSeries, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financialYear],
      set: { lastSerial: sql`${documentCounters.lastSerial} + 1` },
    })
    .returning({ serial: documentCounters.lastSerial });
  return row!.serial;
}

export async function insertInvoice(tx: DbOrTx, row: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [inserted] = await tx.insert(invoices).values(row).returning();
  return inserted!;
}

export async function insertCreditNote(tx: DbOrTx, row: typeof creditNotes.$inferInsert): Promise<CreditNoteRow> {
  const [inserted] = await tx.insert(creditNotes).values(row).returning();
  return inserted!;
}

export async function findInvoice(db: DbOrTx, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return row;
}

export async function findInvoiceOfOrder(db: DbOrTx, orderId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  return row;
}

export async function findCreditNote(db: DbOrTx, id: string): Promise<CreditNoteRow | undefined> {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.id, id)).limit(1);
  return row;
}

export async function findCreditNoteOfRefund(db: DbOrTx, refundId: string): Promise<CreditNoteRow | undefined> {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.refundId, refundId)).limit(1);
  return row;
}

export async function creditNotesOfInvoice(db: DbOrTx, invoiceId: string): Promise<CreditNoteRow[]> {
  return db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId)).orderBy(asc(creditNotes.serial));
}

/** The credit notes of several invoices in one query, by invoice id, each list in series order. */
export async function creditNotesOfInvoices(db: DbOrTx, invoiceIds: string[]): Promise<Map<string, CreditNoteRow[]>> {
  const rows =
    invoiceIds.length === 0
      ? []
      : await db
          .select()
          .from(creditNotes)
          .where(inArray(creditNotes.invoiceId, invoiceIds))
          .orderBy(asc(creditNotes.serial));
  return rowsByKey(invoiceIds, rows, (row) => row.invoiceId);
}

/** One page of invoices, newest or oldest first, and how many there are. */
export async function listInvoices(db: DbOrTx, page: { offset: number; limit: number; newestFirst: boolean }) {
  const order = page.newestFirst
    ? [desc(invoices.issuedAt), desc(invoices.serial)]
    : [asc(invoices.issuedAt), asc(invoices.serial)];
  const rows = await db
    .select()
    .from(invoices)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(invoices);
  return { rows, total: total!.n };
}

/** Invoices issued in [from, to), in number order. */
export function invoicesIssuedBetween(db: DbOrTx, from: Date, to: Date): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
    .orderBy(asc(invoices.financialYear), asc(invoices.serial));
}

/** Credit notes issued in [from, to), in number order. */
export function creditNotesIssuedBetween(db: DbOrTx, from: Date, to: Date): Promise<CreditNoteRow[]> {
  return db
    .select()
    .from(creditNotes)
    .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
    .orderBy(asc(creditNotes.financialYear), asc(creditNotes.serial));
}

/** Replaces the buyer's name, e-mail, phone and street address in the customer's invoices and credit notes; state, GSTIN and company stay. */
export async function anonymiseBuyerOf(db: DbOrTx, userId: string, name: string): Promise<void> {
  const buyer = sql`jsonb_set(jsonb_set(jsonb_set(jsonb_set(document, '{buyer,name}', to_jsonb(${name}::text)), '{buyer,email}', '""'), '{buyer,phone}', '""'), '{buyer,address}', '""')`;
  await db.update(invoices).set({ document: buyer }).where(eq(invoices.userId, userId));
  await db
    .update(creditNotes)
    .set({ document: buyer })
    .where(sql`${creditNotes.invoiceId} IN (SELECT id FROM invoices WHERE user_id = ${userId})`);
}
