/**
 * Bulk enquiries (shopper spec §2 'Your Bulk Requests', §3, §4, §7, §8, §10; admin spec §2 'Bulk
 * Order Enquiries', §4, §5, §7; issue 30). A guest or a customer sends one (the shop's inbox and
 * the buyer are mailed in the same transaction); a customer reads their own (those sent signed in,
 * and those sent as a guest with their account's e-mail); staff list them, set the status, and
 * mail the buyer, each change audited in its transaction. Quotes: bulk-quotes.service.ts.
 */
import {
  ENQUIRY_CONTACT_HOURS,
  ENQUIRY_NOT_FOUND,
  ENQUIRY_PAGE_SIZE,
  ENQUIRY_STATUSES,
  MY_ENQUIRIES_LIMIT,
  NEW_ENQUIRY_STATUS,
} from '@shop/domain/enquiries/enquiry.rules';
import type { BulkEnquiry, StaffEnquiryListData } from '@shop/domain/enquiries/enquiry.responses';
import type { BulkOrderRequestBody, EnquiryStatusBody, StaffListBody } from '@shop/domain/enquiries/enquiry.schemas';
import { ERASED_CUSTOMER_NAME, ERASED_TEXT } from '@shop/domain/privacy/erasure.rules';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { staffNames } from '../admin-auth/admin-auth.service';
import { recordAudit } from '../audit/audit.service';
import { productsForQuote } from '../catalog/catalog.service';
import {
  ENQUIRY_CONFIRMATION_MAIL,
  ENQUIRY_MESSAGE_MAIL,
  ENQUIRY_RECEIVED_MAIL,
  enqueueMail,
} from '../mail/mail.service';
import type { CustomerSession, StaffSession } from '../sessions/sessions.service';
import { getSettings } from '../settings/settings.service';
import * as repo from './enquiries.repository';
import { toBulkEnquiry, toBulkQuote } from './enquiry.shape';

/** The enquiries with their mails, quotes and quote lines, as of `now`. */
export async function withDetails(db: DbOrTx, rows: repo.EnquiryRow[], now: Date): Promise<BulkEnquiry[]> {
  const ids = rows.map((row) => row.id);
  const [emails, quotes] = await Promise.all([repo.emailsOf(db, ids), repo.quotesOf(db, ids)]);
  const lines = await repo.linesOf(
    db,
    quotes.map((q) => q.id),
  );
  const products = await productsForQuote(db, [...new Set(lines.map((l) => l.productId))]);
  const staffIds = [...new Set(emails.map((e) => e.sentBy))];
  const names = staffIds.length > 0 ? await staffNames(db, staffIds) : new Map<string, { name: string }>();
  return rows.map((row) =>
    toBulkEnquiry(
      row,
      emails.filter((e) => e.enquiryId === row.id),
      quotes
        .filter((q) => q.enquiryId === row.id)
        .map((q) =>
          toBulkQuote(
            q,
            lines.filter((l) => l.quoteId === q.id),
            products,
            now,
          ),
        ),
      names,
    ),
  );
}

/** One enquiry with its details. */
export async function enquiryWithDetails(db: DbOrTx, row: repo.EnquiryRow, now: Date): Promise<BulkEnquiry> {
  const [enquiry] = await withDetails(db, [row], now);
  return enquiry!;
}

/** Whether the enquiry is the customer's: sent signed in by them, or as a guest with their account's e-mail. */
export function isEnquiryOf(row: repo.EnquiryRow, customer: Pick<CustomerSession, 'id' | 'email'>): boolean {
  return row.userId === customer.id || (row.userId === null && row.email === customer.email.toLowerCase());
}

/**
 * POST /bulk-enquiry/bulk-order-request: stores the enquiry (Pending; the customer's id when
 * signed in) and queues, in the same transaction, the mail to the shop's inbox (store settings'
 * support e-mail) and the buyer's confirmation.
 */
export async function submitEnquiry(
  db: Db,
  body: BulkOrderRequestBody,
  customer: CustomerSession | undefined,
  now: Date,
): Promise<BulkEnquiry> {
  const row = await db.transaction(async (tx) => {
    const enquiry = await repo.insertEnquiry(tx, {
      userId: customer?.id ?? null,
      companyName: body.companyName,
      contactPerson: body.contactPerson,
      email: body.email,
      phone: body.phone,
      productName: body.productName,
      quantity: body.quantity,
      description: body.description,
      expectedPrice: body.expectedPrice,
      deliveryTimeline: body.deliveryTimeline,
      gstNumber: body.gstNumber,
      address: body.address,
      status: NEW_ENQUIRY_STATUS,
      createdAt: now,
      updatedAt: now,
    });
    const settings = await getSettings(tx);
    await enqueueMail(tx, {
      template: ENQUIRY_RECEIVED_MAIL,
      to: settings.supportEmail,
      data: {
        enquiryId: enquiry.id,
        companyName: enquiry.companyName,
        contactPerson: enquiry.contactPerson,
        email: enquiry.email,
        phone: enquiry.phone,
        productName: enquiry.productName,
        quantity: enquiry.quantity,
        expectedPrice: enquiry.expectedPrice,
        deliveryTimeline: enquiry.deliveryTimeline,
        gstNumber: enquiry.gstNumber,
        address: enquiry.address,
        description: enquiry.description,
      },
      key: `bulk-enquiry-received:${enquiry.id}`,
    });
    await enqueueMail(tx, {
      template: ENQUIRY_CONFIRMATION_MAIL,
      to: enquiry.email,
      data: {
        contactPerson: enquiry.contactPerson,
        productName: enquiry.productName,
        quantity: enquiry.quantity,
        contactHours: ENQUIRY_CONTACT_HOURS,
      },
      key: `bulk-enquiry-confirmation:${enquiry.id}`,
    });
    return enquiry;
  });
  return enquiryWithDetails(db, row, now);
}

/** POST /bulk-enquiry/user-list: the customer's own enquiries, newest first (never by an e-mail the caller names). */
export async function myEnquiries(db: DbOrTx, customer: CustomerSession, now: Date): Promise<BulkEnquiry[]> {
  const rows = await repo.enquiriesOfCustomer(db, customer.id, customer.email.toLowerCase(), MY_ENQUIRIES_LIMIT);
  return withDetails(db, rows, now);
}

/** POST /bulk-enquiry/list (staff): a page, newest first, optionally of one status (an unknown status matches none). */
export async function listForStaff(db: DbOrTx, body: StaffListBody, now: Date): Promise<StaffEnquiryListData> {
  const status = ENQUIRY_STATUSES.find((s) => s === body.status);
  if (body.status && !status) return { enquiries: [], total: 0, page: body.page, pageSize: ENQUIRY_PAGE_SIZE };
  const { rows, total } = await repo.listEnquiries(db, {
    status,
    limit: ENQUIRY_PAGE_SIZE,
    offset: (body.page - 1) * ENQUIRY_PAGE_SIZE,
  });
  return { enquiries: await withDetails(db, rows, now), total, page: body.page, pageSize: ENQUIRY_PAGE_SIZE };
}

/** The enquiry locked for a change; NOT_FOUND when there is none. */
export async function lockedEnquiry(tx: DbOrTx, id: string): Promise<repo.EnquiryRow> {
  const row = await repo.findEnquiry(tx, id, true);
  if (!row) throw new AppError('NOT_FOUND', ENQUIRY_NOT_FOUND);
  return row;
}

/**
 * POST /bulk-enquiry/{id}/update (staff): sets one of the dropdown's statuses, audited. CONFLICT
 * for an Ordered enquiry (an order was placed from its quote: the record stays as it is).
 */
export async function updateStatus(
  db: Db,
  staff: StaffSession,
  id: string,
  body: EnquiryStatusBody,
  now: Date,
): Promise<BulkEnquiry> {
  const row = await db.transaction(async (tx) => {
    const enquiry = await lockedEnquiry(tx, id);
    if (enquiry.status === 'Ordered')
      throw new AppError('CONFLICT', 'An order was placed from this enquiry: its status stays Ordered.');
    if (enquiry.status === body.status) return enquiry;
    const updated = await repo.setEnquiry(tx, id, { status: body.status, updatedAt: now });
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'enquiry.status',
      entity: 'enquiry',
      entityId: id,
      before: { status: enquiry.status },
      after: { status: updated.status },
    });
    return updated;
  });
  return enquiryWithDetails(db, row, now);
}

/** POST /bulk-enquiry/{id}/send-email (staff): mails the buyer `message`, stores it on the enquiry, audited. NOT_FOUND. */
export async function sendEmail(
  db: Db,
  staff: StaffSession,
  id: string,
  message: string,
  now: Date,
): Promise<BulkEnquiry> {
  const row = await db.transaction(async (tx) => {
    const enquiry = await lockedEnquiry(tx, id);
    const email = await repo.insertEmail(tx, { enquiryId: id, message, sentBy: staff.id, createdAt: now });
    await enqueueMail(tx, {
      template: ENQUIRY_MESSAGE_MAIL,
      to: enquiry.email,
      data: { contactPerson: enquiry.contactPerson, productName: enquiry.productName, message },
      key: `bulk-enquiry-message:${email.id}`,
    });
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'enquiry.email',
      entity: 'enquiry',
      entityId: id,
      before: null,
      after: { email_id: email.id },
    });
    return repo.setEnquiry(tx, id, { updatedAt: now });
  });
  return enquiryWithDetails(db, row, now);
}

/**
 * For the account's data copy (privacy): the customer's enquiries with their mails and quotes
 * (sent signed in, or as a guest with their e-mail), newest first.
 */
export async function enquiriesOfCustomer(
  db: DbOrTx,
  userId: string,
  email: string,
  now: Date,
): Promise<BulkEnquiry[]> {
  return withDetails(db, await repo.enquiriesOfCustomer(db, userId, email.toLowerCase(), 1000), now);
}

/**
 * Account erasure: the customer's enquiries (and guest ones with their e-mail) stay for staff's
 * history and the quotes' orders, without their name, e-mail, phone, address or words, in the
 * caller's transaction. `erasedEmail` is the placeholder address the erasure gives the account.
 */
export function anonymiseEnquiriesOf(tx: DbOrTx, userId: string, email: string, erasedEmail: string): Promise<void> {
  return repo.anonymiseEnquiriesOf(tx, userId, email.toLowerCase(), {
    name: ERASED_CUSTOMER_NAME,
    email: erasedEmail,
    erasedText: ERASED_TEXT,
  });
}
