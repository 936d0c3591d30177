/**
 * When a bulk quote may be accepted and paid (issue 30): open or accepted, not withdrawn, not yet
 * ordered, and on or before its valid-until day (India time, inclusive); an order from it carries
 * every quoted line at its quoted quantity, once. Zod-free and pure.
 */
import {
  isQuoteValidOn,
  QUOTE_ALREADY_ORDERED,
  QUOTE_EXPIRED,
  QUOTE_LINE_CHANGED,
  QUOTE_WITHDRAWN,
} from './enquiry.rules';

export const BULK_QUOTE_STATUSES = ['open', 'accepted', 'ordered', 'withdrawn'] as const;
export type BulkQuoteStatus = (typeof BULK_QUOTE_STATUSES)[number];

/** Why the quote cannot be accepted or ordered now, or null when it can. */
export function quoteUseProblem(quote: { status: BulkQuoteStatus; validUntil: string }, now: Date): string | null {
  if (quote.status === 'ordered') return QUOTE_ALREADY_ORDERED;
  if (quote.status === 'withdrawn') return QUOTE_WITHDRAWN;
  if (!isQuoteValidOn(quote.validUntil, now)) return QUOTE_EXPIRED;
  return null;
}

/**
 * Why an order's lines cannot use the quote, or null: every quoted line must be there, once, at
 * its quoted quantity (a quote is one offer, ordered whole).
 */
export function quoteLinesProblem(
  quoted: readonly { id: string; quantity: number }[],
  ordered: readonly { quoteLineId: string; quantity: number }[],
): string | null {
  if (ordered.length !== quoted.length) return QUOTE_LINE_CHANGED;
  const wanted = new Map(quoted.map((line) => [line.id, line.quantity]));
  for (const line of ordered) {
    if (wanted.get(line.quoteLineId) !== line.quantity) return QUOTE_LINE_CHANGED;
    wanted.delete(line.quoteLineId);
  }
  return wanted.size === 0 ? null : QUOTE_LINE_CHANGED;
}
