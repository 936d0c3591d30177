/**
 * The jobs that issue GST documents (docs/decisions/033), enqueued by other modules inside the
 * transaction of the change that causes them: an order paid (flows/order-paid.flow.ts) and a paid
 * order's refund recorded (payments refunds.service). Kept apart from invoices.service so those
 * modules do not import the invoice rules (and no import cycle forms). Handlers: invoices.service.
 */
import type { DbOrTx } from '../../db/client';
import { enqueueJob } from '../jobs/jobs.service';

export const ISSUE_INVOICE_JOB = 'invoices.issue';
export const ISSUE_CREDIT_NOTE_JOB = 'invoices.credit-note';

/** Queues the invoice of a paid order, keyed by the order id: enqueued twice, it runs once. */
export async function enqueueInvoice(tx: DbOrTx, orderId: string): Promise<void> {
  await enqueueJob(tx, { name: ISSUE_INVOICE_JOB, payload: { orderId }, key: `invoice:${orderId}`, maxAttempts: 8 });
}

/** Queues the credit note of one refund (amount in paise) of an order, keyed by the refund id. */
export async function enqueueCreditNote(
  tx: DbOrTx,
  refund: { id: string; orderId: string; amountPaise: number },
): Promise<void> {
  await enqueueJob(tx, {
    name: ISSUE_CREDIT_NOTE_JOB,
    payload: { orderId: refund.orderId, refundId: refund.id, amountPaise: refund.amountPaise },
    key: `credit-note:${refund.id}`,
    maxAttempts: 8,
  });
}
