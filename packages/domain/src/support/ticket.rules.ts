/**
 * Support ticket rules (shopper spec §3 'Support ticket', §6 messages; admin spec §2 'Customer
 * Complaints'; Consumer Protection (E-Commerce) Rules 2020, r.4(5): every complaint gets a ticket
 * number, an acknowledgement within 48 hours and redress within one month; docs/decisions/053).
 * Zod-free and pure, so the forms can list the options without zod (STYLE.md habit 14).
 */
import { FINISHED_TICKET_STATUSES, type TicketStatus } from './ticket-status.rules';

export const TICKET_CATEGORIES = [
  'Order Issue',
  'Payment Issue',
  'Product Issue',
  'Delivery Issue',
  'Account Issue',
  'Other',
] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** Display only (admin spec §3): staff may sort their work by it; no rule reads it. */
export const TICKET_PRIORITIES = ['Low', 'Medium', 'High', 'Urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const DEFAULT_TICKET_PRIORITY: TicketPriority = 'Medium';

export const MAX_TICKET_SUBJECT_LENGTH = 200;
/** The description, a reply and a staff message: a long letter, not a document. */
export const MAX_TICKET_MESSAGE_LENGTH = 5000;
/** Newest tickets a customer's list shows. */
export const MY_TICKETS_LIMIT = 50;
/** Tickets a page of the staff list holds. */
export const TICKET_PAGE_SIZE = 20;

/** The law's deadlines: acknowledge within 48 hours, redress within one month of the complaint. */
export const ACKNOWLEDGE_WITHIN_HOURS = 48;
export const REDRESS_WITHIN_MONTHS = 1;

export const COMPLAINT_SUBMITTED = 'Your complaint has been submitted successfully!';
export const COMPLAINT_FAILED = 'Failed to submit complaint. Please try again.';
export const COMPLAINT_UPDATED = 'Complaint updated successfully';
export const COMPLAINT_UPDATE_FAILED = 'Failed to update complaint';
export const COMPLAINTS_FETCH_FAILED = 'Failed to fetch complaints';
export const EMAIL_SENT = 'Email sent successfully';
export const EMAIL_FAILED = 'Failed to send email';
export const ENTER_A_MESSAGE = 'Please enter a message';
export const REPLY_SENT = 'Your reply has been sent';
export const TICKET_NOT_FOUND = 'Complaint not found';

/** India Standard Time is UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;
const HOUR_MS = 3_600_000;
/** Digits of a ticket's serial at least (TKT-26-000123); a year past 999,999 tickets gets more. */
const SERIAL_DIGITS = 6;
const TICKET_NUMBER = /^TKT-\d{2}-\d{6,}$/;

/** The two-digit year of an instant's India date ('26' for any moment of 2026 in India): a ticket's series. */
export function ticketYearOf(instant: Date): string {
  return String(new Date(instant.getTime() + IST_OFFSET_MS).getUTCFullYear() % 100).padStart(2, '0');
}

/** A ticket number, TKT-YY-NNNNNN ('26', 123 → 'TKT-26-000123'). RangeError for a bad year or a serial below 1. */
export function ticketNumber(year: string, serial: number): string {
  if (!/^\d{2}$/.test(year)) throw new RangeError(`Not a two-digit year: ${year}`);
  if (!Number.isInteger(serial) || serial < 1) throw new RangeError(`Not a serial number: ${serial}`);
  return `TKT-${year}-${String(serial).padStart(SERIAL_DIGITS, '0')}`;
}

/** True when `value` is written as a ticket number. */
export function isTicketNumber(value: string): boolean {
  return TICKET_NUMBER.test(value);
}

/** When the acknowledgement is due: 48 hours after the complaint (met at once: it is mailed at creation). */
export function acknowledgeBy(createdAt: Date): Date {
  return new Date(createdAt.getTime() + ACKNOWLEDGE_WITHIN_HOURS * HOUR_MS);
}

/**
 * When redress is due: one calendar month after the complaint, on India's calendar and clock
 * (10 Jan 15:00 IST → 10 Feb 15:00 IST). A day the next month lacks becomes its last day
 * (31 Jan → 28 or 29 Feb).
 */
export function ticketDueBy(createdAt: Date): Date {
  const ist = new Date(createdAt.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const month = ist.getUTCMonth() + REDRESS_WITHIN_MONTHS;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(ist.getUTCDate(), lastDay);
  const due = Date.UTC(
    year,
    month,
    day,
    ist.getUTCHours(),
    ist.getUTCMinutes(),
    ist.getUTCSeconds(),
    ist.getUTCMilliseconds(),
  );
  return new Date(due - IST_OFFSET_MS);
}

/** True when a ticket still being worked on (not Resolved or Closed) is past its due date at `now`. */
export function isTicketOverdue(status: TicketStatus, dueBy: Date, now: Date): boolean {
  return !FINISHED_TICKET_STATUSES.includes(status) && now.getTime() > dueBy.getTime();
}
