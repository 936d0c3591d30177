/**
 * GST tax invoices and credit notes (issue 10; admin spec §2 Invoices, §3 Invoice, §7;
 * docs/decisions/033-gst-invoices.md). An invoice is issued once per paid order by the job that
 * flows/order-paid.flow.ts queues; a credit note once per refund of a paid, invoiced order. Each takes the next
 * serial of its series in the financial year inside its own transaction (counter row locked), so
 * numbers have no gaps or repeats, and each stores the facts it states as a snapshot that is never
 * updated. Staff and the order's customer download the same PDF.
 */
import { ERASED_CUSTOMER_NAME } from '@shop/domain/privacy/erasure.rules';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { splitName } from '../accounts/accounts.service';
import { documentNumber, financialYearOf, indiaDateOf } from '@shop/domain/invoices/financial-year.rules';
import { buildInvoiceDocument, type InvoiceDocument } from '@shop/domain/invoices/invoice-document.rules';
import { creditNoteLinesOf, invoiceLinesOf } from '@shop/domain/invoices/invoice-lines.rules';
import {
  EXTENDED_WARRANTY_GST_RATE_BP,
  EXTENDED_WARRANTY_SAC,
  extendedWarrantyDescription,
} from '@shop/domain/catalog/warranty.rules';
import type { ApiInvoice } from '@shop/domain/invoices/invoice.responses';
import type { InvoiceListBody } from '@shop/domain/invoices/invoice.schemas';
import { idText } from '@shop/domain/validation/text.schemas';
import { paiseToRupees } from '@shop/domain/money/money.rules';
import { shortOrderId } from '@shop/domain/orders/order-tracking.rules';
import { isSameState } from '@shop/domain/tax/gst-states.rules';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { CustomerSession } from '../sessions/sessions.service';
import { parseJobPayload, PermanentJobError } from '../jobs/jobs.service';
import { orderRow } from '../orders/order-payments.service';
import { linesOfOrders, orderWithLines, type OrderLineRow } from '../orders/orders.service';
import { getSettings } from '../settings/settings.service';
import { ISSUE_CREDIT_NOTE_JOB, ISSUE_INVOICE_JOB } from './invoice-jobs.service';
import { renderInvoicePdf } from './invoice.pdf';
import * as repo from './invoices.repository';

export { enqueueCreditNote, enqueueInvoice } from './invoice-jobs.service';
export const INVOICE_NOT_FOUND = 'Invoice not found';
export const CREDIT_NOTE_NOT_FOUND = 'Credit note not found';

/** Payment statuses of an order that was paid (a refunded order was paid first). */
const PAID = new Set(['Paid', 'Refunded', 'Partially refunded']);

/** An order line's description on its invoice, 'name (SKU)': also how the Invoices list finds the line's warranty again. */
function goodsDescription(line: { productName: string; sku: string }): string {
  return `${line.productName} (${line.sku})`;
}

/**
 * The invoice's lines of an order's lines (paise as the order fixed them): each product line, then
 * its extended warranty as a service line of its own (decision 039: its SAC, rate and values).
 */
function invoiceLineInputsOf(lines: OrderLineRow[]): Parameters<typeof invoiceLinesOf>[0] {
  return lines.flatMap((l) => [
    {
      description: goodsDescription(l),
      hsnCode: l.hsnCode,
      quantity: l.quantity,
      unitPricePaise: l.unitPricePaise,
      discountPaise: l.couponDiscountPaise,
      taxablePaise: l.taxablePaise,
      gstPaise: l.gstPaise,
      gstRateBp: l.gstRateBp,
    },
    ...(l.extendedWarranty && l.extendedWarrantyMonths
      ? [
          {
            description: extendedWarrantyDescription(l.extendedWarrantyMonths, l.productName),
            hsnCode: EXTENDED_WARRANTY_SAC,
            quantity: l.quantity,
            unitPricePaise: l.warrantyUnitPricePaise,
            discountPaise: 0,
            taxablePaise: l.warrantyTaxablePaise,
            gstPaise: l.warrantyGstPaise,
            gstRateBp: l.warrantyGstRateBp ?? EXTENDED_WARRANTY_GST_RATE_BP,
            service: true,
          },
        ]
      : []),
  ]);
}

/**
 * Issues the invoice of a paid order at `now`, once: returns the existing invoice when there is
 * one, undefined for an order that was never paid (no invoice, ever). PermanentJobError for an
 * unknown order.
 */
export async function issueInvoice(db: Db, orderId: string, now: Date): Promise<repo.InvoiceRow | undefined> {
  return db.transaction(async (tx) => {
    // The order's lock serialises two issuers of one order; the unique index is the last guard.
    if (!(await orderRow(tx, orderId, true))) throw new PermanentJobError(`No order ${orderId}`);
    const existing = await repo.findInvoiceOfOrder(tx, orderId);
    if (existing) return existing;
    const { order, lines } = (await orderWithLines(tx, orderId))!;
    if (!PAID.has(order.paymentStatus)) return undefined;
    const settings = await getSettings(tx);
    const intraState = order.state !== '' && isSameState(order.state, settings.sellerState);
    const financialYear = financialYearOf(now);
    const serial = await repo.nextSerial(tx, 'invoice', financialYear);
    const number = documentNumber(settings.invoicePrefix, financialYear, serial);
    const document = buildInvoiceDocument({
      kind: 'invoice',
      number,
      date: indiaDateOf(now),
      seller: {
        name: settings.sellerLegalName,
        address: settings.sellerAddress,
        state: settings.sellerState,
        gstin: settings.sellerGstin,
      },
      buyer: {
        name: order.name,
        companyName: order.companyName,
        address: `${order.shippingAddress}, ${order.city}, ${order.state} ${order.pincode}`,
        state: order.state,
        gstin: order.gstin,
        email: order.email,
        phone: order.phone,
      },
      intraState,
      orderId,
      orderReference: shortOrderId(orderId),
      orderDate: indiaDateOf(order.createdAt),
      lines: invoiceLinesOf(invoiceLineInputsOf(lines), order.shippingPaise, intraState),
    });
    return repo.insertInvoice(tx, {
      orderId,
      userId: order.userId,
      number,
      financialYear,
      serial,
      issuedAt: now,
      totalPaise: document.totals.totalPaise,
      buyerGstin: order.gstin,
      placeOfSupply: order.state,
      document,
    });
  });
}

/**
 * Issues the credit note of one refund of an order at `now`, once per refund, for the refunded
 * amount (never more than the invoice still holds). Undefined when the order was never paid or
 * nothing is left to credit; throws (so the job retries) while the paid order's invoice is still
 * to be issued.
 */
export async function issueCreditNote(
  db: Db,
  refund: { orderId: string; refundId: string; amountPaise: number },
  now: Date,
): Promise<repo.CreditNoteRow | undefined> {
  return db.transaction(async (tx) => {
    const order = await orderRow(tx, refund.orderId, true);
    if (!order) throw new PermanentJobError(`No order ${refund.orderId}`);
    const existing = await repo.findCreditNoteOfRefund(tx, refund.refundId);
    if (existing) return existing;
    const invoice = await repo.findInvoiceOfOrder(tx, refund.orderId);
    if (!invoice) {
      if (PAID.has(order.paymentStatus)) throw new Error(`The invoice of order ${order.id} is not issued yet`);
      return undefined;
    }
    const credited = (await repo.creditNotesOfInvoice(tx, invoice.id)).reduce((sum, note) => sum + note.amountPaise, 0);
    const amountPaise = Math.min(refund.amountPaise, invoice.totalPaise - credited);
    if (amountPaise <= 0) return undefined;
    const settings = await getSettings(tx);
    const original = invoice.document;
    const financialYear = financialYearOf(now);
    const serial = await repo.nextSerial(tx, 'credit-note', financialYear);
    const number = documentNumber(settings.creditNotePrefix, financialYear, serial);
    const document = buildInvoiceDocument({
      ...original,
      kind: 'credit-note',
      number,
      date: indiaDateOf(now),
      lines: creditNoteLinesOf(original.lines, amountPaise, original.intraState),
      original: { number: original.number, date: original.date },
    });
    return repo.insertCreditNote(tx, {
      invoiceId: invoice.id,
      orderId: order.id,
      refundId: refund.refundId,
      number,
      financialYear,
      serial,
      issuedAt: now,
      amountPaise,
      document,
    });
  });
}

/** Registers the handlers of the invoice and credit note jobs on the app's runner. */
export function registerInvoiceJobs(app: FastifyInstance): void {
  app.jobs.register(ISSUE_INVOICE_JOB, async (payload) => {
    const { orderId } = parseJobPayload(z.object({ orderId: idText() }), payload);
    await issueInvoice(app.db, orderId, app.clock.now());
  });
  app.jobs.register(ISSUE_CREDIT_NOTE_JOB, async (payload) => {
    const refund = parseJobPayload(
      z.object({ orderId: idText(), refundId: idText(), amountPaise: z.number().int().positive() }),
      payload,
    );
    await issueCreditNote(app.db, refund, app.clock.now());
  });
}

/** A downloadable document: the PDF bytes and its file name. */
export interface DocumentFile {
  fileName: string;
  pdf: Buffer;
}

/** Staff: the PDF of invoice `id` (POST /invoice/{id}/download-invoice). NOT_FOUND for no such invoice. */
export async function invoicePdfForStaff(db: DbOrTx, id: string): Promise<DocumentFile> {
  const invoice = await repo.findInvoice(db, id);
  if (!invoice) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
  return { fileName: `invoice-${invoice.id}.pdf`, pdf: await renderInvoicePdf(invoice.document) };
}

/** Staff: the PDF of credit note `id`. NOT_FOUND for no such credit note. */
export async function creditNotePdfForStaff(db: DbOrTx, id: string): Promise<DocumentFile> {
  const note = await repo.findCreditNote(db, id);
  if (!note) throw new AppError('NOT_FOUND', CREDIT_NOTE_NOT_FOUND);
  return { fileName: `credit-note-${note.id}.pdf`, pdf: await renderInvoicePdf(note.document) };
}

/**
 * The customer's invoice of their own order, or NOT_FOUND (also for another customer's order:
 * nothing is revealed). A paid order whose invoice job has not run yet (workers behind) gets its
 * invoice issued now, by the same once-only issue the job uses, so the customer never waits on it.
 */
async function ownInvoice(db: Db, customer: CustomerSession, orderId: string, now: Date): Promise<repo.InvoiceRow> {
  let invoice = await repo.findInvoiceOfOrder(db, orderId);
  if (!invoice) {
    const order = await orderRow(db, orderId);
    if (order && order.userId === customer.id && PAID.has(order.paymentStatus))
      invoice = await issueInvoice(db, orderId, now);
  }
  if (!invoice || invoice.userId !== customer.id) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
  return invoice;
}

/** The customer: the PDF of their own order's invoice (My Orders) at `now`. NOT_FOUND when there is none or it is not theirs. */
export async function invoicePdfForCustomer(
  db: Db,
  customer: CustomerSession,
  orderId: string,
  now: Date,
): Promise<DocumentFile> {
  const invoice = await ownInvoice(db, customer, orderId, now);
  return {
    fileName: `invoice-${invoice.number.replaceAll('/', '-')}.pdf`,
    pdf: await renderInvoicePdf(invoice.document),
  };
}

/**
 * One invoice as the Invoices screen shows it. `warrantyOf` gives the months of warranty the order
 * recorded for a line, by the line's description (`name (SKU)`), null when it had none.
 */
function toApiInvoice(
  row: repo.InvoiceRow,
  notes: repo.CreditNoteRow[],
  warrantyOf: (description: string) => number | null,
): ApiInvoice {
  const doc: InvoiceDocument = row.document;
  const credited = notes.reduce((sum, n) => sum + n.amountPaise, 0);
  return {
    _id: row.id,
    invoiceNumber: row.number,
    order_id: row.orderId,
    created_at: row.issuedAt.toISOString(),
    status: credited === 0 ? 'Paid' : credited >= row.totalPaise ? 'Refunded' : 'Partly refunded',
    amount: paiseToRupees(row.totalPaise),
    user_Id: { name: doc.buyer.name, ...splitName(doc.buyer.name), phone: doc.buyer.phone, email: doc.buyer.email },
    items: doc.lines
      .filter((l) => l.hsnCode !== '996812' && l.hsnCode !== EXTENDED_WARRANTY_SAC)
      .map((l) => ({
        product: { name: l.description },
        quantity: l.quantity,
        totalWarranty: warrantyOf(l.description),
      })),
    creditNotes: notes.map((n) => ({
      _id: n.id,
      number: n.number,
      amount: paiseToRupees(n.amountPaise),
      created_at: n.issuedAt.toISOString(),
    })),
  };
}

/** POST /invoice/list (SuperAdmin): a page of invoices, newest first unless OLDEST, and their count. */
export async function listInvoices(db: DbOrTx, body: InvoiceListBody) {
  const sort = body.sort ?? body.filters.sort ?? 'NEWEST';
  const { rows, total } = await repo.listInvoices(db, {
    offset: (body.pageNum - 1) * body.pageSize,
    limit: body.pageSize,
    newestFirst: sort === 'NEWEST',
  });
  // Three queries for the page, not two per invoice: its credit notes and its orders' lines at once.
  const notes = await repo.creditNotesOfInvoices(
    db,
    rows.map((r) => r.id),
  );
  const lines = await linesOfOrders(
    db,
    rows.map((r) => r.orderId),
  );
  const invoiceList = rows.map((row) => {
    // Each line's warranty as its order recorded it (spec total_warranty), matched by name and SKU.
    const months = new Map((lines.get(row.orderId) ?? []).map((l) => [goodsDescription(l), l.totalWarrantyMonths]));
    return toApiInvoice(row, notes.get(row.id) ?? [], (description) => months.get(description) ?? null);
  });
  return { invoiceList, invoiceCount: total };
}

export { gstr1Csv } from './gstr1.csv';

/**
 * Account erasure (issue 29; CGST Act s.36 keeps invoices 72 months): the customer's invoices and
 * credit notes stay, their buyer named ERASED_CUSTOMER_NAME with no e-mail, phone or street, in the
 * caller's transaction.
 */
export function anonymiseInvoicesOf(tx: DbOrTx, userId: string): Promise<void> {
  return repo.anonymiseBuyerOf(tx, userId, ERASED_CUSTOMER_NAME);
}
