/** Display formats: rupees with Indian digit grouping, dates in India time. */
import { formatInr, rupeesToPaise, type Paise } from '@shop/domain/money/money.rules';

/** Formats an API amount in rupees as ₹1,23,456.00 (the conversion to paise keeps rounding in domain). */
export function formatRupees(rupees: number): string {
  return formatInr(rupeesToPaise(rupees));
}

/** Formats integer paise (totals from domain's priceOrder) as ₹1,23,456.00. */
export function formatPaise(paise: Paise): string {
  return formatInr(paise);
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** "21 Nov 2026" in India time. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "21 Nov 2026, 3:04 pm" in India time. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
