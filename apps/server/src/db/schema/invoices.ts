/**
 * Tables of the invoices module (docs/decisions/033-gst-invoices.md): GST tax invoices, credit
 * notes, and one counter row per series and financial year. A document is a snapshot of the facts
 * it states, fixed at issue: no column of it is ever updated.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InvoiceDocument } from '@shop/domain/invoices/invoice-document.rules';
import { users } from './accounts';
import { orders } from './orders';
import { createdAt, id, money } from './columns';

/** The last serial issued in a series ('invoice', 'credit-note') and financial year ('26-27'). */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    /** One invoice per order, ever. */
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
    totalPaise: money('total_paise').notNull(),
    /** The buyer's GSTIN ('' for B2C) and delivery state: the GSTR-1 export groups by them. */
    buyerGstin: text('buyer_gstin').notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_order_unique').on(t.orderId),
    uniqueIndex('invoices_number_unique').on(t.number),
    uniqueIndex('invoices_serial_unique').on(t.financialYear, t.serial),
    index('invoices_issued_idx').on(t.issuedAt),
    index('invoices_user_idx').on(t.userId),
    check('invoices_number_length', sql`char_length(${t.number}) <= 16`),
  ],
);

export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** The refund it documents: one credit note per refund. */
    refundId: text('refund_id').notNull(),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
    amountPaise: money('amount_paise').notNull(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_notes_refund_unique').on(t.refundId),
    uniqueIndex('credit_notes_number_unique').on(t.number),
    uniqueIndex('credit_notes_serial_unique').on(t.financialYear, t.serial),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    index('credit_notes_issued_idx').on(t.issuedAt),
    check('credit_notes_number_length', sql`char_length(${t.number}) <= 16`),
    check('credit_notes_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);
