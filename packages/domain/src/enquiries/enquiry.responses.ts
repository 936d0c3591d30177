/**
 * Bulk enquiry replies (shopper spec §3 'Bulk enquiry (customer)'; admin spec §3 'Bulk enquiry':
 * the spec's names), with staff's mails, the quotes and the order placed from one. Amounts in
 * rupees with at most two decimals. The server declares these as its response schemas; the web
 * imports the inferred types.
 */
import { z } from 'zod';
import { savedCartItem } from '../carts/saved-cart.responses';
import { ENQUIRY_STATUSES } from './enquiry.rules';
import { BULK_QUOTE_STATUSES } from './quote-use.rules';

export const bulkQuoteLine = z.object({
  _id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  quantity: z.number().int(),
  /** Before GST, rupees. */
  unit_price: z.number(),
  unit_price_with_gst: z.number(),
  gst_rate: z.number(),
  /** unit_price_with_gst × quantity. */
  line_total: z.number(),
});
export type BulkQuoteLine = z.infer<typeof bulkQuoteLine>;

export const bulkQuote = z.object({
  _id: z.string(),
  /** BQ-YY-NNNNNN */
  quote_number: z.string(),
  status: z.enum(BULK_QUOTE_STATUSES),
  /** The last day it can be paid, 'YYYY-MM-DD' (India, inclusive). */
  valid_until: z.string(),
  /** It can be accepted and paid now (open or accepted, not expired). */
  payable: z.boolean(),
  note: z.string(),
  lines: z.array(bulkQuoteLine),
  taxable_value: z.number(),
  gst_amount: z.number(),
  /** Goods with GST; shipping is added by the cart as for any order. */
  total: z.number(),
  created_at: z.string(),
  accepted_at: z.string().nullable(),
  order_id: z.string().nullable(),
});
export type BulkQuote = z.infer<typeof bulkQuote>;

/** A mail staff sent from the enquiry. */
export const enquiryEmail = z.object({
  _id: z.string(),
  message: z.string(),
  sent_by: z.string(),
  created_at: z.string(),
});
export type EnquiryEmail = z.infer<typeof enquiryEmail>;

export const bulkEnquiry = z.object({
  _id: z.string(),
  companyName: z.string(),
  contactPerson: z.string(),
  email: z.string(),
  phone: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  description: z.string(),
  expectedPrice: z.string(),
  deliveryTimeline: z.string(),
  /** A checked GSTIN or ''. */
  gstNumber: z.string(),
  address: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  requestDate: z.string(),
  createdAt: z.string(),
  /** The last change staff made (status, mail, quote) or the buyer's acceptance. */
  lastUpdated: z.string(),
  emails: z.array(enquiryEmail),
  /** Newest first. */
  quotes: z.array(bulkQuote),
  /** The order placed from its quote, or null. */
  order_id: z.string().nullable(),
});
export type BulkEnquiry = z.infer<typeof bulkEnquiry>;

export const bulkEnquiryData = z.object({ enquiry: bulkEnquiry });
export type BulkEnquiryData = z.infer<typeof bulkEnquiryData>;

/** POST /bulk-enquiry/user-list: the customer's own, newest first. */
export const enquiryListData = z.object({ enquiries: z.array(bulkEnquiry) });
export type EnquiryListData = z.infer<typeof enquiryListData>;

/** POST /bulk-enquiry/list (staff): newest first, a page with the total. */
export const staffEnquiryListData = z.object({
  enquiries: z.array(bulkEnquiry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StaffEnquiryListData = z.infer<typeof staffEnquiryListData>;

/** POST /bulk-enquiry/quote/{id}/accept: the quote, and its lines as they are now in the saved cart. */
export const acceptedQuoteData = z.object({
  quote: bulkQuote,
  cartLines: z.array(savedCartItem.extend({ bulk_quote_line_id: z.string() })),
});
export type AcceptedQuoteData = z.infer<typeof acceptedQuoteData>;
