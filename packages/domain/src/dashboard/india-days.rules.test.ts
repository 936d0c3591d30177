import { describe, expect, it } from 'vitest';
import { indiaDayEnd, indiaDayKey, indiaDayStart, lastIndiaDays } from './india-days.rules';

describe('India-time days', () => {
  it.each([
    ['2026-03-01T18:29:59.999Z', '2026-03-01'],
    ['2026-03-01T18:30:00.000Z', '2026-03-02'],
    ['2026-03-31T20:00:00.000Z', '2026-04-01'],
    ['2026-12-31T18:30:00.000Z', '2027-01-01'],
  ])('puts %s on the India date %s', (instant, day) => {
    expect(indiaDayKey(new Date(instant))).toBe(day);
  });

  it('starts an India day at 18:30 UTC the day before and ends it 24 hours later', () => {
    expect(indiaDayStart('2026-03-02').toISOString()).toBe('2026-03-01T18:30:00.000Z');
    expect(indiaDayEnd('2026-03-02').toISOString()).toBe('2026-03-02T18:30:00.000Z');
  });

  it('lists the last days ending today in India, oldest first, across a month end', () => {
    expect(lastIndiaDays(new Date('2026-03-01T19:00:00.000Z'), 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(lastIndiaDays(new Date('2026-03-01T12:00:00.000Z'), 30)).toHaveLength(30);
    expect(lastIndiaDays(new Date('2026-03-01T12:00:00.000Z'), 30).at(-1)).toBe('2026-03-01');
  });
});
