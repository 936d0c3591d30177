/**
 * GST document numbering (CGST Rules 2017, Rule 46(b)): a consecutive serial number per financial
 * year (April to March, India time), unique, at most 16 characters of letters, digits, '/' and '-'.
 * Zod-free: the server numbers documents with it and the web may show the year.
 */

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The longest number GST law allows. */
export const MAX_DOCUMENT_NUMBER_LENGTH = 16;
/** Digits of the serial part: 000001 … 999999 a year. */
export const SERIAL_DIGITS = 6;
/** A series prefix: 1 to 3 capital letters or digits, so `MS/26-27/000123` stays within 16 characters. */
export const DOCUMENT_PREFIX_PATTERN = /^[A-Z0-9]{1,3}$/;

/**
 * The financial year an instant falls in, in India time, as its short label: 1 April 2026 00:00
 * IST to 31 March 2027 23:59:59.999 IST is '26-27'.
 */
export function financialYearOf(instant: Date): string {
  const ist = new Date(instant.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

/** The calendar date of an instant in India time, as YYYY-MM-DD (the date printed on a document). */
export function indiaDateOf(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The month (YYYY-MM) an instant falls in, in India time: the month of a GSTR-1 return. */
export function indiaMonthOf(instant: Date): string {
  return indiaDateOf(instant).slice(0, 7);
}

/** The UTC instants that open and close (exclusive) a month given as YYYY-MM, in India time. */
export function indiaMonthRange(month: string): { from: Date; to: Date } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, mon - 1, 1) - IST_OFFSET_MS);
  const to = new Date(Date.UTC(year, mon, 1) - IST_OFFSET_MS);
  return { from, to };
}

/**
 * A document number: prefix, financial year, serial padded to six digits — `MS/26-27/000123`.
 * Throws RangeError for a bad prefix, a serial below 1, or a number longer than 16 characters.
 */
export function documentNumber(prefix: string, financialYear: string, serial: number): string {
  if (!DOCUMENT_PREFIX_PATTERN.test(prefix)) throw new RangeError(`Not a document prefix: ${prefix}`);
  if (!Number.isInteger(serial) || serial < 1) throw new RangeError(`Not a serial number: ${serial}`);
  const number = `${prefix}/${financialYear}/${String(serial).padStart(SERIAL_DIGITS, '0')}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH) throw new RangeError(`Document number too long: ${number}`);
  return number;
}
