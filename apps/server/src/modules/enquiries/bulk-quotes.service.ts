/**
 * Bulk quotes (issue 30, beyond the spec: "what turns an enquiry into revenue"). Staff answer an
 * enquiry with catalogue products at unit prices before GST (never below ₹0, never above the MRP
 * with GST), valid until a day (India, inclusive); the enquiry becomes Quoted and the buyer gets a
 * mail with the lines and the links to their account and the quote's PDF. The buyer (the enquiry's
 * account, or a guest enquiry's e-mail signed in) accepts it: Accepted, and the lines go into their
 * saved cart. The cart and the order price those lines at the quoted unit price through the one
 * pipeline, and placing the order marks the quote ordered: quote-ordering.service.ts.
 */
import {
  canQuote,
  indiaDateOf,
  QUOTE_ENQUIRY_CLOSED,
  QUOTE_NOT_FOUND,
  QUOTE_VALID_FROM_TODAY,
  quoteNumber,
  quoteYearOf,
} from '@shop/domain/enquiries/enquiry.rules';
import { quotePriceProblem } from '@shop/domain/enquiries/quote-price.rules';
import { quoteUseProblem } from '@shop/domain/enquiries/quote-use.rules';
import type { AcceptedQuoteData, BulkEnquiry } from '@shop/domain/enquiries/enquiry.responses';
import type { CreateQuoteBody } from '@shop/domain/enquiries/enquiry.schemas';
import { rupeesToPaise } from '@shop/domain/money/money.rules';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, type FieldError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { putQuotedLines } from '../carts/carts.service';
import { PRODUCT_NOT_FOUND, productsForQuote } from '../catalog/catalog.service';
import { BULK_QUOTE_MAIL, enqueueMail } from '../mail/mail.service';
import type { MailAttachment } from '../../providers/mail/mail-transport.contract';
import type { CustomerSession, StaffSession } from '../sessions/sessions.service';
import { getSettings } from '../settings/settings.service';
import * as repo from './enquiries.repository';
import { enquiryWithDetails, isEnquiryOf, lockedEnquiry } from './enquiries.service';
import { drawQuotePdf } from './quote.pdf';
import { usableQuote } from './quote-ordering.service';

/**
 * POST /bulk-enquiry/{id}/quote (staff): numbers and stores the quote, withdraws the enquiry's
 * earlier open or accepted quote, sets the enquiry Quoted, mails the buyer and audits, in one
 * transaction. NOT_FOUND for an unknown enquiry or product; CONFLICT for an ordered, completed or
 * rejected enquiry; UNPROCESSABLE for a validity day before today (India) or a price outside ₹0..MRP.
 */
export async function createQuote(
  db: Db,
  staff: StaffSession,
  enquiryId: string,
  body: CreateQuoteBody,
  now: Date,
): Promise<BulkEnquiry> {
  if (body.validUntil < indiaDateOf(now) || Number.isNaN(Date.parse(body.validUntil)))
    throw new AppError('UNPROCESSABLE', QUOTE_VALID_FROM_TODAY, [
      { path: 'validUntil', message: QUOTE_VALID_FROM_TODAY },
    ]);
  const row = await db.transaction(async (tx) => {
    const enquiry = await lockedEnquiry(tx, enquiryId);
    if (!canQuote(enquiry.status)) throw new AppError('CONFLICT', QUOTE_ENQUIRY_CLOSED);
    const products = await productsForQuote(
      tx,
      body.lines.map((l) => l.productId),
    );
    const lines = body.lines.map((line) => ({ ...line, unitPricePaise: rupeesToPaise(line.unitPrice) }));
    checkQuoteLines(lines, products);
    for (const earlier of await repo.quotesOf(tx, [enquiryId]))
      if (earlier.status === 'open' || earlier.status === 'accepted')
        await repo.setQuote(tx, earlier.id, { status: 'withdrawn' });
    const year = quoteYearOf(now);
    const quote = await repo.insertQuote(tx, {
      enquiryId,
      quoteNumber: quoteNumber(year, await repo.nextQuoteSerial(tx, year)),
      status: 'open',
      validUntil: body.validUntil,
      note: body.note,
      createdBy: staff.id,
      createdAt: now,
    });
    await repo.insertQuoteLines(
      tx,
      lines.map((line, position) => ({
        quoteId: quote.id,
        productId: line.productId,
        quantity: line.quantity,
        unitPricePaise: line.unitPricePaise,
        position,
      })),
    );
    const updated = await repo.setEnquiry(tx, enquiryId, { status: 'Quoted', updatedAt: now });
    await queueQuoteMail(tx, enquiry, quote, updated, now);
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'enquiry.quote',
      entity: 'enquiry',
      entityId: enquiryId,
      before: { status: enquiry.status },
      after: {
        status: updated.status,
        quote_id: quote.id,
        quote_number: quote.quoteNumber,
        valid_until: quote.validUntil,
        lines: lines.map((l) => ({
          product_id: l.productId,
          quantity: l.quantity,
          unit_price_paise: l.unitPricePaise,
        })),
      },
    });
    return updated;
  });
  return enquiryWithDetails(db, row, now);
}

/** Queues the quote's mail to the buyer, with its lines and total as the account shows them. */
async function queueQuoteMail(
  tx: DbOrTx,
  enquiry: repo.EnquiryRow,
  quote: repo.QuoteRow,
  updated: repo.EnquiryRow,
  now: Date,
): Promise<void> {
  const shown = (await enquiryWithDetails(tx, updated, now)).quotes.find((q) => q._id === quote.id)!;
  const rupees = (value: number) => `₹${value.toFixed(2)}`;
  await enqueueMail(tx, {
    template: BULK_QUOTE_MAIL,
    to: enquiry.email,
    data: {
      contactPerson: enquiry.contactPerson,
      quoteId: quote.id,
      quoteNumber: quote.quoteNumber,
      validUntil: quote.validUntil,
      note: quote.note,
      lines: shown.lines.map((l) => ({
        name: l.product_name,
        quantity: l.quantity,
        unitPriceWithGst: rupees(l.unit_price_with_gst),
        total: rupees(l.line_total),
      })),
      total: rupees(shown.total),
    },
    key: `bulk-quote:${quote.id}`,
  });
}

/** NOT_FOUND naming every unknown or archived product; UNPROCESSABLE naming every price outside ₹0..MRP. */
function checkQuoteLines(
  lines: { productId: string; unitPricePaise: number }[],
  products: Awaited<ReturnType<typeof productsForQuote>>,
): void {
  const unknown: FieldError[] = [];
  const priced: FieldError[] = [];
  lines.forEach((line, i) => {
    const product = products.get(line.productId);
    if (!product || product.archivedAt) {
      unknown.push({ path: `lines.${i}.productId`, message: PRODUCT_NOT_FOUND });
      return;
    }
    const problem = quotePriceProblem({
      productName: product.productName,
      unitPricePaise: line.unitPricePaise,
      mrpPaise: product.mrpPaise,
      gstRateBp: product.gstRateBp,
    });
    if (problem) priced.push({ path: `lines.${i}.unitPrice`, message: problem });
  });
  if (unknown.length > 0) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND, unknown);
  if (priced.length > 0) throw new AppError('UNPROCESSABLE', priced[0]!.message, priced);
}

/** The quote locked, with its enquiry; NOT_FOUND unless it exists (and, for a customer, is theirs). */
async function lockedQuote(tx: DbOrTx, id: string, customer?: CustomerSession) {
  const quote = await repo.findQuote(tx, id, true);
  if (!quote) throw new AppError('NOT_FOUND', QUOTE_NOT_FOUND);
  const enquiry = await lockedEnquiry(tx, quote.enquiryId);
  if (customer && !isEnquiryOf(enquiry, customer)) throw new AppError('NOT_FOUND', QUOTE_NOT_FOUND);
  return { quote, enquiry };
}

/** POST /bulk-enquiry/quote/{id}/withdraw (staff): an open or accepted quote is withdrawn, audited. CONFLICT once ordered. */
export async function withdrawQuote(db: Db, staff: StaffSession, id: string, now: Date): Promise<BulkEnquiry> {
  const row = await db.transaction(async (tx) => {
    const { quote, enquiry } = await lockedQuote(tx, id);
    if (quote.status === 'ordered') throw new AppError('CONFLICT', 'This quote has already been ordered.');
    if (quote.status === 'withdrawn') return enquiry;
    await repo.setQuote(tx, id, { status: 'withdrawn' });
    const status = enquiry.status === 'Quoted' || enquiry.status === 'Accepted' ? 'In Progress' : enquiry.status;
    const updated = await repo.setEnquiry(tx, enquiry.id, { status, updatedAt: now });
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'enquiry.quote-withdraw',
      entity: 'enquiry',
      entityId: enquiry.id,
      before: { status: enquiry.status, quote_status: quote.status },
      after: { status, quote_id: id, quote_status: 'withdrawn' },
    });
    return updated;
  });
  return enquiryWithDetails(db, row, now);
}

/**
 * POST /bulk-enquiry/quote/{id}/accept: the customer's own quote is accepted (again: the lines go
 * back into the cart) and its lines put into their saved cart; the enquiry becomes Accepted.
 * NOT_FOUND for another's quote; CONFLICT for a withdrawn or ordered one; UNPROCESSABLE for an expired one.
 */
export async function acceptQuote(
  db: Db,
  customer: CustomerSession,
  id: string,
  now: Date,
): Promise<AcceptedQuoteData> {
  return db.transaction(async (tx) => {
    const locked = await lockedQuote(tx, id, customer);
    const { enquiry } = locked;
    // A quote whose order was cancelled is accepted again (quote-ordering.service usableQuote).
    const quote = await usableQuote(tx, locked.quote);
    if (quote !== locked.quote)
      await repo.setQuote(tx, id, { status: 'accepted', orderId: null, acceptedBy: customer.id, acceptedAt: now });
    const problem = quoteUseProblem(quote, now);
    if (problem)
      throw new AppError(
        quote.status === 'open' || quote.status === 'accepted' ? 'UNPROCESSABLE' : 'CONFLICT',
        problem,
      );
    if (quote.status === 'open')
      await repo.setQuote(tx, id, { status: 'accepted', acceptedBy: customer.id, acceptedAt: now });
    const updated =
      enquiry.status === 'Accepted'
        ? enquiry
        : await repo.setEnquiry(tx, enquiry.id, { status: 'Accepted', updatedAt: now });
    const lines = (await repo.linesOf(tx, [id])).map((line) => ({
      product_id: line.productId,
      quantity: line.quantity,
      bulk_quote_line_id: line.id,
    }));
    const cartLines = await putQuotedLines(tx, customer.id, lines);
    const shown = (await enquiryWithDetails(tx, updated, now)).quotes.find((q) => q._id === id)!;
    return { quote: shown, cartLines };
  });
}

/** GET /bulk-enquiry/quote/{id}/pdf: the customer's own quote as a PDF. NOT_FOUND for another's. */
export async function quotePdf(db: Db, customer: CustomerSession, id: string, now: Date) {
  const quote = await repo.findQuote(db, id);
  const enquiry = quote && (await repo.findEnquiry(db, quote.enquiryId));
  if (!quote || !enquiry || !isEnquiryOf(enquiry, customer)) throw new AppError('NOT_FOUND', QUOTE_NOT_FOUND);
  return drawnQuote(db, quote, enquiry, now);
}

/**
 * The quote mail's attachment (mail.service MailAttachmentBuilder, wired in app.ts): the quote
 * `data.quoteId` as a PDF, drawn when the mail is sent, to the enquiry's own address. Throws when
 * the quote is gone (the job retries, then fails visibly to staff).
 */
export async function quotePdfAttachment(db: Db, data: Record<string, unknown>, now: Date): Promise<MailAttachment[]> {
  const quote = typeof data.quoteId === 'string' ? await repo.findQuote(db, data.quoteId) : undefined;
  const enquiry = quote && (await repo.findEnquiry(db, quote.enquiryId));
  if (!quote || !enquiry) throw new Error(`quote ${String(data.quoteId)} is gone`);
  const { pdf, fileName } = await drawnQuote(db, quote, enquiry, now);
  return [{ filename: fileName, contentType: 'application/pdf', content: pdf }];
}

async function drawnQuote(
  db: DbOrTx,
  quote: NonNullable<Awaited<ReturnType<typeof repo.findQuote>>>,
  enquiry: NonNullable<Awaited<ReturnType<typeof repo.findEnquiry>>>,
  now: Date,
) {
  const id = quote.id;
  const shown = (await enquiryWithDetails(db, enquiry, now)).quotes.find((q) => q._id === id)!;
  const settings = await getSettings(db);
  const pdf = await drawQuotePdf({
    quote: shown,
    seller: {
      name: settings.sellerLegalName,
      address: settings.sellerAddress,
      gstin: settings.sellerGstin,
      email: settings.supportEmail,
      phone: settings.supportPhone,
    },
    buyer: enquiry,
  });
  return { pdf, fileName: `${quote.quoteNumber}.pdf` };
}
