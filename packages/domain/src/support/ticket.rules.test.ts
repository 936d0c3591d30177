import { describe, expect, it } from 'vitest';
import {
  acknowledgeBy,
  isTicketNumber,
  isTicketOverdue,
  ticketDueBy,
  ticketNumber,
  ticketYearOf,
} from './ticket.rules';
import type { TicketStatus } from './ticket-status.rules';

describe('ticket numbers', () => {
  it.each([
    ['26', 123, 'TKT-26-000123'],
    ['26', 1, 'TKT-26-000001'],
    ['09', 999_999, 'TKT-09-999999'],
    ['27', 1_000_000, 'TKT-27-1000000'],
  ])('writes year %s serial %i as %s', (year, serial, expected) => {
    expect(ticketNumber(year, serial)).toBe(expected);
    expect(isTicketNumber(expected)).toBe(true);
  });

  it.each([
    ['2026', 1],
    ['6', 1],
    ['26', 0],
    ['26', -3],
    ['26', 1.5],
  ])('refuses year %s serial %s', (year, serial) => {
    expect(() => ticketNumber(year, serial)).toThrow(RangeError);
  });

  it.each(['TKT-26-12345', 'tkt-26-000123', 'TKT-2026-000123', 'MS/26-27/000123'])(
    'does not read %s as a ticket number',
    (value) => {
      expect(isTicketNumber(value)).toBe(false);
    },
  );

  it.each([
    ['2026-06-15T10:00:00Z', '26'],
    // 31 Dec 2025 19:00 UTC is already 1 Jan 2026 00:30 in India.
    ['2025-12-31T19:00:00Z', '26'],
    ['2025-12-31T18:29:59Z', '25'],
    ['2009-03-01T00:00:00Z', '09'],
  ])('numbers a ticket raised at %s in the series of %s', (instant, year) => {
    expect(ticketYearOf(new Date(instant))).toBe(year);
  });
});

describe('due dates (Consumer Protection (E-Commerce) Rules 2020)', () => {
  it('wants the acknowledgement within 48 hours', () => {
    expect(acknowledgeBy(new Date('2026-03-10T09:30:00Z')).toISOString()).toBe('2026-03-12T09:30:00.000Z');
  });

  it.each([
    ['a mid-month complaint a month later, same time', '2026-01-10T09:30:00.000Z', '2026-02-10T09:30:00.000Z'],
    ['31 January on the last day of February', '2026-01-31T06:00:00.000Z', '2026-02-28T06:00:00.000Z'],
    ['31 January of a leap year on 29 February', '2028-01-31T06:00:00.000Z', '2028-02-29T06:00:00.000Z'],
    ['December into the next year', '2026-12-15T12:00:00.000Z', '2027-01-15T12:00:00.000Z'],
    // 30 April 20:00 UTC is 1 May 01:30 in India: due 1 June 01:30 IST.
    ['by the India date, not the UTC one', '2026-04-30T20:00:00.000Z', '2026-05-31T20:00:00.000Z'],
    ['31 May India time on 30 June', '2026-05-31T10:00:00.000Z', '2026-06-30T10:00:00.000Z'],
  ])('dues %s', (_name, created, due) => {
    expect(ticketDueBy(new Date(created)).toISOString()).toBe(due);
  });
});

describe('isTicketOverdue', () => {
  const due = new Date('2026-02-10T09:30:00Z');
  const justAfter = new Date(due.getTime() + 1);
  it.each([
    ['Open', justAfter, true],
    ['In Progress', justAfter, true],
    ['Resolved', justAfter, false],
    ['Closed', justAfter, false],
    ['Open', due, false],
    ['In Progress', new Date(due.getTime() - 1000), false],
  ] as [TicketStatus, Date, boolean][])('a %s ticket at %s: %s', (status, now, overdue) => {
    expect(isTicketOverdue(status, due, now)).toBe(overdue);
  });
});
