/** Enquiry and quote rows as the API shows them (packages/domain/src/enquiries/enquiry.responses.ts). */
import type { BulkEnquiry, BulkQuote } from '@shop/domain/enquiries/enquiry.responses';
import { quoteTotals } from '@shop/domain/enquiries/quote-price.rules';
import { quoteUseProblem } from '@shop/domain/enquiries/quote-use.rules';
import { paiseToRupees } from '@shop/domain/money/money.rules';
import type { EnquiryEmailRow, EnquiryRow, QuoteLineRow, QuoteRow } from './enquiries.repository';

const r = paiseToRupees;

/** What a quote line shows besides its row: the product's name and GST rate now. */
export type ProductFacts = ReadonlyMap<string, { productName: string; gstRateBp: number }>;

/** A quote with its lines and totals, as of `now` (for `payable`). */
export function toBulkQuote(row: QuoteRow, lines: QuoteLineRow[], products: ProductFacts, now: Date): BulkQuote {
  const facts = lines.map((line) => ({ line, product: products.get(line.productId) }));
  const totals = quoteTotals(
    facts.map(({ line, product }) => ({
      unitPricePaise: line.unitPricePaise,
      quantity: line.quantity,
      gstRateBp: product?.gstRateBp ?? 1800,
    })),
  );
  return {
    _id: row.id,
    quote_number: row.quoteNumber,
    status: row.status,
    valid_until: row.validUntil,
    payable: quoteUseProblem(row, now) === null,
    note: row.note,
    lines: facts.map(({ line, product }, i) => ({
      _id: line.id,
      product_id: line.productId,
      product_name: product?.productName ?? 'Product no longer sold',
      quantity: line.quantity,
      unit_price: r(line.unitPricePaise),
      unit_price_with_gst: r(totals.lines[i]!.unitPriceWithGstPaise),
      gst_rate: (product?.gstRateBp ?? 1800) / 100,
      line_total: r(totals.lines[i]!.totalPaise),
    })),
    taxable_value: r(totals.taxablePaise),
    gst_amount: r(totals.gstPaise),
    total: r(totals.totalPaise),
    created_at: row.createdAt.toISOString(),
    accepted_at: row.acceptedAt?.toISOString() ?? null,
    order_id: row.orderId,
  };
}

/** An enquiry with its mails (oldest first) and quotes (newest first). */
export function toBulkEnquiry(
  row: EnquiryRow,
  emails: EnquiryEmailRow[],
  quotes: BulkQuote[],
  staffNames: ReadonlyMap<string, { name: string }>,
): BulkEnquiry {
  return {
    _id: row.id,
    companyName: row.companyName,
    contactPerson: row.contactPerson,
    email: row.email,
    phone: row.phone,
    productName: row.productName,
    quantity: row.quantity,
    description: row.description,
    expectedPrice: row.expectedPrice,
    deliveryTimeline: row.deliveryTimeline,
    gstNumber: row.gstNumber,
    address: row.address,
    status: row.status,
    requestDate: row.createdAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    lastUpdated: row.updatedAt.toISOString(),
    emails: emails.map((email) => ({
      _id: email.id,
      message: email.message,
      sent_by: staffNames.get(email.sentBy)?.name ?? 'Staff',
      created_at: email.createdAt.toISOString(),
    })),
    quotes,
    order_id: quotes.find((quote) => quote.order_id !== null)?.order_id ?? null,
  };
}
