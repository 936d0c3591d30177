/**
 * India Standard Time (UTC+05:30, no daylight saving) for the rules that the spec states in
 * India time: a coupon's expiry (admin spec §4 "Coupon", §9). Zod-free and pure.
 */

/** India's offset from UTC, in ms (5 h 30 min). */
export const INDIA_OFFSET_MS = 330 * 60_000;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** The instant of a wall-clock time in India, or undefined when the fields are not a real date. */
function indiaInstant(y: number, mo: number, d: number, h: number, mi: number, s: number, ms = 0): Date | undefined {
  const utc = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  const back = new Date(utc);
  const real =
    back.getUTCFullYear() === y &&
    back.getUTCMonth() === mo - 1 &&
    back.getUTCDate() === d &&
    back.getUTCHours() === h &&
    back.getUTCMinutes() === mi;
  return real ? new Date(utc - INDIA_OFFSET_MS) : undefined;
}

/**
 * Reads a coupon's expiry as staff enter it, in India time:
 * - 'YYYY-MM-DD': the end of that day in India (23:59:59.999 IST), so a coupon 'expiring on
 *   31 March' works all of 31 March in India;
 * - 'YYYY-MM-DDTHH:mm[:ss]' (what a datetime-local input gives): that minute in India;
 * - an ISO date-time with 'Z' or an offset: that instant.
 * Undefined for anything else, including dates that do not exist (2026-02-30).
 */
export function parseIndiaExpiry(input: string): Date | undefined {
  const value = input.trim();
  const day = DATE_ONLY.exec(value);
  if (day) return indiaInstant(Number(day[1]), Number(day[2]), Number(day[3]), 23, 59, 59, 999);
  const local = LOCAL_DATE_TIME.exec(value);
  if (local)
    return indiaInstant(
      Number(local[1]),
      Number(local[2]),
      Number(local[3]),
      Number(local[4]),
      Number(local[5]),
      Number(local[6] ?? 0),
    );
  if (WITH_OFFSET.test(value)) {
    const time = Date.parse(value);
    return Number.isNaN(time) ? undefined : new Date(time);
  }
  return undefined;
}

/** The India wall-clock date-time of an instant as 'YYYY-MM-DDTHH:mm' (for a datetime-local input). */
export function toIndiaLocalInput(instant: Date): string {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}
