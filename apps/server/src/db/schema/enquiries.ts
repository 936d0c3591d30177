/**
 * Tables of the enquiries module (shopper spec §2–§4 bulk enquiry, admin spec §2 Bulk Order
 * Enquiries and Bulk Order Requests, one screen as DESIGN.md says; issue 30): a business buyer's
 * bulk enquiry, the mails staff sent about it, and the quotes staff answer with. A quote's lines
 * are catalogue products at a unit price before GST; the buyer accepts it once, signed in, before
 * it expires, and the order placed from it is recorded on the quote.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { admins, users } from './accounts';
import { products } from './catalog';
import { createdAt, id, updatedAt } from './columns';
import { orders } from './orders';

export const ENQUIRY_STATUSES = [
  'Pending',
  'In Progress',
  'Quoted',
  'Accepted',
  'Ordered',
  'Completed',
  'Rejected',
] as const;

export const bulkEnquiries = pgTable(
  'bulk_enquiries',
  {
    id: id(),
    /** The signed-in customer who sent it; null for a guest. */
    userId: text('user_id').references(() => users.id),
    companyName: text('company_name').notNull(),
    contactPerson: text('contact_person').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    description: text('description').notNull().default(''),
    /** The buyer's own words ("₹450 a unit"), as the spec's expectedPrice text. */
    expectedPrice: text('expected_price').notNull().default(''),
    deliveryTimeline: text('delivery_timeline').notNull().default(''),
    /** A checked GSTIN, or '' when none was given. */
    gstNumber: text('gst_number').notNull().default(''),
    address: text('address').notNull().default(''),
    status: text('status', { enum: ENQUIRY_STATUSES }).notNull(),
    createdAt: createdAt(),
    /** The spec's lastUpdated: moved by staff's changes (status, mail, quote), not by the buyer's reads. */
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bulk_enquiries_created_idx').on(t.createdAt),
    index('bulk_enquiries_user_idx').on(t.userId, t.createdAt),
    index('bulk_enquiries_email_idx').on(t.email),
    check('bulk_enquiries_quantity', sql`${t.quantity} >= 1`),
  ],
);

/** A mail staff sent the buyer from the enquiry (Send Email), kept as sent. */
export const bulkEnquiryEmails = pgTable(
  'bulk_enquiry_emails',
  {
    id: id(),
    enquiryId: text('enquiry_id')
      .notNull()
      .references(() => bulkEnquiries.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    sentBy: text('sent_by')
      .notNull()
      .references(() => admins.id),
    createdAt: createdAt(),
  },
  (t) => [index('bulk_enquiry_emails_enquiry_idx').on(t.enquiryId, t.createdAt)],
);

/** The last serial issued in a quote year ('26'), for BQ-YY-NNNNNN numbers. */
export const bulkQuoteCounters = pgTable('bulk_quote_counters', {
  year: text('year').primaryKey(),
  lastSerial: integer('last_serial').notNull(),
});

export const BULK_QUOTE_STATUSES = ['open', 'accepted', 'ordered', 'withdrawn'] as const;

/** A quote staff sent for an enquiry: open until accepted (or withdrawn), payable until valid_until (IST day, inclusive). */
export const bulkQuotes = pgTable(
  'bulk_quotes',
  {
    id: id(),
    enquiryId: text('enquiry_id')
      .notNull()
      .references(() => bulkEnquiries.id),
    /** BQ-YY-NNNNNN, shown on the PDF and the mail. */
    quoteNumber: text('quote_number').notNull().unique(),
    status: text('status', { enum: BULK_QUOTE_STATUSES }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    createdBy: text('created_by')
      .notNull()
      .references(() => admins.id),
    acceptedBy: text('accepted_by').references(() => users.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    /** The order placed from it: set once, in the transaction that places the order. */
    orderId: text('order_id').references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('bulk_quotes_enquiry_idx').on(t.enquiryId, t.createdAt),
    check('bulk_quotes_status', sql`${t.status} in ('open', 'accepted', 'ordered', 'withdrawn')`),
  ],
);

export const bulkQuoteLines = pgTable(
  'bulk_quote_lines',
  {
    id: id(),
    quoteId: text('quote_id')
      .notNull()
      .references(() => bulkQuotes.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    /** The quoted unit price before GST, paise; never above the product's MRP less GST, never below 0. */
    unitPricePaise: integer('unit_price_paise').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('bulk_quote_lines_quote_idx').on(t.quoteId, t.position),
    check('bulk_quote_lines_quantity', sql`${t.quantity} >= 1`),
    check('bulk_quote_lines_price', sql`${t.unitPricePaise} >= 0`),
  ],
);
