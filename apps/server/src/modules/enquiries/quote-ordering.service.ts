/**
 * Bulk quotes meet the cart and the order (issue 30): the quoted unit prices a customer may use
 * now, for the one pricing pipeline (POST /cart/quote, POST /order/new), and the order's step that
 * marks each quote it used ordered, and its enquiry Ordered, in the order's transaction, once.
 */
import { quoteLinesProblem, quoteUseProblem, type BulkQuoteStatus } from '@shop/domain/enquiries/quote-use.rules';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { orderRow } from '../orders/order-payments.service';
import type { QuotedLinePrice } from '../pricing/pricing.service';
import type { CustomerSession } from '../sessions/sessions.service';
import * as repo from './enquiries.repository';
import { isEnquiryOf } from './enquiries.service';

/**
 * The quote as its buyer may use it now: a quote `ordered` by an order that was then cancelled (its
 * hold ran out unpaid, or the buyer or staff cancelled it) is `accepted` again, so it stays payable
 * until it expires. Other quotes are returned as they are.
 */
export async function usableQuote<Q extends { status: BulkQuoteStatus; orderId: string | null }>(
  db: DbOrTx,
  quote: Q,
): Promise<Q> {
  if (quote.status !== 'ordered' || !quote.orderId) return quote;
  const order = await orderRow(db, quote.orderId);
  return order?.status === 'Cancelled' ? { ...quote, status: 'accepted', orderId: null } : quote;
}

/**
 * The quote lines `lineIds` as `customer` may order them now, by line id, for pricing (POST
 * /cart/quote, POST /order/new): another's line, an unknown one, or any line for a guest is
 * missing (pricing refuses it); a line of a quote that cannot be used carries the reason. `lock`
 * (inside the order's transaction) holds the quotes' rows until it ends, so one quote is ordered once.
 */
export async function quotedLinesFor(
  db: DbOrTx,
  customer: Pick<CustomerSession, 'id' | 'email'> | null,
  lineIds: readonly string[],
  now: Date,
  lock = false,
): Promise<Map<string, QuotedLinePrice>> {
  const found = new Map<string, QuotedLinePrice>();
  if (!customer || lineIds.length === 0) return found;
  const quoteIds = [...new Set((await repo.quoteIdsOfLines(db, [...new Set(lineIds)])).values())].sort();
  for (const quoteId of quoteIds) {
    const stored = await repo.findQuote(db, quoteId, lock);
    const quote = stored && (await usableQuote(db, stored));
    const enquiry = quote && (await repo.findEnquiry(db, quote.enquiryId));
    if (!quote || !enquiry || !isEnquiryOf(enquiry, customer)) continue;
    const problem = quoteUseProblem(quote, now);
    for (const line of await repo.linesOf(db, [quoteId]))
      found.set(line.id, {
        productId: line.productId,
        quantity: line.quantity,
        unitPricePaise: line.unitPricePaise,
        quoteNumber: quote.quoteNumber,
        problem,
      });
  }
  return found;
}

/**
 * A step of placing an order (flows/place-order.flow.ts), in its transaction, after the lines were
 * priced with quotedLinesFor(…, lock): every quote the lines name must be ordered whole (all its
 * lines at their quantities: UNPROCESSABLE otherwise); each becomes `ordered` with `orderId`, and
 * its enquiry Ordered.
 */
export async function markQuotesOrdered(
  tx: DbOrTx,
  lines: readonly { bulkQuoteLineId: string | null; quantity: number }[],
  orderId: string,
  now: Date,
): Promise<void> {
  const quotedLines = lines.flatMap((l) =>
    l.bulkQuoteLineId ? [{ quoteLineId: l.bulkQuoteLineId, quantity: l.quantity }] : [],
  );
  if (quotedLines.length === 0) return;
  const quoteOf = await repo.quoteIdsOfLines(
    tx,
    quotedLines.map((l) => l.quoteLineId),
  );
  for (const quoteId of new Set(quoteOf.values())) {
    const ordered = quotedLines.filter((l) => quoteOf.get(l.quoteLineId) === quoteId);
    const problem = quoteLinesProblem(
      (await repo.linesOf(tx, [quoteId])).map((l) => ({ id: l.id, quantity: l.quantity })),
      ordered,
    );
    if (problem) throw new AppError('UNPROCESSABLE', problem);
    const quote = await repo.setQuote(tx, quoteId, { status: 'ordered', orderId });
    await repo.setEnquiry(tx, quote.enquiryId, { status: 'Ordered', updatedAt: now });
  }
}
