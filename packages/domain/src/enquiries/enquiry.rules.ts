/**
 * Bulk enquiries (shopper spec §2 'Your Bulk Requests', §3 'Bulk enquiry (customer)', §4, §8, §10;
 * admin spec §2 'Bulk Order Enquiries', §4, §5 'Bulk enquiry email'; issue 30). One status set for
 * the buyer's and staff's screens (DESIGN.md: one screen where the spec has two): the spec's
 * Pending, In Progress, Completed, Rejected plus Quoted → Accepted → Ordered, which only the quote
 * steps set. Zod-free: the web's pages import these without zod.
 */
import { INDIA_OFFSET_MS } from '../coupons/india-time.rules';

export const ENQUIRY_STATUSES = [
  'Pending',
  'In Progress',
  'Quoted',
  'Accepted',
  'Ordered',
  'Completed',
  'Rejected',
] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** What staff may choose in the card's dropdown (the spec's free choice); the quote steps set the rest. */
export const STAFF_ENQUIRY_STATUSES = ['Pending', 'In Progress', 'Completed', 'Rejected'] as const;
export type StaffEnquiryStatus = (typeof STAFF_ENQUIRY_STATUSES)[number];

export const NEW_ENQUIRY_STATUS: EnquiryStatus = 'Pending';

/** Field limits of the enquiry form. */
export const ENQUIRY_LIMITS = {
  companyName: 150,
  contactPerson: 100,
  productName: 200,
  description: 3000,
  expectedPrice: 100,
  deliveryTimeline: 100,
  address: 500,
  quantity: 1_000_000,
} as const;
/** Longest staff e-mail message and quote note. */
export const MAX_ENQUIRY_MESSAGE_LENGTH = 5000;
export const MAX_QUOTE_NOTE_LENGTH = 1000;
/** Lines one quote holds at most. */
export const MAX_QUOTE_LINES = 20;
/** Enquiries one staff page shows, and one buyer's list at most. */
export const ENQUIRY_PAGE_SIZE = 50;
export const MY_ENQUIRIES_LIMIT = 100;
/** The account's list refreshes this often (shopper spec §4). */
export const ENQUIRY_REFRESH_MS = 30_000;
/** The form promises an answer within this many hours (shopper spec §10). */
export const ENQUIRY_CONTACT_HOURS = 24;

export const ENQUIRY_SUBMITTED = 'Bulk order request submitted successfully! We will contact you soon.';
export const ENQUIRY_FAILED = 'Failed to submit request. Please try again.';
export const ENQUIRY_NOT_FOUND = 'Enquiry not found';
export const ENTER_A_MESSAGE = 'Please enter a message';
export const EMAIL_SENT = 'Email sent successfully';
export const STATUS_UPDATED = 'Status updated successfully';
export const NO_ENQUIRIES = 'No Enquiries Found';
export const QUOTE_NOT_FOUND = 'Quote not found';
export const QUOTE_SENT = 'Quote sent to the buyer';
export const QUOTE_ACCEPTED = 'Quote accepted: its items are in your cart at the quoted prices';
export const QUOTE_EXPIRED = 'This quote has expired. Please ask us for a new one.';
export const QUOTE_WITHDRAWN = 'This quote was withdrawn. Please ask us for a new one.';
export const QUOTE_ALREADY_ORDERED = 'This quote has already been ordered.';
export const QUOTE_ENQUIRY_CLOSED = 'A quote cannot be sent for an enquiry that is ordered, completed or rejected.';
export const QUOTE_VALID_FROM_TODAY = 'The quote must be valid until today or a later date';
export const QUOTE_LINE_CHANGED = 'A quoted item must be ordered as quoted: all its items, at the quoted quantities.';
export const QUOTE_NO_COUPON = 'Coupons do not apply to an order at quoted prices.';
/** A cart or order line naming a quote line the customer cannot use (another's, unknown, or signed out). */
export const QUOTE_LINE_UNAVAILABLE =
  'This quoted price is not available: sign in with the account the quote was sent to.';
/** A quoted line at another quantity than quoted. */
export const quoteQuantityFixed = (quantity: number) =>
  `This item is at a quoted price for exactly ${quantity} units: set the quantity back or remove it.`;

/** The short id lists show: the last 6 characters, upper-cased (admin spec §2, §9). */
export function shortEnquiryId(id: string): string {
  return id.slice(-6).toUpperCase();
}

/** The spec's Updated tag: staff changed the enquiry after it was sent (lastUpdated later than createdAt). */
export function isEnquiryUpdated(createdAt: string, lastUpdated: string): boolean {
  return Date.parse(lastUpdated) > Date.parse(createdAt);
}

/** Whether staff may send a quote on an enquiry in this status (not once it is ordered or closed). */
export function canQuote(status: EnquiryStatus): boolean {
  return status !== 'Ordered' && status !== 'Completed' && status !== 'Rejected';
}

/** The India calendar date of an instant, 'YYYY-MM-DD'. */
export function indiaDateOf(instant: Date): string {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether a quote valid until `validUntil` ('YYYY-MM-DD', India day, inclusive) can still be paid at `now`. */
export function isQuoteValidOn(validUntil: string, now: Date): boolean {
  return indiaDateOf(now) <= validUntil;
}

/** The quote year of an instant (India time), '26'. */
export function quoteYearOf(instant: Date): string {
  return indiaDateOf(instant).slice(2, 4);
}

/** A quote number, BQ-YY-NNNNNN ('26', 12 → 'BQ-26-000012'). RangeError for a bad year or serial. */
export function quoteNumber(year: string, serial: number): string {
  if (!/^\d{2}$/.test(year)) throw new RangeError(`Not a two-digit year: ${year}`);
  if (!Number.isInteger(serial) || serial < 1) throw new RangeError(`Not a serial number: ${serial}`);
  return `BQ-${year}-${String(serial).padStart(6, '0')}`;
}
