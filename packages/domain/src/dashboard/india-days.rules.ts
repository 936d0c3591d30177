/**
 * India-time calendar days for the dashboard's charts (admin spec §9: dates in the India time
 * zone; decision 034). India has one offset all year (UTC+05:30), so a day is a fixed 24-hour
 * span of UTC. Zod-free and pure.
 */
import { INDIA_OFFSET_MS } from '../coupons/india-time.rules';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The India calendar date of an instant, 'YYYY-MM-DD'. */
export function indiaDayKey(instant: Date): string {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an India calendar date ('YYYY-MM-DD') begins: 00:00 IST, which is 18:30 UTC the day before. */
export function indiaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - INDIA_OFFSET_MS);
}

/** The `count` India dates ending with today (the day of `now`), oldest first. */
export function lastIndiaDays(now: Date, count: number): string[] {
  const today = indiaDayStart(indiaDayKey(now)).getTime();
  return Array.from({ length: count }, (_, i) => indiaDayKey(new Date(today - (count - 1 - i) * DAY_MS)));
}

/** The instant just after an India date ends (the next day's start): the exclusive upper bound of a range. */
export function indiaDayEnd(day: string): Date {
  return new Date(indiaDayStart(day).getTime() + DAY_MS);
}
